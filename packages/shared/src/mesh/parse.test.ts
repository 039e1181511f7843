import { describe, expect, it } from 'vitest';
import { formatOf, MeshParseError, parseMesh, readMesh, type MeshFormat } from './parse.ts';

// A 10 mm cube: 8 corners and 6 outward-facing quads; the first quad is the bottom (normal -z).
const CORNERS = [
  [0, 0, 0], [10, 0, 0], [10, 10, 0], [0, 10, 0],
  [0, 0, 10], [10, 0, 10], [10, 10, 10], [0, 10, 10],
] as const;
const QUADS = [
  [0, 3, 2, 1], [4, 5, 6, 7], [0, 1, 5, 4], [2, 3, 7, 6], [0, 4, 7, 3], [1, 2, 6, 5],
] as const;
const TRIANGLES = QUADS.flatMap(([a, b, c, d]) => [[a, b, c], [a, c, d]] as const);

const encode = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

function binaryStl(header = 'solid cube exported by a scanner'): ArrayBuffer {
  const buffer = new ArrayBuffer(84 + 50 * TRIANGLES.length);
  const view = new DataView(buffer);
  new Uint8Array(buffer).set(new TextEncoder().encode(header));
  view.setUint32(80, TRIANGLES.length, true);
  TRIANGLES.forEach((triangle, t) => {
    // The stored normal is left zero, as many exporters do.
    triangle.forEach((corner, v) => CORNERS[corner].forEach((value, axis) => view.setFloat32(84 + 50 * t + 12 + 12 * v + 4 * axis, value, true)));
  });
  return buffer;
}

function asciiStl(): ArrayBuffer {
  const facets = TRIANGLES.map(
    (triangle, t) =>
      `${t % 2 ? 'FACET' : '  facet'} normal 0 0 0\r\n\touter loop\r\n` +
      triangle.map((corner) => `\t  ${t % 3 ? 'vertex' : 'Vertex'}   ${CORNERS[corner].map((n) => n.toFixed(6)).join('\t')}\r\n`).join('') +
      '    endloop\r\n  endfacet\r\n',
  );
  return encode(`solid cube\r\n${facets.join('')}endsolid cube\r\n`);
}

function asciiPly(): ArrayBuffer {
  return encode(
    [
      'ply',
      'format ascii 1.0',
      'comment a cube of quads',
      `element vertex ${CORNERS.length}`,
      'property float x',
      'property float y',
      'property float z',
      `element face ${QUADS.length}`,
      'property list uchar int vertex_indices',
      'end_header',
      ...CORNERS.map((corner) => corner.join(' ')),
      ...QUADS.map((quad) => `4 ${quad.join(' ')}`),
    ].join('\n') + '\n',
  );
}

/** Binary little-endian PLY: a double x, an extra uchar per vertex, and an element after the faces. */
function binaryPly(format = 'binary_little_endian'): ArrayBuffer {
  const header = encode(
    [
      'ply',
      `format ${format} 1.0`,
      `element vertex ${CORNERS.length}`,
      'property double x',
      'property float y',
      'property float z',
      'property uchar quality',
      `element face ${QUADS.length}`,
      'property list uint8 int32 vertex_indices',
      'property int16 flags',
      'element material 1',
      'property list uchar float weights',
      'end_header',
    ].join('\n') + '\n',
  );
  const vertexBytes = CORNERS.length * (8 + 4 + 4 + 1);
  const faceBytes = QUADS.length * (1 + 16 + 2);
  const materialBytes = 1 + 2 * 4;
  const buffer = new ArrayBuffer(header.byteLength + vertexBytes + faceBytes + materialBytes);
  new Uint8Array(buffer).set(new Uint8Array(header));
  const view = new DataView(buffer);
  let offset = header.byteLength;
  for (const [x, y, z] of CORNERS) {
    view.setFloat64(offset, x, true);
    view.setFloat32(offset + 8, y, true);
    view.setFloat32(offset + 12, z, true);
    view.setUint8(offset + 16, 13); // a line feed's byte value, which must not be read as text
    offset += 17;
  }
  for (const quad of QUADS) {
    view.setUint8(offset++, 4);
    for (const index of quad) {
      view.setInt32(offset, index, true);
      offset += 4;
    }
    view.setInt16(offset, -1, true);
    offset += 2;
  }
  view.setUint8(offset++, 2);
  view.setFloat32(offset, 0.5, true);
  view.setFloat32(offset + 4, 0.5, true);
  return buffer;
}

