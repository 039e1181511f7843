// The charges tab of /mileage and /mypage/payment: the member's charges with their refunds, and the
// dialog that asks one (SPEC §9: a whole charge, to the same card, within 10 business days).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { useChargeList } from '../history-api.ts';
import { useRefundAsk } from '../use-refund-ask.ts';
import { ChargeRow } from './ChargeRow.tsx';
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
        <p className="py-10 text-center text-sm text-slate-500">{t('mileageHistory:loading')}</p>
      ) : list.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t(`errors:${errorCodeOf(list.error)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      ) : list.data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center" data-testid="charges-empty">
          <p className="text-sm text-slate-600">{t('mileageHistory:charges.empty')}</p>
          {(viewer?.kind === 'client' || viewer?.kind === 'lab') && (
            <Link to="/mileageCharge" className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50">
              {t('mileageHistory:charges.toCharge')}
            </Link>
          )}
        </div>
      ) : (
        <>
          <p className="mb-2 text-xs text-slate-500">{t('mileageHistory:charges.total', { count: list.data.total })}</p>
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
