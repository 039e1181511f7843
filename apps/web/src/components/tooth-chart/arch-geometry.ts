// Where each tooth of the FDI chart is drawn: the upper arch as a horseshoe opening downward, the
// lower arch below it opening upward, the patient's right on the viewer's left. Pure numbers in the
// SVG's own units, which are CSS pixels when the chart is 358 px wide (a 390 px phone less its
// margins): the tap band and the slots along the arch are sized so a 32 × 32 px square fits inside
// every tooth's tap area at that width (arch-geometry.test.ts checks it).
import { Arch, chartOrder } from '@dcm/shared';

export interface Point {
  x: number;
  y: number;
}

export type ToothKind = 'incisor' | 'canine' | 'premolar' | 'molar';

export interface ToothPlace {
  tooth: number;
  arch: Arch;
  kind: ToothKind;
  /** The tooth's middle, on the arch line: where its number is written. */
  centre: Point;
  /** Unit vectors at the tooth: along the arch in chart order, and towards the inside of the arch. */
  along: Point;
  inward: Point;
  /** Drawn size: across the arch line (mesiodistal) and through it (buccolingual). */
  width: number;
  depth: number;
  /** The crown's outline; the same a little larger for a ring around it (bundle, waiting), and larger still for focus. */
  outline: string;
  ring: string;
  halo: string;
  /** The whole tap area: the tooth's stretch of the band along the arch, touching its neighbours'. */
  hit: Point[];
  hitPath: string;
}

/** The view box's width: one unit is one CSS pixel on a 390 px phone. */
export const CHART_WIDTH = 358;
const MARGIN = 2;
/** How far the tap band reaches either side of the arch line. */
const BAND = 18;
/** From the midline to the arch line at the ends of the arch, and from the incisors to the ends. The
 * depth sets the arch's length and so each tooth's slot: below about 218 a premolar's tap area no longer
 * holds the 32 px square. */
const HALF_SPAN = CHART_WIDTH / 2 - MARGIN - BAND;
const ARCH_DEPTH = 222;
/** A superellipse's exponent: 2 is an ellipse; a little more gives the broad, ovoid arch of a chart. */
const SQUARENESS = 2.6;
const BETWEEN_ARCHES = 10;
export const CHART_HEIGHT = 2 * (MARGIN + BAND + ARCH_DEPTH) + BETWEEN_ARCHES;
/** How far a ring (bundle, a tooth waiting in bridge or bundle mode) and the focus halo stand off the crown. */
const RING_OFFSET = 3;
const HALO_OFFSET = 5.5;

/** A tooth's share of the arch by its position in the quadrant (1 central incisor … 8 third molar). */
const SLOT_WEIGHT = [1, 1, 1, 1, 1, 1.2, 1.15, 1.1] as const;

/** How each kind of crown is drawn: share of its slot, depth, lingual width over buccal, squareness. */
const CROWN: Record<ToothKind, { fill: number; depth: number; taper: number; squareness: number }> = {
  incisor: { fill: 0.8, depth: 24, taper: 0.7, squareness: 2.6 },
  canine: { fill: 0.86, depth: 27, taper: 0.74, squareness: 2.1 },
  premolar: { fill: 0.88, depth: 28, taper: 0.86, squareness: 2.5 },
  molar: { fill: 0.93, depth: 31, taper: 0.92, squareness: 3.4 },
};

function kindOf(tooth: number): ToothKind {
  const position = tooth % 10;
  if (position <= 2) return 'incisor';
  if (position === 3) return 'canine';
  return position <= 5 ? 'premolar' : 'molar';
}

const signedPow = (v: number, p: number) => Math.sign(v) * Math.abs(v) ** p;

/** The upper arch line, sampled densely from the patient's right end (viewer's left) to the left end. */
const SAMPLES = 2400;
const TOP = MARGIN + BAND;
const upperLine: Point[] = Array.from({ length: SAMPLES + 1 }, (_, i) => {
  const phi = -Math.PI / 2 + (Math.PI * i) / SAMPLES;
  return {
    x: CHART_WIDTH / 2 + HALF_SPAN * signedPow(Math.sin(phi), 2 / SQUARENESS),
    y: TOP + ARCH_DEPTH * (1 - Math.abs(Math.cos(phi)) ** (2 / SQUARENESS)),
  };
});
const distanceAlong: number[] = [0];
for (let i = 1; i <= SAMPLES; i++) {
  const [a, b] = [upperLine[i - 1], upperLine[i]] as [Point, Point];
  distanceAlong.push((distanceAlong[i - 1] ?? 0) + Math.hypot(b.x - a.x, b.y - a.y));
}
const ARCH_LENGTH = distanceAlong[SAMPLES] ?? 0;

interface Station {
  point: Point;
  along: Point;
  inward: Point;
}

/** The point `s` units along an arch line (from its viewer's-left end), with its directions. */
function stationAt(arch: Arch, s: number): Station {
  let lo = 0;
  let hi = SAMPLES;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((distanceAlong[mid] ?? 0) <= s) lo = mid;
    else hi = mid;
  }
  const [a, b] = [upperLine[lo], upperLine[hi]] as [Point, Point];
  const [da, db] = [distanceAlong[lo] ?? 0, distanceAlong[hi] ?? 0];
  const f = db > da ? Math.min(Math.max((s - da) / (db - da), 0), 1) : 0;
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const upper: Station = {
    point: { x: a.x + f * (b.x - a.x), y: a.y + f * (b.y - a.y) },
    along: { x: (b.x - a.x) / length, y: (b.y - a.y) / length },
    // Walking the upper arch left to right, its inside is on the walker's right (y grows downward).
    inward: { x: -(b.y - a.y) / length, y: (b.x - a.x) / length },
  };
  if (arch === Arch.Maxilla) return upper;
  // The lower arch is the upper one mirrored across the chart's middle.
  const flip = (p: Point) => ({ x: p.x, y: -p.y });
  return { point: { x: upper.point.x, y: CHART_HEIGHT - upper.point.y }, along: flip(upper.along), inward: flip(upper.inward) };
}

