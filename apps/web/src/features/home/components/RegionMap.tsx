// The main page's map of Korea's 21 regions (issue 26; SPEC §2, the lab search "by region"): each
// region a rounded tile at about its place on the peninsula, tinted by how many dental labs the lab
// search lists there, and a link to that search. A tile map rather than drawn borders: Sejong and
// Bucheon get a tile as easy to tap as Gyeongbuk (≥ 44 px at 358 px wide, so a phone keeps the map),
// and the drawing is a few hundred bytes of SVG. Names come from the code table in the member's
// language; a region the table gains later has no tile until it is given a place here.
import type { LabRegionCount } from '@dcm/shared';
import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { useCodes } from '../../../lib/codes.ts';
import { formatCount } from '../../../lib/format.ts';
import { useLabRegionCounts } from '../api.ts';

/** Where a region's tile sits: column (west → east) and row (north → south), and how many cells it covers. */
interface Place {
  col: number;
  row: number;
  cols?: number;
  rows?: number;
}

/**
 * The mainland's tiles as they sit, row by row (north → south), each row west → east; `.` is sea. A
 * region named in two cells covers both: the large provinces (Gangwon, Gyeongbuk, Jeonnam), which
 * also closes the gaps their coasts would leave.
 */
const MAINLAND_TILES = [
  'bucheon  seoul    chuncheon gangwon   .',
  'incheon  gyeonggi chungbuk  gangwon   .',
  'chungnam sejong   cheongju  gyeongbuk gyeongbuk',
  'jeonbuk  jeonju   daejeon   daegu     ulsan',
  'gwangju  jeonnam  jeonnam   gyeongnam busan',
];

/** Each region's place from the cells it is named in: its first cell, and as far as its last one reaches. */
function placesOf(rows: string[]): Record<string, Place> {
  const places: Record<string, Place> = {};
  rows.forEach((line, row) =>
    line.split(/\s+/).forEach((code, col) => {
      if (code === '.') return;
      const first = places[code];
      if (!first) places[code] = { col, row };
      else Object.assign(first, { cols: col - first.col + 1, rows: row - first.row + 1 });
    }),
  );
  return places;
}

// Jeju sits apart, below the south-west.
const PLACES: Record<string, Place> = { ...placesOf(MAINLAND_TILES), jeju: { col: 0.6, row: 5.3 } };

/** Tab order: row by row, west to east, as the eye reads the map. */
const ORDER = Object.keys(PLACES).sort((a, b) => PLACES[a]!.row - PLACES[b]!.row || PLACES[a]!.col - PLACES[b]!.col);

// Drawing units: a tile is 64 wide with 8 between tiles, in a frame of 8.
const TILE = 64;
const GAP = 8;
const PITCH = TILE + GAP;
const FRAME = 8;
const WIDTH = FRAME * 2 + 4 * PITCH + TILE;
const HEIGHT = FRAME * 2 + 5.3 * PITCH + TILE;

function boxOf({ col, row, cols = 1, rows = 1 }: Place) {
  return { x: FRAME + col * PITCH, y: FRAME + row * PITCH, w: TILE + (cols - 1) * PITCH, h: TILE + (rows - 1) * PITCH };
}

/**
 * The mainland's outline behind the tiles, in cells (a cell's tile spans about its column to the
 * next): the armistice line, the east coast bulging at Pohang, the south coast, the west coast.
 * Drawn through the midpoints of its corners, so every corner is rounded.
 */
const COAST: Array<[number, number]> = [
  [-0.02, 0.2],
  [1.2, -0.02],
  [2.5, -0.06],
  [3.95, -0.06],
  [4.1, 1.3],
  [5.04, 2.0],
  [5.06, 3.6],
  [5.0, 5.02],
  [3.3, 5.06],
  [1.0, 5.08],
  [-0.03, 5.0],
  [-0.06, 3.0],
  [-0.04, 1.5],
];

