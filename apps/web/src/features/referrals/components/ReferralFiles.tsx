// A referral's files (SPEC §3: one scan file and up to nine others): pick or drop files, watch each
// upload's progress, retry one that failed or was cut off, remove, and rename a file whose name
// looks like it carries a person's name before the referral goes to a T-esigner.
import { REFERRAL_OTHER_FILES_MAX, type UploadedFile } from '@dcm/shared';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { inputClass } from '../../../components/Field.tsx';
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
}

export function ReferralFiles({ row, scanError, othersError, scanOnly = false }: Props) {
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
    <div className="flex flex-col gap-5">
      <FileSlot
        slot="scan"
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
  row: WorkspaceRow;
  title: string;
  hint: string;
  attached: UploadedFile[];
  pending: PendingUpload[];
  error?: string;
  onRemove: (id: string) => void;
}

function FileSlot({ slot, row, title, hint, attached, pending, error, onRemove }: SlotProps) {
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
      className={`rounded-xl border-2 border-dashed p-4 ${dragging ? 'border-brand-600 bg-brand-50' : error ? 'border-red-400' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={`${id}-title`} className="text-sm font-semibold">
            {title}
          </h3>
          <p className="text-sm text-slate-500">{hint}</p>
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
          aria-describedby={`${id}-title`}
        />
        <label
          htmlFor={id}
          className={`min-h-11 shrink-0 cursor-pointer content-center rounded-lg bg-brand-50 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-100 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${full ? 'pointer-events-none opacity-50' : ''}`}
        >
          {slot === 'scan' ? t('files.chooseScan') : t('files.chooseOthers')}
        </label>
      </div>

      {(attached.length > 0 || pending.length > 0) && (
        <ul className="mt-3 flex flex-col gap-2">
          {attached.map((file) => (
            <AttachedFile key={file.id} row={row} file={file} onRemove={() => onRemove(file.id)} />
          ))}
          {pending.map((upload) => (
            <li key={upload.key} className="rounded-lg bg-slate-50 p-3" data-testid="upload-pending">
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 truncate font-medium">{upload.file.name}</span>
                <span className="shrink-0 text-slate-500">{formatBytes(upload.file.size)}</span>
              </div>
              {upload.error === null ? (
                <div className="mt-2 flex items-center gap-3">
                  <div
                    role="progressbar"
                    aria-label={t('files.progress', { name: upload.file.name })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={upload.percent}
                    className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
                  >
                    <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${upload.percent}%` }} />
                  </div>
                  <span className="w-10 text-right text-sm tabular-nums">{upload.percent}%</span>
                  <button type="button" className="min-h-11 rounded-lg px-3 text-sm text-slate-600 hover:bg-slate-200" onClick={() => cancelUpload(upload.key)}>
                    {t('files.cancel')}
                  </button>
                </div>
              ) : (
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <p role="alert" className="flex-1 text-sm text-red-600">
                    {t('files.failed', { reason: problemText(upload.error) })}
                  </p>
                  <button type="button" className="min-h-11 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700" onClick={() => retryUpload(upload.key)}>
                    {t('files.retry')}
                  </button>
                  <button type="button" className="min-h-11 rounded-lg px-3 text-sm text-slate-600 hover:bg-slate-200" onClick={() => cancelUpload(upload.key)}>
                    {t('files.remove')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      {refused.length > 0 && (
        <ul role="alert" className="mt-3 flex flex-col gap-1 text-sm text-red-600">
          {refused.map((r) => (
            <li key={`${r.name}-${r.error}`}>{t('files.refused', { name: r.name, reason: problemText(r.error) })}</li>
          ))}
        </ul>
      )}
      {error && <p className="mt-2 text-sm text-red-600">{error}</p>}
    </section>
  );
}

function AttachedFile({ row, file, onRemove }: { row: WorkspaceRow; file: UploadedFile; onRemove: () => void }) {
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
    <li className={`rounded-lg p-3 ${flagged ? 'bg-amber-50 ring-1 ring-amber-300' : 'bg-slate-50'}`} data-testid="attached-file">
      <div className="flex items-center gap-2 text-sm">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 text-brand-700" fill="currentColor">
          <path d="M4 2h8l4 4v12H4z M12 2v4h4" opacity=".25" />
          <path d="M8.5 13.2 6 10.7l1.1-1.1 1.4 1.4 4.4-4.4L14 7.7z" />
        </svg>
        <span className="min-w-0 flex-1 truncate font-medium">{file.name}</span>
        <span className="shrink-0 text-slate-500">{formatBytes(file.size)}</span>
        <button type="button" className="min-h-11 shrink-0 rounded-lg px-3 text-sm text-slate-600 hover:bg-slate-200" onClick={onRemove} aria-label={t('files.removeNamed', { name: file.name })}>
          {t('files.remove')}
        </button>
      </div>
      {flagged && (
        <div className="mt-2 flex flex-col gap-2">
          <p className="text-sm text-amber-800">{t('files.nameFlag')}</p>
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
            <button type="button" disabled={busy || !name.trim()} className="min-h-11 rounded-lg bg-amber-600 px-4 text-sm font-semibold text-white hover:bg-amber-700 disabled:opacity-50" onClick={() => void rename()}>
              {t('files.rename')}
            </button>
          </div>
          {error && <p className="text-sm text-red-600">{error}</p>}
        </div>
      )}
    </li>
  );
}
