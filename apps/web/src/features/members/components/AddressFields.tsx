import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressSearch, type AddressValue } from '../../../components/AddressSearch.tsx';
import type { JoinValues } from '../form.ts';
import { useFieldError } from '../hooks.ts';
import { Field, inputClass } from '../../../components/Field.tsx';
import { Section } from './Section.tsx';

export function AddressFields() {
  const { t } = useTranslation('members');
  const { register, setValue, control } = useFormContext<JoinValues>();
  const [zipCode, address] = useWatch({ control, name: ['zipCode', 'address'] });
  const errorOf = useFieldError();

  const onChange = (v: AddressValue) => {
    setValue('zipCode', v.zipCode ?? '', { shouldDirty: true });
    setValue('address', v.address, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
  };

  return (
    <Section id="join-address" title={t('form.address.title')}>
      <div className="flex flex-col gap-1.5" data-field="address zipCode">
        <label htmlFor="join-address-input" className="text-sm font-medium">
          {t('form.address.address')}
        </label>
        <AddressSearch id="join-address-input" value={{ zipCode, address }} onChange={onChange} error={errorOf('address') ?? errorOf('zipCode')} />
      </div>
      <Field name="addressDetail" label={t('form.address.detail')} error={errorOf('addressDetail')}>
        {(a11y) => <input {...a11y} autoComplete="address-line2" {...register('addressDetail')} className={inputClass} />}
      </Field>
    </Section>
  );
}
