// The design check's topology and measures of one mesh (issue 29, decision 0043): is it closed, is
// every edge shared by exactly two triangles that agree on their facing, are there degenerate or
// duplicate triangles, how many separate pieces, and its volume, area and box in mm. Linear time
// over typed arrays and hash tables of integers: a 1M-triangle scan allocates no object per edge.
import { MESH_REPORT_MAX_PLACES, type MeshAnalysis, type MeshPlace, type MeshPlaces } from './report.ts';
import { hash3, nextPowerOfTwo, WELD_TOLERANCE_MM, weldVertices, type WeldedMesh } from './weld.ts';

/** What the analysis reads of a parsed mesh (parse.ts's ParsedMesh fits). */
export interface TriangleMesh {
  /** Non-indexed triangles: 9 numbers per triangle, mm. */
  positions: Float32Array;
  triangleCount: number;
}

export interface AnalyseOptions {
  /** The mesh already welded (the thickness check welds it too: weld once, pass it to both). */
  welded?: WeldedMesh;
  maxPlaces?: number;
}

export function analyseMesh(mesh: TriangleMesh, options: AnalyseOptions = {}): MeshAnalysis {
  const { positions, triangleCount } = mesh;
  const welded = options.welded ?? weldVertices(positions);
  const maxPlaces = options.maxPlaces ?? MESH_REPORT_MAX_PLACES;
  const { corners } = welded;

  const measures = measure(positions, triangleCount, corners);
  const edges = countEdges(corners, triangleCount, measures.collapsed);
  const duplicates = findDuplicates(corners, triangleCount, measures.collapsed, maxPlaces);

  const places: MeshPlaces = {
    boundaryEdges: [],
    nonManifoldEdges: [],
    inconsistentEdges: [],
    degenerateTriangles: [],
    duplicateTriangles: [],
  };
  let boundaryEdges = 0, nonManifoldEdges = 0, inconsistentEdges = 0;
  for (let e = 0; e < edges.count; e++) {
    const forward = edges.forward[e]!, backward = edges.backward[e]!;
    const uses = forward + backward;
    let list: MeshPlace[];
    if (uses === 1) {
      boundaryEdges++;
      list = places.boundaryEdges;
    } else if (uses > 2) {
      nonManifoldEdges++;
      list = places.nonManifoldEdges;
    } else if (forward === 2 || backward === 2) {
      inconsistentEdges++;
      list = places.inconsistentEdges;
    } else {
      continue;
    }
    if (list.length < maxPlaces) list.push(edgePlace(welded, edges.first[e]!));
  }
  let degenerateTriangles = 0;
  for (let t = 0; t < triangleCount; t++) {
    if (!measures.degenerate[t]) continue;
    degenerateTriangles++;
    if (places.degenerateTriangles.length < maxPlaces) places.degenerateTriangles.push(trianglePlace(positions, t));
  }
  for (const t of duplicates.some) places.duplicateTriangles.push(trianglePlace(positions, t));

  const { min, max } = measures;
  return {
    triangleCount,
    vertexCount: welded.vertexCount,
    bounds: { min, max, size: [max[0] - min[0], max[1] - min[1], max[2] - min[2]] },
    volumeMm3: Math.abs(measures.signedVolume),
    inverted: measures.signedVolume < 0,
    areaMm2: measures.area,
    shells: edges.shells,
    boundaryEdges,
    nonManifoldEdges,
    inconsistentEdges,
    degenerateTriangles,
    duplicateTriangles: duplicates.count,
    watertight: boundaryEdges === 0,
    manifold: nonManifoldEdges === 0,
    consistentNormals: inconsistentEdges === 0,
    places,
  };
}

interface Measures {
  min: [number, number, number];
  max: [number, number, number];
  signedVolume: number;
  area: number;
  /** 1 for a triangle with two corners welded into one vertex: it has no edges to speak of. */
  collapsed: Uint8Array;
  /** 1 for a collapsed triangle or one whose height is under the weld tolerance. */
  degenerate: Uint8Array;
}