function obj(): ArrayBuffer {
  return encode(
    [
      '# a cube with normals and texture coordinates',
      'mtllib cube.mtl',
      ...CORNERS.map((corner) => `v ${corner.join(' ')}`),
      'vt 0 0',
      'vn 0 0 -1',
      'g cube',
      'usemtl gold',
      // Absolute with texture and normal, absolute with normal only, texture only, plain, then relative.
      `f ${QUADS[0].map((i) => `${i + 1}/1/1`).join(' ')}`,
      `f ${QUADS[1].map((i) => `${i + 1}//1`).join(' ')}`,
      `f ${QUADS[2].map((i) => `${i + 1}/1`).join(' ')}`,
      `f ${QUADS[3].map((i) => `${i + 1}`).join(' ')}  # a trailing comment`,
      `f ${QUADS[4].map((i) => `${i - CORNERS.length}`).join(' ')}`,
      `f\t${QUADS[5].map((i) => `${i - CORNERS.length}/1/1`).join('\t')}`,
    ].join('\r\n'),
  );
}

const CUBES: [string, MeshFormat, () => ArrayBuffer][] = [
  ['binary STL whose header starts with "solid"', 'stl', () => binaryStl()],
  ['ASCII STL with mixed case and whitespace', 'stl', asciiStl],
  ['ASCII PLY of quads', 'ply', asciiPly],
  ['binary little-endian PLY with a double x and extra properties', 'ply', () => binaryPly()],
  ['OBJ of quads with i/j/k, i//k, i/j and negative indices', 'obj', obj],
];

