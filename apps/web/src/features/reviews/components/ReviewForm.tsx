// The client's review of a complete order: one of the 10 labelled levels, at least 5 characters
// (counted on the composed, trimmed text, so a Korean syllable being typed is never cut), and one
// optional photo. Posted once however often the button is pressed.
import { REVIEW_TEXT_MAX, ReviewBody, type UploadedFile } from '@dcm/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.tsx';
import type { z } from 'zod';
import { submitButton } from '../../../components/buttons.ts';
import { FileUpload } from '../../../components/FileUpload.tsx';
import { imageRule } from '../../../lib/file-rules.ts';
import { fieldErrorText, focusFirstInvalid } from '../../../lib/form-errors.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { useSendOnce } from '../../../lib/send-once.ts';
import { useWriteReview } from '../api.ts';
import { RatingChoice } from './RatingChoice.tsx';

type Values = z.input<typeof ReviewBody>;

/** Another flow's way to post the review (a quick request's, say) in place of the order's. */
export interface ReviewSender {
  mutateAsync: (body: ReviewBody) => Promise<unknown>;
  isPending: boolean;
}

/** The order's review, or with `send` another flow's (then `orderId` is not used). */
export function ReviewForm({ orderId, send }: { orderId?: string; send?: ReviewSender }) {
  const { t } = useTranslation(['reviews', 'common', 'errors']);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const orderWrite = useWriteReview(orderId ?? '');
  const write: ReviewSender = send ?? orderWrite;
  const [photo, setPhoto] = useState<UploadedFile | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // One review however often the button is pressed.
  const sendOnce = useSendOnce();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<Values, unknown, ReviewBody>({ resolver: zodResolver(ReviewBody), defaultValues: { text: '' } });
  const length = (useWatch({ control, name: 'text' }) ?? '').trim().length;

  const onValid = (body: ReviewBody) =>
    sendOnce(() => {
      setFailure(null);
      return write.mutateAsync(body).then(
        () => toast.success(t('reviews:write.posted')),
        (error: unknown) => {
          const fields = Object.entries(fieldErrorsOf(error));
          for (const [name, message] of fields) setError(name as FieldPath<Values>, { type: 'server', message });
          if (fields.length === 0) setFailure(error);
        },
      );
    });

  const choosePhoto = (file: UploadedFile | null) => {
    setPhoto(file);
    setValue('photoFileId', file?.id, { shouldValidate: true });
  };

  const textError = fieldErrorText(t, errors.text);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => void handleSubmit(onValid, (invalid) => focusFirstInvalid(formRef.current, Object.keys(invalid)))(e)}
      className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-4 sm:p-6"
      data-testid="review-form"
    >
      <Controller
        control={control}
        name="rating"
        render={({ field }) => <RatingChoice value={field.value} onChange={field.onChange} error={fieldErrorText(t, errors.rating)} />}
      />

      <div className="flex flex-col gap-1.5" data-field="text">
        <label htmlFor={`${id}-text`} className="text-sm font-medium">
          {t('reviews:write.text')}
        </label>
        {/* 16 px text: iOS zooms into smaller inputs. */}
        <textarea
          id={`${id}-text`}
          rows={5}
          {...register('text')}
          aria-invalid={!!textError}
          aria-describedby={`${id}-text-hint${textError ? ` ${id}-text-error` : ''}`}
          className="resize-y rounded-lg border border-line-strong px-3 py-2.5 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          data-testid="review-text-input"
        />
        <div className="flex justify-between gap-2 text-xs text-ink-subtle">
          <span id={`${id}-text-hint`}>{t('reviews:write.textHint')}</span>
          <span className={`tabular-nums ${length > REVIEW_TEXT_MAX ? 'text-red-600' : ''}`} data-testid="review-text-count">
            {length}/{REVIEW_TEXT_MAX}
          </span>
        </div>
        {textError && (
          <span id={`${id}-text-error`} className="text-sm text-red-600" data-testid="review-text-error">
            {textError}
          </span>
        )}
      </div>

      <div className="flex flex-col gap-2" data-field="photoFileId">
        {photo ? (
          // The name, not a preview: the upload stays private (no plain <img> can open it) until the review claims it.
          <div className="flex min-w-0 flex-wrap items-center gap-3">
            <span className="min-w-0 truncate text-sm font-medium" data-testid="review-photo-name">
              {t('reviews:write.photoChosen', { name: photo.name })}
            </span>
            <button type="button" onClick={() => choosePhoto(null)} className="min-h-11 rounded-lg border border-line-strong px-3 text-sm hover:bg-sunken">
              {t('reviews:write.removePhoto')}
            </button>
          </div>
        ) : (
          <FileUpload label={t('reviews:write.photo')} rule={imageRule} onUploaded={choosePhoto} />
        )}
        <p className="text-xs text-ink-subtle">{t('reviews:write.photoPublic')}</p>
        {errors.photoFileId && (
          <span role="alert" className="text-sm text-red-600" data-testid="review-photo-error">
            {fieldErrorText(t, errors.photoFileId)}
          </span>
        )}
      </div>

      {failure !== null && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="review-form-error">
          {t('reviews:write.failed')} {t(`errors:${errorCodeOf(failure)}`, { defaultValue: t('errors:INTERNAL') })}
        </p>
      )}
      <button type="submit" disabled={write.isPending} className={submitButton} data-testid="review-submit">
        {write.isPending ? t('reviews:write.busy') : t('reviews:write.submit')}
      </button>
    </form>
  );
}
