// One portfolio item, added or edited by its owner (SPEC §3, §5): a title, a description, a main
// image, the STL file(s) of the design and optional scan and CAD 3D files, at most
// ProfileLimits.portfolioFilesMax meshes in all. The STL files show in the 3D viewer (loaded only
// then), where the owner may capture the cover; a failed capture leaves the main image as the face.
import { ProfileLimits, type PortfolioItem, type UploadedFile } from '@dcm/shared';
import { Suspense, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FileImage } from '../../../components/FileImage.tsx';
import { FileUpload } from '../../../components/FileUpload.tsx';
import { imageRule } from '../../../lib/file-rules.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { errorCodeOf } from '../../../lib/http.ts';
import { FilesViewer, type MeshSource, type MeshViewerHandle } from '../../viewer/lazy.ts';
import { CountedTextField } from './CountedTextField.tsx';
import { EditorSection, Missing } from './EditorSection.tsx';
import { BODY_FIELD, fileKey, ROLES, type PortfolioProblem } from './portfolio-form.ts';
import { PortfolioFilesSection } from './PortfolioFilesSection.tsx';
import { usePortfolioForm } from './use-portfolio-form.ts';

interface Props {
  /** The item to edit; none to add one. */
  item?: PortfolioItem | null;
  onDone: () => void;
  onCancel: () => void;
}

