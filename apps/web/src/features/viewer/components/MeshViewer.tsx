// A 3D viewer for dental models: orbit and zoom (mouse or touch), the standard dental views, a
// wireframe, a cutting plane and a two-point measurement in millimetres, over a list of files each
// shown or hidden and coloured; and, for an order, numbered pins on the files and a pin mode in which
// a tap on the model tells the page where. The three.js work lives in scene.ts; this file holds the controls.
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParsedMesh } from '@dcm/shared/mesh/parse';
import { toast } from '../../../lib/toast.tsx';
import { distance, formatDistance, formatPoints } from './measure.ts';
import { defaultColour, PALETTE } from './palette.ts';
import { ViewerScene, type SceneMark, type ScenePin } from './scene.ts';
import { DENTAL_VIEWS, type Vec3 } from './views.ts';

export interface ViewerFile {
  id: string;
  name: string;
  mesh: ParsedMesh;
  /** RGB per corner (a deviation map): drawn in these colours instead of one. */
  colours?: Float32Array;
}

/** A pin on one file's surface; `label` is the number drawn on it. */
export interface ViewerPin {
  id: string;
  fileId: string;
  point: Vec3;
  label: string;
  active?: boolean;
}

/** A marked place on one file (a failing check, a deviation's largest change). */
export interface ViewerMark {
  id: string;
  fileId: string;
  point: Vec3;
  colour: string;
  onTop?: boolean;
  large?: boolean;
}

/** What a page may ask of the viewer besides its props. */
export interface MeshViewerHandle {
  /** Aims the camera at the pin, close up; nothing when its file is not shown. */
  focusPin: (pinId: string) => void;
  /** The current picture as a PNG; rejects when there is no viewer or the browser gives no image (SPEC §8 "capture failed"). */
  capture: () => Promise<Blob>;
}

interface Props {
  files: ViewerFile[];
  pins?: ViewerPin[];
  marks?: ViewerMark[];
  /** While on, a tap on a visible model calls `onPick` with the surface point hit (not snapped), instead of measuring. */
  pinMode?: boolean;
  onPick?: (hit: { fileId: string; point: Vec3 }) => void;
  ref?: Ref<MeshViewerHandle>;
  className?: string;
}

interface FileLook {
  visible: boolean;
  colour: string;
}

/** A press that moved further than this (px) was a turn of the model, not a pick. */
const PICK_TOLERANCE = 5;

/** A file's look as the member set it, else shown in its default colour. */
const lookOf = (looks: Record<string, FileLook>, file: ViewerFile, index: number): FileLook =>
  looks[file.id] ?? { visible: true, colour: defaultColour(file.name, index) };

const buttonClass =
  'min-h-11 min-w-11 rounded-lg border border-line-strong bg-white px-3 text-sm font-medium text-ink-muted hover:bg-canvas aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800';

