// /studio: the 3D viewer on its own. Files dropped or picked here are read in the browser and never
// uploaded; each loads with its own progress and its own error, then joins the one viewer.
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOf, type ParsedMesh } from '@dcm/shared/mesh/parse';
import { Page } from '../../../components/ui/Page.tsx';
import { MeshViewer, type ViewerFile } from '../components/MeshViewer.tsx';
import { loadMesh, ViewerLoadError } from '../mesh/load.ts';
import { LoadProgress } from '../components/LoadProgress.tsx';

const ACCEPT = '.stl,.ply,.obj';

interface Row {
  id: string;
  name: string;
  fraction: number;
  state: 'loading' | 'done' | 'failed';
  /** A key of the viewer catalogue's `errors` once failed. */
  error: 'unsupported' | 'VIEWER_LOAD_ERROR' | 'VIEWER_TIMEOUT' | null;
  mesh: ParsedMesh | null;
}

const errorOf = (error: unknown): Row['error'] => (error instanceof ViewerLoadError ? error.code : 'VIEWER_LOAD_ERROR');

export default function StudioPage() {
  const { t } = useTranslation('viewer');
  const inputId = useId();
  const [rows, setRows] = useState<Row[]>([]);
  const [dragging, setDragging] = useState(false);
  const loads = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = loads.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  const patch = (id: string, change: Partial<Row>) => setRows((rs) => rs.map((r) => (r.id === id ? { ...r, ...change } : r)));

  const load = async (id: string, file: File) => {
    const controller = new AbortController();
    loads.current.set(id, controller);
    try {
      const mesh = await loadMesh(file, { signal: controller.signal, onProgress: (fraction) => patch(id, { fraction }) });
      patch(id, { state: 'done', fraction: 1, mesh });
    } catch (error) {
      // Removed while loading: nothing to say.
      if (!controller.signal.aborted) patch(id, { state: 'failed', error: errorOf(error) });
    } finally {
      loads.current.delete(id);
    }
  };

  const take = (files: File[]) => {
    const added = files.map((file): Row & { file: File } => {
      const supported = formatOf(file.name) !== null;
      return { id: crypto.randomUUID(), name: file.name, file, fraction: 0, state: supported ? 'loading' : 'failed', error: supported ? null : 'unsupported', mesh: null };
    });
    setRows((rs) => [...rs, ...added.map(({ file: _file, ...row }) => row)]);
    for (const row of added) if (row.state === 'loading') void load(row.id, row.file);
  };

  /** Dropping the row drops its mesh: the viewer frees the geometry of a file no longer listed. */
  const remove = (id: string) => {
    loads.current.get(id)?.abort();
    setRows((rs) => rs.filter((r) => r.id !== id));
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    take(Array.from(e.dataTransfer.files));
  };

  const shown: ViewerFile[] = rows.flatMap((r) => (r.mesh ? [{ id: r.id, name: r.name, mesh: r.mesh }] : []));

  return (
    <Page width="working" testId="studio-page">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('studio.title')}</h1>
        <p className="text-ink-muted">{t('studio.intro')}</p>
      </header>

      <div
        className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-6 text-center ${dragging ? 'border-brand-600 bg-brand-50' : 'border-line-strong bg-white'}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="studio-drop"
      >
        <p className="text-sm text-ink-muted">{t('studio.drop')}</p>
        {/* The native button speaks the browser's language; the label speaks the member's. */}
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          className="peer sr-only"
          onChange={(e) => {
            const files = Array.from(e.currentTarget.files ?? []);
            e.currentTarget.value = '';
            take(files);
          }}
        />
        <label
          htmlFor={inputId}
          className="min-h-11 cursor-pointer content-center rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2"
        >
          {t('studio.choose')}
        </label>
        <p className="text-xs text-ink-subtle">{t('studio.formats')}</p>
      </div>

      {rows.length > 0 && (
        <ul className="flex flex-col gap-2" data-testid="studio-files">
          {rows.map((row) => (
            <LoadRow key={row.id} row={row} onRemove={() => remove(row.id)} />
          ))}
        </ul>
      )}

      <MeshViewer files={shown} />
    </Page>
  );
}

function LoadRow({ row, onRemove }: { row: Row; onRemove: () => void }) {
  const { t } = useTranslation('viewer');
  const percent = Math.round(row.fraction * 100);
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-canvas p-3">
      <div className="flex items-center gap-2 text-sm">
        <span className="min-w-0 flex-1 truncate font-medium">{row.name}</span>
        <button type="button" aria-label={t('studio.removeFile', { name: row.name })} className="min-h-11 shrink-0 rounded-lg px-3 text-ink-muted hover:bg-line" onClick={onRemove}>
          {t('studio.remove')}
        </button>
      </div>
      <LoadProgress name={row.name} percent={percent} error={row.state === 'failed' ? (row.error ?? 'VIEWER_LOAD_ERROR') : null} />
    </li>
  );
}
