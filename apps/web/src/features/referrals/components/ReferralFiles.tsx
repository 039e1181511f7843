// A referral's files (SPEC §3: one scan file and up to nine others): pick or drop files, watch each
// upload's progress, retry one that failed or was cut off, remove, and rename a file whose name
// looks like it carries a person's name before the referral goes to a T-esigner.
import { REFERRAL_OTHER_FILES_MAX, type UploadedFile } from '@dcm/shared';
import { CircleAlert, FileCheck2, Paperclip, RotateCw, ScanLine, TriangleAlert, Upload, X } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { inputClass } from '../../../components/Field.tsx';
import { SanitizedNote } from '../../../components/referral-document/SanitizedNote.tsx';
import { errorCodeOf } from '../../../lib/http.ts';
import { renameFile } from '../api.ts';
import { formatBytes } from '../../../lib/format.ts';
import { otherFileRule, scanRule } from '../form-rules.ts';
import { cancelUpload, retryUpload, roomFor, startUploads, useUploads, type PendingUpload, type Slot } from '../uploads.ts';
import { useWorkspace, type WorkspaceRow } from '../workspace.ts';

interface Props {
  row: WorkspaceRow;
  /** Translated errors of the files' fields (scanFileId, otherFileIds). */
  scanError?: string;
  othersError?: string;
  /** Simple mode shows the scan only. */
  scanOnly?: boolean;
  /** A cell of the simple form's table: the slot without its frame, its hint read out only. */
  dense?: boolean;
}

export function ReferralFiles({ row, scanError, othersError, scanOnly = false, dense = false }: Props) {
  const { t } = useTranslation(['referralForm', 'errors', 'common']);
  const pending = useUploads(useShallow((s) => s.pending.filter((p) => p.rowKey === row.key)));
  const fileById = new Map(row.files.map((f) => [f.id, f]));
  const scan = row.data.scanFileId ? fileById.get(row.data.scanFileId) : undefined;
  const others = row.data.otherFileIds.map((id) => fileById.get(id)).filter((f): f is UploadedFile => !!f);

  const remove = (id: string) =>
    useWorkspace.getState().updateRow(row.key, (r) => ({
      ...r,
      data: { ...r.data, scanFileId: r.data.scanFileId === id ? null : r.data.scanFileId, otherFileIds: r.data.otherFileIds.filter((x) => x !== id) },
      files: r.files.filter((f) => f.id !== id),
      flaggedFileIds: r.flaggedFileIds.filter((x) => x !== id),
    }));

  return (
    <div className={`flex flex-col ${dense ? 'gap-2' : 'gap-4'}`}>
      <FileSlot
        slot="scan"
        dense={dense}
        row={row}
        title={t('files.scan')}
        hint={t('files.scanHint')}
        attached={scan ? [scan] : []}
        pending={pending.filter((p) => p.slot === 'scan')}
        error={scanError}
        onRemove={remove}
      />
      {!scanOnly && (
        <FileSlot
          slot="other"
          row={row}
          title={t('files.others', { count: others.length, max: REFERRAL_OTHER_FILES_MAX })}
          hint={t('files.othersHint')}
          attached={others}
          pending={pending.filter((p) => p.slot === 'other')}
          error={othersError}
          onRemove={remove}
        />
      )}
    </div>
  );
}

interface SlotProps {
  slot: Slot;
  dense?: boolean;
  row: WorkspaceRow;
  title: string;
  hint: string;
  attached: UploadedFile[];
  pending: PendingUpload[];
  error?: string;
  onRemove: (id: string) => void;
}