const offset = (st: Station, by: number): Point => ({ x: st.point.x + st.inward.x * by, y: st.point.y + st.inward.y * by });

/** Where each tooth's slot starts and ends along the arch line, in chart order. */
function slots(arch: Arch): { tooth: number; from: number; to: number }[] {
  const order = chartOrder(arch);
  const weights = order.map((tooth) => SLOT_WEIGHT[(tooth % 10) - 1] ?? 1);
  const total = weights.reduce((a, b) => a + b, 0);
  let from = 0;
  return order.map((tooth, i) => {
    const to = from + ((weights[i] ?? 1) / total) * ARCH_LENGTH;
    const slot = { tooth, from, to };
    from = to;
    return slot;
  });
}

const round = (v: number) => Math.round(v * 10) / 10;
const pointsOf = (points: Point[]) => points.map((p) => `${round(p.x)} ${round(p.y)}`).join('L');
const closedPath = (points: Point[]) => `M${pointsOf(points)}Z`;

/**
 * A crown seen from the biting side, in the tooth's own frame (x along the arch, y inward): a
 * superellipse that narrows from the buccal side (outside of the arch) to the lingual side.
 */
function crownOutline(kind: ToothKind, width: number, depth: number): Point[] {
  const { taper, squareness } = CROWN[kind];
  const points: Point[] = [];
  const steps = 36;
  for (let i = 0; i < steps; i++) {
    const t = (2 * Math.PI * i) / steps;
    const y = (depth / 2) * signedPow(Math.sin(t), 2 / squareness);
    const halfWidth = (width / 2) * (1 - (1 - taper) * (y / depth + 0.5));
    points.push({ x: halfWidth * signedPow(Math.cos(t), 2 / squareness), y });
  }
  return points;
}

function place(arch: Arch, slot: { tooth: number; from: number; to: number }): ToothPlace {
  const kind = kindOf(slot.tooth);
  const mid = stationAt(arch, (slot.from + slot.to) / 2);
  const width = (slot.to - slot.from) * CROWN[kind].fill;
  const depth = CROWN[kind].depth;
  const toChart = (p: Point): Point => ({
    x: mid.point.x + mid.along.x * p.x + mid.inward.x * p.y,
    y: mid.point.y + mid.along.y * p.x + mid.inward.y * p.y,
  });

  // The tap area follows the band along the arch; its sides are the slot's ends, shared with the neighbours.
  const edge = Array.from({ length: 7 }, (_, i) => stationAt(arch, slot.from + ((slot.to - slot.from) * i) / 6));
  const hit = [...edge.map((st) => offset(st, -BAND)), ...edge.reverse().map((st) => offset(st, BAND))];

  return {
    tooth: slot.tooth,
    arch,
    kind,
    centre: mid.point,
    along: mid.along,
    inward: mid.inward,
    width,
    depth,
    outline: closedPath(crownOutline(kind, width, depth).map(toChart)),
    ring: closedPath(crownOutline(kind, width + 2 * RING_OFFSET, depth + 2 * RING_OFFSET).map(toChart)),
    halo: closedPath(crownOutline(kind, width + 2 * HALO_OFFSET, depth + 2 * HALO_OFFSET).map(toChart)),
    hit,
    hitPath: closedPath(hit),
  };
}

const SLOTS = { maxilla: slots(Arch.Maxilla), mandible: slots(Arch.Mandible) };
const PLACES: Record<Arch, readonly ToothPlace[]> = {
  maxilla: SLOTS.maxilla.map((slot) => place(Arch.Maxilla, slot)),
  mandible: SLOTS.mandible.map((slot) => place(Arch.Mandible, slot)),
};

/** The teeth of an arch where the chart draws them, in chart order (viewer's left to right). */
export const toothPlaces = (arch: Arch): readonly ToothPlace[] => PLACES[arch];

/**
 * An open path along the arch line from the middle of one tooth to the middle of another of the same
 * arch: the line a bridge's band is drawn on. Empty when the two teeth are not of one arch.
 */
export function spanPath(arch: Arch, a: number, b: number): string {
  const [first, last] = [SLOTS[arch].find((s) => s.tooth === a), SLOTS[arch].find((s) => s.tooth === b)];
  if (!first || !last) return '';
  const [from, to] = [(first.from + first.to) / 2, (last.from + last.to) / 2].sort((x, y) => x - y) as [number, number];
  const steps = Math.max(2, Math.ceil((to - from) / 4));
  const points = Array.from({ length: steps + 1 }, (_, i) => stationAt(arch, from + ((to - from) * i) / steps).point);
  return `M${pointsOf(points)}`;
}

/** Where the chart's own words go, inside the arches: their names, and the patient's right and left. */
export const LABELS = {
  upper: { x: CHART_WIDTH / 2, y: TOP + ARCH_DEPTH * 0.42 },
  lower: { x: CHART_WIDTH / 2, y: CHART_HEIGHT - TOP - ARCH_DEPTH * 0.42 },
  right: { x: MARGIN + 2 * BAND + 10, y: CHART_HEIGHT / 2 },
  left: { x: CHART_WIDTH - MARGIN - 2 * BAND - 10, y: CHART_HEIGHT / 2 },
} as const;
