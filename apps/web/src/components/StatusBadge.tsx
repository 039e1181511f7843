// The status of a request, a quotation, a refund or a settlement as a badge, in the member's
// language (SPEC §4), the same wherever it appears.
import { PayoutStatus, QuotationStatus, RequestStatus } from '@dcm/shared';
import { useTranslation } from 'react-i18next';

const requestTone: Record<RequestStatus, string> = {
  [RequestStatus.QuoteRequested]: 'bg-sky-50 text-sky-800 ring-sky-200',
  [RequestStatus.Choosing]: 'bg-amber-50 text-amber-800 ring-amber-200',
  [RequestStatus.WaitingForRequest]: 'bg-sky-50 text-sky-800 ring-sky-200',
  [RequestStatus.RequestAccepted]: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  [RequestStatus.RequestRejected]: 'bg-red-50 text-red-700 ring-red-200',
  [RequestStatus.RequestClosed]: 'bg-sunken text-ink ring-line',
  [RequestStatus.TransactionOngoing]: 'bg-brand-50 text-brand-800 ring-brand-100',
  [RequestStatus.Complete]: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  [RequestStatus.Cancelled]: 'bg-sunken text-ink-muted ring-line',
};

const quotationTone: Record<QuotationStatus, string> = {
  [QuotationStatus.Submitted]: 'bg-sky-50 text-sky-800 ring-sky-200',
  [QuotationStatus.Withdrawn]: 'bg-sunken text-ink-muted ring-line',
  [QuotationStatus.Selected]: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  [QuotationStatus.NotChosen]: 'bg-sunken text-ink ring-line',
};

const badge = 'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${badge} ${requestTone[status]}`} data-testid="request-status" data-status={status}>
      {t(`requestStatus.${status}`)}
    </span>
  );
}

export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${badge} ${quotationTone[status]}`} data-testid="quotation-status" data-status={status}>
      {t(`quotationStatus.${status}`)}
    </span>
  );
}

const payoutTone: Record<PayoutStatus, string> = {
  [PayoutStatus.requested]: 'bg-sky-50 text-sky-800 ring-sky-200',
  [PayoutStatus.inProgress]: 'bg-amber-50 text-amber-800 ring-amber-200',
  [PayoutStatus.complete]: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  [PayoutStatus.rejected]: 'bg-red-50 text-red-700 ring-red-200',
};

/** A refund's or a settlement's state (SPEC §4: requested, in progress, complete; or rejected). */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${badge} ${payoutTone[status]}`} data-testid="payout-status" data-status={status}>
      {t(`payoutStatus.${status}`)}
    </span>
  );
}
