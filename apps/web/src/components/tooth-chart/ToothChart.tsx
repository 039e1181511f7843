// The referral form's tooth chart (FDI): a controlled view over the pure model in
// packages/shared/src/referrals/tooth-chart.ts. Every change goes through the model's operations, so
// the chart can never hold a selection the server would refuse. Tooth names come from the code tables.
// The teeth are drawn as the two dental arches (arch-geometry.ts says where); each tooth is a toggle
// button in the SVG, reached with one Tab stop and moved between with the arrow keys.
import {
  Arch,
  addBridge,
  addBundle,
  archOf,
  chartOrder,
  clearArch,
  countUnits,
  describeSelection,
  removeBridge,
  removeBundle,
  selectArch,
  toggleTooth,
  type ChartChange,
  type ToothChartIssue,
  type ToothSelection,
} from '@dcm/shared';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeethTypes } from '../../lib/codes.ts';
import { CHART_HEIGHT, CHART_WIDTH, LABELS, spanPath, toothPlaces, type ToothPlace } from './arch-geometry.ts';

export interface ToothChartProps {
  value: ToothSelection;
  onChange: (next: ToothSelection) => void;
  label?: string;
}

const Mode = { Select: 'select', Bridge: 'bridge', Bundle: 'bundle' } as const;
type Mode = (typeof Mode)[keyof typeof Mode];

const ARCHES = [Arch.Maxilla, Arch.Mandible] as const;

/** Bundle colours, in the order bundles are listed (B1, B2…); literal class names for Tailwind. */
const BUNDLE_COLOURS = [
  { outline: 'stroke-amber-500', text: 'fill-amber-700', swatch: 'bg-amber-500' },
  { outline: 'stroke-violet-500', text: 'fill-violet-700', swatch: 'bg-violet-500' },
  { outline: 'stroke-emerald-500', text: 'fill-emerald-700', swatch: 'bg-emerald-500' },
  { outline: 'stroke-rose-500', text: 'fill-rose-700', swatch: 'bg-rose-500' },
  { outline: 'stroke-sky-500', text: 'fill-sky-700', swatch: 'bg-sky-500' },
] as const;
const bundleColour = (i: number) => BUNDLE_COLOURS[i % BUNDLE_COLOURS.length] ?? BUNDLE_COLOURS[0];

/** A bridge is a band along the arch under its teeth, a little deeper than the crowns, showing between them. */
const BRIDGE_BAND = 36;

const segment = 'flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-md px-2 text-sm font-medium';
const smallButton = 'min-h-11 rounded-control border border-line bg-surface px-3 text-sm hover:bg-sunken';

