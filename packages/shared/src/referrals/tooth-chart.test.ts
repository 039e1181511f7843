import { describe, expect, it } from 'vitest';
import {
  addBridge,
  addBundle,
  Arch,
  archOf,
  bridgeTeeth,
  chartOrder,
  clearArch,
  countUnits,
  describeSelection,
  EMPTY_SELECTION,
  FDI_TEETH,
  isFdiTooth,
  neighbours,
  removeBridge,
  removeBundle,
  selectArch,
  toggleTooth,
  ToothSelectionSchema,
  type ToothSelection,
} from './tooth-chart.ts';

const selection = (teeth: number[], bridges: ToothSelection['bridges'] = [], bundles: number[][] = []): ToothSelection => ({
  teeth,
  bridges,
  bundles,
});

const issuesOf = (value: unknown): string[] => {
  const result = ToothSelectionSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

/** Deep-frozen, so an operation that mutates its input throws. */
const frozen = (sel: ToothSelection): ToothSelection =>
  Object.freeze({
    teeth: Object.freeze([...sel.teeth]) as number[],
    bridges: Object.freeze(sel.bridges.map((b) => Object.freeze({ ...b }))) as ToothSelection['bridges'],
    bundles: Object.freeze(sel.bundles.map((b) => Object.freeze([...b]) as number[])) as number[][],
  });

describe('FDI notation', () => {
  it('has 32 permanent teeth, 11–18, 21–28, 31–38 and 41–48', () => {
    expect(FDI_TEETH).toHaveLength(32);
    expect(FDI_TEETH.slice(0, 8)).toEqual([11, 12, 13, 14, 15, 16, 17, 18]);
    expect(FDI_TEETH.at(-1)).toBe(48);
    for (const n of [0, 10, 19, 20, 29, 50, 51, 55, 9, 11.5, -11]) expect(isFdiTooth(n)).toBe(false);
  });

  it('reads each arch on the chart from the patient’s right to left', () => {
    expect(chartOrder(Arch.Maxilla)).toEqual([18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28]);
    expect(chartOrder(Arch.Mandible)).toEqual([48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38]);
    expect(archOf(27)).toBe('maxilla');
    expect(archOf(41)).toBe('mandible');
    expect(archOf(19)).toBeUndefined();
  });

  it.each([
    [14, 15, true],
    [15, 14, true],
    [11, 21, true],
    [41, 31, true],
    [18, 28, false],
    [11, 41, false],
    [21, 31, false],
    [14, 16, false],
    [19, 18, false],
  ])('teeth %i and %i are neighbours: %s', (a, b, expected) => {
    expect(neighbours(a, b)).toBe(expected);
  });

  it('spans a bridge in chart order whichever end comes first, and never across arches', () => {
    expect(bridgeTeeth(14, 16)).toEqual([16, 15, 14]);
    expect(bridgeTeeth(16, 14)).toEqual([16, 15, 14]);
    expect(bridgeTeeth(11, 21)).toEqual([11, 21]);
    expect(bridgeTeeth(16, 26)).toEqual([16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26]);
    expect(bridgeTeeth(16, 36)).toEqual([]);
    expect(bridgeTeeth(16, 19)).toEqual([]);
  });
});

describe('a tooth selection', () => {
  it.each([
    ['an empty chart', selection([]), []],
    ['single teeth, a bridge and a bundle', selection([11, 14, 15, 16, 21, 36, 46, 47], [{ from: 14, to: 16 }], [[46, 47]]), []],
    ['a bridge across the midline', selection([11, 21], [{ from: 21, to: 11 }]), []],
    ['a bundle of teeth apart from each other', selection([31, 36, 38], [], [[38, 31]]), []],
    ['two bridges that touch but do not overlap', selection([13, 14, 15, 16], [{ from: 13, to: 14 }, { from: 15, to: 16 }]), []],
    ['tooth 19', selection([19]), ['toothInvalid']],
    ['tooth 50', selection([50]), ['toothInvalid']],
    ['tooth 0', selection([0]), ['toothInvalid']],
    ['a tooth listed twice', selection([11, 12, 11]), ['toothDuplicate']],
    ['a bridge across arches (16–36)', selection([16, 36], [{ from: 16, to: 36 }]), ['bridgeSpan']],
    ['a bridge of one tooth', selection([16], [{ from: 16, to: 16 }]), ['bridgeSpan']],
    ['a bridge over teeth not selected', selection([14, 16], [{ from: 14, to: 16 }]), ['bridgeSpan']],
    ['overlapping bridges', selection([14, 15, 16, 17], [{ from: 14, to: 16 }, { from: 16, to: 17 }]), ['bridgeOverlap']],
    ['a bundle across arches', selection([16, 46], [], [[16, 46]]), ['bundleInvalid']],
    ['a bundle of one tooth', selection([16], [], [[16]]), ['bundleInvalid']],
    ['a bundle of teeth not selected', selection([16], [], [[16, 17]]), ['bundleInvalid']],
    ['a tooth in two bundles', selection([16, 17, 18], [], [[16, 17], [17, 18]]), ['bundleInvalid']],
    ['a bridged tooth in a bundle', selection([14, 15, 16, 17], [{ from: 14, to: 16 }], [[16, 17]]), ['bundleInvalid']],
  ])('%s gives %j', (_name, value, expected) => {
    expect(issuesOf(value)).toEqual(expected);
  });

  it('points each issue at the entry that breaks the rule', () => {
    const result = ToothSelectionSchema.safeParse(selection([11, 19], [], [[11, 41]]));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([['teeth', 1], ['bundles', 0]]);
  });
});

describe('changing a selection', () => {
  it('toggles a tooth on and off, ignoring codes that are not teeth', () => {
    const one = toggleTooth(EMPTY_SELECTION, 36);
    expect(one.teeth).toEqual([36]);
    expect(toggleTooth(one, 36).teeth).toEqual([]);
    expect(toggleTooth(one, 19)).toBe(one);
  });

  it('removes the bridge and the bundle a tooth belonged to when the tooth is unselected', () => {
    const withBridge = addBridge(EMPTY_SELECTION, 14, 16).selection;
    const withBundle = addBundle(withBridge, [46, 47]).selection;
    const after = toggleTooth(toggleTooth(withBundle, 15), 47);
    expect(after).toEqual(selection([14, 16, 46], [], []));
  });

  it('selects the teeth of a bridge 14–16, drawn either way', () => {
    const forward = addBridge(EMPTY_SELECTION, 14, 16);
    const backward = addBridge(EMPTY_SELECTION, 16, 14);
    expect(forward.reason).toBeNull();
    expect(forward.selection.teeth).toEqual([14, 15, 16]);
    expect(backward.selection).toEqual(forward.selection);
  });

  it('makes a bridge 11–21 of two teeth across the midline', () => {
    expect(addBridge(EMPTY_SELECTION, 11, 21).selection).toEqual(selection([11, 21], [{ from: 11, to: 21 }]));
  });

  it('refuses a bridge across arches or over another bridge, keeping the selection as it was', () => {
    const start = addBridge(EMPTY_SELECTION, 14, 16).selection;
    expect(addBridge(start, 16, 36)).toEqual({ selection: start, reason: 'bridgeSpan' });
    expect(addBridge(start, 16, 18)).toEqual({ selection: start, reason: 'bridgeOverlap' });
    expect(addBridge(start, 13, 13)).toEqual({ selection: start, reason: 'bridgeSpan' });
  });

  it('removes a bridge or a bundle by any of its teeth, keeping the teeth selected', () => {
    const start = addBundle(addBridge(EMPTY_SELECTION, 14, 16).selection, [21, 23]).selection;
    expect(removeBridge(start, 15)).toEqual(selection([14, 15, 16, 21, 23], [], [[21, 23]]));
    expect(removeBundle(start, 23)).toEqual(selection([14, 15, 16, 21, 23], [{ from: 14, to: 16 }]));
  });

  it('refuses a bundle across arches, of one tooth, or over a bridge', () => {
    const start = addBridge(EMPTY_SELECTION, 14, 16).selection;
    for (const teeth of [[16, 46], [17], [17, 17], [16, 17], [17, 19]]) {
      expect(addBundle(start, teeth)).toEqual({ selection: start, reason: 'bundleInvalid' });
    }
  });

  it('selects and clears a whole arch, the other arch untouched', () => {
    const start = addBridge(toggleTooth(EMPTY_SELECTION, 36), 14, 16).selection;
    const upper = selectArch(start, Arch.Maxilla);
    expect(countUnits(upper)).toBe(17);
    expect(upper.bridges).toEqual([{ from: 14, to: 16 }]);
    expect(clearArch(upper, Arch.Maxilla)).toEqual(selection([36]));
    expect(clearArch(upper, Arch.Mandible).teeth).toEqual(chartOrder(Arch.Maxilla).toSorted((a, b) => a - b));
  });
});

describe('describing a selection', () => {
  const picked = addBundle(addBridge(selection([36, 21, 11]), 16, 14).selection, [47, 46]).selection;

  it.each([
    ['en', picked, 'Teeth 11, 21, 36; bridge 14–16; bundle 46, 47'],
    ['ko', picked, '치아 11, 21, 36; 브릿지 14–16; 묶음 46, 47'],
    ['en', selection([11]), 'Tooth 11'],
    ['en', addBridge(EMPTY_SELECTION, 41, 31).selection, 'Bridge 31–41'],
    ['en', EMPTY_SELECTION, 'No teeth selected'],
    ['ko', EMPTY_SELECTION, '선택한 치아 없음'],
  ] as const)('in %s reads %j', (locale, sel, text) => {
    expect(describeSelection(sel, locale)).toBe(text);
  });
});

describe('any selection built with the operations', () => {
  /** mulberry32: a small seeded PRNG, so a failure replays. */
  const prng = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  it('always passes the schema and never changes the selection it was given', () => {
    const random = prng(20240604);
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    // Mostly real teeth, now and then a code that is not one.
    const tooth = () => (random() < 0.95 ? pick(FDI_TEETH) : pick([0, 19, 30, 50, 99]));
    const arch = () => pick([Arch.Maxilla, Arch.Mandible]);
    const steps: ReadonlyArray<(s: ToothSelection) => ToothSelection> = [
      (s) => toggleTooth(s, tooth()),
      (s) => toggleTooth(s, tooth()),
      (s) => addBridge(s, tooth(), tooth()).selection,
      (s) => addBridge(s, tooth(), tooth()).selection,
      (s) => addBundle(s, Array.from({ length: 1 + Math.floor(random() * 4) }, tooth)).selection,
      (s) => addBundle(s, Array.from({ length: 1 + Math.floor(random() * 4) }, tooth)).selection,
      (s) => removeBridge(s, tooth()),
      (s) => removeBundle(s, tooth()),
      (s) => selectArch(s, arch()),
      (s) => clearArch(s, arch()),
    ];

    for (let run = 0; run < 200; run++) {
      let sel = EMPTY_SELECTION;
      const length = 1 + Math.floor(random() * 30);
      for (let i = 0; i < length; i++) {
        const before = frozen(sel);
        sel = pick(steps)(before);
        expect(issuesOf(sel), `run ${run}, step ${i}: ${JSON.stringify(sel)}`).toEqual([]);
        expect(countUnits(sel)).toBe(sel.teeth.length);
      }
    }
  });
});
