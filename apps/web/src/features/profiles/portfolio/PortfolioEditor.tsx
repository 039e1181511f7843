// One portfolio item, added or edited by its owner (SPEC §3, §5): a title, a description, a main
// image, the STL file(s) of the design and optional scan and CAD 3D files, at most
// ProfileLimits.portfolioFilesMax meshes in all. The STL files show in the 3D viewer (loaded only
// then), where the owner may capture the cover; a failed capture leaves the main image as the face.
import { PortfolioBody, ProfileLimits, type PortfolioFile, type PortfolioItem, type UploadAnswer, type UploadedFile } from '@dcm/shared';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FileUpload } from '../../../components/FileUpload.tsx';
import { UploadQueue } from '../../../components/UploadQueue.tsx';
import { imageRule } from '../../../lib/file-rules.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { errorCodeOf, fieldErrorsOf, uploadFile } from '../../../lib/http.ts';
import type { MeshViewerHandle } from '../../viewer/components/MeshViewer.tsx';
import { useCreatePortfolioItem, useUpdatePortfolioItem } from './api.ts';
import type { MeshSource } from '../../viewer/mesh/mesh-loads.ts';
import { FileImage } from '../../../components/FileImage.tsx';

const FilesViewer = lazy(() => import('../../viewer/components/FilesViewer.tsx'));

type Role = PortfolioFile['role'];
const ROLES: Role[] = ['stl', 'scan', 'cad'];
const ACCEPT: Record<Role, string> = { stl: '.stl', scan: '.stl,.ply,.obj', cad: '.stl,.ply,.obj' };
const BODY_FIELD: Record<Role, 'stlFileIds' | 'scanFileIds' | 'cadFileIds'> = { stl: 'stlFileIds', scan: 'scanFileIds', cad: 'cadFileIds' };

/** An image of the item: its stored id, and what to show of it (an address, or only its name while private). */
interface Image {
  id: string;
  name: string | null;
  src: string | null;
}

type Problem = { kind: 'incomplete' } | { kind: 'tooManyFiles' } | { kind: 'failed'; error: unknown };

const fileKey = (f: { name: string; size: number }) => `${f.name}:${f.size}`;

interface Props {
  /** The item to edit; none to add one. */
  item?: PortfolioItem | null;
  onDone: () => void;
  onCancel: () => void;
}

