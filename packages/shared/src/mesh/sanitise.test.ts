import { describe, expect, it } from 'vitest';
import { asciiPly, asciiStl, binaryPly, binaryStl, bufferOf, hollowBox, inEveryFormat, obj, PATIENT } from './fixtures.test-support.ts';
import { parseMesh, type MeshFormat } from './parse.ts';
import { sanitiseMesh } from './sanitise.ts';

const fixture = hollowBox(0.3, 2);
const text = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);
const trianglesOf = (bytes: Uint8Array, format: MeshFormat) => parseMesh(bufferOf(bytes), format).positions;

/** The bytes after the line that starts with `marker` (a PLY's body). */
function after(bytes: Uint8Array, marker: string): Uint8Array {
  const at = text(bytes).indexOf(`${marker}\n`);
  expect(at).toBeGreaterThan(0);
  return bytes.subarray(at + marker.length + 1);
}

describe('sanitiseMesh', () => {
  it.each(inEveryFormat(fixture))('takes the patient out of a $name file and leaves its triangles exactly as they were', ({ format, bytes }) => {
    const result = sanitiseMesh(bytes, format);
    expect(result.changed).toBe(true);
    expect(text(bytes)).toContain('Hong Gildong');
    expect(text(result.bytes)).not.toContain('Hong Gildong');
    expect(trianglesOf(result.bytes, format)).toEqual(trianglesOf(bytes, format));
  });

  it('blanks the 80-byte header of a binary STL to zeros and keeps every byte after it', () => {
    const bytes = binaryStl(fixture);
    const result = sanitiseMesh(bytes, 'stl');
    expect(result.removed).toEqual(['stlHeader']);
    expect(result.bytes).toHaveLength(bytes.length);
    expect([...result.bytes.subarray(0, 80)].every((b) => b === 0)).toBe(true);
    expect(result.bytes.subarray(80)).toEqual(bytes.subarray(80));
    // Nothing in it says "solid" any more, so no reader takes it for ASCII.
    expect(text(result.bytes.subarray(0, 80))).not.toContain('solid');
  });

  it('leaves a binary STL with a blank header as it is, the same bytes', () => {
    const clean = binaryStl(fixture, '');
    expect(sanitiseMesh(clean, 'stl')).toEqual({ bytes: clean, changed: false, removed: [] });
    expect(sanitiseMesh(clean, 'stl').bytes).toBe(clean);
  });

  it('keeps "solid" and "endsolid" of an ASCII STL without their name', () => {
    const result = sanitiseMesh(asciiStl(fixture), 'stl');
    expect(result.removed).toEqual(['stlSolidName']);
    const lines = text(result.bytes).split('\n');
    expect(lines[0]).toBe('solid');
    expect(lines.at(-2)).toBe('endsolid');
    expect(text(result.bytes).replace(/^solid\n/, '').replace(/endsolid\n$/, '')).toBe(
      text(asciiStl(fixture)).replace(/^solid .*\n/, '').replace(/endsolid .*\n$/, ''),
    );
    expect(sanitiseMesh(asciiStl(fixture, ''), 'stl').changed).toBe(false);
  });

  it('keeps CRLF line ends and capital keywords of an ASCII STL', () => {
    const bytes = new TextEncoder().encode(text(asciiStl(fixture)).replaceAll('\n', '\r\n').replace(/^solid/, 'SOLID'));
    const result = sanitiseMesh(bytes, 'stl');
    expect(text(result.bytes).startsWith('SOLID\r\n  facet')).toBe(true);
    expect(text(result.bytes).endsWith('endsolid\r\n')).toBe(true);
    expect(trianglesOf(result.bytes, 'stl')).toEqual(trianglesOf(bytes, 'stl'));
  });

  it.each([
    ['ASCII', asciiPly(fixture)],
    ['binary', binaryPly(fixture)],
  ])('removes the comment and obj_info lines of a %s PLY header and not a byte of its body', (_, bytes) => {
    const result = sanitiseMesh(bytes, 'ply');
    expect(result.removed).toEqual(['plyComment', 'plyObjInfo']);
    expect(text(result.bytes)).not.toMatch(/comment|obj_info/);
    expect(after(result.bytes, 'end_header')).toEqual(after(bytes, 'end_header'));
    expect(text(result.bytes).split('end_header')[0]).toBe(text(bytes).split('end_header')[0]!.replace(/(comment|obj_info) .*\n/g, ''));
  });

  it('removes the # comments of an OBJ, whole lines and after a statement, and leaves its vertex lines as they were', () => {
    const bytes = obj(fixture);
    const result = sanitiseMesh(bytes, 'obj');
    expect(result.removed).toEqual(['objComment']);
    expect(text(result.bytes)).not.toContain('#');
    const vertexLines = (b: Uint8Array) => text(b).split('\n').filter((line) => line.startsWith('v '));
    expect(vertexLines(result.bytes)).toEqual(vertexLines(bytes));
    expect(text(result.bytes)).toMatch(/^o crown\n/);
    const firstFace = (b: Uint8Array) => text(b).split('\n').find((line) => line.startsWith('f '));
    expect(firstFace(bytes)).toMatch(/^f [\d ]+ # first face/);
    expect(firstFace(result.bytes)).toBe(firstFace(bytes)!.split(' #')[0]);
  });

  it('does not look into a PLY body for words that look like comments', () => {
    const header = 'ply\nformat ascii 1.0\nelement vertex 3\nproperty float x\nproperty float y\nproperty float z\nelement face 1\nproperty list uchar int vertex_indices\nend_header\n';
    const body = '0 0 0\n1 0 0\n0 1 0\n3 0 1 2\ncomment not a header line\n';
    const bytes = new TextEncoder().encode(header + body);
    expect(sanitiseMesh(bytes, 'ply')).toEqual({ bytes, changed: false, removed: [] });
  });

  it('names the patient nowhere in the sanitised output of any fixture', () => {
    for (const { format, bytes } of inEveryFormat(fixture)) expect(text(sanitiseMesh(bytes, format).bytes)).not.toContain(PATIENT);
  });
});
