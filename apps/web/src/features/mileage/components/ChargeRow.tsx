// One charge in the charges tab: how much, how and when it was paid, and where its refund stands.
import { PayoutStatus, type ChargeItem } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { PayoutStatusBadge } from '../../../components/StatusBadge.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useChargeMethodText } from '../use-charge-method-text.ts';

const badge = 'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

const chargeTone: Record<ChargeItem['status'], string> = {
  pending: 'bg-sky-50 text-sky-800 ring-sky-200',
  confirmed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-slate-100 text-slate-600 ring-slate-200',
};

export function ChargeRow({ charge, onAsk }: { charge: ChargeItem; onAsk: () => void }) {
  const { t } = useTranslation('mileageHistory');
  const locale = useLocale();
  const methodText = useChargeMethodText();
  const amount = formatMoney(charge.amount, charge.currency, locale);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="charge-row" data-charge={charge.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <span className={`${badge} ${chargeTone[charge.status]}`} data-testid="charge-status">
            {t(`chargeStatus.${charge.status}`)}
          </span>
          <span className="text-sm text-slate-600">{methodText(charge)}</span>
        </span>
        <time dateTime={charge.confirmedAt ?? charge.createdAt} className="text-sm text-slate-500">
          <span className="sr-only">{t('charges.chargedAt')} </span>
          {formatDateTime(charge.confirmedAt ?? charge.createdAt, locale)}
        </time>
      </div>
      <p className="text-xl font-bold tabular-nums" data-testid="charge-amount">
        {amount}
      </p>
      <RefundState charge={charge} onAsk={onAsk} askLabel={t('refund.askFor', { amount })} />
    </li>
  );
}

/** The charge's refund: how it stands, or the button to ask it, or why it cannot be asked. */
function RefundState({ charge, onAsk, askLabel }: { charge: ChargeItem; onAsk: () => void; askLabel: string }) {
  const { t } = useTranslation('mileageHistory');
  const locale = useLocale();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '');
  const refund = charge.refund;
  const stateDate = refund
    ? { requested: refund.requestedAt, inProgress: refund.decidedAt, complete: refund.completedAt, rejected: refund.decidedAt }[refund.status]
    : null;
  const until = when(charge.refundableUntil);

  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 pt-3 text-sm" data-testid="refund-state">
      {refund && (
        <div className="flex flex-col gap-1">
          <span className="flex items-center gap-2">
            <span className="font-medium">{t('refund.title')}</span>
            <PayoutStatusBadge status={refund.status} />
          </span>
          <p className="text-slate-600">{t(`refund.state.${refund.status}`, { date: when(stateDate ?? refund.requestedAt) })}</p>
          {refund.status === PayoutStatus.rejected && refund.reason && (
            <p className="break-words text-red-700" data-testid="refund-reason">
              {t('refund.state.reason', { reason: refund.reason })}
            </p>
          )}
        </div>
      )}
      {charge.refundBlock === null ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          {until && <p className="text-slate-600">{t('refund.until', { date: until })}</p>}
          <button
            type="button"
            onClick={onAsk}
            aria-label={askLabel}
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50 sm:ml-auto"
          >
            {t('refund.ask')}
          </button>
        </div>
      ) : (
        // The refund's own state already says it was asked.
        !(refund && charge.refundBlock === 'requested') && (
          <p className="text-slate-500" data-testid="refund-block" data-block={charge.refundBlock}>
            {t(`refund.block.${charge.refundBlock}`, { date: until })}
          </p>
        )
      )}
    </div>
  );
}
