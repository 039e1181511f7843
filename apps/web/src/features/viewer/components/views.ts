// Where the camera stands: the dental views and the framing of a model, in plain numbers so they can
// be tested without WebGL. Scans are in millimetres with +Z towards the occlusal plane's viewer.

export type Vec3 = [number, number, number];

export interface Bounds {
  min: Vec3;
  max: Vec3;
}

/**
 * The standard dental views, each a direction from the model to the camera and the world axis shown
 * as "up" on screen:
 * - occlusal from +Z (looking down −Z, +Y up on screen);
 * - buccal from −Y, lingual from +Y (both with +Z up);
 * - mesial from −X, distal from +X (both with +Z up);
 * - the starting view, oblique from the buccal side and above.
 */
export type DentalView = 'occlusal' | 'buccal' | 'lingual' | 'mesial' | 'distal' | 'home';

export const DENTAL_VIEWS: DentalView[] = ['occlusal', 'buccal', 'lingual', 'mesial', 'distal'];

/** The orbit turns about +Z. Looking straight along it leaves "up" undefined, so occlusal leans a
 * hair towards −Y: the picture is the same and +Y is up on screen every time. */
const directions: Record<DentalView, Vec3> = {
  occlusal: [0, -1e-3, 1],
  buccal: [0, -1, 0],
  lingual: [0, 1, 0],
  mesial: [-1, 0, 0],
  distal: [1, 0, 0],
  home: [0.6, -1, 0.8],
};

export const UP: Vec3 = [0, 0, 1];

const length = (v: Vec3) => Math.hypot(v[0], v[1], v[2]);
const scale = (v: Vec3, k: number): Vec3 => [v[0] * k, v[1] * k, v[2] * k];
const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];

export const normalize = (v: Vec3): Vec3 => scale(v, 1 / length(v));

/** The unit direction from the model towards the camera for a view. */
export const viewDirection = (view: DentalView): Vec3 => normalize(directions[view]);

/** The box holding every box given; null for none. */
export function unionBounds(list: Bounds[]): Bounds | null {
  if (list.length === 0) return null;
  const min: Vec3 = [Infinity, Infinity, Infinity];
  const max: Vec3 = [-Infinity, -Infinity, -Infinity];
  for (const b of list) {
    for (let i = 0; i < 3; i++) {
      min[i] = Math.min(min[i] ?? Infinity, b.min[i] ?? Infinity);
      max[i] = Math.max(max[i] ?? -Infinity, b.max[i] ?? -Infinity);
    }
  }
  return { min, max };
}

export interface Framing {
  target: Vec3;
  position: Vec3;
  /** The radius of the sphere round the box, for near/far planes and zoom limits. */
  radius: number;
  distance: number;
}

/**
 * The camera placed along `direction` so the sphere round `bounds` fits the narrower of the two
 * fields of view (a phone held upright is narrower than tall).
 */
export function frame(bounds: Bounds, direction: Vec3, verticalFovDegrees: number, aspect: number): Framing {
  const target = scale(add(bounds.min, bounds.max), 0.5);
  // A flat or empty box still needs a size to frame.
  const radius = Math.max(length(add(bounds.max, scale(bounds.min, -1))) / 2, 1e-3);
  const vertical = (verticalFovDegrees * Math.PI) / 180;
  const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * aspect);
  const distance = radius / Math.sin(Math.min(vertical, horizontal) / 2);
  return { target, position: add(target, scale(normalize(direction), distance)), radius, distance };
}
