// The tooth chart of a referral (SPEC §3 Referral, issue "Referral forms"): which permanent teeth
// (FDI notation) a prosthesis is for, which of them are joined as bridges (a consecutive span on one
// arch) and which share one prosthesis as a bundle. The web chart and the server both read and change
// a selection only through this file, so the rules below hold wherever a selection is made.
// Operations never mutate: each returns a new selection in canonical order (ascending FDI code).
import { z } from 'zod';
import type { Locale } from '../lang.ts';

export const Arch = { Maxilla: 'maxilla', Mandible: 'mandible' } as const;
export type Arch = (typeof Arch)[keyof typeof Arch];

/** The quadrants of each arch: 1 upper right, 2 upper left, 3 lower left, 4 lower right. */
export const ARCHES = { maxilla: [1, 2], mandible: [3, 4] } as const;

const QUADRANTS = [1, 2, 3, 4] as const;
const POSITIONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** All 32 permanent teeth, ascending: 11–18, 21–28, 31–38, 41–48. */
export const FDI_TEETH: readonly number[] = QUADRANTS.flatMap((q) => POSITIONS.map((p) => q * 10 + p));

const FDI_SET: ReadonlySet<number> = new Set(FDI_TEETH);

/** Left to right on a chart seen from the front: the patient's right side is on the viewer's left. */
const CHART_ORDER = {
  maxilla: [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28],
  mandible: [48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38],
} as const;

/** Validation messages: keys of the `validation` catalogue (server i18n and web common.json). */
export const ToothChartIssue = {
  ToothInvalid: 'toothInvalid',
  ToothDuplicate: 'toothDuplicate',
  BridgeSpan: 'bridgeSpan',
  BridgeOverlap: 'bridgeOverlap',
  BundleInvalid: 'bundleInvalid',
} as const;
export type ToothChartIssue = (typeof ToothChartIssue)[keyof typeof ToothChartIssue];

export const chartOrder = (arch: Arch): readonly number[] => CHART_ORDER[arch];

export const isFdiTooth = (n: unknown): n is number => typeof n === 'number' && FDI_SET.has(n);

/** The arch of a valid FDI tooth; undefined for anything else. */
export function archOf(tooth: number): Arch | undefined {
  if (!isFdiTooth(tooth)) return undefined;
  return tooth < 30 ? Arch.Maxilla : Arch.Mandible;
}

/** Next to each other on the chart, within one arch (11–21 and 41–31 touch across the midline). */
export function neighbours(a: number, b: number): boolean {
  const arch = archOf(a);
  if (!arch || arch !== archOf(b)) return false;
  const order = CHART_ORDER[arch] as readonly number[];
  return Math.abs(order.indexOf(a) - order.indexOf(b)) === 1;
}

/**
 * The teeth a bridge from `from` to `to` spans, in chart order, whichever end comes first:
 * 14–16 and 16–14 are both [16, 15, 14]. Empty when the ends are not valid teeth of one arch.
 */
export function bridgeTeeth(from: number, to: number): number[] {
  const arch = archOf(from);
  if (!arch || arch !== archOf(to)) return [];
  const order = CHART_ORDER[arch] as readonly number[];
  const [i, j] = [order.indexOf(from), order.indexOf(to)];
  return order.slice(Math.min(i, j), Math.max(i, j) + 1);
}

const Bridge = z.object({ from: z.number().int(), to: z.number().int() });

/** The chart's value: selected teeth, bridges over them and bundles of them. */
export const ToothSelectionSchema = z
  .object({
    teeth: z.array(z.number().int()),
    bridges: z.array(Bridge),
    bundles: z.array(z.array(z.number().int())),
  })
  .superRefine((v, ctx) => {
    const selected = new Set<number>();
    v.teeth.forEach((tooth, i) => {
      if (!isFdiTooth(tooth)) ctx.addIssue({ code: 'custom', path: ['teeth', i], message: ToothChartIssue.ToothInvalid });
      else if (selected.has(tooth)) ctx.addIssue({ code: 'custom', path: ['teeth', i], message: ToothChartIssue.ToothDuplicate });
      selected.add(tooth);
    });

    const bridged = new Set<number>();
    v.bridges.forEach((bridge, i) => {
      const span = bridgeTeeth(bridge.from, bridge.to);
      if (span.length < 2 || !span.every((t) => selected.has(t))) {
        ctx.addIssue({ code: 'custom', path: ['bridges', i], message: ToothChartIssue.BridgeSpan });
        return;
      }
      if (span.some((t) => bridged.has(t))) ctx.addIssue({ code: 'custom', path: ['bridges', i], message: ToothChartIssue.BridgeOverlap });
      for (const t of span) bridged.add(t);
    });

    const bundled = new Set<number>();
    v.bundles.forEach((bundle, i) => {
      const arch = archOf(bundle[0] ?? 0);
      const valid =
        arch !== undefined &&
        bundle.length >= 2 &&
        new Set(bundle).size === bundle.length &&
        bundle.every((t) => archOf(t) === arch && selected.has(t) && !bridged.has(t) && !bundled.has(t));
      if (!valid) ctx.addIssue({ code: 'custom', path: ['bundles', i], message: ToothChartIssue.BundleInvalid });
      for (const t of bundle) bundled.add(t);
    });
  });

export type ToothSelection = z.infer<typeof ToothSelectionSchema>;
export type ToothBridge = ToothSelection['bridges'][number];

export const EMPTY_SELECTION: ToothSelection = { teeth: [], bridges: [], bundles: [] };

/** The result of an operation that may be refused: a refused one gives back the same selection. */
export interface ChartChange {
  selection: ToothSelection;
  reason: ToothChartIssue | null;
}

