// The referral form's tooth chart (FDI): a controlled view over the pure model in
// packages/shared/src/referrals/tooth-chart.ts. Every change goes through the model's operations, so
// the chart can never hold a selection the server would refuse. Tooth names come from the code tables.
import {
  Arch,
  addBridge,
  addBundle,
  archOf,
  bridgeTeeth,
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

export interface ToothChartProps {
  value: ToothSelection;
  onChange: (next: ToothSelection) => void;
  label?: string;
}

const Mode = { Select: 'select', Bridge: 'bridge', Bundle: 'bundle' } as const;
type Mode = (typeof Mode)[keyof typeof Mode];

const ROWS = [Arch.Maxilla, Arch.Mandible] as const;

/** Bundle colours, in the order bundles are listed (B1, B2…); literal class names for Tailwind. */
const BUNDLE_COLOURS = [
  { ring: 'ring-amber-500', text: 'text-amber-700', swatch: 'bg-amber-500' },
  { ring: 'ring-violet-500', text: 'text-violet-700', swatch: 'bg-violet-500' },
  { ring: 'ring-emerald-500', text: 'text-emerald-700', swatch: 'bg-emerald-500' },
  { ring: 'ring-rose-500', text: 'text-rose-700', swatch: 'bg-rose-500' },
  { ring: 'ring-sky-500', text: 'text-sky-700', swatch: 'bg-sky-500' },
] as const;
const bundleColour = (i: number) => BUNDLE_COLOURS[i % BUNDLE_COLOURS.length] ?? BUNDLE_COLOURS[0];

/** 8 teeth, a narrow midline gap, 8 teeth: columns shrink (min 0) so 16 teeth fit a 360 px phone. */
const GRID_COLUMNS = 'repeat(8, minmax(0, 1fr)) 0.5rem repeat(8, minmax(0, 1fr))';
/** The grid column (1-based) of the tooth at `index` in chart order, skipping the midline column. */
const columnOf = (index: number) => (index < 8 ? index + 1 : index + 2);

const segment = 'flex min-h-10 flex-1 cursor-pointer items-center justify-center rounded-md px-2 text-sm font-medium';
const smallButton = 'min-h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm hover:bg-slate-100';

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
  const buttons = useRef(new Map<number, HTMLButtonElement>());

  const names = useMemo(() => new Map((teethTypes.data ?? []).map((tt) => [Number(tt.code), tt.name])), [teethTypes.data]);
  const nameOf = (tooth: number) => names.get(tooth) ?? t('toothFallback', { code: tooth });

  const selected = new Set(value.teeth);
  const bundleIndexOf = new Map(value.bundles.flatMap((bundle, i) => bundle.map((tooth) => [tooth, i] as const)));
  const bridged = new Set(value.bridges.flatMap((b) => bridgeTeeth(b.from, b.to)));

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

  const onToothKey = (event: KeyboardEvent<HTMLButtonElement>, tooth: number) => {
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
    // Space and Enter are handled here so a button does not also fire its own click.
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

      <div role="radiogroup" aria-label={t('modes.label')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
        {Object.values(Mode).map((m) => (
          <label key={m} className={`${segment} ${mode === m ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600'} has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600`}>
            <input type="radio" name={`${id}-mode`} value={m} checked={mode === m} onChange={() => changeMode(m)} className="sr-only" />
            {t(`modes.${m}`)}
          </label>
        ))}
      </div>

      <p className="text-xs text-slate-600">{hint}</p>

      <div className="flex flex-col gap-2">
        {ROWS.map((arch) => {
          const row = chartOrder(arch);
          return (
            <div key={arch} role="group" aria-label={t(arch === Arch.Maxilla ? 'upper' : 'lower')} className="grid gap-x-0.5 gap-y-1" style={{ gridTemplateColumns: GRID_COLUMNS }}>
              {row.map((tooth, index) => {
                const isSelected = selected.has(tooth);
                const bundleIndex = bundleIndexOf.get(tooth);
                const colour = bundleIndex === undefined ? undefined : bundleColour(bundleIndex);
                const marked = pendingFrom === tooth || gathered.includes(tooth);
                return (
                  <button
                    key={tooth}
                    ref={(el) => {
                      if (el) buttons.current.set(tooth, el);
                      else buttons.current.delete(tooth);
                    }}
                    type="button"
                    aria-pressed={isSelected}
                    aria-label={nameOf(tooth)}
                    tabIndex={tooth === active ? 0 : -1}
                    onClick={() => act(tooth)}
                    onKeyDown={(e) => onToothKey(e, tooth)}
                    onFocus={() => setActive(tooth)}
                    style={{ gridColumn: columnOf(index), gridRow: 1 }}
                    className={[
                      'relative flex min-h-10 min-w-0 flex-col items-center justify-center rounded-md border text-[0.65rem] font-semibold tabular-nums sm:text-sm',
                      'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
                      isSelected ? 'border-brand-700 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-brand-50',
                      colour ? `ring-2 ring-offset-1 ${colour.ring}` : '',
                      marked ? 'outline-2 outline-dashed outline-offset-1 outline-amber-600' : '',
                      bridged.has(tooth) ? 'shadow-[inset_0_-3px_0_0_rgba(0,0,0,0.25)]' : '',
                    ].join(' ')}
                  >
                    <span>{tooth}</span>
                    {bundleIndex !== undefined && (
                      <span aria-hidden className={`text-[0.55rem] leading-none ${isSelected ? 'text-white' : colour?.text}`}>
                        {bundleName(bundleIndex)}
                      </span>
                    )}
                  </button>
                );
              })}
              {value.bridges
                .filter((b) => archOf(b.from) === arch)
                .map((b) => {
                  const [i, j] = [row.indexOf(b.from), row.indexOf(b.to)].sort((x, y) => x - y) as [number, number];
                  return (
                    <span
                      key={`${b.from}-${b.to}`}
                      aria-hidden
                      data-testid={`bridge-bar-${b.from}-${b.to}`}
                      className="h-1.5 self-center rounded-full bg-brand-800"
                      style={{ gridColumn: `${columnOf(i)} / ${columnOf(j) + 1}`, gridRow: 2 }}
                    />
                  );
                })}
            </div>
          );
        })}
      </div>

      {reason && (
        <p role="alert" className="text-sm text-red-600">
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
                  <span aria-hidden className="h-1.5 w-5 rounded-full bg-brand-800" />
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

      <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
        <p aria-live="polite" data-testid="tooth-chart-description">
          {describeSelection(value, locale)}
        </p>
        <p className="text-slate-600">{t('units', { count: countUnits(value) })}</p>
      </div>
    </div>
  );
}