export function PortfolioEditor({ item = null, onDone, onCancel }: Props) {
  const { t } = useTranslation(['portfolio', 'common', 'errors', 'viewer']);
  const id = useId();
  const create = useCreatePortfolioItem();
  const update = useUpdatePortfolioItem();
  const viewer = useRef<MeshViewerHandle>(null);
  const [title, setTitle] = useState(item?.title ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [mainImage, setMainImage] = useState<Image | null>(item ? { id: item.mainImageId, name: null, src: item.mainImageUrl } : null);
  const [cover, setCover] = useState<Image | null>(item?.coverImageId ? { id: item.coverImageId, name: null, src: item.coverImageUrl } : null);
  const [capture, setCapture] = useState<'idle' | 'busy' | 'failed'>('idle');
  /** The item's stored files still kept. */
  const [kept, setKept] = useState<PortfolioFile[]>(item?.files ?? []);
  const [added, setAdded] = useState<Record<Role, UploadAnswer[]>>({ stl: [], scan: [], cad: [] });
  const [uploading, setUploading] = useState<Record<Role, boolean>>({ stl: false, scan: false, cad: false });
  /** STL files picked on this device, to preview without downloading them again. */
  const [picked, setPicked] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  // Saved once however often the button is pressed: the ref holds before the button shows busy.
  const saving = useRef(false);
  const objectUrl = useRef<string | null>(null);

  useEffect(() => () => void (objectUrl.current && URL.revokeObjectURL(objectUrl.current)), []);

  const idsOf = (role: Role) => [...kept.filter((f) => f.role === role).map((f) => f.id), ...added[role].map((a) => a.id)];
  const fileCount = kept.length + added.stl.length + added.scan.length + added.cad.length;
  const busy = create.isPending || update.isPending || capture === 'busy' || ROLES.some((r) => uploading[r]);

  const stlSources: MeshSource[] = [
    ...kept.filter((f) => f.role === 'stl').map((f) => ({ id: f.id, name: f.name, url: f.url })),
    ...added.stl.map((a) => ({ id: a.id, name: a.name, url: a.url, file: picked.find((p) => fileKey(p) === fileKey(a)) })),
  ];

  const clearError = (...names: string[]) => setErrors((all) => Object.fromEntries(Object.entries(all).filter(([name]) => !names.includes(name))));

  const showCover = (blob: Blob | null) => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = blob ? URL.createObjectURL(blob) : null;
    return objectUrl.current;
  };

  /** SPEC §8 "capture failed" when the viewer gives no picture or its upload fails. */
  const captureCover = async () => {
    if (capture === 'busy') return;
    setCapture('busy');
    try {
      const handle = viewer.current;
      if (!handle) throw new Error('The viewer is not shown.');
      const blob = await handle.capture();
      const answer = await uploadFile(new File([blob], 'cover.png', { type: 'image/png' }), undefined, {}, 'document');
      setCover({ id: answer.id, name: answer.name, src: showCover(blob) });
      clearError('coverImageId');
      setCapture('idle');
    } catch {
      setCapture('failed');
    }
  };

  const submit = () => {
    if (saving.current || busy) return;
    setProblem(null);
    setErrors({});
    if (!title.trim() || !mainImage || idsOf('stl').length === 0) {
      setProblem({ kind: 'incomplete' });
      return;
    }
    if (fileCount > ProfileLimits.portfolioFilesMax) {
      setProblem({ kind: 'tooManyFiles' });
      return;
    }
    const parsed = PortfolioBody.safeParse({
      title,
      description,
      mainImageId: mainImage.id,
      coverImageId: cover?.id ?? null,
      stlFileIds: idsOf('stl'),
      scanFileIds: idsOf('scan'),
      cadFileIds: idsOf('cad'),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), { type: issue.code, message: issue.message }])));
      return;
    }
    saving.current = true;
    const saved = item ? update.mutateAsync({ id: item.id, body: parsed.data }) : create.mutateAsync(parsed.data);
    saved
      .then(
        () => {
          toast.success(t('portfolio:editor.saved'));
          onDone();
        },
        (error: unknown) => {
          const fields = Object.entries(fieldErrorsOf(error));
          // `stlFileIds.0` answers for the STL files as a whole.
          setErrors(Object.fromEntries(fields.map(([name, message]) => [name.split('.')[0] ?? name, { type: 'server', message }])));
          if (fields.length === 0) setProblem({ kind: 'failed', error });
        },
      )
      .finally(() => {
        saving.current = false;
      });
  };

  const errorOf = (name: string) => fieldErrorText(t, errors[name]);
  const problemText = (p: Problem) => {
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
        submit();
      }}
      className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      aria-labelledby={`${id}-heading`}
      data-testid="portfolio-editor"
    >
      <h3 id={`${id}-heading`} className="text-lg font-bold">
        {item ? t('portfolio:editor.editTitle') : t('portfolio:editor.newTitle')}
      </h3>

      <TextField
        id={`${id}-title`}
        field="title"
        label={t('portfolio:editor.title')}
        value={title}
        max={ProfileLimits.portfolioTitleMax}
        invalid={!!errors.title || (missing && !title.trim())}
        error={errorOf('title')}
        onChange={(value) => {
          setTitle(value);
          clearError('title');
        }}
      />
      <TextField
        id={`${id}-description`}
        field="description"
        label={t('portfolio:editor.description')}
        value={description}
        max={ProfileLimits.portfolioDescriptionMax}
        multiline
        invalid={!!errors.description}
        error={errorOf('description')}
        onChange={(value) => {
          setDescription(value);
          clearError('description');
        }}
      />

      <Section title={t('portfolio:editor.mainImage')} hint={t('portfolio:editor.mainImageHint')} error={errorOf('mainImageId')} field="mainImageId">
        {mainImage ? (
          <div className="flex min-w-0 flex-wrap items-center gap-3">
            {/* Private until the item claims it (and while the profile is private): FileImage reads it with the owner's token. */}
            {mainImage.src && <FileImage src={mainImage.src} alt={t('portfolio:editor.mainImageAlt')} className="h-24 w-24 rounded-lg border border-slate-200 object-cover" />}
            {mainImage.name && (
              <span className="min-w-0 truncate text-sm font-medium" data-testid="portfolio-main-image-name">
                {t('portfolio:editor.mainImageChosen', { name: mainImage.name })}
              </span>
            )}
            <button type="button" onClick={() => setMainImage(null)} className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm hover:bg-slate-100">
              {t('portfolio:editor.changeImage')}
            </button>
          </div>
        ) : (
          <FileUpload
            label={t('portfolio:editor.chooseImage')}
            rule={imageRule}
            onUploaded={(file: UploadedFile) => {
              setMainImage({ id: file.id, name: file.name, src: file.url });
              clearError('mainImageId');
            }}
          />
        )}
        {missing && !mainImage && <Missing text={t('portfolio:editor.mainImageMissing')} />}
      </Section>

      <p className="text-sm text-slate-600">{t('portfolio:editor.filesLimit', { max: ProfileLimits.portfolioFilesMax })}</p>

      {ROLES.map((role) => {
        const stored = kept.filter((f) => f.role === role);
        const others = fileCount - stored.length - added[role].length;
        return (
          <Section
            key={role}
            title={t(`portfolio:editor.${role}`)}
            hint={t(`portfolio:editor.${role}Hint`)}
            error={errorOf(BODY_FIELD[role])}
            field={BODY_FIELD[role]}
            testId={`portfolio-files-${role}`}
          >
            {stored.length > 0 && (
              <ul className="flex flex-col gap-2">
                {stored.map((file) => (
                  <li key={file.id} className="flex items-center gap-2 rounded-lg bg-slate-50 p-3 text-sm" data-testid="portfolio-stored-file">
                    <span className="min-w-0 flex-1 truncate font-medium">{file.name}</span>
                    <span className="shrink-0 text-slate-500">{t('portfolio:editor.uploaded')}</span>
                    <button
                      type="button"
                      aria-label={t('portfolio:editor.removeFile', { name: file.name })}
                      className="min-h-11 shrink-0 rounded-lg px-3 text-slate-600 hover:bg-slate-200"
                      onClick={() => setKept((all) => all.filter((f) => f.id !== file.id))}
                    >
                      {t('portfolio:editor.remove')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {/* The queue keeps the picked files to itself; the STL ones are noted on the way in, for the preview. */}
            <div
              onChangeCapture={
                role === 'stl'
                  ? (e) => {
                      const input = e.target as HTMLInputElement;
                      const files = input.type === 'file' ? Array.from(input.files ?? []) : [];
                      if (files.length > 0) setPicked((all) => [...all.filter((p) => !files.some((f) => fileKey(f) === fileKey(p))), ...files]);
                    }
                  : undefined
              }
            >
              <UploadQueue
                kind="portfolio"
                accept={ACCEPT[role]}
                maxFiles={Math.max(0, ProfileLimits.portfolioFilesMax - stored.length - others)}
                disabled={create.isPending || update.isPending}
                onChange={(files, running) => {
                  setAdded((all) => ({ ...all, [role]: files }));
                  setUploading((all) => ({ ...all, [role]: running }));
                  clearError(BODY_FIELD[role]);
                }}
              />
            </div>
            {role === 'stl' && missing && stored.length + added.stl.length === 0 && <Missing text={t('portfolio:editor.stlMissing')} />}
          </Section>
        );
      })}

      {stlSources.length > 0 && (
        <Section title={t('portfolio:editor.preview')} hint={t('portfolio:editor.previewHint')} error={errorOf('coverImageId')} field="coverImageId">
          <Suspense fallback={<p className="text-sm text-slate-600">{t('viewer:stored.starting')}</p>}>
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
              <button
                type="button"
                onClick={() => {
                  showCover(null);
                  setCover(null);
                }}
                className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm hover:bg-slate-100"
              >
                {t('portfolio:editor.removeCover')}
              </button>
            )}
          </div>
          {capture === 'failed' && (
            <p role="alert" className="text-sm text-red-600" data-testid="portfolio-capture-error">
              {t('viewer:errors.VIEWER_CAPTURE_FAILED')}
            </p>
          )}
        </Section>
      )}
      {cover?.src ? (
        <figure className="flex flex-col gap-1.5">
          <figcaption className="text-sm font-medium">{t('portfolio:editor.cover')}</figcaption>
          <img src={cover.src} alt={t('portfolio:editor.coverAlt')} className="max-h-60 max-w-full self-start rounded-lg border border-slate-200 object-contain" data-testid="portfolio-cover" />
        </figure>
      ) : (
        <p className="text-sm text-slate-500">{t('portfolio:editor.noCover')}</p>
      )}

      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="portfolio-editor-error">
          {problemText(problem)}
        </p>
      )}
      {ROLES.some((r) => uploading[r]) && <p className="text-sm text-slate-600">{t('portfolio:editor.uploadsRunning')}</p>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className="min-h-11 rounded-lg border border-slate-300 px-4 font-medium hover:bg-slate-100">
          {t('portfolio:editor.cancel')}
        </button>
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          data-testid="portfolio-save"
        >
          {create.isPending || update.isPending ? t('portfolio:editor.saving') : t('portfolio:editor.save')}
        </button>
      </div>
    </form>
  );
}

function Section({ title, hint, error, field, testId, children }: { title: string; hint?: string; error?: string; field: string; testId?: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" data-field={field} data-testid={testId}>
      <legend className="mb-1 text-sm font-medium">{title}</legend>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
      {children}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Missing({ text }: { text: string }) {
  return <p className="text-sm text-red-600">{text}</p>;
}

interface TextFieldProps {
  id: string;
  field: string;
  label: string;
  value: string;
  max: number;
  multiline?: boolean;
  invalid: boolean;
  error?: string;
  onChange: (value: string) => void;
}

/** Counted on the composed, trimmed text; no maxLength, which would cut a Korean syllable being typed. */
function TextField({ id, field, label, value, max, multiline = false, invalid, error, onChange }: TextFieldProps) {
  const length = value.trim().length;
  const className = 'rounded-lg border border-slate-300 px-3 py-2.5 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100';
  const describedBy = `${id}-count${error ? ` ${id}-error` : ''}`;
  return (
    <div className="flex flex-col gap-1.5" data-field={field}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {/* 16 px text: iOS zooms into smaller inputs. */}
      {multiline ? (
        <textarea id={id} rows={4} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid} aria-describedby={describedBy} className={`resize-y ${className}`} />
      ) : (
        <input id={id} type="text" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid} aria-describedby={describedBy} className={className} />
      )}
      <span id={`${id}-count`} className={`self-end text-xs tabular-nums ${length > max ? 'text-red-600' : 'text-slate-500'}`}>
        {length}/{max}
      </span>
      {error && (
        <span id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </span>
      )}
    </div>
  );
}