export function MeshViewer({ files, pins = [], marks = [], pinMode = false, onPick, ref, className = '' }: Props) {
  const { t } = useTranslation('viewer');
  const box = useRef<HTMLDivElement>(null);
  const scene = useRef<ViewerScene | null>(null);
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const [problem, setProblem] = useState<'container' | 'webgl' | null>(null);
  const [looks, setLooks] = useState<Record<string, FileLook>>({});
  const [wireframe, setWireframe] = useState(false);
  const [clip, setClip] = useState({ on: false, fraction: 0.5 });
  const [measuring, setMeasuring] = useState(false);
  const [points, setPoints] = useState<Vec3[]>([]);
  const clipId = useId();

  useEffect(() => {
    const container = box.current;
    if (!container) {
      setProblem('container');
      return;
    }
    try {
      scene.current = new ViewerScene(container);
    } catch {
      // Whether the browser gives a WebGL context is known only by asking, here.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setProblem('webgl');
      return;
    }
    return () => {
      try {
        scene.current?.dispose();
      } catch {
        toast.error(t('errors.closing'));
      }
      scene.current = null;
    };
    // The scene lives as long as the viewer; a change of language does not rebuild it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    scene.current?.setModels(files.map((file, i) => ({ id: file.id, mesh: file.mesh, colours: file.colours, ...lookOf(looks, file, i) })));
  }, [files, looks]);
  useEffect(() => scene.current?.setWireframe(wireframe), [wireframe]);
  useEffect(() => scene.current?.setClip(clip.on, clip.fraction), [clip]);
  useEffect(() => scene.current?.showMeasure(points), [points]);

  // Pins of hidden or absent files are not drawn: they would float in the air.
  const shownIds = new Set(files.filter((file, i) => lookOf(looks, file, i).visible).map((f) => f.id));
  const shownPins = pins.filter((p) => shownIds.has(p.fileId));
  const pinsKey = JSON.stringify(shownPins.map(({ id, point, label, active }) => ({ id, point, label, active: !!active })));
  useEffect(() => {
    scene.current?.setPins(JSON.parse(pinsKey) as ScenePin[]);
    // The key stands for the list: a new array with the same pins draws nothing again.
  }, [pinsKey]);

  const marksKey = JSON.stringify(marks.filter((m) => shownIds.has(m.fileId)).map(({ id, point, colour, onTop, large }) => ({ id, point, colour, onTop: !!onTop, large: !!large })));
  useEffect(() => {
    scene.current?.setMarks(JSON.parse(marksKey) as SceneMark[]);
    // The key stands for the list, as for the pins.
  }, [marksKey]);

  useImperativeHandle(ref, () => ({
    focusPin: (pinId) => {
      const pin = shownPins.find((p) => p.id === pinId);
      if (pin) scene.current?.focus(pin.point);
    },
    capture: () => scene.current?.capture() ?? Promise.reject(new Error('no viewer')),
  }));

  useEffect(() => {
    if (!measuring) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMeasuring(false);
      setPoints([]);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [measuring]);

  const pick = (x: number, y: number) => {
    if (pinMode) {
      const hit = scene.current?.surfaceAt(x, y);
      if (hit) onPick?.({ fileId: hit.modelId, point: hit.point });
      return;
    }
    const point = scene.current?.pick(x, y);
    if (!point) return;
    // A third pick starts the next measurement.
    setPoints((ps) => (ps.length === 1 ? [ps[0] as Vec3, point] : [point]));
  };

  const toggleMeasure = () => {
    setMeasuring((on) => !on);
    setPoints([]);
  };

  const setLook = (file: ViewerFile, index: number, change: Partial<FileLook>) =>
    setLooks((all) => ({ ...all, [file.id]: { ...lookOf(all, file, index), ...change } }));

  const [a, b] = points;

  return (
    <div className={`flex flex-col gap-3 ${className}`} data-testid="mesh-viewer">
      <div role="toolbar" aria-label={t('toolbar.label')} className="flex flex-wrap items-center gap-2">
        <button type="button" className={buttonClass} onClick={() => scene.current?.reset()}>
          {t('toolbar.reset')}
        </button>
        <button type="button" className={buttonClass} onClick={() => scene.current?.fit()}>
          {t('toolbar.fit')}
        </button>
        <span className="flex flex-wrap gap-2" role="group" aria-label={t('toolbar.views')}>
          {DENTAL_VIEWS.map((view) => (
            <button key={view} type="button" className={buttonClass} onClick={() => scene.current?.view(view)}>
              {t(`views.${view}`)}
            </button>
          ))}
        </span>
        <button type="button" className={buttonClass} aria-pressed={wireframe} onClick={() => setWireframe((on) => !on)}>
          {t('toolbar.wireframe')}
        </button>
        <span className="flex items-center gap-2">
          <button type="button" className={buttonClass} aria-pressed={clip.on} onClick={() => setClip((c) => ({ ...c, on: !c.on }))}>
            {t('toolbar.clip')}
          </button>
          <label htmlFor={clipId} className="sr-only">
            {t('toolbar.clipDepth')}
          </label>
          <input
            id={clipId}
            type="range"
            min={0}
            max={100}
            value={Math.round(clip.fraction * 100)}
            disabled={!clip.on}
            onChange={(e) => setClip((c) => ({ ...c, fraction: Number(e.currentTarget.value) / 100 }))}
            className="h-11 w-28 accent-brand-600 disabled:opacity-40"
          />
        </span>
        <button type="button" className={buttonClass} aria-pressed={measuring} onClick={toggleMeasure}>
          {t('toolbar.measure')}
        </button>
      </div>

      <div
        ref={box}
        className={`relative h-[60vh] min-h-72 w-full overflow-hidden rounded-xl border border-line bg-sunken sm:h-[70vh] ${measuring || pinMode ? 'cursor-crosshair' : ''}`}
        onPointerDown={(e) => {
          pressedAt.current = { x: e.clientX, y: e.clientY };
        }}
        onPointerUp={(e) => {
          const from = pressedAt.current;
          pressedAt.current = null;
          if ((measuring || pinMode) && from && Math.hypot(e.clientX - from.x, e.clientY - from.y) <= PICK_TOLERANCE) pick(e.clientX, e.clientY);
        }}
      >
        {problem && (
          <p role="alert" className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-red-600">
            {t(`errors.${problem}`)}
          </p>
        )}
      </div>

      {measuring && (
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-900" aria-live="polite">
          {a && b ? (
            <>
              <strong className="text-base tabular-nums" data-testid="measure-distance">
                {formatDistance(distance(a, b))}
              </strong>
              <span className="tabular-nums" data-testid="measure-points">
                {formatPoints(a, b)}
              </span>
            </>
          ) : (
            <span>{a ? t('measure.second') : t('measure.first')}</span>
          )}
          <span className="text-rose-700">{t('measure.clear')}</span>
        </div>
      )}

      {files.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('files.label')}>
          {files.map((file, index) => {
            const look = lookOf(looks, file, index);
            return (
              <li key={file.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-white px-3 py-1 ring-1 ring-line">
                <label className="flex min-h-11 min-w-48 flex-1 items-center gap-2 text-sm">
                  <input type="checkbox" className="size-5 accent-brand-600" checked={look.visible} onChange={(e) => setLook(file, index, { visible: e.currentTarget.checked })} />
                  <span className="truncate">{file.name}</span>
                  <span className="shrink-0 text-xs text-ink-subtle">{t('files.triangles', { count: file.mesh.triangleCount })}</span>
                </label>
                {!file.colours && <span role="radiogroup" aria-label={t('files.colour', { name: file.name })} className="flex">
                  {PALETTE.map((colour, n) => (
                    <button
                      key={colour}
                      type="button"
                      role="radio"
                      aria-checked={look.colour === colour}
                      aria-label={t('files.swatch', { n: n + 1 })}
                      className="group flex size-11 items-center justify-center"
                      onClick={() => setLook(file, index, { colour })}
                    >
                      <span className="size-6 rounded-full ring-1 ring-line-strong group-aria-checked:ring-2 group-aria-checked:ring-brand-700 group-aria-checked:ring-offset-2" style={{ background: colour }} />
                    </button>
                  ))}
                </span>}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
