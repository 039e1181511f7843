import type { ChargeItem } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useChargeMethodText } from '../use-charge-method-text.ts';

/** SPEC §9 in the dialog's words, before the member asks; with the last failure when a retry may help. */
export function RefundTerms({ charge, error }: { charge: ChargeItem; error: string | null }) {
  const { t } = useTranslation('mileageHistory');
  const locale = useLocale();
  const methodText = useChargeMethodText();
  const rules = [
    t('refund.dialog.whole'),
    t('refund.dialog.sameMethod', { method: methodText(charge) }),
    t('refund.dialog.period', { date: charge.refundableUntil ? formatDateTime(charge.refundableUntil, locale) : '' }),
    t('refund.dialog.processing'),
    t('refund.dialog.held'),
  ];
  // Inside the dialog's description paragraph: spans, not block elements.
  return (
    <>
      <span className="block font-semibold text-slate-900">
        {t('refund.dialog.lead', { amount: formatMoney(charge.amount, charge.currency, locale), date: formatDateTime(charge.confirmedAt ?? charge.createdAt, locale) })}
      </span>
      {rules.map((rule) => (
        <span key={rule} className="mt-2 flex gap-2 text-sm">
          <span aria-hidden>•</span>
          <span>{rule}</span>
        </span>
      ))}
      {error && (
        <span role="alert" className="mt-3 block rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="refund-error">
          {error}
        </span>
      )}
    </>
  );
}
