// The T-esigner profile form (SPEC §3 "T-esigner profile"): intros with their counters, company
// facts, region, at most 2 preferred CAD programs (plus words for "other"), edit terms, the handled
// prosthesis types with one unit price each in the member's currency, and public or private; the
// frame and the saving are ProfileForm's.
import { ProfileLimits, type Currency, type DesignerProfile, type DesignerProfileBody } from '@dcm/shared';
import { useEffect } from 'react';
import { useForm, useWatch, type FieldError, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../../components/Field.tsx';
import { useCodeName } from '../../../lib/codes.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { useSaveDesignerProfile } from '../api.ts';
import { designerBodyOf, designerFieldOf, designerResolver, designerValuesOf, type DesignerValues } from '../form.ts';
import { CodeChecklistField } from './CodeChecklist.tsx';
import { CountedText } from './CountedText.tsx';
import { ProfileForm, ProsthesisTypesField } from './ProfileForm.tsx';
import { RegionField } from './RegionField.tsx';

const digits = (s: string) => s.replace(/\D/g, '');

interface Props {
  /** The saved profile, or null when a lab adds its T-esigner profile now. */
  profile: DesignerProfile | null;
  currency: Currency;
}

export function DesignerProfileForm({ profile, currency }: Props) {
  const { t } = useTranslation(['profiles', 'common']);
  const save = useSaveDesignerProfile();
  const typeName = useCodeName('prosthesis');
  const form = useForm<DesignerValues, unknown, DesignerProfileBody>({ resolver: designerResolver, defaultValues: designerValuesOf(profile) });
  const {
    control,
    register,
    setValue,
    getValues,
    formState: { errors },
  } = form;
  const cad = useWatch({ control, name: 'cadSoftware' });
  const types = useWatch({ control, name: 'prosthesisTypes' });
  const otherPicked = cad.includes('other');

  // Words for "other" go with "other": unpicking it clears them, so nothing hidden is sent.
  useEffect(() => {
    if (!otherPicked) setValue('cadOther', '');
  }, [otherPicked, setValue]);

  const err = (name: FieldPath<DesignerValues>) => {
    const [head, key] = name.split('.');
    if (head === 'prices' && key) return fieldErrorText(t, errors.prices?.[key]);
    // The resolver and the server put a list's error on the list itself.
    return fieldErrorText(t, errors[head as keyof DesignerValues] as FieldError | undefined);
  };
  const unit = t(`profiles:currency.${currency}`);

  return (
    <ProfileForm
      form={form}
      kind="designer"
      title={t('profiles:form.designer.title')}
      save={save}
      // A price row's error names its row in the body as sent; the values still hold what was sent.
      fieldOf={(path) => designerFieldOf(path, designerBodyOf(getValues()))}
    >
      <CountedText control={control} name="briefIntro" label={t('profiles:fields.briefIntro')} max={ProfileLimits.briefIntroMax} rows={3} error={err('briefIntro')} testId="brief-intro" />
      <CountedText control={control} name="companyIntro" label={t('profiles:fields.companyIntro')} max={ProfileLimits.companyIntroMax} rows={4} error={err('companyIntro')} testId="company-intro" />

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Field name="foundedYear" label={t('profiles:fields.foundedYear')} error={err('foundedYear')}>
          {(a11y) => (
            <input {...a11y} {...register('foundedYear', { setValueAs: digits })} inputMode="numeric" maxLength={4} autoComplete="off" className={inputClass} data-testid="founded-year" />
          )}
        </Field>
        <Field name="technicianCount" label={t('profiles:fields.technicianCount')} error={err('technicianCount')}>
          {(a11y) => (
            <input {...a11y} {...register('technicianCount', { setValueAs: digits })} inputMode="numeric" maxLength={4} autoComplete="off" className={inputClass} data-testid="technician-count" />
          )}
        </Field>
        <RegionField registration={register('region')} error={err('region')} testId="designer-region" />
      </div>

      <CodeChecklistField
        control={control}
        name="cadSoftware"
        group="cad"
        legend={t('profiles:fields.cadSoftware')}
        max={ProfileLimits.cadSoftwareMax}
        hint={t('profiles:fields.cadHint', { max: ProfileLimits.cadSoftwareMax })}
        fullHint={t('profiles:fields.cadFull', { max: ProfileLimits.cadSoftwareMax })}
        error={err('cadSoftware')}
        testId="cad-software"
      />
      <Field name="cadOther" label={t('profiles:fields.cadOther')} hint={otherPicked ? undefined : t('profiles:fields.cadOtherHint')} error={err('cadOther')}>
        {(a11y) => (
          <input {...a11y} {...register('cadOther')} disabled={!otherPicked} maxLength={ProfileLimits.cadOtherMax} autoComplete="off" className={inputClass} data-testid="cad-other" />
        )}
      </Field>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field name="editCount" label={t('profiles:fields.editCount')} hint={t('profiles:fields.editCountHint', { max: ProfileLimits.editCountMax })} error={err('editCount')}>
          {(a11y) => <input {...a11y} {...register('editCount', { setValueAs: digits })} inputMode="numeric" maxLength={2} autoComplete="off" className={inputClass} data-testid="edit-count" />}
        </Field>
        <Field name="warrantyDays" label={t('profiles:fields.warrantyDays')} hint={t('profiles:fields.warrantyDaysHint', { max: ProfileLimits.warrantyDaysMax })} error={err('warrantyDays')}>
          {(a11y) => <input {...a11y} {...register('warrantyDays', { setValueAs: digits })} inputMode="numeric" maxLength={3} autoComplete="off" className={inputClass} data-testid="warranty-days" />}
        </Field>
      </div>

      <ProsthesisTypesField control={control} error={err('prosthesisTypes')} testId="designer-prosthesis" />

      <section className="flex flex-col gap-2" data-field="prices" aria-labelledby="designer-prices-title">
        <h3 id="designer-prices-title" className="text-sm font-medium">
          {t('profiles:fields.prices')}
        </h3>
        <p className="text-sm text-ink-subtle">{t('profiles:fields.pricesHint', { unit })}</p>
        {types.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line-strong px-3 py-4 text-center text-sm text-ink-subtle" data-testid="prices-empty">
            {t('profiles:fields.pricesEmpty')}
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
            {types.map((type) => {
              const error = err(`prices.${type}` as FieldPath<DesignerValues>);
              return (
                <li key={type} className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-center sm:gap-4" data-field={`prices.${type}`}>
                  <label htmlFor={`price-${type}`} className="min-w-0 flex-1 text-sm">
                    {typeName(type)}
                  </label>
                  <div className="flex flex-col gap-1 sm:w-56">
                    <div className="relative">
                      <input
                        id={`price-${type}`}
                        {...register(`prices.${type}`, { setValueAs: digits })}
                        aria-label={t('profiles:fields.priceOf', { type: typeName(type) })}
                        aria-invalid={!!error}
                        inputMode="numeric"
                        maxLength={8}
                        autoComplete="off"
                        className={`${inputClass} pr-14 text-right tabular-nums`}
                        data-testid={`price-${type}`}
                      />
                      <span aria-hidden className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-ink-subtle">
                        {unit}
                      </span>
                    </div>
                    {error && (
                      <p className="text-sm text-danger-600" data-testid={`price-${type}-error`}>
                        {error}
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

    </ProfileForm>
  );
}