export function PortfolioEditor({ item = null, onDone, onCancel }: Props) {
  const { t } = useTranslation(['portfolio', 'common', 'errors', 'viewer']);
  const id = useId();
  const viewer = useRef<MeshViewerHandle>(null);
  const form = usePortfolioForm({ item, onDone });
  const { title, description, mainImage, cover, capture, kept, added, errors, problem } = form;

  const stlSources: MeshSource[] = [
    ...kept.filter((f) => f.role === 'stl').map((f) => ({ id: f.id, name: f.name, url: f.url })),
    ...added.stl.map((a) => ({ id: a.id, name: a.name, url: a.url, file: form.picked.find((p) => fileKey(p) === fileKey(a)) })),
  ];

  const captureCover = () =>
    form.captureCover(() => {
      const handle = viewer.current;
      if (!handle) throw new Error('The viewer is not shown.');
      return handle.capture();
    });

  const errorOf = (name: string) => fieldErrorText(t, errors[name]);
  const problemText = (p: PortfolioProblem) => {
    if (p.kind === 'incomplete') return t('common:validation.portfolioIncomplete');
    if (p.kind === 'tooManyFiles') return t('portfolio:editor.tooManyFiles', { max: ProfileLimits.portfolioFilesMax });
    const code = errorCodeOf(p.error);
    if (code === 'PORTFOLIO_FULL') return t('portfolio:manager.full', { max: ProfileLimits.portfolioItemsMax });
    return `${t('portfolio:editor.failed')} ${t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') })}`;
  };
  const missing = problem?.kind === 'incomplete';

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
      className="flex flex-col gap-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
      aria-labelledby={`${id}-heading`}
      data-testid="portfolio-editor"
    >
      <h3 id={`${id}-heading`} className="text-lg font-bold">
        {item ? t('portfolio:editor.editTitle') : t('portfolio:editor.newTitle')}
      </h3>

      <CountedTextField
        id={`${id}-title`}
        field="title"
        label={t('portfolio:editor.title')}
        value={title}
        max={ProfileLimits.portfolioTitleMax}
        invalid={!!errors.title || (missing && !title.trim())}
        error={errorOf('title')}
        onChange={form.changeTitle}
      />
      <CountedTextField
        id={`${id}-description`}
        field="description"
        label={t('portfolio:editor.description')}
        value={description}
        max={ProfileLimits.portfolioDescriptionMax}
        multiline
        invalid={!!errors.description}
        error={errorOf('description')}
        onChange={form.changeDescription}
      />

      <EditorSection title={t('portfolio:editor.mainImage')} hint={t('portfolio:editor.mainImageHint')} error={errorOf('mainImageId')} field="mainImageId">
        {mainImage ? (
          <div className="flex min-w-0 flex-wrap items-center gap-3">
            {/* Private until the item claims it (and while the profile is private): FileImage reads it with the owner's token. */}
            {mainImage.src && <FileImage src={mainImage.src} alt={t('portfolio:editor.mainImageAlt')} className="h-24 w-24 rounded-lg border border-line object-cover" />}
            {mainImage.name && (
              <span className="min-w-0 truncate text-sm font-medium" data-testid="portfolio-main-image-name">
                {t('portfolio:editor.mainImageChosen', { name: mainImage.name })}
              </span>
            )}
            <button type="button" onClick={form.dropMainImage} className="min-h-11 rounded-lg border border-line px-3 text-sm hover:bg-sunken">
              {t('portfolio:editor.changeImage')}
            </button>
          </div>
        ) : (
          <FileUpload label={t('portfolio:editor.chooseImage')} rule={imageRule} onUploaded={(file: UploadedFile) => form.chooseMainImage({ id: file.id, name: file.name, src: file.url })} />
        )}
        {missing && !mainImage && <Missing text={t('portfolio:editor.mainImageMissing')} />}
      </EditorSection>

      <p className="text-sm text-ink-muted">{t('portfolio:editor.filesLimit', { max: ProfileLimits.portfolioFilesMax })}</p>

      {ROLES.map((role) => (
        <PortfolioFilesSection
          key={role}
          role={role}
          stored={kept.filter((f) => f.role === role)}
          addedCount={added[role].length}
          fileCount={form.fileCount}
          error={errorOf(BODY_FIELD[role])}
          missing={missing}
          disabled={form.saveRunning}
          onRemoveStored={form.removeStored}
          onPick={role === 'stl' ? form.pickStl : undefined}
          onChange={(files, running) => form.changeUploads(role, files, running)}
        />
      ))}

      {stlSources.length > 0 && (
        <EditorSection title={t('portfolio:editor.preview')} hint={t('portfolio:editor.previewHint')} error={errorOf('coverImageId')} field="coverImageId">
          <Suspense fallback={<p className="text-sm text-ink-muted">{t('viewer:stored.starting')}</p>}>
            <FilesViewer ref={viewer} sources={stlSources} />
          </Suspense>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={() => void captureCover()}
              disabled={capture === 'busy'}
              className="min-h-11 rounded-lg bg-brand-50 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-100 disabled:opacity-60"
              data-testid="portfolio-capture"
            >
              {capture === 'busy' ? t('portfolio:editor.capturing') : t('portfolio:editor.capture')}
            </button>
            {cover && (
              <button type="button" onClick={form.removeCover} className="min-h-11 rounded-lg border border-line px-3 text-sm hover:bg-sunken">
                {t('portfolio:editor.removeCover')}
              </button>
            )}
          </div>
          {capture === 'failed' && (
            <p role="alert" className="text-sm text-danger-600" data-testid="portfolio-capture-error">
              {t('viewer:errors.VIEWER_CAPTURE_FAILED')}
            </p>
          )}
        </EditorSection>
      )}
      {cover?.src ? (
        <figure className="flex flex-col gap-1.5">
          <figcaption className="text-sm font-medium">{t('portfolio:editor.cover')}</figcaption>
          <img src={cover.src} alt={t('portfolio:editor.coverAlt')} className="max-h-60 max-w-full self-start rounded-lg border border-line object-contain" data-testid="portfolio-cover" />
        </figure>
      ) : (
        <p className="text-sm text-ink-subtle">{t('portfolio:editor.noCover')}</p>
      )}

      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-danger-700" data-testid="portfolio-editor-error">
          {problemText(problem)}
        </p>
      )}
      {form.uploadsRunning && <p className="text-sm text-ink-muted">{t('portfolio:editor.uploadsRunning')}</p>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className="min-h-11 rounded-lg border border-line px-4 font-medium hover:bg-sunken">
          {t('portfolio:editor.cancel')}
        </button>
        <button
          type="submit"
          disabled={form.busy}
          className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          data-testid="portfolio-save"
        >
          {form.saveRunning ? t('portfolio:editor.saving') : t('portfolio:editor.save')}
        </button>
      </div>
    </form>
  );
}