export function ToothChart({ value, onChange, label }: ToothChartProps) {
  const { t, i18n } = useTranslation('toothChart');
  const locale = i18n.language === 'en' ? 'en' : 'ko';
  const teethTypes = useTeethTypes();
  const id = useId();

  const [mode, setMode] = useState<Mode>(Mode.Select);
  const [pendingFrom, setPendingFrom] = useState<number | null>(null);
  const [gathered, setGathered] = useState<number[]>([]);
  const [reason, setReason] = useState<ToothChartIssue | null>(null);
  const [active, setActive] = useState<number>(chartOrder(Arch.Maxilla)[0] ?? 18);
  const buttons = useRef(new Map<number, SVGGElement>());

  const names = useMemo(() => new Map((teethTypes.data ?? []).map((tt) => [Number(tt.code), tt.name])), [teethTypes.data]);
  const nameOf = (tooth: number) => names.get(tooth) ?? t('toothFallback', { code: tooth });

  const selected = new Set(value.teeth);
  const bundleIndexOf = new Map(value.bundles.flatMap((bundle, i) => bundle.map((tooth) => [tooth, i] as const)));

  const resetPending = () => {
    setPendingFrom(null);
    setGathered([]);
  };
  const cancelPending = () => {
    resetPending();
    setReason(null);
  };
  const changeMode = (next: Mode) => {
    setMode(next);
    resetPending();
    setReason(null);
  };
  const apply = (change: ChartChange) => {
    setReason(change.reason);
    if (!change.reason) onChange(change.selection);
  };

  const makeBundle = () => {
    apply(addBundle(value, gathered));
    setGathered([]);
  };

  /** What a tap (or Space/Enter) on a tooth does in the current mode. */
  const act = (tooth: number) => {
    setActive(tooth);
    if (mode === Mode.Select) {
      setReason(null);
      onChange(toggleTooth(value, tooth));
    } else if (mode === Mode.Bridge) {
      if (pendingFrom === null) {
        setReason(null);
        setPendingFrom(tooth);
      } else {
        setPendingFrom(null);
        if (pendingFrom !== tooth) apply(addBridge(value, pendingFrom, tooth));
      }
    } else {
      setReason(null);
      setGathered((list) => (list.includes(tooth) ? list.filter((x) => x !== tooth) : [...list, tooth]));
    }
  };

  const moveTo = (tooth: number | undefined) => {
    if (tooth === undefined) return;
    setActive(tooth);
    buttons.current.get(tooth)?.focus();
  };

  const onToothKey = (event: KeyboardEvent<SVGGElement>, tooth: number) => {
    const arch = archOf(tooth) ?? Arch.Maxilla;
    const row = chartOrder(arch);
    const other = chartOrder(arch === Arch.Maxilla ? Arch.Mandible : Arch.Maxilla);
    const index = row.indexOf(tooth);
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveTo(row[Math.min(index + 1, row.length - 1)]),
      ArrowLeft: () => moveTo(row[Math.max(index - 1, 0)]),
      ArrowDown: () => moveTo(arch === Arch.Maxilla ? other[index] : tooth),
      ArrowUp: () => moveTo(arch === Arch.Mandible ? other[index] : tooth),
      Home: () => moveTo(row[0]),
      End: () => moveTo(row[row.length - 1]),
      ' ': () => act(tooth),
      Enter: () => act(tooth),
      Escape: cancelPending,
    };
    const handler = keys[event.key];
    if (!handler) return;
    // Space and Enter are handled here: a tooth is an SVG group with the button role, which has no click of its own.
    event.preventDefault();
    handler();
  };

  const hint =
    mode === Mode.Bridge && pendingFrom !== null
      ? t('hints.bridgePending', { code: pendingFrom })
      : mode === Mode.Bundle && gathered.length > 0
        ? t('hints.bundleGathered', { teeth: [...gathered].sort((a, b) => a - b).join(', ') })
        : t(`hints.${mode}`);

  const bridgeLabel = (from: number, to: number) => t('bridgeItem', { from, to });
  const bundleName = (i: number) => `B${i + 1}`;

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-3">
      <p id={`${id}-label`} className="text-sm font-semibold">
        {label ?? t('label')}
      </p>

      <div role="radiogroup" aria-label={t('modes.label')} className="flex gap-1 rounded-control bg-sunken p-1">
        {Object.values(Mode).map((m) => (
          <label key={m} className={`${segment} ${mode === m ? 'bg-surface text-brand-700 shadow-card' : 'text-ink-muted'} has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600`}>
            <input type="radio" name={`${id}-mode`} value={m} checked={mode === m} onChange={() => changeMode(m)} className="sr-only" />
            {t(`modes.${m}`)}
          </label>
        ))}
      </div>

      <p className="text-xs text-ink-muted">{hint}</p>

      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        role="none"
        className="group/chart mx-auto block h-auto w-full max-w-sm touch-manipulation select-none"
      >
        <g aria-hidden className="fill-ink-subtle text-[11px]">
          <text x={LABELS.upper.x} y={LABELS.upper.y} textAnchor="middle" dominantBaseline="central" className="font-semibold">
            {t('upper')}
          </text>
          <text x={LABELS.lower.x} y={LABELS.lower.y} textAnchor="middle" dominantBaseline="central" className="font-semibold">
            {t('lower')}
          </text>
          <text x={LABELS.right.x} y={LABELS.right.y} dominantBaseline="central">
            {t('patientRight')}
          </text>
          <text x={LABELS.left.x} y={LABELS.left.y} textAnchor="end" dominantBaseline="central">
            {t('patientLeft')}
          </text>
        </g>

        {/* Bridges first, under the crowns: a band along the arch that joins the bridged teeth into one piece. */}
        {value.bridges.map((b) => {
          const arch = archOf(b.from);
          if (!arch) return null;
          const d = spanPath(arch, b.from, b.to);
          return (
            <g
              key={`${b.from}-${b.to}`}
              aria-hidden
              data-testid={`bridge-bar-${b.from}-${b.to}`}
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
              className="pointer-events-none"
            >
              <path d={d} strokeWidth={BRIDGE_BAND + 3} className="stroke-brand-700" />
              <path d={d} strokeWidth={BRIDGE_BAND} className="stroke-brand-200" />
            </g>
          );
        })}

        {ARCHES.map((arch) => (
          <g key={arch} role="group" aria-label={t(arch === Arch.Maxilla ? 'upper' : 'lower')}>
            {toothPlaces(arch).map((place) => {
              const { tooth } = place;
              const isSelected = selected.has(tooth);
              const bundleIndex = bundleIndexOf.get(tooth);
              const colour = bundleIndex === undefined ? undefined : bundleColour(bundleIndex);
              const marked = pendingFrom === tooth || gathered.includes(tooth);
              // With a bundle's name under it, the number moves up a little (both stay upright, whatever the crown's angle).
              const number = { x: place.centre.x, y: place.centre.y - (bundleIndex === undefined ? 0 : 4) };
              return (
                <g
                  key={tooth}
                  ref={(el) => {
                    if (el) buttons.current.set(tooth, el);
                    else buttons.current.delete(tooth);
                  }}
                  role="button"
                  aria-pressed={isSelected}
                  aria-label={`${tooth} ${nameOf(tooth)}`}
                  tabIndex={tooth === active ? 0 : -1}
                  onClick={() => act(tooth)}
                  onKeyDown={(e) => onToothKey(e, tooth)}
                  onFocus={() => setActive(tooth)}
                  className="group cursor-pointer outline-none"
                >
                  {/* The whole slot answers a tap, not only the crown: at least 32 × 32 px on a phone. */}
                  <path d={place.hitPath} className="fill-transparent" />
                  {colour && <path d={place.ring} fill="none" strokeWidth={2.5} className={colour.outline} />}
                  <path
                    d={place.outline}
                    strokeWidth={1.25}
                    strokeLinejoin="round"
                    className={
                      isSelected
                        ? 'fill-brand-600 stroke-brand-800 group-hover:fill-brand-700'
                        : 'fill-surface stroke-ink-subtle group-hover:fill-brand-50 group-hover:stroke-brand-600'
                    }
                  />
                  {marked && <path d={place.ring} fill="none" strokeWidth={2} strokeDasharray="4 3" className="stroke-amber-600" />}
                  <text
                    x={number.x}
                    y={number.y}
                    textAnchor="middle"
                    dominantBaseline="central"
                    className={`text-[11px] font-semibold tabular-nums ${isSelected ? 'fill-white' : 'fill-ink'}`}
                  >
                    {tooth}
                  </text>
                  {bundleIndex !== undefined && <BundleName place={place} name={bundleName(bundleIndex)} className={isSelected ? 'fill-white' : (colour?.text ?? '')} />}
                </g>
              );
            })}
          </g>
        ))}

        <FocusHalo place={toothPlaces(archOf(active) ?? Arch.Maxilla).find((p) => p.tooth === active)} />
      </svg>

      {reason && (
        <p role="alert" className="text-sm text-danger-700">
          {t(`common:validation.${reason}`)}
        </p>
      )}

      {mode === Mode.Bundle && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={`${smallButton} border-brand-600 bg-brand-600 text-white hover:bg-brand-700`} onClick={makeBundle}>
            {t('makeBundle')}
          </button>
          <button type="button" className={smallButton} onClick={cancelPending}>
            {t('cancel')}
          </button>
        </div>
      )}
      {mode === Mode.Bridge && pendingFrom !== null && (
        <div>
          <button type="button" className={smallButton} onClick={cancelPending}>
            {t('cancel')}
          </button>
        </div>
      )}

      <div className="flex flex-wrap gap-2">
        <button type="button" className={smallButton} onClick={() => onChange(selectArch(value, Arch.Maxilla))}>
          {t('selectUpper')}
        </button>
        <button type="button" className={smallButton} onClick={() => onChange(clearArch(value, Arch.Maxilla))}>
          {t('clearUpper')}
        </button>
        <button type="button" className={smallButton} onClick={() => onChange(selectArch(value, Arch.Mandible))}>
          {t('selectLower')}
        </button>
        <button type="button" className={smallButton} onClick={() => onChange(clearArch(value, Arch.Mandible))}>
          {t('clearLower')}
        </button>
      </div>

      {(value.bridges.length > 0 || value.bundles.length > 0) && (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold">{t('groups')}</p>
          <ul className="flex flex-col gap-1 text-sm">
            {value.bridges.map((b) => (
              <li key={`bridge-${b.from}-${b.to}`} className="flex items-center justify-between gap-2">
                <span className="flex items-center gap-2">
                  <span aria-hidden className="h-3 w-5 rounded-full border border-brand-700 bg-brand-200" />
                  {bridgeLabel(b.from, b.to)}
                </span>
                <button type="button" className={smallButton} aria-label={t('removeItem', { item: bridgeLabel(b.from, b.to) })} onClick={() => onChange(removeBridge(value, b.from))}>
                  {t('remove')}
                </button>
              </li>
            ))}
            {value.bundles.map((bundle, i) => {
              const text = t('bundleItem', { name: bundleName(i), teeth: bundle.join(', ') });
              return (
                <li key={`bundle-${bundle.join('-')}`} className="flex items-center justify-between gap-2">
                  <span className="flex items-center gap-2">
                    <span aria-hidden className={`h-3 w-3 rounded-full ${bundleColour(i).swatch}`} />
                    {text}
                  </span>
                  <button type="button" className={smallButton} aria-label={t('removeItem', { item: text })} onClick={() => bundle[0] !== undefined && onChange(removeBundle(value, bundle[0]))}>
                    {t('remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <div className="rounded-control bg-sunken px-3 py-2 text-sm">
        <p aria-live="polite" data-testid="tooth-chart-description">
          {describeSelection(value, locale)}
        </p>
        <p className="text-ink-muted">{t('units', { count: countUnits(value) })}</p>
      </div>
    </div>
  );
}

/** A bundle's name (B1, B2…) under the tooth's number, so the bundle is told by more than its colour. */
function BundleName({ place, name, className }: { place: ToothPlace; name: string; className: string }) {
  return (
    <text x={place.centre.x} y={place.centre.y + 7} textAnchor="middle" dominantBaseline="central" aria-hidden className={`text-[8px] font-bold ${className}`}>
      {name}
    </text>
  );
}

/**
 * The keyboard focus ring around the focused tooth. Drawn last so no neighbouring tooth covers it, at
 * the roving tooth (which is the focused one whenever a tooth has focus), and shown only while a
 * tooth has keyboard focus.
 */
function FocusHalo({ place }: { place: ToothPlace | undefined }) {
  if (!place) return null;
  return (
    <g aria-hidden fill="none" className="pointer-events-none opacity-0 group-has-[:focus-visible]/chart:opacity-100">
      <path d={place.halo} strokeWidth={4.5} className="stroke-white" />
      <path d={place.halo} strokeWidth={2.5} className="stroke-brand-700" />
    </g>
  );
}