function FileSlot({ slot, dense = false, row, title, hint, attached, pending, error, onRemove }: SlotProps) {
  const { t } = useTranslation(['referralForm', 'errors', 'common']);
  const id = useId();
  const [refused, setRefused] = useState<{ name: string; error: string }[]>([]);
  const [dragging, setDragging] = useState(false);
  const full = roomFor(row, slot) === 0;
  const rule = slot === 'scan' ? scanRule : otherFileRule;

  const take = (files: File[]) => {
    // Read the row as it is now: another upload may have landed since this render.
    const current = useWorkspace.getState().workspace?.rows.find((r) => r.key === row.key) ?? row;
    setRefused(startUploads(current, slot, files));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(Array.from(event.dataTransfer.files));
  };
  const problemText = (code: string) =>
    code === 'fileLimit' ? t('common:validation.fileLimit') : t(`errors:${code}`, { defaultValue: t('errors:INTERNAL') });

  const SlotIcon = slot === 'scan' ? ScanLine : Paperclip;
  const frame = dense
    ? `rounded-control ${dragging ? 'bg-brand-50 ring-2 ring-brand-600' : ''}`
    : `rounded-card border-2 border-dashed p-4 ${dragging ? 'border-brand-600 bg-brand-50' : error ? 'border-danger-600 bg-danger-50/40' : 'border-line bg-sunken/50'}`;

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-field={slot === 'scan' ? 'scanFileId' : 'otherFileIds'}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={frame}
    >
      <div className={dense ? 'flex flex-col gap-1.5' : 'flex flex-wrap items-center justify-between gap-3'}>
        <div className="flex min-w-0 items-start gap-3">
          {!dense && (
            <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-surface text-brand-700 ring-1 ring-line">
              <SlotIcon className="size-5" />
            </span>
          )}
          <div className="min-w-0">
            <h3 id={`${id}-title`} className={`text-sm font-semibold text-ink ${dense ? 'xl:sr-only' : ''}`}>
              {title}
            </h3>
            <p id={`${id}-hint`} className={dense ? 'sr-only' : 'text-sm text-ink-muted'}>
              {hint}
            </p>
          </div>
        </div>
        <input
          id={id}
          type="file"
          multiple={slot === 'other'}
          accept={rule.extensions.map((e) => `.${e}`).join(',')}
          disabled={full}
          onChange={(e) => {
            const files = Array.from(e.currentTarget.files ?? []);
            e.currentTarget.value = '';
            take(files);
          }}
          className="peer sr-only"
          aria-describedby={`${id}-title ${id}-hint`}
        />
        <label
          htmlFor={id}
          className={`inline-flex min-h-11 shrink-0 cursor-pointer items-center justify-center gap-1.5 rounded-control border border-brand-200 bg-surface px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${
            full ? (dense ? 'sr-only' : 'pointer-events-none opacity-50') : ''
          } ${dense ? 'self-start' : ''}`}
        >
          <Upload aria-hidden className="size-4" />
          {slot === 'scan' ? t('files.chooseScan') : t('files.chooseOthers')}
        </label>
      </div>

      {(attached.length > 0 || pending.length > 0) && (
        <ul className={`flex flex-col gap-2 ${dense ? '' : 'mt-3'}`}>
          {attached.map((file) => (
            <AttachedFile key={file.id} row={row} file={file} dense={dense} onRemove={() => onRemove(file.id)} />
          ))}
          {pending.map((upload) => (
            <li key={upload.key} className={`rounded-control border border-line bg-surface ${dense ? 'p-2' : 'p-3'}`} data-testid="upload-pending">
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 truncate font-medium text-ink">{upload.file.name}</span>
                <span className="shrink-0 tabular-nums text-ink-subtle">{formatBytes(upload.file.size)}</span>
              </div>
              {upload.error === null ? (
                <div className="mt-2 flex items-center gap-3">
                  <div
                    role="progressbar"
                    aria-label={t('files.progress', { name: upload.file.name })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={upload.percent}
                    className="h-2 flex-1 overflow-hidden rounded-full bg-sunken"
                  >
                    <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${upload.percent}%` }} />
                  </div>
                  <span className="w-10 text-right text-sm tabular-nums text-ink-muted">{upload.percent}%</span>
                  <button type="button" className="min-h-11 rounded-control px-3 text-sm text-ink-muted hover:bg-sunken" onClick={() => cancelUpload(upload.key)}>
                    {t('files.cancel')}
                  </button>
                </div>
              ) : (
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <p role="alert" className="flex flex-1 items-start gap-1.5 text-sm text-danger-700">
                    <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                    {t('files.failed', { reason: problemText(upload.error) })}
                  </p>
                  <button
                    type="button"
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-control bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
                    onClick={() => retryUpload(upload.key)}
                  >
                    <RotateCw aria-hidden className="size-4" />
                    {t('files.retry')}
                  </button>
                  <button type="button" className="min-h-11 rounded-control px-3 text-sm text-ink-muted hover:bg-sunken" onClick={() => cancelUpload(upload.key)}>
                    {t('files.remove')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      {refused.length > 0 && (
        <ul role="alert" className="mt-3 flex flex-col gap-1 text-sm text-danger-700">
          {refused.map((r) => (
            <li key={`${r.name}-${r.error}`}>{t('files.refused', { name: r.name, reason: problemText(r.error) })}</li>
          ))}
        </ul>
      )}
      {error && <p className="mt-2 text-sm text-danger-700">{error}</p>}
    </section>
  );
}

function AttachedFile({ row, file, dense, onRemove }: { row: WorkspaceRow; file: UploadedFile; dense: boolean; onRemove: () => void }) {
  const { t } = useTranslation(['referralForm', 'errors']);
  const flagged = row.flaggedFileIds.includes(file.id);
  const stem = file.name.replace(/\.[^.]+$/, '');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameId = useId();

  const rename = async () => {
    if (busy || !name.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const renamed = await renameFile(file.id, name.trim());
      useWorkspace.getState().updateRow(row.key, (r) => ({
        ...r,
        files: r.files.map((f) => (f.id === file.id ? { ...f, name: renamed.name } : f)),
        flaggedFileIds: renamed.nameFlag ? r.flaggedFileIds : r.flaggedFileIds.filter((x) => x !== file.id),
      }));
      setName('');
    } catch (e) {
      setError(t(`errors:${errorCodeOf(e)}`, { defaultValue: t('errors:INTERNAL') }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={`rounded-control border ${dense ? 'p-2' : 'p-3'} ${flagged ? 'border-warning-200 bg-warning-50' : 'border-line bg-surface'}`} data-testid="attached-file">
      <div className="flex items-center gap-2 text-sm">
        <FileCheck2 aria-hidden className="size-5 shrink-0 text-success-600" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-medium text-ink" title={file.name}>
            {file.name}
          </span>
          <SanitizedNote file={file} />
        </span>
        <span className="shrink-0 tabular-nums text-ink-subtle">{formatBytes(file.size)}</span>
        <button
          type="button"
          className={`inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-control text-sm text-ink-muted hover:bg-danger-50 hover:text-danger-700 ${dense ? '' : 'px-3'}`}
          onClick={onRemove}
          aria-label={t('files.removeNamed', { name: file.name })}
        >
          {dense ? <X aria-hidden className="size-4" /> : t('files.remove')}
        </button>
      </div>
      {flagged && (
        <div className="mt-2 flex flex-col gap-2">
          <p className="flex items-start gap-1.5 text-sm text-warning-800">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('files.nameFlag')}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={nameId} className="sr-only">
              {t('files.newName')}
            </label>
            <input
              id={nameId}
              className={`${inputClass} max-w-xs flex-1`}
              placeholder={t('files.newNamePlaceholder', { stem })}
              value={name}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void rename();
                }
              }}
            />
            <button
              type="button"
              disabled={busy || !name.trim()}
              className="min-h-11 rounded-control bg-warning-700 px-4 text-sm font-semibold text-white hover:bg-warning-800 disabled:opacity-50"
              onClick={() => void rename()}
            >
              {t('files.rename')}
            </button>
          </div>
          {error && <p className="text-sm text-danger-700">{error}</p>}
        </div>
      )}
    </li>
  );
}
