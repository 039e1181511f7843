// The light pieces of the /component catalogue, loaded with the page: buttons, fields, status badges,
// the "view more" dropdown, pagination, toasts and the loading screen, and the file upload.
import { PAYOUT_STATUSES, QuotationStatus, RequestStatus, formatBytes, type UploadedFile } from '@dcm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast.tsx';
import { primaryButton, secondaryButton, submitButton } from '../../../../components/buttons.ts';
import { Field, inputClass } from '../../../../components/Field.tsx';
import { FileUpload } from '../../../../components/FileUpload.tsx';
import { Pagination } from '../../../../components/Pagination.tsx';
import { PayoutStatusBadge, QuotationStatusBadge, RequestStatusBadge } from '../../../../components/StatusBadge.tsx';
import { ViewMoreDropdown } from '../../../../components/ViewMoreDropdown.tsx';
import { documentRule } from '../../../../lib/file-rules.ts';
import { useUiStore } from '../../../../lib/ui-store.ts';
import { GallerySection } from './GallerySection.tsx';

/** SPEC §9: toasts last 1,500 ms in one place; the app shell's default is 3,000 ms. */
export const SHORT_TOAST_MS = 1500;

const NICKNAME = /^[\p{L}\p{N}]{2,10}$/u;

export function ButtonsSection() {
  const { t } = useTranslation('system');
  const [pressed, setPressed] = useState(0);
  return (
    <GallerySection id="buttons" title={t('gallery.buttons.title')} note={t('gallery.buttons.note')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="button" className={primaryButton} onClick={() => setPressed((n) => n + 1)}>
          {t('gallery.buttons.primary')}
        </button>
        <button type="button" className={secondaryButton} onClick={() => setPressed((n) => n + 1)}>
          {t('gallery.buttons.secondary')}
        </button>
        <button type="button" className={primaryButton} disabled>
          {t('gallery.buttons.disabled')}
        </button>
        <button type="button" className={submitButton} onClick={() => setPressed((n) => n + 1)}>
          {t('gallery.buttons.submit')}
        </button>
      </div>
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="gallery-pressed">
        {t('gallery.buttons.pressed', { count: pressed })}
      </p>
    </GallerySection>
  );
}

export function InputsSection() {
  const { t } = useTranslation('system');
  const [nickname, setNickname] = useState('');
  const [memo, setMemo] = useState('');
  const checked = nickname !== '';
  const valid = NICKNAME.test(nickname);
  return (
    <GallerySection id="inputs" title={t('gallery.inputs.title')} note={t('gallery.inputs.note')}>
      <Field
        name="nickname"
        label={t('gallery.inputs.nickname')}
        hint={t('gallery.inputs.nicknameHint')}
        error={checked && !valid ? t('gallery.inputs.nicknameError') : undefined}
        success={checked && valid ? t('gallery.inputs.nicknameOk') : undefined}
      >
        {(a11y) => <input {...a11y} value={nickname} onChange={(e) => setNickname(e.target.value)} className={inputClass} autoComplete="off" />}
      </Field>
      <Field name="memo" label={t('gallery.inputs.memo')} aside={t('gallery.inputs.optional')} error={t('gallery.inputs.memoError')}>
        {(a11y) => <input {...a11y} value={memo} onChange={(e) => setMemo(e.target.value)} className={inputClass} />}
      </Field>
      <Field name="readOnly" label={t('gallery.inputs.readOnly')}>
        {(a11y) => <input {...a11y} value={t('gallery.inputs.readOnlyValue')} readOnly className={inputClass} />}
      </Field>
    </GallerySection>
  );
}

export function BadgesSection() {
  const { t } = useTranslation('system');
  return (
    <GallerySection id="badges" title={t('gallery.badges.title')} note={t('gallery.badges.note')}>
      <h3 className="text-sm font-medium">{t('gallery.badges.request')}</h3>
      <div className="flex flex-wrap gap-2">
        {Object.values(RequestStatus).map((status) => (
          <RequestStatusBadge key={status} status={status} />
        ))}
      </div>
      <h3 className="text-sm font-medium">{t('gallery.badges.quotation')}</h3>
      <div className="flex flex-wrap gap-2">
        {Object.values(QuotationStatus).map((status) => (
          <QuotationStatusBadge key={status} status={status} />
        ))}
      </div>
      <h3 className="text-sm font-medium">{t('gallery.badges.payout')}</h3>
      <div className="flex flex-wrap gap-2">
        {PAYOUT_STATUSES.map((status) => (
          <PayoutStatusBadge key={status} status={status} />
        ))}
      </div>
    </GallerySection>
  );
}

export function DropdownSection() {
  const { t } = useTranslation('system');
  const [chosen, setChosen] = useState<string | null>(null);
  const items = (['edit', 'share', 'remove'] as const).map((key) => ({ key, label: t(`gallery.dropdown.${key}`), onSelect: () => setChosen(t(`gallery.dropdown.${key}`)) }));
  return (
    <GallerySection id="dropdown" title={t('gallery.dropdown.title')} note={t('gallery.dropdown.note')}>
      <div className="flex flex-wrap items-center gap-4">
        <ViewMoreDropdown label={t('gallery.dropdown.label')} items={items} testId="gallery-view-more" align="start" />
        <ViewMoreDropdown label={t('gallery.dropdown.label')} labelHidden items={items} testId="gallery-view-more-icon" align="start" />
      </div>
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="gallery-dropdown-chosen">
        {chosen ? t('gallery.dropdown.chosen', { item: chosen }) : t('gallery.dropdown.none')}
      </p>
    </GallerySection>
  );
}

const SAMPLE_TOTAL = 237;
const SAMPLE_SIZE = 10;

export function PaginationSection() {
  const { t } = useTranslation('system');
  const [page, setPage] = useState(1);
  return (
    <GallerySection id="pagination" title={t('gallery.pagination.title')} note={t('gallery.pagination.note')}>
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="gallery-page">
        {t('gallery.pagination.current', { page, last: Math.ceil(SAMPLE_TOTAL / SAMPLE_SIZE) })}
      </p>
      <Pagination page={page} size={SAMPLE_SIZE} total={SAMPLE_TOTAL} onPage={setPage} />
    </GallerySection>
  );
}

export function FeedbackSection() {
  const { t } = useTranslation('system');
  const setLoading = useUiStore((s) => s.setLoading);
  return (
    <GallerySection id="feedback" title={t('gallery.feedback')} note={t('gallery.feedbackNote')}>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={() => toast(t('gallery.toast'))}>
          {t('gallery.showToast')}
        </button>
        <button type="button" className={secondaryButton} onClick={() => toast(t('gallery.toastShort'), { duration: SHORT_TOAST_MS })}>
          {t('gallery.showShortToast')}
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            setLoading(true);
            setTimeout(() => setLoading(false), 1000);
          }}
        >
          {t('gallery.showLoading')}
        </button>
      </div>
    </GallerySection>
  );
}

export function UploadSection() {
  const { t } = useTranslation('system');
  const [uploaded, setUploaded] = useState<UploadedFile[]>([]);
  return (
    <GallerySection id="upload" title={t('gallery.upload')} note={t('gallery.uploadNote')}>
      <FileUpload label={t('gallery.uploadLabel')} rule={documentRule} onUploaded={(f) => setUploaded((list) => [f, ...list])} />
      <ul className="text-sm" data-testid="uploaded-files">
        {uploaded.map((f) => (
          <li key={f.id}>
            {f.name} · {formatBytes(f.size)} · {f.mime}
          </li>
        ))}
      </ul>
    </GallerySection>
  );
}
