// /inquireWrite (quick: category, title, question) and /inquireDetailWrite (the same with up to
// INQUIRY_FILES_MAX images or PDFs, and the request or order it is about from ?requestId= / ?orderId=).
// The shared InquiryBody checks before sending; the server's field errors show on their fields.
import { INQUIRY_FILES_MAX, InquiryBody, InquiryCategory, type UploadAnswer } from '@dcm/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { submitButton } from '../../../components/buttons.ts';
import { Field, inputClass } from '../../../components/Field.tsx';
import { UploadQueue } from '../../../components/UploadQueue.tsx';
import { documentRule } from '../../../lib/file-rules.ts';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/http.ts';
import { useCreateInquiry } from '../api.ts';
import { ErrorNote, InquiryFrame } from '../components/InquiryFrame.tsx';

type FieldName = 'category' | 'title' | 'body' | 'fileIds' | 'requestId' | 'orderId';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACCEPT = documentRule.extensions.map((e) => `.${e}`).join(',');

export default function InquiryWritePage({ detailed = false }: { detailed?: boolean }) {
  const { t } = useTranslation(['inquiries', 'common', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requestId = detailed && UUID.test(params.get('requestId') ?? '') ? params.get('requestId')! : undefined;
  const orderId = detailed && UUID.test(params.get('orderId') ?? '') ? params.get('orderId')! : undefined;
  const [category, setCategory] = useState<InquiryCategory>(requestId ? 'request' : orderId ? 'payment' : 'general');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<UploadAnswer[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateInquiry();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || uploading) return;
    setFormError(null);
    const parsed = InquiryBody.safeParse({ category, title, body, fileIds: files.map((f) => f.id), requestId, orderId });
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        found[field] ??= t(`common:validation.${issue.message}`, { defaultValue: t('common:validation.invalid') });
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (inquiry) => {
        toast.success(t('inquiries:write.done'));
        void navigate(`/myInquire2?id=${inquiry.id}`);
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length > 0) setErrors(fields);
        else setFormError(errorCodeOf(error));
      },
    });
  };

  return (
    <InquiryFrame title={t(detailed ? 'inquiries:write.detailTitle' : 'inquiries:write.title')} intro={t('inquiries:write.intro')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="inquiry-form">
        {(requestId || orderId) && (
          <p className="rounded-lg bg-canvas px-3 py-2 text-sm text-ink-muted" data-testid="inquiry-about">
            {requestId ? t('inquiries:write.aboutRequest', { id: requestId.slice(0, 8) }) : t('inquiries:write.aboutOrder', { id: orderId!.slice(0, 8) })}
          </p>
        )}
        {(errors.requestId ?? errors.orderId) && (
          <p role="alert" className="-mt-3 text-sm text-red-700" data-testid="inquiry-about-error">
            {errors.requestId ?? errors.orderId}
          </p>
        )}
        <Field name="category" label={t('inquiries:write.category')} error={errors.category}>
          {(a11y) => (
            <select {...a11y} className={inputClass} value={category} onChange={(e) => setCategory(e.target.value as InquiryCategory)}>
              {InquiryCategory.options.map((c) => (
                <option key={c} value={c}>
                  {t(`inquiries:category.${c}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="title" label={t('inquiries:write.titleLabel')} error={errors.title}>
          {(a11y) => <input {...a11y} className={inputClass} value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />}
        </Field>
        <Field name="body" label={t('inquiries:write.body')} hint={t('inquiries:write.bodyHint')} error={errors.body}>
          {(a11y) => <textarea {...a11y} className={`${inputClass} min-h-40`} value={body} maxLength={2000} onChange={(e) => setBody(e.target.value)} />}
        </Field>
        {detailed && (
          <div data-field="fileIds" className="flex flex-col gap-1.5">
            <p className="text-sm font-medium">{t('inquiries:write.files', { max: INQUIRY_FILES_MAX })}</p>
            <UploadQueue
              kind="document"
              maxFiles={INQUIRY_FILES_MAX}
              accept={ACCEPT}
              disabled={create.isPending}
              onChange={(done, busy) => {
                setFiles(done);
                setUploading(busy);
              }}
            />
            {errors.fileIds && (
              <p role="alert" className="text-sm text-red-600">
                {errors.fileIds}
              </p>
            )}
          </div>
        )}
        {formError && <ErrorNote code={formError} />}
        <button type="submit" className={submitButton} disabled={create.isPending || uploading}>
          {create.isPending ? t('inquiries:write.sending') : t('inquiries:write.submit')}
        </button>
      </form>
    </InquiryFrame>
  );
}