function expectParseError(buffer: ArrayBuffer, format: MeshFormat, message: RegExp) {
  let thrown: unknown;
  try {
    parseMesh(buffer, format);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(MeshParseError);
  expect((thrown as MeshParseError).code).toBe('VIEWER_LOAD_ERROR');
  expect((thrown as MeshParseError).message).toMatch(message);
}

describe('mesh parsing', () => {
  describe.each(CUBES)('a 10 mm cube as %s', (_, format, build) => {
    it('gives its 12 triangles, within 0..10 mm on every axis', () => {
      const mesh = parseMesh(build(), format);
      expect(mesh.triangleCount).toBe(12);
      expect(mesh.positions).toHaveLength(12 * 9);
      expect(mesh.normals).toHaveLength(12 * 9);
      expect(mesh.bounds).toEqual({ min: [0, 0, 0], max: [10, 10, 10] });
    });

    it('gives each vertex its triangle\'s outward normal, computed from the vertices', () => {
      const { positions, normals } = parseMesh(build(), format);
      // The first triangle is on the bottom face.
      expect(Array.from(positions.subarray(0, 9))).toEqual([0, 0, 0, 0, 10, 0, 10, 10, 0]);
      expect(Array.from(normals.subarray(0, 9))).toEqual([0, 0, -1, 0, 0, -1, 0, 0, -1]);
      // The last one is on the right face (x = 10).
      expect(Array.from(normals.subarray(normals.length - 3))).toEqual([1, 0, 0]);
    });

    it('reports progress that rises to 1', () => {
      const fractions: number[] = [];
      parseMesh(build(), format, (fraction) => fractions.push(fraction));
      expect(fractions.at(-1)).toBe(1);
      expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
      expect(fractions.every((fraction) => fraction >= 0 && fraction <= 1)).toBe(true);
    });
  });

  it('reports progress about once per percent of the file, not once per triangle', () => {
    const count = 20_000;
    const buffer = new ArrayBuffer(84 + 50 * count);
    new DataView(buffer).setUint32(80, count, true);
    const view = new DataView(buffer);
    for (let t = 0; t < count; t++) {
      view.setFloat32(84 + 50 * t + 24, 1, true);
      view.setFloat32(84 + 50 * t + 40, 1, true);
    }
    let calls = 0;
    const mesh = parseMesh(buffer, 'stl', () => calls++);
    expect(mesh.triangleCount).toBe(count);
    expect(calls).toBeGreaterThan(50);
    expect(calls).toBeLessThanOrEqual(102);
  });

  describe('reading a file and parsing it as it is read', () => {
    // More triangles than one block of the reader (16 384), each with its own coordinates.
    const count = 40_001;
    function bigBinaryStl(): ArrayBuffer {
      const buffer = new ArrayBuffer(84 + 50 * count);
      const view = new DataView(buffer);
      view.setUint32(80, count, true);
      for (let t = 0; t < count; t++) {
        for (let k = 0; k < 9; k++) view.setFloat32(84 + 50 * t + 12 + 4 * k, ((t * 9 + k) % 997) - 400 + k * 0.25, true);
      }
      return buffer;
    }
    it('gives a binary STL read in pieces of any size (records cut anywhere) the triangles its records hold, as read whole', async () => {
      const buffer = bigBinaryStl();
      const view = new DataView(buffer);
      const whole = parseMesh(buffer, 'stl');
      for (const size of [7_777, 65_536, 50]) {
        const fractions: number[] = [];
        const streamed = await readMesh(new Blob([buffer]), 'stl', (f) => fractions.push(f), size);
        expect(streamed.triangleCount).toBe(count);
        expect(streamed.positions).toEqual(whole.positions);
        expect(streamed.normals).toEqual(whole.normals);
        expect(streamed.bounds).toEqual(whole.bounds);
        expect(fractions.at(-1)).toBe(1);
      }
      for (const t of [0, 1, 16_383, 16_384, 16_385, count - 1]) {
        for (let k = 0; k < 9; k++) expect(whole.positions[t * 9 + k]).toBe(view.getFloat32(84 + 50 * t + 12 + 4 * k, true));
      }
    });

    it('reads any other file whole, and refuses a bad one as parsing would', async () => {
      const mesh = await readMesh(new Blob([asciiStl()]), 'stl');
      expect(mesh.triangleCount).toBe(12);
      await expect(readMesh(new Blob([binaryStl('exported by a scanner').slice(0, -10)]), 'stl')).rejects.toThrow(/truncated/);
      await expect(readMesh(new Blob([]), 'obj')).rejects.toThrow(/empty/);
    });
  });

  it('keeps a zero normal for a triangle of no area', () => {
    const text = 'solid flat\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 1 1 1\nvertex 2 2 2\nendloop\nendfacet\nendsolid\n';
    expect(Array.from(parseMesh(encode(text), 'stl').normals)).toEqual(new Array(9).fill(0));
  });

  it('reads numbers with signs, exponents and no integer part', () => {
    const text = 'v -1.5e1 +2.5E-1 .5\nv 1 0 0\nv 0 1 0\nf 1 2 3\n';
    expect(Array.from(parseMesh(encode(text), 'obj').positions.subarray(0, 3))).toEqual([-15, 0.25, 0.5]);
  });

  it('knows a mesh file by its extension, whatever its case', () => {
    expect(formatOf('crown.STL')).toBe('stl');
    expect(formatOf('scan.lower.Ply')).toBe('ply');
    expect(formatOf('/files/bridge.obj')).toBe('obj');
    expect(formatOf('photo.png')).toBeNull();
    expect(formatOf('stl')).toBeNull();
  });

  describe('a file that is not a well-formed mesh is refused with VIEWER_LOAD_ERROR, never a hang', () => {
    it('an empty file', () => {
      for (const format of ['stl', 'ply', 'obj'] as const) expectParseError(new ArrayBuffer(0), format, /empty/);
    });

    it('a truncated binary STL, whether or not its header starts with "solid"', () => {
      expectParseError(binaryStl().slice(0, -10), 'stl', /no triangles/);
      expectParseError(binaryStl('exported by a scanner').slice(0, -10), 'stl', /truncated/);
      expectParseError(binaryStl('binary').slice(0, 40), 'stl', /too short/);
    });

    it('an ASCII STL that stops inside a facet', () => {
      const text = new TextDecoder().decode(asciiStl());
      expectParseError(encode(text.slice(0, text.lastIndexOf('endloop'))), 'stl', /truncated/);
    });

    it('an ASCII STL with a coordinate that is not a number', () => {
      const text = new TextDecoder().decode(asciiStl()).replace('vertex   10.000000', 'vertex   ten');
      expectParseError(encode(text), 'stl', /line \d+, found "ten"/);
    });

    it('a PLY whose header declares no faces', () => {
      const text = new TextDecoder().decode(asciiPly()).replace(/element face[^]*?(?=end_header)/, '');
      expectParseError(encode(text), 'ply', /no faces/);
    });

    it('a big-endian binary PLY', () => {
      expectParseError(binaryPly('binary_big_endian'), 'ply', /binary_big_endian/);
    });

    it('a truncated binary PLY', () => {
      expectParseError(binaryPly().slice(0, -12), 'ply', /truncated/);
    });

    it('a PLY face that refers to a vertex the file does not have', () => {
      const text = new TextDecoder().decode(asciiPly()).replace('4 1 2 6 5', '4 1 2 6 8');
      expectParseError(encode(text), 'ply', /vertex 9/);
    });

    it('a PLY whose header asks for more vertices than the file could hold', () => {
      const text = new TextDecoder().decode(asciiPly()).replace('element vertex 8', 'element vertex 900000000');
      expectParseError(encode(text), 'ply', /more values than the file holds/);
    });

    it('an OBJ face index out of range, zero, or counting back past the first vertex', () => {
      expectParseError(encode('v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 4\n'), 'obj', /vertex 4, but the file has 3/);
      expectParseError(encode('v 0 0 0\nv 1 0 0\nv 0 1 0\nf 0 1 2\n'), 'obj', /vertex index/);
      expectParseError(encode('v 0 0 0\nv 1 0 0\nv 0 1 0\nf -1 -2 -4\n'), 'obj', /vertex 0/);
    });

    it('a text that is not a mesh, under any of the three extensions', () => {
      const text = encode('Dear colleague,\nplease find the crown attached.\n');
      expectParseError(text, 'stl', /too short|not an STL/);
      expectParseError(text, 'ply', /"ply"/);
      expectParseError(text, 'obj', /no triangles/);
    });

    it('random bytes, under any of the three extensions', () => {
      const bytes = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 251);
      for (const format of ['stl', 'ply', 'obj'] as const) expect(() => parseMesh(bytes.buffer, format)).toThrow(MeshParseError);
    });
  });
});