const ascending = (a: number, b: number) => a - b;
const sortedUnique = (teeth: Iterable<number>): number[] => [...new Set(teeth)].sort(ascending);

/** Canonical order: teeth ascending, bridges low–high, bundles ascending, each list by first tooth. */
function normalised(teeth: Iterable<number>, bridges: readonly ToothBridge[], bundles: readonly (readonly number[])[]): ToothSelection {
  return {
    teeth: sortedUnique(teeth),
    bridges: bridges
      .map((b) => ({ from: Math.min(b.from, b.to), to: Math.max(b.from, b.to) }))
      .sort((a, b) => a.from - b.from),
    bundles: bundles.map((b) => sortedUnique(b)).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
  };
}

const bridgeHas = (bridge: ToothBridge, tooth: number) => bridgeTeeth(bridge.from, bridge.to).includes(tooth);

/** Select a tooth, or unselect it together with any bridge or bundle it belongs to. */
export function toggleTooth(sel: ToothSelection, tooth: number): ToothSelection {
  if (!isFdiTooth(tooth)) return sel;
  if (!sel.teeth.includes(tooth)) return normalised([...sel.teeth, tooth], sel.bridges, sel.bundles);
  return normalised(
    sel.teeth.filter((t) => t !== tooth),
    sel.bridges.filter((b) => !bridgeHas(b, tooth)),
    sel.bundles.filter((b) => !b.includes(tooth)),
  );
}

export const selectArch = (sel: ToothSelection, arch: Arch): ToothSelection =>
  normalised([...sel.teeth, ...CHART_ORDER[arch]], sel.bridges, sel.bundles);

/** Unselect every tooth of the arch, with the arch's bridges and bundles. */
export function clearArch(sel: ToothSelection, arch: Arch): ToothSelection {
  const other = (t: number) => archOf(t) !== arch;
  return normalised(
    sel.teeth.filter(other),
    sel.bridges.filter((b) => other(b.from)),
    sel.bundles.filter((b) => b.every(other)),
  );
}

const refused = (selection: ToothSelection, reason: ToothChartIssue): ChartChange => ({ selection, reason });

/**
 * Join `from`…`to` as one bridge and select its teeth. Refused when the ends are not two teeth of one
 * arch (`bridgeSpan`) or when the span shares a tooth with a bridge or a bundle (`bridgeOverlap`).
 */
export function addBridge(sel: ToothSelection, from: number, to: number): ChartChange {
  const span = bridgeTeeth(from, to);
  if (span.length < 2) return refused(sel, ToothChartIssue.BridgeSpan);
  const taken = new Set([...sel.bridges.flatMap((b) => bridgeTeeth(b.from, b.to)), ...sel.bundles.flat()]);
  if (span.some((t) => taken.has(t))) return refused(sel, ToothChartIssue.BridgeOverlap);
  return { selection: normalised([...sel.teeth, ...span], [...sel.bridges, { from, to }], sel.bundles), reason: null };
}

/** Undo the bridge that contains `tooth`; its teeth stay selected. */
export const removeBridge = (sel: ToothSelection, tooth: number): ToothSelection =>
  normalised(sel.teeth, sel.bridges.filter((b) => !bridgeHas(b, tooth)), sel.bundles);

/**
 * Let two or more teeth of one arch share one prosthesis, selecting them. Refused (`bundleInvalid`)
 * for fewer than two valid teeth, teeth of both arches, or a tooth already in a bridge or bundle.
 */
export function addBundle(sel: ToothSelection, teeth: readonly number[]): ChartChange {
  const bundle = sortedUnique(teeth);
  const arch = archOf(bundle[0] ?? 0);
  const taken = new Set([...sel.bridges.flatMap((b) => bridgeTeeth(b.from, b.to)), ...sel.bundles.flat()]);
  if (bundle.length < 2 || !arch || bundle.some((t) => archOf(t) !== arch || taken.has(t))) {
    return refused(sel, ToothChartIssue.BundleInvalid);
  }
  return { selection: normalised([...sel.teeth, ...bundle], sel.bridges, [...sel.bundles, bundle]), reason: null };
}

/** Undo the bundle that contains `tooth`; its teeth stay selected. */
export const removeBundle = (sel: ToothSelection, tooth: number): ToothSelection =>
  normalised(sel.teeth, sel.bridges, sel.bundles.filter((b) => !b.includes(tooth)));

/** Prosthesis units: one per selected tooth (a bridge of three is three units). */
export const countUnits = (sel: ToothSelection): number => new Set(sel.teeth).size;

const WORDS = {
  ko: { tooth: '치아', teeth: '치아', bridge: '브릿지', bundle: '묶음', none: '선택한 치아 없음' },
  en: { tooth: 'Tooth', teeth: 'Teeth', bridge: 'bridge', bundle: 'bundle', none: 'No teeth selected' },
} as const;

/**
 * What was picked, in words, as dentists write it (FDI codes ascending): single teeth first, then
 * each bridge and each bundle. en "Teeth 11, 21, 36; bridge 14–16; bundle 46, 47".
 */
export function describeSelection(sel: ToothSelection, locale: Locale): string {
  const words = WORDS[locale];
  const s = normalised(sel.teeth, sel.bridges, sel.bundles);
  const grouped = new Set([...s.bridges.flatMap((b) => bridgeTeeth(b.from, b.to)), ...s.bundles.flat()]);
  const single = s.teeth.filter((t) => !grouped.has(t));
  const parts = [
    ...(single.length > 0 ? [`${single.length === 1 ? words.tooth : words.teeth} ${single.join(', ')}`] : []),
    ...s.bridges.map((b) => `${words.bridge} ${b.from}–${b.to}`),
    ...s.bundles.map((b) => `${words.bundle} ${b.join(', ')}`),
  ];
  if (parts.length === 0) return words.none;
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