function smoothClosedPath(cells: Array<[number, number]>): string {
  const points = cells.map(([c, r]) => [FRAME - GAP / 2 + c * PITCH, FRAME - GAP / 2 + r * PITCH] as const);
  const mid = (i: number) => {
    const [a, b] = [points[i % points.length]!, points[(i + 1) % points.length]!];
    return `${((a[0] + b[0]) / 2).toFixed(1)} ${((a[1] + b[1]) / 2).toFixed(1)}`;
  };
  const curves = points.map((p, i) => `Q${p[0].toFixed(1)} ${p[1].toFixed(1)} ${mid(i)}`);
  return `M${mid(points.length - 1)} ${curves.join(' ')}Z`;
}

const MAINLAND = smoothClosedPath(COAST);
const JEJU = boxOf(PLACES.jeju!);

/** Tints from none to the most labs: tile, its text, and the legend's swatch (literal, so Tailwind finds them). */
const TINTS = [
  { tile: 'fill-sunken stroke-line', text: 'fill-ink-muted', swatch: 'bg-sunken ring-1 ring-line' },
  { tile: 'fill-brand-100 stroke-brand-200', text: 'fill-brand-900', swatch: 'bg-brand-100' },
  { tile: 'fill-brand-200 stroke-brand-300', text: 'fill-brand-950', swatch: 'bg-brand-200' },
  { tile: 'fill-brand-400 stroke-brand-500', text: 'fill-brand-950', swatch: 'bg-brand-400' },
  { tile: 'fill-brand-700 stroke-brand-800', text: 'fill-white', swatch: 'bg-brand-700' },
] as const;

/** 0 for none, else 1–4 by the share of the busiest region. */
const levelOf = (count: number, most: number) => (count === 0 || most === 0 ? 0 : Math.max(1, Math.ceil((count / most) * 4)));

/** Latin names run longer than Hangul ones: a smaller size, and squeezed when an edited name is longer still. */
const nameFit = (name: string) => (name.length <= 7 ? { fontSize: 13 } : name.length <= 9 ? { fontSize: 11.5 } : { fontSize: 11, textLength: TILE - 8, lengthAdjust: 'spacingAndGlyphs' as const });

const regionSearchPath = (code: string) => `/center?by=region&region=${encodeURIComponent(code)}`;

function Backdrop() {
  return (
    <g aria-hidden className="fill-brand-50 stroke-brand-100" strokeWidth={2}>
      <path d={MAINLAND} />
      <ellipse cx={JEJU.x + JEJU.w / 2} cy={JEJU.y + JEJU.h / 2} rx={JEJU.w / 2 + 16} ry={JEJU.h / 2 + 6} />
    </g>
  );
}

function Tile({ region, name, level }: { region: LabRegionCount; name: string; level: number }) {
  const { t } = useTranslation('home');
  const { x, y, w, h } = boxOf(PLACES[region.code]!);
  const tint = TINTS[level]!;
  const cx = x + w / 2;
  const cy = y + h / 2;
  return (
    <Link
      to={regionSearchPath(region.code)}
      aria-label={t('regionMap.tile', { name, count: region.count, formatted: formatCount(region.count) })}
      className="group outline-none"
      data-testid={`region-${region.code}`}
      data-level={level}
    >
      <rect x={x - 4} y={y - 4} width={w + 8} height={h + 8} rx={16} className="fill-none stroke-brand-700 opacity-0 group-focus-visible:opacity-100" strokeWidth={3} />
      <rect x={x} y={y} width={w} height={h} rx={12} className={`${tint.tile} transition-colors group-hover:stroke-brand-600`} strokeWidth={1.5} />
      <g aria-hidden className={`${tint.text} select-none`} textAnchor="middle">
        {/* One text of two lines, a space between, so what a sighted member reads ("서울 12곳") is the link's name. */}
        <text x={cx} y={cy - 8}>
          <tspan className="font-semibold" {...nameFit(name)}>
            {name}
          </tspan>{' '}
          <tspan x={cx} y={cy + 14} fontSize={18} className="font-bold tabular-nums">
            {t('regionMap.count', { count: region.count, formatted: formatCount(region.count) })}
          </tspan>
        </text>
      </g>
    </Link>
  );
}

function MapFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label={label} className="block h-auto w-full" data-testid="region-map-svg">
      <Backdrop />
      {children}
    </svg>
  );
}

function Skeleton({ label }: { label: string }) {
  return (
    <div role="status" data-testid="region-map-loading">
      <span className="sr-only">{label}</span>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden className="block h-auto w-full">
        <Backdrop />
        <g className="animate-pulse fill-sunken">
          {ORDER.map((code) => {
            const { x, y, w, h } = boxOf(PLACES[code]!);
            return <rect key={code} x={x} y={y} width={w} height={h} rx={12} />;
          })}
        </g>
      </svg>
    </div>
  );
}

function Legend() {
  const { t } = useTranslation('home');
  return (
    <div aria-hidden className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-ink-muted">
      <span className="inline-flex items-center gap-1.5">
        <span className={`size-3.5 rounded ${TINTS[0].swatch}`} />
        {t('regionMap.legendNone')}
      </span>
      <span className="inline-flex items-center gap-1.5">
        {t('regionMap.legendFew')}
        {TINTS.slice(1).map((tint) => (
          <span key={tint.swatch} className={`size-3.5 rounded ${tint.swatch}`} />
        ))}
        {t('regionMap.legendMany')}
      </span>
    </div>
  );
}

/** The map with its title, the nationwide total and the way to the whole search; the page places it. */
export function RegionMap({ className = 'mx-auto max-w-6xl px-4 py-8' }: { className?: string }) {
  const { t } = useTranslation('home');
  const titleId = useId();
  const counts = useLabRegionCounts();
  const codes = useCodes('region');
  const names = new Map((codes.data ?? []).map((c) => [c.code, c.name]));
  const regions = (counts.data?.items ?? []).filter((r) => r.code in PLACES);
  const most = Math.max(0, ...regions.map((r) => r.count));
  const total = counts.data ? counts.data.items.reduce((sum, r) => sum + r.count, 0) : null;
  const failed = counts.isError ? counts.error : codes.isError ? codes.error : null;
  const retry = () => {
    if (counts.isError) void counts.refetch();
    if (codes.isError) void codes.refetch();
  };

  let map: ReactNode;
  if (failed) map = <ErrorState error={failed} onRetry={retry} retrying={counts.isFetching || codes.isFetching} testId="region-map-error" />;
  else if (!counts.data || !codes.data) map = <Skeleton label={t('regionMap.loading')} />;
  else
    map = (
      <MapFrame label={t('regionMap.mapLabel')}>
        {[...regions]
          .sort((a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code))
          .map((region) => (
            <Tile key={region.code} region={region} name={names.get(region.code) ?? region.code} level={levelOf(region.count, most)} />
          ))}
      </MapFrame>
    );

  return (
    <section aria-labelledby={titleId} className={className} data-testid="region-map">
      <div className="grid items-center gap-6 sm:rounded-panel sm:border sm:border-line sm:bg-surface sm:p-8 sm:shadow-card lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-10">
        <div className="flex flex-col gap-3">
          <h2 id={titleId} className="text-heading font-bold text-ink sm:text-title">
            {t('regionMap.title')}
          </h2>
          <p className="text-ink-muted">{t('regionMap.intro')}</p>
          <p className="min-h-6 font-semibold text-brand-800" data-testid="region-map-total">
            {total !== null && t('regionMap.total', { count: total, formatted: formatCount(total) })}
          </p>
          <Legend />
          <Link
            to="/center?by=region"
            className="mt-1 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('regionMap.all')}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <div className="mx-auto w-full max-w-[26rem]">{map}</div>
      </div>
    </section>
  );
}
