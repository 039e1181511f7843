// The deviation map's controls (issue 29): after a rework the member picks an older and a newer CAD
// file (by default the latest version's first file against the same name in the version before),
// both are downloaded and compared in a Web Worker with the progress shown, and the page shows the
// newer file coloured by its signed distance to the older, with the scale, the largest change and
// the summary figures. The page never waits on the comparison: it runs off its thread.
import { formatMillimetres, type CommsFile } from '@dcm/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBytes, fileLink } from '../comms-api.ts';
import { compareMeshes, type DeviationResult } from '../mesh/deviation-load.ts';
import { legendGradient } from '../mesh/deviation-scale.ts';

export interface DeviationShown {
  older: CommsFile;
  newer: CommsFile;
  result: DeviationResult;
}

/** The CAD files that can be compared, newest version first. */
export const cadFiles = (files: readonly CommsFile[]) => files.filter((f) => f.source === 'cad').sort((a, b) => (b.version ?? 0) - (a.version ?? 0));

/** Whether there was a rework to compare: CAD files of two versions or more. */
export const canCompare = (files: readonly CommsFile[]) => new Set(cadFiles(files).map((f) => f.version)).size >= 2;

/** The starting pair: the latest version's first file, against the file of the same name (else the first) one version before. */
export function defaultPair(files: readonly CommsFile[]): { olderId: string; newerId: string } | null {
  const cad = cadFiles(files);
  const newer = cad[0];
  if (!newer) return null;
  const before = cad.filter((f) => (f.version ?? 0) < (newer.version ?? 0));
  const previous = before[0]?.version;
  const candidates = before.filter((f) => f.version === previous);
  const older = candidates.find((f) => f.name === newer.name) ?? candidates[0];
  return older ? { olderId: older.id, newerId: newer.id } : null;
}

const select = 'min-h-11 w-full rounded-lg border border-line-strong bg-white px-3 text-sm';

interface Props {
  orderId: string;
  files: CommsFile[];
  shown: DeviationShown | null;
  onShow: (shown: DeviationShown | null) => void;
}

export function DeviationPanel({ orderId, files, shown, onShow }: Props) {
  const { t } = useTranslation('viewer');
  const id = useId();
  const cad = cadFiles(files);
  const start = defaultPair(files);
  const [olderId, setOlderId] = useState(start?.olderId ?? '');
  const [newerId, setNewerId] = useState(start?.newerId ?? '');
  const [fraction, setFraction] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const running = useRef<AbortController | null>(null);

  const older = cad.find((f) => f.id === olderId);
  const newer = cad.find((f) => f.id === newerId);
  const same = olderId === newerId;

  const compare = async () => {
    if (!older || !newer || same) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setFailed(false);
    setFraction(0);
    try {
      // Downloading both counts as the first fifth, comparing as the rest.
      const [a, b] = await Promise.all(
        [older, newer].map(async (file) => ({ name: file.name, buffer: await downloadBytes(await fileLink(orderId, file), { signal: controller.signal, onProgress: () => undefined }) })),
      );
      setFraction(0.2);
      const result = await compareMeshes(a!, b!, { signal: controller.signal, onProgress: (f) => setFraction(0.2 + 0.8 * f) });
      onShow({ older, newer, result });
    } catch {
      // A link refused, a download cut or a file that does not parse: the member can try again.
      if (!controller.signal.aborted) setFailed(true);
    } finally {
      if (running.current === controller) {
        running.current = null;
        setFraction(null);
      }
    }
  };

  const option = (file: CommsFile) => (
    <option key={file.id} value={file.id}>
      {t('deviation.option', { version: file.version ?? 1, name: file.name })}
    </option>
  );

  return (
    <section className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3 sm:p-4" aria-labelledby={`${id}-title`} data-testid="deviation">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('deviation.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('deviation.intro')}</p>
      </div>
      {shown ? (
        <DeviationLegend shown={shown} onClose={() => onShow(null)} />
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={`${id}-older`}>
              {t('deviation.older')}
              <select id={`${id}-older`} className={select} value={olderId} onChange={(e) => setOlderId(e.currentTarget.value)} data-testid="deviation-older">
                {cad.map(option)}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={`${id}-newer`}>
              {t('deviation.newer')}
              <select id={`${id}-newer`} className={select} value={newerId} onChange={(e) => setNewerId(e.currentTarget.value)} data-testid="deviation-newer">
                {cad.map(option)}
              </select>
            </label>
          </div>
          {same && <p className="text-sm text-amber-800">{t('deviation.same')}</p>}
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={() => void compare()}
              disabled={same || fraction !== null}
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              data-testid="deviation-show"
            >
              {t('deviation.show')}
            </button>
            {fraction !== null && (
              <span className="flex items-center gap-2 text-sm text-ink-muted" aria-live="polite" data-testid="deviation-progress">
                <progress className="h-2 w-32 accent-brand-600" max={100} value={Math.round(fraction * 100)} />
                {t('deviation.computing', { percent: Math.round(fraction * 100) })}
              </span>
            )}
          </div>
          {failed && (
            <p role="alert" className="text-sm text-red-700">
              {t('deviation.failed')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function DeviationLegend({ shown, onClose }: { shown: DeviationShown; onClose: () => void }) {
  const { t } = useTranslation('viewer');
  const { stats } = shown.result;
  const mm = (value: number) => formatMillimetres(value, { signed: true });
  return (
    <div className="flex flex-col gap-2" data-testid="deviation-legend">
      <p className="text-sm font-medium">
        {t('deviation.legend', { older: t('deviation.option', { version: shown.older.version ?? 1, name: shown.older.name }), newer: t('deviation.option', { version: shown.newer.version ?? 1, name: shown.newer.name }) })}
      </p>
      <div aria-hidden className="h-3 w-full rounded-full ring-1 ring-line" style={{ background: legendGradient() }} />
      <div className="grid grid-cols-3 gap-2 text-xs text-ink-muted">
        <span className="flex flex-col">
          <span className="whitespace-nowrap tabular-nums font-medium text-ink">{mm(-stats.rangeMm)}</span>
          {t('deviation.inward')}
        </span>
        <span className="whitespace-nowrap text-center tabular-nums">{formatMillimetres(0)}</span>
        <span className="flex flex-col text-right">
          <span className="whitespace-nowrap tabular-nums font-medium text-ink">{mm(stats.rangeMm)}</span>
          {t('deviation.outward')}
        </span>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm tabular-nums">
        {stats.largest && (
          <span className="inline-flex items-center gap-2 font-semibold" data-testid="deviation-largest">
            <span aria-hidden className="size-3 rounded-full bg-ink" />
            {t('deviation.largest', { distance: mm(stats.largest.distanceMm) })}
          </span>
        )}
        <span className="text-ink-muted">{t('deviation.stats', { mean: mm(stats.meanMm), rms: formatMillimetres(stats.rmsMm) })}</span>
      </p>
      <p className="text-xs text-ink-subtle">{t('deviation.pins')}</p>
      <button type="button" onClick={onClose} className="inline-flex min-h-11 items-center self-start rounded-lg border border-line-strong bg-white px-4 text-sm font-medium" data-testid="deviation-close">
        {t('deviation.close')}
      </button>
    </div>
  );
}
