// The deviation map between two versions of a CAD delivery (issue 29, decision 0043): each vertex of
// the newer mesh gets its signed distance to the older one, so the viewer can colour what changed.
// Pure and synchronous, meant to run in a Web Worker; three-mesh-bvh finds each closest point.
import { BufferAttribute, BufferGeometry, Vector3 } from 'three';
import { MeshBVH, type HitPointInfo } from 'three-mesh-bvh';
import type { TriangleMesh } from './analyse.ts';
import type { MeshPoint } from './report.ts';
import { weldVertices, type WeldedMesh } from './weld.ts';

export interface DeviationMap {
  /**
   * The signed distance in mm from each corner of the newer mesh (distances[i] belongs to
   * positions[3i, 3i + 3)) to the older: positive on the side the older surface faces (outside, for
   * a mesh whose triangles face outwards), negative behind it.
   */
  distances: Float32Array;
  /** The most negative and the most positive distance. */
  minMm: number;
  maxMm: number;
  maxAbsMm: number;
  /** Over the newer mesh's vertices (each welded vertex once, not weighted by area). */
  meanMm: number;
  meanAbsMm: number;
  rmsMm: number;
  /** Where the newer mesh moved most, and by how much (signed). */
  largest: { at: MeshPoint; distanceMm: number; triangle: number } | null;
}

export interface DeviationOptions {
  weldedOlder?: WeldedMesh;
  weldedNewer?: WeldedMesh;
  /** Called with the fraction done, at most once per 1%. */
  onProgress?: (fraction: number) => void;
}

export function measureDeviation(older: TriangleMesh, newer: TriangleMesh, options: DeviationOptions = {}): DeviationMap {
  const base = options.weldedOlder ?? weldVertices(older.positions);
  const moved = options.weldedNewer ?? weldVertices(newer.positions);

  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(base.vertices, 3));
  // A copy: the BVH reorders the index in place.
  geometry.setIndex(new BufferAttribute(Uint32Array.from(base.corners), 1));
  const bvh = new MeshBVH(geometry);
  const index = geometry.index!.array as Uint32Array;
  const baseVertices = base.vertices;

  const perVertex = new Float32Array(moved.vertexCount);
  const point = new Vector3();
  const hit: HitPointInfo = { point: new Vector3(), distance: 0, faceIndex: 0 };
  let minMm = Infinity, maxMm = -Infinity, sum = 0, sumAbs = 0, sumSquares = 0;
  let largestVertex = -1;
  let largest = 0;
  const step = Math.max(1, Math.ceil(moved.vertexCount / 100));
  for (let v = 0; v < moved.vertexCount; v++) {
    point.set(moved.vertices[v * 3]!, moved.vertices[v * 3 + 1]!, moved.vertices[v * 3 + 2]!);
    if (!bvh.closestPointToPoint(point, hit)) continue;
    const sign = sideOf(point, hit, index, baseVertices);
    const d = hit.distance * sign;
    perVertex[v] = d;
    if (d < minMm) minMm = d;
    if (d > maxMm) maxMm = d;
    sum += d;
    sumAbs += Math.abs(d);
    sumSquares += d * d;
    if (largestVertex === -1 || Math.abs(d) > Math.abs(largest)) {
      largestVertex = v;
      largest = d;
    }
    if ((v + 1) % step === 0) options.onProgress?.((v + 1) / moved.vertexCount);
  }
  geometry.dispose();

  const distances = new Float32Array(moved.corners.length);
  for (let c = 0; c < distances.length; c++) distances[c] = perVertex[moved.corners[c]!]!;
  const n = moved.vertexCount;
  options.onProgress?.(1);
  return {
    distances,
    minMm: n > 0 ? minMm : 0,
    maxMm: n > 0 ? maxMm : 0,
    maxAbsMm: n > 0 ? Math.max(Math.abs(minMm), Math.abs(maxMm)) : 0,
    meanMm: n > 0 ? sum / n : 0,
    meanAbsMm: n > 0 ? sumAbs / n : 0,
    rmsMm: n > 0 ? Math.sqrt(sumSquares / n) : 0,
    largest:
      largestVertex === -1
        ? null
        : {
            at: [moved.vertices[largestVertex * 3]!, moved.vertices[largestVertex * 3 + 1]!, moved.vertices[largestVertex * 3 + 2]!],
            distanceMm: largest,
            triangle: Math.floor(moved.corners.indexOf(largestVertex) / 3),
          },
  };
}

/** +1 when the point lies on the side the closest triangle faces, -1 behind it. */
function sideOf(point: Vector3, hit: HitPointInfo, index: Uint32Array, vertices: Float32Array): 1 | -1 {
  const a = index[hit.faceIndex * 3]! * 3, b = index[hit.faceIndex * 3 + 1]! * 3, c = index[hit.faceIndex * 3 + 2]! * 3;
  const ux = vertices[b]! - vertices[a]!, uy = vertices[b + 1]! - vertices[a + 1]!, uz = vertices[b + 2]! - vertices[a + 2]!;
  const vx = vertices[c]! - vertices[a]!, vy = vertices[c + 1]! - vertices[a + 1]!, vz = vertices[c + 2]! - vertices[a + 2]!;
  const nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
  const side = (point.x - hit.point.x) * nx + (point.y - hit.point.y) * ny + (point.z - hit.point.z) * nz;
  return side < 0 ? -1 : 1;
}
