// The deviation map's colours (issue 29): a diverging scale, blue where the newer file lies inside
// the older one (material removed), near white where nothing changed, red where it lies outside
// (added). Symmetric around zero so equal changes either way read as equally strong. Pure, for the
// worker (which colours every corner) and the legend (which draws the same scale as a gradient).

export type Rgb = [number, number, number];

const INWARD: Rgb = [0.13, 0.35, 0.82];
const UNCHANGED: Rgb = [0.93, 0.93, 0.9];
const OUTWARD: Rgb = [0.82, 0.16, 0.14];

/** Below this the scale does not stretch: a rework that moved nothing stays white, not noise in full colour. */
export const MIN_RANGE_MM = 0.01;

/** The scale's half-width for a map: its largest change either way, at least MIN_RANGE_MM. */
export const rangeOf = (maxAbsMm: number) => Math.max(MIN_RANGE_MM, maxAbsMm);

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/** The colour of a signed distance (mm) on a scale of ±range mm; beyond it, the end colours. */
export function colourOf(distanceMm: number, rangeMm: number): Rgb {
  const t = Math.max(-1, Math.min(1, distanceMm / rangeMm));
  return t < 0 ? mix(UNCHANGED, INWARD, -t) : mix(UNCHANGED, OUTWARD, t);
}

/** RGB per corner (3 numbers each, as three.js's colour attribute wants), from a distance per corner. */
export function coloursOf(distances: Float32Array, rangeMm: number): Float32Array {
  const colours = new Float32Array(distances.length * 3);
  for (let i = 0; i < distances.length; i++) colours.set(colourOf(distances[i]!, rangeMm), i * 3);
  return colours;
}

/** The scale as CSS, from -range (left) to +range (right), for the legend. */
export function legendGradient(steps = 8): string {
  const stops: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const [r, g, b] = colourOf(-1 + (2 * i) / steps, 1).map((c) => Math.round(c * 255));
    stops.push(`rgb(${r} ${g} ${b}) ${Math.round((100 * i) / steps)}%`);
  }
  return `linear-gradient(to right, ${stops.join(', ')})`;
}