/** Box, signed volume (divergence theorem), area, and which triangles are degenerate, in one pass. */
function measure(positions: Float32Array, triangleCount: number, corners: Uint32Array): Measures {
  const collapsed = new Uint8Array(triangleCount);
  const degenerate = new Uint8Array(triangleCount);
  let minX = Infinity, minY = Infinity, minZ = Infinity;
  let maxX = -Infinity, maxY = -Infinity, maxZ = -Infinity;
  // Tetrahedra from an origin near the mesh rather than (0, 0, 0): a scan far from the origin would
  // otherwise sum large terms that cancel.
  const ox = positions[0] ?? 0, oy = positions[1] ?? 0, oz = positions[2] ?? 0;
  let sixVolume = 0;
  let twiceArea = 0;
  for (let t = 0; t < triangleCount; t++) {
    const i = t * 9;
    const ax = positions[i]! - ox, ay = positions[i + 1]! - oy, az = positions[i + 2]! - oz;
    const bx = positions[i + 3]! - ox, by = positions[i + 4]! - oy, bz = positions[i + 5]! - oz;
    const cx = positions[i + 6]! - ox, cy = positions[i + 7]! - oy, cz = positions[i + 8]! - oz;
    minX = Math.min(minX, ax, bx, cx); maxX = Math.max(maxX, ax, bx, cx);
    minY = Math.min(minY, ay, by, cy); maxY = Math.max(maxY, ay, by, cy);
    minZ = Math.min(minZ, az, bz, cz); maxZ = Math.max(maxZ, az, bz, cz);
    sixVolume += ax * (by * cz - bz * cy) + ay * (bz * cx - bx * cz) + az * (bx * cy - by * cx);

    const ux = bx - ax, uy = by - ay, uz = bz - az;
    const vx = cx - ax, vy = cy - ay, vz = cz - az;
    const nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
    const cross = Math.sqrt(nx * nx + ny * ny + nz * nz);
    twiceArea += cross;

    const a = corners[t * 3]!, b = corners[t * 3 + 1]!, c = corners[t * 3 + 2]!;
    if (a === b || b === c || a === c) {
      collapsed[t] = 1;
      degenerate[t] = 1;
    } else {
      // The height over the longest side is twice the area over that side's length.
      const wx = cx - bx, wy = cy - by, wz = cz - bz;
      const longest = Math.sqrt(Math.max(ux * ux + uy * uy + uz * uz, vx * vx + vy * vy + vz * vz, wx * wx + wy * wy + wz * wz));
      if (cross < WELD_TOLERANCE_MM * longest) degenerate[t] = 1;
    }
  }
  if (triangleCount === 0) minX = minY = minZ = maxX = maxY = maxZ = 0;
  return {
    min: [minX + ox, minY + oy, minZ + oz],
    max: [maxX + ox, maxY + oy, maxZ + oz],
    signedVolume: sixVolume / 6,
    area: twiceArea / 2,
    collapsed,
    degenerate,
  };
}

interface Edges {
  count: number;
  /** Per edge: uses running from its lower-numbered vertex to its higher one, and the other way (capped at 255). */
  forward: Uint8Array;
  backward: Uint8Array;
  /** Per edge: the corner that first ran along it (the edge goes from that corner to the next of its triangle). */
  first: Int32Array;
  /** Pieces connected through shared edges (collapsed triangles belong to none). */
  shells: number;
}

const nextCorner = (c: number) => (c % 3 === 2 ? c - 2 : c + 1);

/**
 * Every edge of every triangle that is not collapsed, keyed by its two vertices, counted by
 * direction; triangles that share an edge are joined in a union-find, whose roots are the shells.
 */
