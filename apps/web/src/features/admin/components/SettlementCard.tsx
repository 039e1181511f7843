// One settlement in the settlement console: the earnings given up, the fee, the won to transfer at
// the rate used (SPEC §9), the whole bank account the admin pays into and the tax invoice to issue.
import { adminPayoutActions, Currency, payoutTransition, SETTLEMENT_TRANSITIONS, type PayoutAction } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { useLocale } from '../../../lib/format.ts';
import type { AdminSettlement } from '../settlement-api.ts';
import { formatDateTime } from '../format.ts';
import { formatDay } from '../../../lib/format.ts';
import { formatRate } from '../../../lib/money.ts';
import { formatBusinessNumber } from '../settlement-format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { PayoutStatusBadge } from '../../../components/StatusBadge.tsx';
import { Facts, PayoutButtons, PayoutMemberHeading, type Fact } from './SettlementCardParts.tsx';

interface Props {
  settlement: AdminSettlement;
  onAction: (action: PayoutAction) => void;
}

/** The account number, whole, with a button that copies it for the bank's transfer form. */
function AccountNumber({ number }: { number: string }) {
  const { t } = useTranslation('admin');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(number);
      toast.success(t('settlement.copy.done'));
    } catch {
      toast.error(t('settlement.copy.failed'));
    }
  };
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="select-all font-mono tabular-nums" data-testid="settlement-account">
        {number}
      </span>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t('settlement.copy.label', { number })}
        className="min-h-9 rounded-md border border-line-strong px-2.5 text-xs font-medium hover:bg-sunken"
      >
        {t('settlement.copy.button')}
      </button>
    </span>
  );
}

export function SettlementCard({ settlement: s, onAction }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const bankName = useCodeName('bank');

  const facts: Fact[] = [
    { label: t('settlement.fields.amount'), value: formatMoney(s.amount, s.currency, locale) },
    { label: t('settlement.fields.fee'), value: formatMoney(s.fee, s.currency, locale) },
    {
      label: t('settlement.fields.rate'),
      value:
        s.currency === Currency.USD && s.rate
          ? t('settlement.ratePerDollar', { rate: formatRate(s.rate.krwPerUnitHundredths, locale), day: formatDay(s.rate.day, locale) })
          : null,
    },
    { label: t('settlement.fields.requestedAt'), value: formatDateTime(s.requestedAt) },
    { label: t('settlement.fields.bank'), value: bankName(s.bank.bank) },
    { label: t('settlement.fields.depositor'), value: s.bank.depositor },
    { label: t('settlement.fields.accountNumber'), value: <AccountNumber number={s.bank.accountNumber} />, wide: true },
    { label: t('settlement.fields.businessNumber'), value: formatBusinessNumber(s.invoice.businessNumber) },
    { label: t('settlement.fields.businessName'), value: s.invoice.businessName },
    { label: t('settlement.fields.representative'), value: s.invoice.representative },
    { label: t('settlement.fields.invoiceEmail'), value: <span className="break-all">{s.invoice.email}</span> },
  ];
  if (s.decidedAt) facts.push({ label: t('settlement.fields.decidedAt'), value: formatDateTime(s.decidedAt) });
  if (s.completedAt) facts.push({ label: t('settlement.fields.completedAt'), value: formatDateTime(s.completedAt) });
  if (s.reason) facts.push({ label: t('settlement.fields.reason'), value: <span className="whitespace-pre-line">{s.reason}</span>, wide: true });

  return (
    <article className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5" data-testid="settlement-row">
      <div className="flex items-start justify-between gap-3">
        <PayoutMemberHeading member={s.member} />
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <span className="text-xs text-ink-subtle">{t('settlement.fields.payout')}</span>
          <span className="text-lg font-bold tabular-nums" data-testid="settlement-payout">
            {formatMoney(s.payoutKrw, Currency.KRW, locale)}
          </span>
          <PayoutStatusBadge status={s.status} />
        </div>
      </div>
      <Facts facts={facts} />
      <PayoutButtons
        buttons={adminPayoutActions(SETTLEMENT_TRANSITIONS, s.status).map((action) => ({
          key: action,
          label: t(`settlement.actions.${action}`),
          danger: payoutTransition(SETTLEMENT_TRANSITIONS, s.status, action)?.needsReason,
          onClick: () => onAction(action),
        }))}
      />
    </article>
  );
}
