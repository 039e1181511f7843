// The card registration form of /cardInfo. The number goes to the payment provider once and is never
// kept; what the form holds and sends is useRegisterCardForm's, this file lays it out.
import { CardIdentity } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../../components/Field.tsx';
import { digitsOf, expiryDigits, groupCardNumber, showExpiry } from '../card-form.ts';
import { useRegisterCardForm } from '../use-register-card-form.ts';
import { DigitsInput } from './DigitsInput.tsx';

export function RegisterCardForm() {
  const { t } = useTranslation(['mileage', 'common', 'errors']);
  const { formRef, draft, errors, formError, busy, update, chooseIdentity, submit } = useRegisterCardForm();

  const birthDate = draft.identityType === CardIdentity.birthDate;
  const identityChoice = 'flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50';

  return (
    <section aria-labelledby="register-title" className="flex flex-col gap-3">
      <h2 id="register-title" className="text-lg font-bold">
        {t('mileage:register.title')}
      </h2>
      <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" data-testid="card-privacy">
        {t('mileage:register.privacy')}
      </p>
      <form ref={formRef} onSubmit={submit} noValidate autoComplete="off" className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-5" aria-busy={busy}>
        <Field name="number" label={t('mileage:register.number')} hint={t('mileage:register.numberHint')} error={errors.number}>
          {(a11y) => (
            <DigitsInput
              a11y={a11y}
              name="cardNumber"
              autoComplete="cc-number"
              placeholder="0000 0000 0000 0000"
              value={draft.number}
              show={groupCardNumber}
              keep={(text) => digitsOf(text, 16)}
              onChange={(digits) => update('number', digits)}
              disabled={busy}
            />
          )}
        </Field>

        <div className="grid grid-cols-2 gap-3">
          <Field name="expiry" label={t('mileage:register.expiry')} hint={t('mileage:register.expiryHint')} error={errors.expiry}>
            {(a11y) => (
              <DigitsInput
                a11y={a11y}
                name="cardExpiry"
                autoComplete="cc-exp"
                placeholder="MM/YY"
                value={draft.expiry}
                show={showExpiry}
                keep={expiryDigits}
                onChange={(digits) => update('expiry', digits)}
                disabled={busy}
              />
            )}
          </Field>
          <Field name="passwordFirstTwo" label={t('mileage:register.password')} hint={t('mileage:register.passwordHint')} error={errors.passwordFirstTwo}>
            {(a11y) => (
              <input
                {...a11y}
                name="cardPassword"
                type="password"
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
                placeholder="••"
                value={draft.passwordFirstTwo}
                onChange={(e) => update('passwordFirstTwo', digitsOf(e.target.value, 2))}
                disabled={busy}
                className={`${inputClass} tabular-nums`}
              />
            )}
          </Field>
        </div>

        <fieldset className="flex flex-col gap-2" data-field="identityType">
          <legend className="mb-1.5 text-sm font-medium">{t('mileage:register.identity.label')}</legend>
          <div className="flex flex-col gap-2 sm:flex-row">
            {[CardIdentity.birthDate, CardIdentity.businessNumber].map((kind) => (
              <label key={kind} className={identityChoice}>
                <input type="radio" name="identityType" value={kind} checked={draft.identityType === kind} onChange={() => chooseIdentity(kind)} disabled={busy} className="h-5 w-5 shrink-0 accent-brand-700" />
                <span>{t(`mileage:register.identity.${kind}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <Field
          name="identityNumber"
          label={t(birthDate ? 'mileage:register.birthDate' : 'mileage:register.businessNumber')}
          hint={t(birthDate ? 'mileage:register.birthDateHint' : 'mileage:register.businessNumberHint')}
          error={errors.identityNumber}
        >
          {(a11y) => (
            <input
              {...a11y}
              name="identityNumber"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={birthDate ? 'YYMMDD' : '0000000000'}
              value={draft.identityNumber}
              onChange={(e) => update('identityNumber', digitsOf(e.target.value, birthDate ? 6 : 10))}
              disabled={busy}
              className={`${inputClass} tabular-nums`}
            />
          )}
        </Field>

        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="form-error">
            {formError}
          </p>
        )}

        <button type="submit" disabled={busy} aria-busy={busy} className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:self-end">
          {busy ? t('mileage:register.submitting') : t('mileage:register.submit')}
        </button>
      </form>
    </section>
  );
}
