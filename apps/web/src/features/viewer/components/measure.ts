// The measuring tool's arithmetic: a picked point snaps to a vertex of the triangle hit, so a
// measurement lands on the scan's own data, not on wherever the pointer happened to be.
import type { Vec3 } from './views.ts';

const distanceSquared = (a: Vec3, b: Vec3) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;

export const distance = (a: Vec3, b: Vec3) => Math.sqrt(distanceSquared(a, b));

/** The corner of the hit triangle nearest the hit point. */
export function snapToVertex(hit: Vec3, triangle: [Vec3, Vec3, Vec3]): Vec3 {
  return triangle.reduce((best, v) => (distanceSquared(hit, v) < distanceSquared(hit, best) ? v : best));
}

/** "10.00 mm": scans are in millimetres; a hundredth is the precision a fit check needs. */
export const formatDistance = (millimetres: number) => `${millimetres.toFixed(2)} mm`;

// Rounded first, so a coordinate a hair below zero reads 0.00, not -0.00.
const formatCoordinate = (c: number) => (Math.round(c * 100) / 100 || 0).toFixed(2);
const formatPoint = (p: Vec3) => `(${p.map(formatCoordinate).join(', ')})`;

/** "(0.00, 0.00, 10.00) → (10.00, 0.00, 10.00)": the two points of a measurement, in mm. */
export const formatPoints = (a: Vec3, b: Vec3) => `${formatPoint(a)} → ${formatPoint(b)}`;
