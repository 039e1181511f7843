import { KOREA } from '@dcm/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeOptions } from '../../../components/CodeOptions.tsx';
import type { JoinValues } from '../form.ts';
import { useFieldError } from '../hooks.ts';
import { Field, inputClass } from '../../../components/Field.tsx';
import { Section } from './Section.tsx';

/** Where settlements are paid: a Korean bank of the code table, or an overseas bank by name. */
export function SettlementFields() {
  const { t } = useTranslation('members');
  const { register, control } = useFormContext<JoinValues>();
  const nation = useWatch({ control, name: 'memberContactNation' });
  const errorOf = useFieldError();
  const korean = nation === KOREA;

  return (
    <Section id="join-settlement" title={t('form.settlement.title')}>
      <Field name="bank" label={t('form.settlement.bank')} error={errorOf('bank')}>
        {(a11y) =>
          korean ? (
            <select {...a11y} {...register('bank')} className={inputClass}>
              <CodeOptions group="bank" none={t('form.choose')} />
            </select>
          ) : (
            <input {...a11y} autoComplete="off" placeholder={t('form.settlement.bankNamePlaceholder')} {...register('bank')} className={inputClass} />
          )
        }
      </Field>
      <Field name="depositor" label={t('form.settlement.depositor')} hint={t('form.settlement.depositorHint')} error={errorOf('depositor')}>
        {(a11y) => <input {...a11y} autoComplete="off" {...register('depositor')} className={inputClass} />}
      </Field>
      <Field name="accountNumber" label={t('form.settlement.accountNumber')} hint={korean ? undefined : t('form.settlement.accountNumberHint')} error={errorOf('accountNumber')}>
        {(a11y) => <input {...a11y} inputMode={korean ? 'numeric' : 'text'} autoComplete="off" {...register('accountNumber')} className={inputClass} />}
      </Field>
    </Section>
  );
}
