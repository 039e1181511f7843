// One charge in the charges tab: how much, how and when it was paid, and where its refund stands.
import { PayoutStatus, type ChargeItem } from '@dcm/shared';
import { CreditCard, Info, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PayoutStatusBadge } from '../../../components/StatusBadge.tsx';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useChargeMethodText } from '../use-charge-method-text.ts';
import { outline } from './charge-buttons.ts';

const badge = 'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

const chargeTone: Record<ChargeItem['status'], string> = {
  pending: 'bg-info-50 text-info-800 ring-info-200',
  confirmed: 'bg-success-50 text-success-800 ring-success-200',
  failed: 'bg-sunken text-ink-muted ring-line',
};

export function ChargeRow({ charge, onAsk }: { charge: ChargeItem; onAsk: () => void }) {
  const { t } = useTranslation('mileageHistory');
  const locale = useLocale();
  const methodText = useChargeMethodText();
  const amount = formatMoney(charge.amount, charge.currency, locale);
  return (
    <li className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5" data-testid="charge-row" data-charge={charge.id}>
      <div className="flex items-start gap-3">
        <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <CreditCard className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p className="text-xl font-bold tabular-nums text-ink" data-testid="charge-amount">
              {amount}
            </p>
            <span className={`${badge} ${chargeTone[charge.status]}`} data-testid="charge-status">
              {t(`chargeStatus.${charge.status}`)}
            </span>
          </div>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
            <span>{methodText(charge)}</span>
            <span aria-hidden className="size-1 rounded-full bg-ink-subtle/50" />
            <time dateTime={charge.confirmedAt ?? charge.createdAt} className="tabular-nums">
              <span className="sr-only">{t('charges.chargedAt')} </span>
              {formatDateTime(charge.confirmedAt ?? charge.createdAt, locale)}
            </time>
          </p>
        </div>
      </div>
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
    <div className="flex flex-col gap-3 border-t border-line pt-4 text-sm" data-testid="refund-state">
      {refund && (
        <div className="flex flex-col gap-1.5 rounded-control bg-sunken px-3 py-2.5">
          <span className="flex items-center gap-2">
            <span className="font-semibold text-ink">{t('refund.title')}</span>
            <PayoutStatusBadge status={refund.status} />
          </span>
          <p className="text-ink-muted">{t(`refund.state.${refund.status}`, { date: when(stateDate ?? refund.requestedAt) })}</p>
          {refund.status === PayoutStatus.rejected && refund.reason && (
            <p className="break-words text-danger-700" data-testid="refund-reason">
              {t('refund.state.reason', { reason: refund.reason })}
            </p>
          )}
        </div>
      )}
      {charge.refundBlock === null ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          {until && <p className="text-ink-muted">{t('refund.until', { date: until })}</p>}
          <button type="button" onClick={onAsk} aria-label={askLabel} className={`${outline} sm:ml-auto`}>
            <Undo2 aria-hidden className="size-4" />
            {t('refund.ask')}
          </button>
        </div>
      ) : (
        // The refund's own state already says it was asked.
        !(refund && charge.refundBlock === 'requested') && (
          <p className="flex items-start gap-2 text-ink-subtle" data-testid="refund-block" data-block={charge.refundBlock}>
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t(`refund.block.${charge.refundBlock}`, { date: until })}
          </p>
        )
      )}
    </div>
  );
}
