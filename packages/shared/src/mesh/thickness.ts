// Minimum wall thickness (issue 29, decision 0043): from a deterministic sample of vertices, a ray
// is cast inwards (against the vertex normal) and the first wall it meets is the thickness there.
// three-mesh-bvh answers each ray in logarithmic time, so a 1M-triangle crown is measured in seconds.
import { BufferAttribute, BufferGeometry, DoubleSide, Ray } from 'three';
import { MeshBVH } from 'three-mesh-bvh';
import type { TriangleMesh } from './analyse.ts';
import type { ThicknessReport, ThinPlace } from './report.ts';
import { weldVertices, type WeldedMesh } from './weld.ts';

/** Vertices measured at most: enough to find a thin spot on a dental crown, bounded in time. */
export const THICKNESS_SAMPLES = 100_000;
/** The ray starts this far inside the surface, so that it does not meet the triangles around its own vertex. */
export const THICKNESS_RAY_OFFSET_MM = 1e-3;
/** A wall this much thinner than the prescription still passes: the measure's own precision. */
export const THICKNESS_TOLERANCE_MM = 1e-3;
const THINNEST_PLACES = 20;

export interface ThicknessOptions {
  welded?: WeldedMesh;
  /** Vertices to cast from at most (THICKNESS_SAMPLES). */
  samples?: number;
  /** The referral's minimum thickness in mm, when it prescribed one. */
  prescribedMinMm?: number | null;
}

export function measureThickness(mesh: TriangleMesh, options: ThicknessOptions = {}): ThicknessReport {
  const welded = options.welded ?? weldVertices(mesh.positions);
  // A prescription of zero prescribes nothing.
  const prescribedMinMm = options.prescribedMinMm && options.prescribedMinMm > 0 ? options.prescribedMinMm : null;
  const { index, normals, inward } = indexAndNormals(welded, mesh.triangleCount);
  const candidates = sampleVertices(normals, welded.vertexCount, options.samples ?? THICKNESS_SAMPLES);
  if (index.length === 0 || candidates.length === 0) {
    // Nothing but collapsed triangles: no wall to measure, and nothing for a BVH to hold.
    return { samples: 0, hits: 0, minMm: null, p1Mm: null, thinnest: [], prescribedMinMm, belowPrescribed: 0, pass: null };
  }

  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(welded.vertices, 3));
  // The BVH reorders the index it is given: it is this function's own array.
  geometry.setIndex(new BufferAttribute(index, 1));
  const bvh = new MeshBVH(geometry);

  const { vertices } = welded;
  const ray = new Ray();
  const thickness = new Float32Array(candidates.length);
  const hitVertex = new Int32Array(candidates.length);
  let hits = 0;
  for (const v of candidates) {
    const dx = normals[v * 3]! * inward, dy = normals[v * 3 + 1]! * inward, dz = normals[v * 3 + 2]! * inward;
    ray.origin.set(
      vertices[v * 3]! + dx * THICKNESS_RAY_OFFSET_MM,
      vertices[v * 3 + 1]! + dy * THICKNESS_RAY_OFFSET_MM,
      vertices[v * 3 + 2]! + dz * THICKNESS_RAY_OFFSET_MM,
    );
    ray.direction.set(dx, dy, dz);
    // Both sides: the nearest wall counts whichever way it faces (a flipped triangle is still a wall).
    const hit = bvh.raycastFirst(ray, DoubleSide);
    if (!hit) continue;
    thickness[hits] = hit.distance + THICKNESS_RAY_OFFSET_MM;
    hitVertex[hits++] = v;
  }
  geometry.dispose();

  const measured = thickness.subarray(0, hits);
  const sorted = measured.slice().sort();
  const minMm = hits > 0 ? sorted[0]! : null;
  const p1Mm = hits > 0 ? sorted[Math.floor((hits - 1) * 0.01)]! : null;

  const thinnest: ThinPlace[] = [];
  if (hits > 0) {
    const cutoff = sorted[Math.min(THINNEST_PLACES, hits) - 1]!;
    for (let k = 0; k < hits; k++) {
      if (measured[k]! > cutoff) continue;
      const v = hitVertex[k]!;
      thinnest.push({
        at: [vertices[v * 3]!, vertices[v * 3 + 1]!, vertices[v * 3 + 2]!],
        direction: [normals[v * 3]! * inward, normals[v * 3 + 1]! * inward, normals[v * 3 + 2]! * inward],
        thicknessMm: measured[k]!,
      });
    }
    thinnest.sort((a, b) => a.thicknessMm - b.thicknessMm);
    thinnest.length = Math.min(thinnest.length, THINNEST_PLACES);
  }

  let belowPrescribed = 0;
  if (prescribedMinMm !== null) {
    for (let k = 0; k < hits; k++) if (measured[k]! < prescribedMinMm - THICKNESS_TOLERANCE_MM) belowPrescribed++;
  }
  return {
    samples: candidates.length,
    hits,
    minMm,
    p1Mm,
    thinnest,
    prescribedMinMm,
    belowPrescribed,
    pass: prescribedMinMm === null || minMm === null ? null : minMm >= prescribedMinMm - THICKNESS_TOLERANCE_MM,
  };
}

