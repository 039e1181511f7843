// The dental lab profile form (SPEC §3 "Dental lab profile"): business name, introduction, region,
// prosthesis types, up to 4 specializations, up to 10 photos, public or private; the frame and the
// saving are ProfileForm's.
import { ProfileLimits, type LabProfile, type LabProfileBody, type UploadedFile } from '@dcm/shared';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../../components/Field.tsx';
import { FileUpload } from '../../../components/FileUpload.tsx';
import { imageRule } from '../../../lib/file-rules.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { useSaveLabProfile } from '../api.ts';
import { labFieldOf, labResolver, labValuesOf, type LabValues } from '../form.ts';
import { CodeChecklistField } from './CodeChecklist.tsx';
import { CountedText } from './CountedText.tsx';
import { ProfileForm, ProsthesisTypesField } from './ProfileForm.tsx';
import { FileImage } from '../../../components/FileImage.tsx';
import { RegionField } from './RegionField.tsx';

export function LabProfileForm({ profile }: { profile: LabProfile | null }) {
  const { t } = useTranslation(['profiles', 'common']);
  const save = useSaveLabProfile();
  const form = useForm<LabValues, unknown, LabProfileBody>({ resolver: labResolver, defaultValues: labValuesOf(profile) });
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = form;
  const photos = useWatch({ control, name: 'photos' });

  const addPhoto = (file: UploadedFile) => setValue('photos', [...photos, { id: file.id, url: file.url, name: file.name }], { shouldDirty: true });
  const removePhoto = (id: string) => setValue('photos', photos.filter((p) => p.id !== id), { shouldDirty: true });
  // The resolver and the server put a list's error on the list itself.
  const listError = (error: unknown) => fieldErrorText(t, error as FieldError | undefined);
  const photosError = listError(errors.photos);

  return (
    <ProfileForm form={form} kind="lab" title={t('profiles:form.lab.title')} save={save} fieldOf={labFieldOf}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field name="businessName" label={t('profiles:fields.businessName')} error={fieldErrorText(t, errors.businessName)}>
          {(a11y) => <input {...a11y} {...register('businessName')} maxLength={ProfileLimits.businessNameMax} autoComplete="organization" className={inputClass} data-testid="business-name" />}
        </Field>
        <RegionField registration={register('region')} error={fieldErrorText(t, errors.region)} testId="lab-region" />
      </div>

      <CountedText control={control} name="introduction" label={t('profiles:fields.introduction')} max={ProfileLimits.companyIntroMax} rows={4} error={fieldErrorText(t, errors.introduction)} testId="lab-introduction" />

      <ProsthesisTypesField control={control} error={listError(errors.prosthesisTypes)} testId="lab-prosthesis" />

      <CodeChecklistField
        control={control}
        name="specializations"
        group="specialization"
        legend={t('profiles:fields.specializations')}
        max={ProfileLimits.specializationsMax}
        hint={t('profiles:fields.specializationsHint', { max: ProfileLimits.specializationsMax })}
        error={listError(errors.specializations)}
        testId="lab-specializations"
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

    </ProfileForm>
  );
}
