// /request/basket (and /request/tempSaved, opened on the drafts): the client's referrals in three
// groups — not yet requested, requested, temporarily saved. Completed referrals not yet requested
// are picked here and sent together as one request. The tab and page are in the address
// (?group=&page=), so the back button and a shared link land on the same list.
import { ReferralGroup, type Referral } from '@dcm/shared';
import { Info, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { Page } from '../../../components/ui/Page.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useCart, useCartCount, useCopyReferral } from '../api.ts';
import { CartItem, useReferralName } from '../components/CartItem.tsx';
import { DeleteReferralDialog } from '../components/DeleteReferralDialog.tsx';
import { SendBar } from '../components/SendBar.tsx';
import { editPathOf } from '../document-format.ts';

const GROUPS = [ReferralGroup.NotRequested, ReferralGroup.Requested, ReferralGroup.Draft] as const;
const PAGE_SIZE = 10;

const groupOf = (value: string | null): ReferralGroup | undefined => GROUPS.find((g) => g === value);

interface Props {
  /** The tab shown when the address names none (/request/tempSaved opens on the drafts). */
  initialGroup?: ReferralGroup;
}

export default function CartPage({ initialGroup = ReferralGroup.NotRequested }: Props) {
  const { t } = useTranslation(['referralCart', 'errors']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const group = groupOf(params.get('group')) ?? initialGroup;
  const page = Math.max(1, Number(params.get('page')) || 1);

  const list = useCart({ group, page, size: PAGE_SIZE });
  const notRequestedCount = useCartCount(ReferralGroup.NotRequested);
  const requestedCount = useCartCount(ReferralGroup.Requested);
  const draftCount = useCartCount(ReferralGroup.Draft);
  const counts: Record<ReferralGroup, number | undefined> = {
    [ReferralGroup.NotRequested]: notRequestedCount,
    [ReferralGroup.Requested]: requestedCount,
    [ReferralGroup.Draft]: draftCount,
  };
  const copy = useCopyReferral();
  // One copy at a time, also for a double click that lands before the button renders as busy.
  const copying = useRef(false);
  const nameOf = useReferralName();

  // The referrals picked to send, in the order they were picked; kept across pages of the tab.
  const [picked, setPicked] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<Referral | null>(null);

  const show = (next: { group?: ReferralGroup; page?: number }) => {
    // A pick belongs to the not-requested tab; another tab starts without one.
    if (next.group) setPicked([]);
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next.group) {
        p.set('group', next.group);
        p.delete('page');
      }
      if (next.page !== undefined) {
        if (next.page > 1) p.set('page', String(next.page));
        else p.delete('page');
      }
      return p;
    });
  };

  // Deleting the last referral of the last page leaves an empty page: show the one before it.
  const total = list.data?.total;
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE));
  useEffect(() => {
    if (total !== undefined && !list.isPlaceholderData && page > lastPage) {
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (lastPage > 1) p.set('page', String(lastPage));
          else p.delete('page');
          return p;
        },
        { replace: true },
      );
    }
  }, [total, page, lastPage, list.isPlaceholderData, setParams]);

  const togglePicked = (id: string) => setPicked((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const copyToDraft = (referral: Referral) => {
    if (copying.current) return;
    copying.current = true;
    copy.mutate(referral.id, {
      onSettled: () => {
        copying.current = false;
      },
      onSuccess: (created) => {
        toast.success(t('referralCart:copied', { name: nameOf(referral) }));
        void navigate(editPathOf(created));
      },
      onError: (error) => toast.error(t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })),
    });
  };

  const selectable = group === ReferralGroup.NotRequested;

  return (
    <Page width="working" className={selectable && picked.length > 0 ? 'pb-40 sm:pb-28' : undefined}>
      <PageHeader
        title={t('referralCart:title')}
        subtitle={t('referralCart:subtitle')}
        action={
          <Link to="/request" className="inline-flex min-h-11 w-full items-center justify-center gap-1.5 rounded-control bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 sm:w-auto">
            <Plus aria-hidden className="size-4" />
            {t('referralCart:newReferral')}
          </Link>
        }
      />

      <div role="tablist" aria-label={t('referralCart:tabs.label')} className="grid grid-cols-3 border-b border-line sm:flex sm:gap-1">
        {GROUPS.map((g) => (
          <button
            key={g}
            type="button"
            role="tab"
            aria-selected={g === group}
            data-testid={`tab-${g}`}
            onClick={() => g !== group && show({ group: g })}
            className={`-mb-px flex min-h-11 flex-wrap items-center justify-center gap-x-1.5 border-b-2 px-1.5 py-1.5 text-center text-sm leading-tight sm:shrink-0 sm:flex-nowrap sm:px-3 ${
              g === group ? 'border-brand-700 font-semibold text-brand-800' : 'border-transparent text-ink-muted hover:text-ink'
            }`}
          >
            {t(`referralCart:tabs.${g}`)}
            {counts[g] !== undefined && (
              <span data-testid={`count-${g}`} className={`rounded-full px-1.5 text-xs tabular-nums ${g === group ? 'bg-brand-100 text-brand-800' : 'bg-sunken text-ink-muted'}`}>
                {counts[g]}
              </span>
            )}
          </button>
        ))}
      </div>

      <div role="tabpanel" aria-label={t(`referralCart:tabs.${group}`)} aria-busy={list.isFetching}>
        {group === ReferralGroup.Requested && (
          <p className="mb-3 flex items-start gap-2 rounded-control bg-info-50 px-3 py-2 text-sm text-info-800" data-testid="requested-hint">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('referralCart:requestedHint')}
          </p>
        )}
        {selectable && (list.data?.items.length ?? 0) > 0 && <p className="mb-3 text-sm text-ink-muted">{t('referralCart:selectHint')}</p>}

        {list.isPending ? (
          <div className="flex flex-col gap-3">
            <p className="sr-only">{t('referralCart:loading')}</p>
            {[0, 1, 2].map((i) => (
              <div key={i} aria-hidden className="h-36 animate-pulse rounded-card border border-line bg-surface" />
            ))}
          </div>
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            testId="cart-empty"
            illustration="documents"
            title={t(`referralCart:empty.${group}`)}
            action={
              <Link to="/request" className="inline-flex min-h-11 items-center gap-1.5 rounded-control border border-brand-700 bg-surface px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50">
                <Plus aria-hidden className="size-4" />
                {t('referralCart:empty.start')}
              </Link>
            }
          />
        ) : (
          <>
            <p className="mb-2 text-xs text-ink-subtle">{t('referralCart:total', { n: list.data.total })}</p>
            <ul className="flex flex-col gap-3">
              {list.data.items.map((referral) => (
                <CartItem
                  key={referral.id}
                  referral={referral}
                  selection={selectable ? { selected: picked.includes(referral.id), onToggle: () => togglePicked(referral.id) } : undefined}
                  copying={copy.isPending && copy.variables === referral.id}
                  onCopy={() => copyToDraft(referral)}
                  onDelete={() => setDeleting(referral)}
                />
              ))}
            </ul>
            <Pagination page={page} size={PAGE_SIZE} total={list.data.total} onPage={(p) => show({ page: p })} />
          </>
        )}
      </div>

      {selectable && picked.length > 0 && <SendBar referralIds={picked} onClear={() => setPicked([])} />}

      {deleting && (
        <DeleteReferralDialog
          referralId={deleting.id}
          name={nameOf(deleting)}
          onClose={() => setDeleting(null)}
          onDeleted={(id) => setPicked((ids) => ids.filter((x) => x !== id))}
        />
      )}
    </Page>
  );
}