/**
 * The index of the triangles that have three distinct vertices, unit vertex normals weighted by each
 * triangle's angle at the vertex (a cube's corner gets the diagonal whatever the triangulation), and
 * which way is in: against the normals, or along them when the whole mesh is inside out.
 */
function indexAndNormals(welded: WeldedMesh, triangleCount: number): { index: Uint32Array; normals: Float32Array; inward: 1 | -1 } {
  const { corners, vertices, vertexCount } = welded;
  const normals = new Float32Array(vertexCount * 3);
  let kept = 0;
  for (let t = 0; t < triangleCount; t++) {
    const a = corners[t * 3]!, b = corners[t * 3 + 1]!, c = corners[t * 3 + 2]!;
    if (a !== b && b !== c && a !== c) kept++;
  }
  const index = new Uint32Array(kept * 3);
  let signedVolume = 0;
  let at = 0;
  const ox = vertices[0] ?? 0, oy = vertices[1] ?? 0, oz = vertices[2] ?? 0;
  for (let t = 0; t < triangleCount; t++) {
    const a = corners[t * 3]!, b = corners[t * 3 + 1]!, c = corners[t * 3 + 2]!;
    if (a === b || b === c || a === c) continue;
    index[at++] = a;
    index[at++] = b;
    index[at++] = c;
    const ax = vertices[a * 3]! - ox, ay = vertices[a * 3 + 1]! - oy, az = vertices[a * 3 + 2]! - oz;
    const bx = vertices[b * 3]! - ox, by = vertices[b * 3 + 1]! - oy, bz = vertices[b * 3 + 2]! - oz;
    const cx = vertices[c * 3]! - ox, cy = vertices[c * 3 + 1]! - oy, cz = vertices[c * 3 + 2]! - oz;
    signedVolume += ax * (by * cz - bz * cy) + ay * (bz * cx - bx * cz) + az * (bx * cy - by * cx);
    const ux = bx - ax, uy = by - ay, uz = bz - az;
    const vx = cx - ax, vy = cy - ay, vz = cz - az;
    let nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
    const length = Math.sqrt(nx * nx + ny * ny + nz * nz);
    if (length === 0) continue;
    nx /= length;
    ny /= length;
    nz /= length;
    const corner = (v: number, px: number, py: number, pz: number, qx: number, qy: number, qz: number) => {
      const angle = angleBetween(px, py, pz, qx, qy, qz);
      normals[v * 3] = normals[v * 3]! + nx * angle;
      normals[v * 3 + 1] = normals[v * 3 + 1]! + ny * angle;
      normals[v * 3 + 2] = normals[v * 3 + 2]! + nz * angle;
    };
    corner(a, ux, uy, uz, vx, vy, vz);
    corner(b, ax - bx, ay - by, az - bz, cx - bx, cy - by, cz - bz);
    corner(c, ax - cx, ay - cy, az - cz, bx - cx, by - cy, bz - cz);
  }
  for (let v = 0; v < vertexCount; v++) {
    const x = normals[v * 3]!, y = normals[v * 3 + 1]!, z = normals[v * 3 + 2]!;
    const length = Math.sqrt(x * x + y * y + z * z);
    // A vertex whose faces cancel out (or that no triangle uses) keeps a zero normal: it is not sampled.
    if (length < 1e-6) {
      normals[v * 3] = normals[v * 3 + 1] = normals[v * 3 + 2] = 0;
      continue;
    }
    normals[v * 3] = x / length;
    normals[v * 3 + 1] = y / length;
    normals[v * 3 + 2] = z / length;
  }
  return { index, normals, inward: signedVolume < 0 ? 1 : -1 };
}

function angleBetween(px: number, py: number, pz: number, qx: number, qy: number, qz: number): number {
  const lengths = Math.sqrt((px * px + py * py + pz * pz) * (qx * qx + qy * qy + qz * qz));
  if (lengths === 0) return 0;
  return Math.acos(Math.max(-1, Math.min(1, (px * qx + py * qy + pz * qz) / lengths)));
}

/**
 * Up to `limit` vertices with a normal: all of them when there are no more, otherwise one drawn at
 * random from each of `limit` equal runs of vertex numbers, by a fixed seed, so that the same file
 * always gives the same report and the sample covers the whole file.
 */
function sampleVertices(normals: Float32Array, vertexCount: number, limit: number): Int32Array {
  const hasNormal = (v: number) => normals[v * 3] !== 0 || normals[v * 3 + 1] !== 0 || normals[v * 3 + 2] !== 0;
  const picked = new Int32Array(Math.min(vertexCount, limit));
  let count = 0;
  if (vertexCount <= limit) {
    for (let v = 0; v < vertexCount; v++) if (hasNormal(v)) picked[count++] = v;
    return picked.subarray(0, count);
  }
  const random = mulberry32(0x29);
  const run = vertexCount / limit;
  for (let k = 0; k < limit; k++) {
    const v = Math.min(vertexCount - 1, Math.floor((k + random()) * run));
    if (hasNormal(v)) picked[count++] = v;
  }
  return picked.subarray(0, count);
}

/** A small seeded pseudo-random generator: numbers in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
