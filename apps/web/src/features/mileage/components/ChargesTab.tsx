// The charges tab of /mileage and /mypage/payment: the member's charges with their refunds, and the
// dialog that asks one (SPEC §9: a whole charge, to the same card, within 10 business days).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { useViewer } from '../../../lib/viewer.ts';
import { useChargeList } from '../history-api.ts';
import { useRefundAsk } from '../use-refund-ask.ts';
import { outline } from './charge-buttons.ts';
import { ChargeRow } from './ChargeRow.tsx';
import { MileageSkeleton } from './MileageSkeleton.tsx';
import { RefundTerms } from './RefundTerms.tsx';

const CHARGES_PAGE_SIZE = 10;

export function ChargesTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(['mileageHistory', 'errors']);
  const viewer = useViewer();
  const list = useChargeList(page, CHARGES_PAGE_SIZE);
  const refund = useRefundAsk();

  return (
    <div aria-busy={list.isFetching} aria-live="polite">
      {list.isPending ? (
        <MileageSkeleton label={t('mileageHistory:loading')} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} testId="charges-error" />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          illustration="wallet"
          title={t('mileageHistory:charges.empty')}
          body={t('mileageHistory:charges.emptyBody')}
          testId="charges-empty"
          action={
            (viewer?.kind === 'client' || viewer?.kind === 'lab') && (
              <Link to="/mileageCharge" className={outline}>
                {t('mileageHistory:charges.toCharge')}
              </Link>
            )
          }
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-muted">{t('mileageHistory:charges.total', { count: list.data.total })}</p>
          <ul className={`flex flex-col gap-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
            {list.data.items.map((charge) => (
              <ChargeRow key={charge.id} charge={charge} onAsk={() => refund.open(charge)} />
            ))}
          </ul>
          <Pagination page={page} size={CHARGES_PAGE_SIZE} total={list.data.total} onPage={onPage} />
        </>
      )}

      {refund.asking && (
        <ConfirmDialog
          open
          onOpenChange={(next) => !next && refund.close()}
          testId="refund-dialog"
          title={t('mileageHistory:refund.dialog.title')}
          body={<RefundTerms charge={refund.asking} error={refund.dialogError} />}
          confirmLabel={refund.sending ? t('mileageHistory:refund.dialog.asking') : t('mileageHistory:refund.dialog.confirm')}
          cancelLabel={t('mileageHistory:refund.dialog.cancel')}
          onConfirm={refund.confirm}
          busy={refund.sending}
        />
      )}
    </div>
  );
}
