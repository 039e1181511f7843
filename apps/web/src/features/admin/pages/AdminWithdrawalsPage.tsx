// /admin/withdrawals: members waiting to leave, first asked first listed, and those already gone
// (SPEC §4 "Withdrawal: waiting, then complete once the admin has e-mailed the member their
// registered requests"). Completing is irreversible, so it asks once; the server mails the list and
// removes the personal data in one transaction. The state is in the address (?status=&page=).
import { ErrorCode } from '@dcm/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useSearchParamsUpdate } from '../../../lib/search-params.ts';
import { AdminPageHeader, ListStates, oneOf, StatusTabs } from '../components/AdminListParts.tsx';
import { WithdrawalCard } from '../components/WithdrawalCard.tsx';
import {
  blockersOf,
  useAdminWithdrawalCounts,
  useAdminWithdrawals,
  useCompleteWithdrawal,
  WITHDRAWAL_STATUSES,
  type AdminWithdrawal,
  type WithdrawalBlocker,
  type WithdrawalStatus,
} from '../withdrawals-api.ts';

const PAGE_SIZE = 10;

const nameOf = (w: AdminWithdrawal) => w.nickname || `#${w.memberNo}`;

export default function AdminWithdrawalsPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const [params] = useSearchParams();
  const status: WithdrawalStatus = oneOf(WITHDRAWAL_STATUSES, params.get('status')) ?? 'waiting';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = useSearchParamsUpdate();

  const list = useAdminWithdrawals({ status, page, size: PAGE_SIZE });
  const counts = useAdminWithdrawalCounts(WITHDRAWAL_STATUSES);
  const complete = useCompleteWithdrawal();
  const [target, setTarget] = useState<AdminWithdrawal | null>(null);
  // What a refused completion found open, per member, until it is tried again.
  const [blocked, setBlocked] = useState<Record<number, WithdrawalBlocker[]>>({});
  // The ref stops a second click that lands before the button renders as busy.
  const running = useRef(false);

  const confirm = () => {
    if (!target || running.current) return;
    running.current = true;
    const name = nameOf(target);
    const memberNo = target.memberNo;
    setBlocked(({ [memberNo]: _, ...rest }) => rest);
    complete.mutate(memberNo, {
      onSettled: () => {
        running.current = false;
        setTarget(null);
      },
      onSuccess: () => toast.success(t('admin:withdrawals.complete.done', { name })),
      onError: (error) => {
        const blockers = errorCodeOf(error) === ErrorCode.WithdrawalBlocked ? blockersOf(error) : null;
        if (blockers) setBlocked((prev) => ({ ...prev, [memberNo]: blockers }));
        else toast.error(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') }));
      },
    });
  };

  return (
    <Page width="working">
      <AdminPageHeader title={t('admin:withdrawals.title')} subtitle={t('admin:withdrawals.subtitle')} />
      <StatusTabs
        label={t('admin:withdrawals.status.label')}
        tabs={WITHDRAWAL_STATUSES}
        current={status}
        nameOf={(tab) => t(`admin:withdrawals.status.${tab}`)}
        onChange={(tab) => update({ status: tab === 'waiting' ? null : tab, page: null })}
        counts={counts}
      />
      <ListStates list={list} empty={t(`admin:withdrawals.empty.${status}`)} emptyTestId="withdrawal-empty">
        {(data) => (
          <>
            <p className="mb-2 text-xs text-ink-subtle">{t('admin:withdrawals.total', { count: data.total })}</p>
            <ul className="flex flex-col gap-3">
              {data.items.map((w) => (
                <li key={w.memberNo}>
                  <WithdrawalCard withdrawal={w} blockers={blocked[w.memberNo]} onComplete={() => setTarget(w)} />
                </li>
              ))}
            </ul>
            <Pagination page={page} size={PAGE_SIZE} total={data.total} onPage={(p) => update({ page: p === 1 ? null : p })} />
          </>
        )}
      </ListStates>

      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={target ? t('admin:withdrawals.complete.title', { name: nameOf(target) }) : ''}
        body={
          target
            ? target.requestCount === 0
              ? t('admin:withdrawals.complete.bodyNoRequests', { name: nameOf(target), email: target.email })
              : t('admin:withdrawals.complete.body', { name: nameOf(target), email: target.email, count: target.requestCount })
            : ''
        }
        confirmLabel={complete.isPending ? t('admin:withdrawals.complete.busy') : t('admin:withdrawals.complete.confirm')}
        cancelLabel={t('admin:withdrawals.complete.cancel')}
        onConfirm={confirm}
        danger
        busy={complete.isPending}
        testId="withdrawal-complete-dialog"
      />
    </Page>
  );
}
