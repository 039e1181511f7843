// The card registration form of /cardInfo. The number goes to the payment provider once and is never
// kept; what the form holds and sends is useRegisterCardForm's, this file lays it out.
import { CardIdentity } from '@dcm/shared';
import { Building2, ShieldCheck, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../../components/Field.tsx';
import { digitsOf, expiryDigits, groupCardNumber, showExpiry } from '../card-form.ts';
import { useRegisterCardForm } from '../use-register-card-form.ts';
import { primary } from './charge-buttons.ts';
import { DigitsInput } from './DigitsInput.tsx';

export function RegisterCardForm() {
  const { t } = useTranslation(['mileage', 'common', 'errors']);
  const { formRef, draft, errors, formError, busy, update, chooseIdentity, submit } = useRegisterCardForm();

  const birthDate = draft.identityType === CardIdentity.birthDate;
  const identityChoice =
    'flex min-h-12 flex-1 cursor-pointer items-center gap-2.5 rounded-control border border-line bg-surface px-3 py-2 font-medium text-ink transition-colors hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600';

  return (
    <section aria-labelledby="register-title" className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
      <h2 id="register-title" className="text-heading font-bold text-ink">
        {t('mileage:register.title')}
      </h2>
      <p className="flex gap-2.5 rounded-control bg-sunken px-3 py-2.5 text-sm text-ink-muted" data-testid="card-privacy">
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
        {t('mileage:register.privacy')}
      </p>
      <form ref={formRef} onSubmit={submit} noValidate autoComplete="off" className="flex flex-col gap-5" aria-busy={busy}>
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
          <legend className="mb-1.5 text-sm font-medium text-ink">{t('mileage:register.identity.label')}</legend>
          <div className="flex flex-col gap-2 sm:flex-row">
            {[CardIdentity.birthDate, CardIdentity.businessNumber].map((kind) => (
              <label key={kind} className={identityChoice}>
                <input type="radio" name="identityType" value={kind} checked={draft.identityType === kind} onChange={() => chooseIdentity(kind)} disabled={busy} className="size-5 shrink-0 accent-brand-700" />
                {kind === CardIdentity.birthDate ? <User aria-hidden className="size-4 text-ink-muted" /> : <Building2 aria-hidden className="size-4 text-ink-muted" />}
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
          <p role="alert" className="rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700 ring-1 ring-danger-200" data-testid="form-error">
            {formError}
          </p>
        )}

        <button type="submit" disabled={busy} aria-busy={busy} className={`${primary} min-h-12 w-full sm:w-auto sm:self-end`}>
          {busy ? t('mileage:register.submitting') : t('mileage:register.submit')}
        </button>
      </form>
    </section>
  );
}
