// The settlement request form of the settlement office: currency, amount (or all of it), the preview
// of what it pays out, the tax invoice details, and a confirmation naming the account before it is sent.
import { CURRENCIES, Currency, type SettlementTerms } from '@dcm/shared';
import { TriangleAlert } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Field } from '../../../components/Field.tsx';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { useLocale } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useBankText } from '../use-bank-text.ts';
import { useSettlementForm } from '../use-settlement-form.ts';
import { AmountInput } from './AmountInput.tsx';
import { HolderUnverifiedNotice } from './HolderUnverifiedNotice.tsx';
import { primary } from './charge-buttons.ts';
import { InvoiceDetailsFields } from './InvoiceDetailsFields.tsx';
import { SettlementPreview } from './SettlementPreview.tsx';

export function SettlementForm({ terms }: { terms: SettlementTerms }) {
  const bankText = useBankText();
  const { t } = useTranslation(['mileageHistory', 'common', 'errors']);
  const locale = useLocale();
  const { formRef, control, register, errors, currency, chooseCurrency, available, fillAvailable, rate, noRate, holderUnverified, holderRefused, blocked, preview, formError, submit, pending, pendingPayout, cancel, send, sending } =
    useSettlementForm(terms);

  return (
    <section aria-labelledby="office-form-title" className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
      <h2 id="office-form-title" className="text-heading font-bold text-ink">
        {t('mileageHistory:office.form.title')}
      </h2>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 flex flex-col gap-5" data-testid="settlement-form">
        <fieldset className="flex flex-col gap-1.5" data-field="currency">
          <legend className="mb-1.5 text-sm font-medium text-ink">{t('mileageHistory:office.form.currency')}</legend>
          <div className="grid grid-cols-2 gap-1 rounded-control bg-sunken p-1 sm:inline-grid sm:w-fit">
            {CURRENCIES.map((c) => (
              <label
                key={c}
                className={`flex min-h-11 cursor-pointer items-center justify-center rounded-control px-6 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                  c === currency ? 'bg-surface font-semibold text-brand-800 shadow-card' : 'text-ink-muted hover:text-ink'
                }`}
              >
                <input type="radio" name="currency" value={c} checked={c === currency} onChange={() => chooseCurrency(c)} className="sr-only" />
                {c}
              </label>
            ))}
          </div>
          {errors.currency && <p className="text-sm text-danger-700">{fieldErrorText(t, errors.currency)}</p>}
        </fieldset>

        {noRate && (
          <p role="status" className="flex gap-2 rounded-control bg-warning-50 px-3 py-2.5 text-sm text-warning-800 ring-1 ring-warning-200" data-testid="rate-missing">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('mileageHistory:office.form.noRate')}
          </p>
        )}

        <Field
          name="amount"
          label={t('mileageHistory:office.form.amount')}
          hint={t('mileageHistory:office.form.available', { amount: formatMoney(available, currency, locale) })}
          error={fieldErrorText(t, errors.amount)}
        >
          {(a11y) => (
            <div className="flex gap-2">
              <Controller
                control={control}
                name="amount"
                render={({ field }) => (
                  <AmountInput a11y={a11y} name={field.name} currency={currency} value={field.value} onChange={field.onChange} onBlur={field.onBlur} disabled={noRate} unit={currency} className="min-w-0 flex-1" />
                )}
              />
              <button
                type="button"
                disabled={noRate || available <= 0}
                onClick={fillAvailable}
                aria-label={t('mileageHistory:office.form.allLabel', { amount: formatMoney(available, currency, locale) })}
                className="min-h-11 shrink-0 rounded-control border border-brand-200 bg-surface px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-50"
              >
                {t('mileageHistory:office.form.all')}
              </button>
            </div>
          )}
        </Field>

        <SettlementPreview currency={currency} preview={preview} rate={currency === Currency.USD ? rate : null} />

        <InvoiceDetailsFields control={control} register={register} errors={errors.invoice} prefix="invoice." textKey="mileageHistory:office.invoice" />

        {formError && (
          <p role="alert" className="rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700 ring-1 ring-danger-200" data-testid="settlement-form-error">
            {formError}
          </p>
        )}
        {!terms.bank && <p className="text-sm text-ink-muted">{t('mileageHistory:office.form.blocked')}</p>}
        {terms.bank && holderUnverified && <p className="text-sm text-ink-muted">{t('mileageHistory:office.form.holderBlocked')}</p>}
        {terms.bank && !holderUnverified && holderRefused && <HolderUnverifiedNotice alert />}

        <button type="submit" disabled={blocked || sending} className={`${primary} min-h-12 w-full text-base sm:w-auto sm:min-w-56 sm:self-end`}>
          {t('mileageHistory:office.form.submit')}
        </button>
      </form>

      {pending && pendingPayout && terms.bank && (
        <ConfirmDialog
          open
          onOpenChange={(next) => !next && cancel()}
          testId="settlement-confirm"
          title={t('mileageHistory:office.confirm.title')}
          body={t('mileageHistory:office.confirm.body', {
            amount: formatMoney(pending.amount, pending.currency, locale),
            payout: formatMoney(pendingPayout.payoutKrw, Currency.KRW, locale),
            bank: bankText(terms.bank),
          })}
          confirmLabel={sending ? t('mileageHistory:office.confirm.sending') : t('mileageHistory:office.confirm.confirm')}
          cancelLabel={t('mileageHistory:office.confirm.cancel')}
          onConfirm={send}
          busy={sending}
        />
      )}
    </section>
  );
}
