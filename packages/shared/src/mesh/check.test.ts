import { describe, expect, it } from 'vitest';
import { checkMeshFile } from './check.ts';
import { asciiStl, binaryStl, bufferOf, cube, hollowBox, inEveryFormat } from './fixtures.test-support.ts';
import { MeshReport } from './report.ts';

const encode = (text: string) => bufferOf(new TextEncoder().encode(text));

describe('checkMeshFile', () => {
  it.each(inEveryFormat(hollowBox(0.3, 4)))('reports a $name file it could analyse in the stored shape, version 1', ({ format, bytes }) => {
    const report = checkMeshFile(bufferOf(bytes), format, { prescribedMinMm: 0.5 });
    expect(MeshReport.parse(report)).toEqual(report);
    expect(report).toMatchObject({ version: 1, status: 'ok', format, analysis: { shells: 2, watertight: true }, thickness: { pass: false } });
  });

  it('leaves the thickness out when asked to', () => {
    const report = checkMeshFile(bufferOf(binaryStl(cube())), 'stl', { thickness: false });
    expect(report).toMatchObject({ status: 'ok', thickness: null });
  });

  it.each([
    ['an empty file', new ArrayBuffer(0), 'stl', 'empty'],
    ['a PLY without faces', encode('ply\nformat ascii 1.0\nelement vertex 1\nproperty float x\nproperty float y\nproperty float z\nend_header\n0 0 0\n'), 'ply', 'empty'],
    ['an OBJ without faces', encode('# nothing\nv 0 0 0\n'), 'obj', 'empty'],
    ['bytes that are not a mesh', encode('not a mesh at all, no solid here'), 'stl', 'parseError'],
    ['an OBJ face pointing past its vertices', encode('v 0 0 0\nv 1 0 0\nf 1 2 3\n'), 'obj', 'parseError'],
    ['a binary STL cut short', bufferOf(binaryStl(cube(), 'exported').subarray(0, 200)), 'stl', 'parseError'],
  ] as const)('reports %s as not analysed, with the reason, never throwing', (_, buffer, format, reason) => {
    const report = checkMeshFile(buffer, format);
    expect(MeshReport.parse(report)).toEqual(report);
    expect(report).toMatchObject({ version: 1, status: 'failed', format, reason });
    expect(report.status === 'failed' && report.message.length).toBeGreaterThan(0);
  });

  it('analyses a mesh of nothing but degenerate triangles, with no wall to measure', () => {
    const report = checkMeshFile(encode('v 0 0 0\nv 1 0 0\nv 2 0 0\nf 1 1 2\nf 1 2 3\n'), 'obj', { prescribedMinMm: 0.5 });
    expect(MeshReport.parse(report)).toEqual(report);
    expect(report).toMatchObject({ status: 'ok', analysis: { degenerateTriangles: 2, shells: 1 }, thickness: { samples: 0, hits: 0, minMm: null, pass: null } });
    const collapsed = checkMeshFile(encode('v 0 0 0\nv 1 0 0\nf 1 1 2\n'), 'obj');
    expect(collapsed).toMatchObject({ status: 'ok', analysis: { degenerateTriangles: 1, shells: 0 }, thickness: { samples: 0 } });
  });

  it('refuses a binary STL over the triangle limit from its header, before reading its triangles', () => {
    const bytes = binaryStl(cube());
    // The count says 12 and the size matches: only the limit stops it.
    expect(checkMeshFile(bufferOf(bytes), 'stl', { maxTriangles: 11 })).toMatchObject({ status: 'failed', reason: 'tooLarge' });
    expect(checkMeshFile(bufferOf(bytes), 'stl', { maxTriangles: 12 })).toMatchObject({ status: 'ok' });
  });

  it('refuses a text mesh over the triangle limit once parsed', () => {
    expect(checkMeshFile(bufferOf(asciiStl(cube())), 'stl', { maxTriangles: 11 })).toMatchObject({ status: 'failed', reason: 'tooLarge' });
  });
});
