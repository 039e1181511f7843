// The dental lab profile form (SPEC §3 "Dental lab profile"): business name, introduction, region,
// prosthesis types, up to 4 specializations, up to 10 photos, public or private. Saved whole once
// however often the button is pressed; the server's field errors land on their inputs.
import { ProfileLimits, type LabProfile, type LabProfileBody, type UploadedFile } from '@dcm/shared';
import { useRef } from 'react';
import { Controller, useForm, useWatch, type FieldError, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import { Field, inputClass } from '../../../components/Field.tsx';
import { FileUpload } from '../../../components/FileUpload.tsx';
import { imageRule } from '../../../lib/file-rules.ts';
import { fieldErrorText, focusFirstInvalid } from '../../../lib/form-errors.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { useSaveLabProfile } from '../api.ts';
import { labFieldOf, labResolver, labValuesOf, type LabValues } from '../form.ts';
import { CodeChecklist } from './CodeChecklist.tsx';
import { CountedText } from './CountedText.tsx';
import { ProfileFormFooter } from './ProfileFormFooter.tsx';
import { FileImage } from '../../../components/FileImage.tsx';
import { RegionOptions } from './RegionOptions.tsx';

export function LabProfileForm({ profile }: { profile: LabProfile | null }) {
  const { t } = useTranslation(['profiles', 'common', 'errors']);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveLabProfile();
  const sending = useRef(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<LabValues, unknown, LabProfileBody>({ resolver: labResolver, defaultValues: labValuesOf(profile) });
  const photos = useWatch({ control, name: 'photos' });

  const onValid = (body: LabProfileBody) => {
    if (sending.current) return;
    sending.current = true;
    save
      .mutateAsync(body)
      .then(
        () => toast.success(t('profiles:form.saved')),
        (error: unknown) => {
          const fields = Object.entries(fieldErrorsOf(error));
          for (const [path, message] of fields) setError(labFieldOf(path) as FieldPath<LabValues>, { type: 'server', message });
          if (fields.length > 0) focusFirstInvalid(formRef.current, fields.map(([path]) => labFieldOf(path)));
          toast.error(`${t('profiles:form.failed')} ${t(`errors:${errorCodeOf(error)}`, { defaultValue: t('errors:INTERNAL') })}`);
        },
      )
      .finally(() => {
        sending.current = false;
      });
  };

  const addPhoto = (file: UploadedFile) => setValue('photos', [...photos, { id: file.id, url: file.url, name: file.name }], { shouldDirty: true });
  const removePhoto = (id: string) => setValue('photos', photos.filter((p) => p.id !== id), { shouldDirty: true });
  // The resolver and the server put a list's error on the list itself.
  const listError = (error: unknown) => fieldErrorText(t, error as FieldError | undefined);
  const photosError = listError(errors.photos);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => void handleSubmit(onValid, (invalid) => focusFirstInvalid(formRef.current, Object.keys(invalid)))(e)}
      className="flex flex-col gap-5 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
      data-testid="lab-profile-form"
      aria-labelledby="lab-profile-form-title"
    >
      <h2 id="lab-profile-form-title" className="text-lg font-bold">
        {t('profiles:form.lab.title')}
      </h2>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field name="businessName" label={t('profiles:fields.businessName')} error={fieldErrorText(t, errors.businessName)}>
          {(a11y) => <input {...a11y} {...register('businessName')} maxLength={ProfileLimits.businessNameMax} autoComplete="organization" className={inputClass} data-testid="business-name" />}
        </Field>
        <Field name="region" label={t('profiles:fields.region')} error={fieldErrorText(t, errors.region)}>
          {(a11y) => (
            <select {...a11y} {...register('region')} className={inputClass} data-testid="lab-region">
              <RegionOptions />
            </select>
          )}
        </Field>
      </div>

      <Controller
        control={control}
        name="introduction"
        render={({ field }) => (
          <CountedText field={field} label={t('profiles:fields.introduction')} max={ProfileLimits.companyIntroMax} rows={4} error={fieldErrorText(t, errors.introduction)} testId="lab-introduction" />
        )}
      />

      <Controller
        control={control}
        name="prosthesisTypes"
        render={({ field }) => (
          <CodeChecklist
            group="prosthesis"
            name="prosthesisTypes"
            legend={t('profiles:fields.prosthesisTypes')}
            value={field.value}
            onChange={field.onChange}
            max={ProfileLimits.prosthesisTypesMax}
            error={listError(errors.prosthesisTypes)}
            testId="lab-prosthesis"
          />
        )}
      />

      <Controller
        control={control}
        name="specializations"
        render={({ field }) => (
          <CodeChecklist
            group="specialization"
            name="specializations"
            legend={t('profiles:fields.specializations')}
            value={field.value}
            onChange={field.onChange}
            max={ProfileLimits.specializationsMax}
            hint={t('profiles:fields.specializationsHint', { max: ProfileLimits.specializationsMax })}
            error={listError(errors.specializations)}
            testId="lab-specializations"
          />
        )}
      />

      <section className="flex flex-col gap-2" data-field="photos" aria-labelledby="lab-photos-title">
        <h3 id="lab-photos-title" className="text-sm font-medium">
          {t('profiles:fields.photos')}{' '}
          <span className="font-normal tabular-nums text-ink-subtle" data-testid="lab-photos-count">
            {photos.length}/{ProfileLimits.labPhotosMax}
          </span>
        </h3>
        {photos.length > 0 && (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="lab-photos">
            {photos.map((photo) => (
              <li key={photo.id} className="flex flex-col gap-1 rounded-lg border border-line p-2">
                {/* A new upload stays private until the profile claims it: its name, not a preview, until saved. */}
                {photo.name ? (
                  <span className="flex aspect-[4/3] items-center justify-center break-all rounded bg-sunken p-2 text-center text-xs text-ink-muted">{photo.name}</span>
                ) : (
                  <FileImage src={photo.url} alt="" className="aspect-[4/3] w-full rounded object-cover" />
                )}
                <button type="button" onClick={() => removePhoto(photo.id)} className="min-h-11 rounded-lg border border-line px-2 text-sm hover:bg-sunken">
                  {t('profiles:fields.removePhoto')}
                </button>
              </li>
            ))}
          </ul>
        )}
        {photos.length < ProfileLimits.labPhotosMax ? (
          <FileUpload label={t('profiles:fields.addPhoto')} rule={imageRule} onUploaded={addPhoto} />
        ) : (
          <p className="text-sm text-ink-subtle">{t('profiles:fields.photosFull', { max: ProfileLimits.labPhotosMax })}</p>
        )}
        {photosError && (
          <p role="alert" className="text-sm text-danger-600">
            {photosError}
          </p>
        )}
      </section>

      <ProfileFormFooter control={control} kind="lab" saving={save.isPending} />
    </form>
  );
}
