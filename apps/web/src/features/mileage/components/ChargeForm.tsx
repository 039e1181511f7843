// The charge form: the amount (with quick-add chips and limits), the method as cards, and the submit
// that names the amount. What it keeps and sends is useChargeForm's; this file only lays it out.
import { Currency, type ChargeAnswer, type PaymentOptions } from '@dcm/shared';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/Field.tsx';
import { Card } from '../../../components/ui/Card.tsx';
import { useLocale } from '../../../lib/format.ts';
import { amountInputOf, formatMoney } from '../../../lib/money.ts';
import { QUICK_ADD } from '../charge-form.ts';
import type { Stop } from '../provider-return.ts';
import { useChargeForm } from '../use-charge-form.ts';
import { AmountInput } from './AmountInput.tsx';
import { primary } from './charge-buttons.ts';
import { MethodChoice } from './MethodChoice.tsx';

interface Props {
  options: PaymentOptions;
  /** The page's parameters the form starts from (`amount`, `currency`, `returnTo`). */
  start: URLSearchParams;
  stop: Stop | null;
  onConfirmed: (answer: ChargeAnswer) => void;
}

export function ChargeForm({ options, start, stop: initialStop, onConfirmed }: Props) {
  const { t } = useTranslation(['mileage', 'common', 'errors']);
  const locale = useLocale();
  const currency = options.currency;
  const { formRef, submit, prefill, amountText, amount, amountError, changeAmount, registered, cardsLoading, method, chooseMethod, stop, formError, busy, leaving, submitting } =
    useChargeForm({ options, start, initialStop, onConfirmed });
  const money = (minor: number, whole = false) => formatMoney(minor, currency, locale, { whole });

  const hint = (
    <>
      <span className="block">{t('mileage:charge.amount.limits', { min: money(options.min), max: money(options.max) })}</span>
      {prefill && (
        <span className="block font-medium text-brand-800" data-testid="charge-prefill">
          {prefill.raised ? t('mileage:charge.amount.prefillRaised', { min: money(options.min) }) : t('mileage:charge.amount.prefill')}
        </span>
      )}
    </>
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5" aria-busy={busy}>
      {stop && (
        <p role="alert" className="flex gap-2.5 rounded-card bg-warning-50 px-4 py-3 text-sm text-warning-800 ring-1 ring-warning-200" data-testid="charge-stopped">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t(`mileage:charge.stopped.${stop}`)}
        </p>
      )}

      <Card as="div" className="flex flex-col gap-4">
        <Field name="amount" label={t('mileage:charge.amount.label', { currency })} hint={hint} error={amountError}>
          {(a11y) => (
            <AmountInput
              a11y={a11y}
              value={amountText}
              currency={currency}
              onChange={changeAmount}
              disabled={busy}
              unit={t(`mileage:charge.amount.unit.${currency}`)}
              placeholder={currency === Currency.KRW ? '50,000' : '50.00'}
              large
            />
          )}
        </Field>
        <div className="grid grid-cols-3 gap-2" role="group" aria-label={t('mileage:charge.quickAdd.label')}>
          {QUICK_ADD[currency].map((step) => (
            <button
              key={step}
              type="button"
              disabled={busy}
              onClick={() => changeAmount(amountInputOf(Math.min((amount ?? 0) + step, options.max), currency))}
              className="inline-flex min-h-11 items-center justify-center rounded-full border border-line bg-surface px-2 text-sm font-semibold text-ink tabular-nums transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800 disabled:opacity-60"
            >
              {t('mileage:charge.quickAdd.add', { amount: money(step, true) })}
            </button>
          ))}
        </div>
      </Card>

      <Card as="div">
        <MethodChoice options={options} cards={registered} cardsLoading={cardsLoading} value={method} onChange={chooseMethod} disabled={busy} />
      </Card>

      {formError && (
        <p role="alert" className="rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700 ring-1 ring-danger-200" data-testid="form-error">
          {formError}
        </p>
      )}

      <button type="submit" disabled={busy} aria-busy={busy} className={`${primary} min-h-14 w-full text-lg sm:w-auto sm:min-w-72 sm:self-end`}>
        {leaving
          ? t('mileage:charge.leaving')
          : submitting
            ? t('mileage:charge.submitting')
            : amount !== null && amount >= options.min && amount <= options.max
              ? t('mileage:charge.submitAmount', { amount: money(amount) })
              : t('mileage:charge.submit')}
      </button>
    </form>
  );
}
