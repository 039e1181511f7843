// Meshes of known geometry for the design check's tests, generated rather than stored: boxes with
// their faces split into grids (so that a face has vertices inside it, not only corners), and the
// writers of every format the check reads, each carrying the kind of free text a scanner leaves in
// a file (a patient's name), for the sanitiser.

export type Point = [number, number, number];
type Axis = 0 | 1 | 2;

/** An indexed triangle mesh: triangles run counter-clockwise seen from the side they face. */
export interface Fixture {
  vertices: Point[];
  triangles: Array<[number, number, number]>;
}

export const PATIENT = 'Hong Gildong 1980-01-01';

/**
 * The box between `min` and `max`, each face split into `steps` × `steps` squares of two triangles,
 * facing out (or in: a cavity). Vertices on shared edges are written once per face, as an STL would.
 */
export function box(min: Point, max: Point, steps = 1, facing: 'out' | 'in' = 'out'): Fixture {
  const fixture: Fixture = { vertices: [], triangles: [] };
  // Each face: the axis it is normal to, the side (0 = min, 1 = max), and two in-plane axes ordered so
  // that u × v points out of the box.
  const faces: Array<[axis: Axis, side: 0 | 1, u: Axis, v: Axis]> = [
    [0, 0, 2, 1], [0, 1, 1, 2],
    [1, 0, 0, 2], [1, 1, 2, 0],
    [2, 0, 1, 0], [2, 1, 0, 1],
  ];
  for (const [axis, side, u, v] of faces) {
    const at = (i: number, j: number): number => {
      const p: Point = [0, 0, 0];
      p[axis] = side ? max[axis] : min[axis];
      p[u] = min[u] + ((max[u] - min[u]) * i) / steps;
      p[v] = min[v] + ((max[v] - min[v]) * j) / steps;
      fixture.vertices.push(p);
      return fixture.vertices.length - 1;
    };
    const grid: number[][] = [];
    for (let i = 0; i <= steps; i++) grid.push(Array.from({ length: steps + 1 }, (_, j) => at(i, j)));
    for (let i = 0; i < steps; i++) {
      for (let j = 0; j < steps; j++) {
        const a = grid[i]![j]!, b = grid[i + 1]![j]!, c = grid[i + 1]![j + 1]!, d = grid[i]![j + 1]!;
        fixture.triangles.push([a, b, c], [a, c, d]);
      }
    }
  }
  if (facing === 'in') fixture.triangles = fixture.triangles.map(([a, b, c]) => [a, c, b]);
  return fixture;
}

export function merge(...parts: Fixture[]): Fixture {
  const merged: Fixture = { vertices: [], triangles: [] };
  for (const part of parts) {
    const offset = merged.vertices.length;
    merged.vertices.push(...part.vertices);
    merged.triangles.push(...part.triangles.map(([a, b, c]) => [a + offset, b + offset, c + offset] as [number, number, number]));
  }
  return merged;
}

/** A closed 10 mm cube at the origin: volume 1000 mm³. */
export const cube = (steps = 1) => box([0, 0, 0], [10, 10, 10], steps);

/** The cube without its top face (the last two triangles with steps = 1): four boundary edges. */
export function cubeWithHole(): Fixture {
  const fixture = cube();
  fixture.triangles = fixture.triangles.slice(0, -2);
  return fixture;
}

/** Two cubes that share one edge (x = 10, y = 10): that edge has four triangles. */
export const nonManifoldPair = () => merge(cube(), box([10, 10, 0], [20, 20, 10]));

/** The cube with one face (its first two triangles) turned inside out. */
export function flippedFace(): Fixture {
  const fixture = cube();
  for (const t of [0, 1]) {
    const [a, b, c] = fixture.triangles[t]!;
    fixture.triangles[t] = [a, c, b];
  }
  return fixture;
}

/** A hollow 10 mm box with 0.3 mm walls: an outer surface and a cavity facing inward. */
export const hollowBox = (wall = 0.3, steps = 10) => merge(box([0, 0, 0], [10, 10, 10], steps), box([wall, wall, wall], [10 - wall, 10 - wall, 10 - wall], steps, 'in'));

/** The same fixture with every vertex moved. */
export function mapVertices(fixture: Fixture, move: (p: Point) => Point): Fixture {
  return { vertices: fixture.vertices.map(move), triangles: fixture.triangles };
}

/** Non-indexed positions, as the parser gives them. */
export function positionsOf(fixture: Fixture): Float32Array {
  return new Float32Array(fixture.triangles.flatMap((triangle) => triangle.flatMap((v) => fixture.vertices[v]!)));
}

