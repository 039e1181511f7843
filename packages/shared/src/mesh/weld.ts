// Welding: the parser gives every triangle its own three corners, so which triangles touch is only
// known once equal positions are made one vertex. Positions are quantised to a grid of the tolerance
// and looked up in an open-addressing hash table of corner numbers (decision 0043): no object per
// vertex, a few typed arrays, linear time.

/** Two corners closer than this (in mm, on every axis, to the grid) are one vertex. */
export const WELD_TOLERANCE_MM = 1e-5;

export interface WeldedMesh {
  /** The welded vertex of each corner: corners[3t + k] is corner k of triangle t. */
  corners: Uint32Array;
  /** x, y, z of each welded vertex (its first corner's position). */
  vertices: Float32Array;
  vertexCount: number;
}

/** Welds the corners of non-indexed triangle positions (9 numbers per triangle). */
export function weldVertices(positions: Float32Array, tolerance = WELD_TOLERANCE_MM): WeldedMesh {
  const cornerCount = positions.length / 3;
  const scale = 1 / tolerance;
  const corners = new Uint32Array(cornerCount);
  // The first corner of each vertex, which stands for it in the table and gives its position.
  const firstCorner = new Int32Array(cornerCount);
  // Sized for a vertex per two triangles (a closed mesh has about that), grown when half full.
  let table = new Int32Array(nextPowerOfTwo(Math.max(1024, cornerCount / 2))).fill(-1);
  let mask = table.length - 1;
  let vertexCount = 0;

  const quantised = (corner: number, axis: number) => Math.round(positions[corner * 3 + axis]! * scale);
  const hashOf = (corner: number) => hash3(quantised(corner, 0), quantised(corner, 1), quantised(corner, 2));

  for (let c = 0; c < cornerCount; c++) {
    const qx = quantised(c, 0), qy = quantised(c, 1), qz = quantised(c, 2);
    let slot = hash3(qx, qy, qz) & mask;
    for (;;) {
      const vertex = table[slot]!;
      if (vertex === -1) {
        table[slot] = vertexCount;
        firstCorner[vertexCount] = c;
        corners[c] = vertexCount++;
        break;
      }
      const other = firstCorner[vertex]!;
      if (quantised(other, 0) === qx && quantised(other, 1) === qy && quantised(other, 2) === qz) {
        corners[c] = vertex;
        break;
      }
      slot = (slot + 1) & mask;
    }
    if (vertexCount * 2 > table.length) {
      table = new Int32Array(table.length * 2).fill(-1);
      mask = table.length - 1;
      for (let v = 0; v < vertexCount; v++) {
        let s = hashOf(firstCorner[v]!) & mask;
        while (table[s] !== -1) s = (s + 1) & mask;
        table[s] = v;
      }
    }
  }

  const vertices = new Float32Array(vertexCount * 3);
  for (let v = 0; v < vertexCount; v++) {
    const c = firstCorner[v]! * 3;
    vertices[v * 3] = positions[c]!;
    vertices[v * 3 + 1] = positions[c + 1]!;
    vertices[v * 3 + 2] = positions[c + 2]!;
  }
  return { corners, vertices, vertexCount };
}

export function nextPowerOfTwo(n: number): number {
  let size = 1;
  while (size < n) size *= 2;
  return size;
}

/** A well-mixed 32-bit hash of three integers (their low 32 bits), non-negative. */
export function hash3(a: number, b: number, c: number): number {
  let h = Math.imul(a | 0, 0x9e3779b1) ^ Math.imul(b | 0, 0x85ebca77) ^ Math.imul(c | 0, 0xc2b2ae3d);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}
