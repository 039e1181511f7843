// The electronic tax invoice details a settlement carries (SPEC §9: a CAD design service issues one
// for every settlement): business registration number (digits only, at most 10), business name,
// representative and invoice e-mail. The settlement office and the quick settlement request both ask
// them; each form keeps the details at its own place in its values and has its own texts.
import type { InvoiceDetails } from '@dcm/shared';
import { useTranslation } from 'react-i18next';
import { Controller, type Control, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { Field, inputClass } from '../../../components/Field.tsx';
import { fieldErrorText } from '../../../lib/form-errors.ts';

type Props<T extends FieldValues, Out> = {
  control: Control<T, unknown, Out>;
  register: UseFormRegister<T>;
  errors: FieldErrors<InvoiceDetails> | undefined;
  /** Where the details sit in the form's values: at the top, or under `invoice`. */
  prefix: '' | 'invoice.';
  /** The catalogue key ('namespace:path') holding title, mandatory, businessNumber, businessNumberHint, businessName, representative, email. */
  textKey: `${string}:${string}`;
  /** A section of the page of its own, or a box inside a larger form. */
  card?: boolean;
};

export function InvoiceDetailsFields<T extends FieldValues, Out = T>({ control, register, errors, prefix, textKey, card = false }: Props<T, Out>) {
  const { t } = useTranslation([textKey.slice(0, textKey.indexOf(':')), 'common']);
  const text = (key: string) => t(`${textKey}.${key}`);
  // The prefix names a place the caller's values have: the names are its fields.
  const name = (field: keyof InvoiceDetails) => `${prefix}${field}` as Path<T>;
  return (
    <fieldset className={card ? 'flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6' : 'flex flex-col gap-4 rounded-control border border-line p-4'}>
      <legend className={card ? 'px-1 text-heading font-bold text-ink' : 'px-1 text-base font-semibold text-ink'}>{text('title')}</legend>
      <p className="rounded-control bg-brand-50 px-3 py-2.5 text-sm text-brand-900" data-testid="invoice-mandatory">
        {text('mandatory')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name={name('businessNumber')} label={text('businessNumber')} hint={text('businessNumberHint')} error={fieldErrorText(t, errors?.businessNumber)}>
          {(a11y) => (
            <Controller
              control={control}
              name={name('businessNumber')}
              render={({ field }) => (
                <input
                  {...a11y}
                  name={field.name}
                  value={field.value as string}
                  onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, 10))}
                  onBlur={field.onBlur}
                  inputMode="numeric"
                  autoComplete="off"
                  className={`${inputClass} tabular-nums`}
                />
              )}
            />
          )}
        </Field>
        <Field name={name('businessName')} label={text('businessName')} error={fieldErrorText(t, errors?.businessName)}>
          {(a11y) => <input {...a11y} {...register(name('businessName'))} autoComplete="organization" className={inputClass} />}
        </Field>
        <Field name={name('representative')} label={text('representative')} error={fieldErrorText(t, errors?.representative)}>
          {(a11y) => <input {...a11y} {...register(name('representative'))} autoComplete="name" className={inputClass} />}
        </Field>
        <Field name={name('email')} label={text('email')} error={fieldErrorText(t, errors?.email)}>
          {(a11y) => <input {...a11y} {...register(name('email'))} type="email" autoComplete="email" className={inputClass} />}
        </Field>
      </div>
    </fieldset>
  );
}
