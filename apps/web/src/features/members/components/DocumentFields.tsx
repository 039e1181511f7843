import { currencyOfNation, KOREA, type UploadedFile } from '@dcm/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/FileUpload.tsx';
import { documentRule } from '../../../lib/file-rules.ts';
import type { JoinValues } from '../form.ts';
import { useFieldError } from '../hooks.ts';
import type { JoinKind } from '../kinds.ts';
import { Field, inputClass } from '../../../components/Field.tsx';
import { Section } from './Section.tsx';

/** One document: upload it, see which file is attached, and its error. */
function DocumentUpload({ name, document, label }: { name: 'licenseFileId' | 'businessFileId'; document: 'license' | 'business'; label: string }) {
  const { t } = useTranslation('members');
  const { setValue, control } = useFormContext<JoinValues>();
  const attached = useWatch({ control, name: `documents.${document}` });
  const errorOf = useFieldError();
  const error = errorOf(name);

  const onUploaded = (file: UploadedFile) => {
    setValue(`documents.${document}`, { id: file.id, name: file.name }, { shouldDirty: true });
    setValue(name, file.id, { shouldValidate: true, shouldDirty: true });
  };

  return (
    <div className="flex flex-col gap-1.5" data-field={name}>
      <FileUpload label={label} rule={documentRule} onUploaded={onUploaded} />
      <p className="text-sm text-ink-subtle">{t('form.documents.fileHint')}</p>
      {attached && (
        <p className="flex items-center gap-1.5 text-sm text-brand-700" data-testid={`attached-${document}`}>
          <span aria-hidden="true">✓</span>
          {t('form.documents.attached', { name: attached.name })}
        </p>
      )}
      {error && <p className="text-sm text-red-600">{error}</p>}
    </div>
  );
}

/** The licence (number and copy) every member sends. */
export function LicenseFields({ kind }: { kind: JoinKind }) {
  const { t } = useTranslation('members');
  const { register } = useFormContext<JoinValues>();
  const errorOf = useFieldError();
  const who = kind === 'client' ? 'client' : 'technician';

  return (
    <Section id="join-license" title={t('form.license.title')}>
      <Field name="licenseNumber" label={t(`form.license.number.${who}`)} error={errorOf('licenseNumber')}>
        {(a11y) => <input {...a11y} autoComplete="off" {...register('licenseNumber')} className={inputClass} />}
      </Field>
      <DocumentUpload name="licenseFileId" document="license" label={t(`form.license.file.${who}`)} />
    </Section>
  );
}

/**
 * The business: its name (a clinic name for clients), the representative, and its registration
 * number (SPEC §5): a Korean member's 10-digit number with a copy of the registration, a member
 * abroad's registration or tax ID of their country, no copy (decision 0041). Members abroad use USD.
 */
export function BusinessFields({ kind }: { kind: JoinKind }) {
  const { t } = useTranslation('members');
  const { register, control } = useFormContext<JoinValues>();
  const nation = useWatch({ control, name: 'memberContactNation' });
  const errorOf = useFieldError();
  const korean = nation === KOREA;

  return (
    <Section
      id="join-business"
      title={t('form.business.title')}
      note={
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800" data-testid="currency-note" data-currency={currencyOfNation(nation)}>
          {korean ? t('form.business.koreanNote') : t('form.business.overseasNote')}
        </p>
      }
    >
      <Field
        name="businessName"
        label={t(`form.business.name.${kind}`)}
        hint={kind === 'client' ? t('form.business.clinicNameHint') : undefined}
        error={errorOf('businessName')}
      >
        {(a11y) => <input {...a11y} autoComplete="organization" {...register('businessName')} className={inputClass} />}
      </Field>
      <Field name="representative" label={t('form.business.representative')} error={errorOf('representative')}>
        {(a11y) => <input {...a11y} autoComplete="off" {...register('representative')} className={inputClass} />}
      </Field>
      {korean ? (
        <>
          <Field key="kr" name="businessNumber" label={t('form.business.number')} hint={t('form.business.numberHint')} error={errorOf('businessNumber')}>
            {(a11y) => <input {...a11y} inputMode="numeric" autoComplete="off" placeholder="000-00-00000" {...register('businessNumber')} className={inputClass} />}
          </Field>
          <DocumentUpload name="businessFileId" document="business" label={t('form.business.file')} />
        </>
      ) : (
        <Field key="abroad" name="businessNumber" label={t('form.business.numberAbroad')} hint={t('form.business.numberAbroadHint')} error={errorOf('businessNumber')}>
          {(a11y) => (
            <input
              {...a11y}
              autoComplete="off"
              autoCapitalize="characters"
              placeholder={t('form.business.numberAbroadPlaceholder')}
              {...register('businessNumber')}
              className={inputClass}
            />
          )}
        </Field>
      )}
    </Section>
  );
}