export function meshOf(fixture: Fixture): { positions: Float32Array; triangleCount: number } {
  return { positions: positionsOf(fixture), triangleCount: fixture.triangles.length };
}

const encode = (text: string) => new TextEncoder().encode(text);

/** Number text as exporters write it: fixed decimals. */
const num = (n: number) => n.toFixed(6);

export function binaryStl(fixture: Fixture, header = `solid ${PATIENT} exported by a scanner`): Uint8Array {
  const bytes = new Uint8Array(84 + 50 * fixture.triangles.length);
  const view = new DataView(bytes.buffer);
  bytes.set(encode(header).subarray(0, 80));
  view.setUint32(80, fixture.triangles.length, true);
  fixture.triangles.forEach((triangle, t) => {
    triangle.forEach((v, k) => fixture.vertices[v]!.forEach((value, axis) => view.setFloat32(84 + 50 * t + 12 + 12 * k + 4 * axis, value, true)));
  });
  return bytes;
}

export function asciiStl(fixture: Fixture, name = PATIENT): Uint8Array {
  const facets = fixture.triangles.map(
    (triangle) =>
      '  facet normal 0 0 0\n    outer loop\n' +
      triangle.map((v) => `      vertex ${fixture.vertices[v]!.map(num).join(' ')}\n`).join('') +
      '    endloop\n  endfacet\n',
  );
  return encode(`solid ${name}\n${facets.join('')}endsolid ${name}\n`);
}

function plyHeader(fixture: Fixture, format: string): string {
  return [
    'ply',
    `format ${format} 1.0`,
    `comment patient ${PATIENT}`,
    'comment scanned 2024-05-01',
    `obj_info case ${PATIENT}`,
    `element vertex ${fixture.vertices.length}`,
    'property float x',
    'property float y',
    'property float z',
    `element face ${fixture.triangles.length}`,
    'property list uchar int vertex_indices',
    'end_header',
    '',
  ].join('\n');
}

export function asciiPly(fixture: Fixture): Uint8Array {
  const body = [
    ...fixture.vertices.map((p) => p.map(num).join(' ')),
    ...fixture.triangles.map((t) => `3 ${t.join(' ')}`),
  ].join('\n');
  return encode(`${plyHeader(fixture, 'ascii')}${body}\n`);
}

export function binaryPly(fixture: Fixture): Uint8Array {
  const header = encode(plyHeader(fixture, 'binary_little_endian'));
  const bytes = new Uint8Array(header.length + fixture.vertices.length * 12 + fixture.triangles.length * 13);
  bytes.set(header);
  const view = new DataView(bytes.buffer);
  let at = header.length;
  for (const p of fixture.vertices) {
    for (const value of p) {
      view.setFloat32(at, value, true);
      at += 4;
    }
  }
  for (const t of fixture.triangles) {
    view.setUint8(at++, 3);
    for (const v of t) {
      view.setInt32(at, v, true);
      at += 4;
    }
  }
  return bytes;
}

export function obj(fixture: Fixture): Uint8Array {
  return encode(
    [
      `# Patient: ${PATIENT}`,
      '# exported by a CAD program',
      'o crown',
      ...fixture.vertices.map((p) => `v ${p.map(num).join(' ')}`),
      `  # ${fixture.triangles.length} faces`,
      ...fixture.triangles.map((t, k) => `f ${t.map((v) => v + 1).join(' ')}${k === 0 ? ` # first face, ${PATIENT}` : ''}`),
      '',
    ].join('\n'),
  );
}

/** The fixture in every format the check reads, by a name for the test titles. */
export function inEveryFormat(fixture: Fixture): Array<{ name: string; format: 'stl' | 'ply' | 'obj'; bytes: Uint8Array }> {
  return [
    { name: 'binary STL', format: 'stl', bytes: binaryStl(fixture) },
    { name: 'ASCII STL', format: 'stl', bytes: asciiStl(fixture) },
    { name: 'ASCII PLY', format: 'ply', bytes: asciiPly(fixture) },
    { name: 'binary PLY', format: 'ply', bytes: binaryPly(fixture) },
    { name: 'OBJ', format: 'obj', bytes: obj(fixture) },
  ];
}

/** An ArrayBuffer holding exactly the bytes (parseMesh takes a whole buffer). */
export const bufferOf = (bytes: Uint8Array): ArrayBuffer => bytes.slice().buffer;