function countEdges(corners: Uint32Array, triangleCount: number, collapsed: Uint8Array): Edges {
  const maxEdges = triangleCount * 3;
  const first = new Int32Array(maxEdges);
  const forward = new Uint8Array(maxEdges);
  const backward = new Uint8Array(maxEdges);
  // A closed mesh has 1.5 edges per triangle: this starts at most a third full and grows at a half.
  let table = new Int32Array(nextPowerOfTwo(Math.max(1024, maxEdges))).fill(-1);
  let mask = table.length - 1;
  let count = 0;
  const parent = new Int32Array(triangleCount);
  for (let t = 0; t < triangleCount; t++) parent[t] = t;
  const root = (t: number) => {
    let r = t;
    while (parent[r] !== r) r = parent[r]!;
    // Path halving would do; full compression keeps later finds one step.
    while (parent[t] !== r) {
      const up = parent[t]!;
      parent[t] = r;
      t = up;
    }
    return r;
  };

  for (let c = 0; c < maxEdges; c++) {
    const t = (c / 3) | 0;
    if (collapsed[t]) continue;
    const from = corners[c]!, to = corners[nextCorner(c)]!;
    const low = Math.min(from, to), high = Math.max(from, to);
    let slot = hash3(low, high, 0) & mask;
    let edge: number;
    for (;;) {
      const e = table[slot]!;
      if (e === -1) {
        edge = count++;
        table[slot] = edge;
        first[edge] = c;
        break;
      }
      const f = first[e]!;
      const a = corners[f]!, b = corners[nextCorner(f)]!;
      if (Math.min(a, b) === low && Math.max(a, b) === high) {
        edge = e;
        const r1 = root(t), r2 = root((f / 3) | 0);
        if (r1 !== r2) parent[r1] = r2;
        break;
      }
      slot = (slot + 1) & mask;
    }
    if (from < to) forward[edge] = Math.min(255, forward[edge]! + 1);
    else backward[edge] = Math.min(255, backward[edge]! + 1);
    if (count * 2 > table.length) {
      table = new Int32Array(table.length * 2).fill(-1);
      mask = table.length - 1;
      for (let e = 0; e < count; e++) {
        const f = first[e]!;
        const a = corners[f]!, b = corners[nextCorner(f)]!;
        let s = hash3(Math.min(a, b), Math.max(a, b), 0) & mask;
        while (table[s] !== -1) s = (s + 1) & mask;
        table[s] = e;
      }
    }
  }
  let shells = 0;
  for (let t = 0; t < triangleCount; t++) if (!collapsed[t] && parent[t] === t) shells++;
  return { count, forward, backward, first, shells };
}

/** Triangles with the same three vertices as an earlier triangle (in any order or facing). */
function findDuplicates(corners: Uint32Array, triangleCount: number, collapsed: Uint8Array, maxPlaces: number): { count: number; some: number[] } {
  const table = new Int32Array(nextPowerOfTwo(Math.max(1024, triangleCount * 2))).fill(-1);
  const mask = table.length - 1;
  const sorted = (t: number, out: [number, number, number]) => {
    const a = corners[t * 3]!, b = corners[t * 3 + 1]!, c = corners[t * 3 + 2]!;
    out[0] = Math.min(a, b, c);
    out[2] = Math.max(a, b, c);
    out[1] = a + b + c - out[0] - out[2];
  };
  const key: [number, number, number] = [0, 0, 0];
  const other: [number, number, number] = [0, 0, 0];
  let count = 0;
  const some: number[] = [];
  for (let t = 0; t < triangleCount; t++) {
    if (collapsed[t]) continue;
    sorted(t, key);
    let slot = hash3(key[0], key[1], key[2]) & mask;
    for (;;) {
      const u = table[slot]!;
      if (u === -1) {
        table[slot] = t;
        break;
      }
      sorted(u, other);
      if (other[0] === key[0] && other[1] === key[1] && other[2] === key[2]) {
        count++;
        if (some.length < maxPlaces) some.push(t);
        break;
      }
      slot = (slot + 1) & mask;
    }
  }
  return { count, some };
}

function edgePlace(welded: WeldedMesh, corner: number): MeshPlace {
  const { vertices, corners } = welded;
  const a = corners[corner]! * 3, b = corners[nextCorner(corner)]! * 3;
  return {
    triangle: (corner / 3) | 0,
    at: [(vertices[a]! + vertices[b]!) / 2, (vertices[a + 1]! + vertices[b + 1]!) / 2, (vertices[a + 2]! + vertices[b + 2]!) / 2],
  };
}

function trianglePlace(positions: Float32Array, t: number): MeshPlace {
  const i = t * 9;
  return {
    triangle: t,
    at: [
      (positions[i]! + positions[i + 3]! + positions[i + 6]!) / 3,
      (positions[i + 1]! + positions[i + 4]! + positions[i + 7]!) / 3,
      (positions[i + 2]! + positions[i + 5]! + positions[i + 8]!) / 3,
    ],
  };
}
