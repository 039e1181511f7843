import type { ChargeItem } from '@dcm/shared';
import { Check } from 'lucide-react';
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
      <span className="block font-semibold text-ink">
        {t('refund.dialog.lead', { amount: formatMoney(charge.amount, charge.currency, locale), date: formatDateTime(charge.confirmedAt ?? charge.createdAt, locale) })}
      </span>
      {rules.map((rule) => (
        <span key={rule} className="mt-2 flex gap-2 text-sm">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>{rule}</span>
        </span>
      ))}
      {error && (
        <span role="alert" className="mt-3 block rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700" data-testid="refund-error">
          {error}
        </span>
      )}
    </>
  );
}
