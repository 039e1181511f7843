import { uploadMaxBytes, type UploadAnswer, type UploadKind } from '@dcm/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFile } from '../lib/file-rules.ts';
import { formatBytes } from '../lib/format.ts';
import { errorCodeOf } from '../lib/http.ts';
import { uploadResumable } from '../lib/resumable-upload.ts';

interface Props {
  kind: UploadKind;
  maxFiles: number;
  /** The file picker's `accept`; its extensions (".stl,.zip") are checked before sending too. */
  accept?: string;
  disabled?: boolean;
  /** The completed files in the order picked, and whether any is still uploading. */
  onChange: (files: UploadAnswer[], busy: boolean) => void;
}

type RowState = 'uploading' | 'retrying' | 'done' | 'failed';

interface Row {
  key: string;
  file: File;
  /** Bytes the server has, or is being sent. */
  loaded: number;
  state: RowState;
  /** An error code (errors catalogue) once failed. */
  error: string | null;
  answer: UploadAnswer | null;
}

/** The problem found before sending: the kind's size limit, and the extensions `accept` names. */
function problemOf(file: File, kind: UploadKind, accept: string | undefined): string | null {
  const maxBytes = uploadMaxBytes[kind];
  const entries = accept?.split(',').map((e) => e.trim().toLowerCase()) ?? [];
  // A MIME type in `accept` ("image/*") is the browser's to judge; only a list of extensions is checked here.
  if (entries.length === 0 || !entries.every((e) => e.startsWith('.'))) return file.size > maxBytes ? 'FILE_SIZE_EXCEEDED' : null;
  return checkFile(file, { extensions: entries.map((e) => e.slice(1)), maxBytes });
}

const percentOf = (row: Row) => (row.state === 'done' || row.file.size === 0 ? 100 : Math.floor((row.loaded / row.file.size) * 100));

/**
 * Several large files (a CAD result) uploaded side by side in resumable chunks, each row with its
 * progress; a lost connection shows as "resuming", not as a failure. Leaving the page stops the
 * uploads but keeps their sessions: the same files picked again resume.
 */
export function UploadQueue({ kind, maxFiles, accept, disabled = false, onChange }: Props) {
  const { t } = useTranslation(['common', 'errors']);
  const id = useId();
  const [rows, setRows] = useState<Row[]>([]);
  const [refused, setRefused] = useState<{ name: string; error: string }[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    const done = rows.flatMap((r) => (r.answer ? [r.answer] : []));
    onChangeRef.current(done, rows.some((r) => r.state === 'uploading' || r.state === 'retrying'));
  }, [rows]);
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  const patch = (key: string, change: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const run = async (key: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    patch(key, { state: 'uploading', error: null });
    try {
      const answer = await uploadResumable(file, kind, {
        signal: controller.signal,
        onProgress: (loaded) => patch(key, { loaded }),
        onRetrying: (retrying) => patch(key, { state: retrying ? 'retrying' : 'uploading' }),
      });
      patch(key, { state: 'done', answer, loaded: file.size });
    } catch (error) {
      // Removed by the member, or the page left: nothing to show.
      if (controller.signal.aborted) return;
      patch(key, { state: 'failed', error: errorCodeOf(error) });
    } finally {
      controllers.current.delete(key);
    }
  };

  const take = (files: File[]) => {
    const problems: { name: string; error: string }[] = [];
    const added: Row[] = [];
    for (const file of files) {
      const problem = problemOf(file, kind, accept);
      if (problem) problems.push({ name: file.name, error: t(`errors:${problem}`) });
      else if (rows.length + added.length >= maxFiles) problems.push({ name: file.name, error: t('uploadQueue.tooMany', { max: maxFiles }) });
      else added.push({ key: crypto.randomUUID(), file, loaded: 0, state: 'uploading', error: null, answer: null });
    }
    setRefused(problems);
    setRows((rs) => [...rs, ...added]);
    for (const row of added) void run(row.key, row.file);
  };

  const remove = (key: string) => {
    controllers.current.get(key)?.abort();
    setRows((rs) => rs.filter((r) => r.key !== key));
  };

  const full = disabled || rows.length >= maxFiles;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        {/* The native button speaks the browser's language; this one speaks the member's. */}
        <input
          id={id}
          type="file"
          multiple
          accept={accept}
          disabled={full}
          onChange={(e) => {
            const files = Array.from(e.currentTarget.files ?? []);
            e.currentTarget.value = '';
            take(files);
          }}
          aria-describedby={`${id}-hint`}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={`min-h-11 shrink-0 cursor-pointer content-center rounded-lg bg-brand-50 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-100 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${full ? 'pointer-events-none opacity-50' : ''}`}
        >
          {t('uploadQueue.choose')}
        </label>
        <span id={`${id}-hint`} className="min-w-0 text-sm text-ink-subtle">
          {t('uploadQueue.hint', { max: maxFiles, size: formatBytes(uploadMaxBytes[kind]) })}
        </span>
      </div>

      {refused.length > 0 && (
        <ul role="alert" className="flex flex-col gap-1 text-sm text-red-600">
          {refused.map((r) => (
            <li key={`${r.name}-${r.error}`}>{t('uploadQueue.refused', { name: r.name, reason: r.error })}</li>
          ))}
        </ul>
      )}

      {rows.length > 0 && (
        <ul className="flex flex-col gap-2">
          {rows.map((row) => (
            <QueueRow key={row.key} row={row} onRetry={() => void run(row.key, row.file)} onRemove={() => remove(row.key)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function QueueRow({ row, onRetry, onRemove }: { row: Row; onRetry: () => void; onRemove: () => void }) {
  const { t } = useTranslation(['common', 'errors']);
  const percent = percentOf(row);
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-canvas p-3">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="min-w-0 truncate font-medium">{row.file.name}</span>
        <span className="shrink-0 text-ink-subtle">{formatBytes(row.file.size)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('uploadQueue.progress', { name: row.file.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-line"
      >
        <div className={`h-full transition-[width] ${row.state === 'failed' ? 'bg-red-400' : 'bg-brand-600'}`} style={{ width: `${percent}%` }} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {row.state === 'failed' ? (
          <p role="alert" className="min-w-0 flex-1 text-sm text-red-600">
            {t('uploadQueue.failed', { reason: t(`errors:${row.error}`, { defaultValue: t('errors:INTERNAL') }) })}
          </p>
        ) : (
          <p className={`min-w-0 flex-1 text-sm ${row.state === 'retrying' ? 'text-amber-700' : 'text-ink-muted'}`}>
            {row.state === 'uploading' ? t('uploadQueue.uploading', { percent }) : t(`uploadQueue.${row.state}`)}
          </p>
        )}
        {row.state === 'failed' && (
          <button type="button" className="min-h-11 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700" onClick={onRetry}>
            {t('uploadQueue.retry')}
          </button>
        )}
        <button
          type="button"
          aria-label={t('uploadQueue.removeFile', { name: row.file.name })}
          className="min-h-11 rounded-lg px-3 text-sm text-ink-muted hover:bg-line"
          onClick={onRemove}
        >
          {t('uploadQueue.remove')}
        </button>
      </div>
    </li>
  );
}
