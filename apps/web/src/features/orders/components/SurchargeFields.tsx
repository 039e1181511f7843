// The surcharge a T-esigner asks (SPEC §3: reason ≤ 300, amount in the order's currency), as two
// fields: the amount with its cap said up front, and the reason the client reads before paying.
import type { Currency } from '@dcm/shared';
import { surchargeCap } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../../components/Field.tsx';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { AmountInput } from '../../mileage/index.ts';
import type { SurchargeInput } from '../surcharge.ts';

const REASON_MAX = 300;

interface Props {
  order: { amount: number; currency: Currency };
  value: SurchargeInput;
  onChange: (value: SurchargeInput) => void;
  /** Keys of the common `validation` catalogue, per field. */
  errors: Partial<Record<keyof SurchargeInput, string>>;
  disabled: boolean;
}

export function SurchargeFields({ order, value, onChange, errors, disabled }: Props) {
  const { t } = useTranslation(['orders', 'common']);
  const locale = useLocale();
  const cap = formatMoney(surchargeCap(order.amount, order.currency), order.currency, locale);
  const message = (key: string | undefined) => (key ? t(`common:validation.${key}`, { defaultValue: t('common:validation.required') }) : undefined);

  return (
    <div className="flex flex-col gap-4" data-testid="surcharge-fields">
      <Field name="surcharge-amount" label={t('orders:surcharge.amount')} hint={t('orders:surcharge.amountHint', { cap })} error={message(errors.amount)}>
        {(a11y) => (
          <AmountInput
            a11y={a11y}
            name="surchargeAmount"
            currency={order.currency}
            value={value.amount}
            onChange={(amount) => onChange({ ...value, amount })}
            disabled={disabled}
            unit={t(`orders:surcharge.unit.${order.currency}`)}
          />
        )}
      </Field>
      <Field
        name="surcharge-reason"
        label={t('orders:surcharge.reason')}
        hint={t('orders:surcharge.reasonHint')}
        error={message(errors.reason)}
        aside={
          <span className={`tabular-nums text-xs ${value.reason.trim().length > REASON_MAX ? 'text-red-600' : 'text-ink-subtle'}`}>
            {value.reason.trim().length}/{REASON_MAX}
          </span>
        }
      >
        {(a11y) => (
          <textarea
            {...a11y}
            name="surchargeReason"
            rows={3}
            value={value.reason}
            onChange={(event) => onChange({ ...value, reason: event.target.value })}
            disabled={disabled}
            className={`${inputClass} resize-y py-2.5`}
          />
        )}
      </Field>
    </div>
  );
}
