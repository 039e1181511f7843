// Mesh files made in the tests, byte by byte: the same fixtures for the sniffers' unit tests and
// the upload route's tests.
import { sanitiseMesh } from '@dcm/shared/mesh/sanitise';
import { binaryStlSize } from '../modules/files/sniff.ts';
import { entryOf, zipArchive } from './zips.ts';

/** A real binary STL of `triangles` triangles (two make a square), header `header`. */
export function binaryStl(triangles = 2, header = 'binary STL from the test'): Buffer {
  const bytes = Buffer.alloc(binaryStlSize(triangles));
  bytes.write(header, 0, 80, 'latin1');
  bytes.writeUInt32LE(triangles, 80);
  const square = [
    [0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1, 0],
    [0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 1, 0],
  ];
  for (let t = 0; t < triangles; t++) {
    (square[t % 2] ?? []).forEach((value, i) => bytes.writeFloatLE(value, 84 + t * 50 + i * 4));
  }
  return bytes;
}

export const asciiStl = () =>
  Buffer.from(
    'solid crown\n  facet normal 0 0 1\n    outer loop\n      vertex 0 0 0\n      vertex 1 0 0\n      vertex 1 1 0\n    endloop\n  endfacet\nendsolid crown\n',
  );

export const ply = (format = 'binary_little_endian') =>
  Buffer.concat([Buffer.from(`ply\r\nformat ${format} 1.0\nelement vertex 3\nproperty float x\nproperty float y\nproperty float z\nend_header\n`), Buffer.alloc(36)]);

export const obj = () => Buffer.from('# exported by the test\no crown\nv 0 0 0\nv 1 0 0\nv 1 1 0\nvn 0 0 1\nvt 0 0\nf 1 2 3\n');

/** The bytes an upload keeps of a mesh: without the free text a scanner writes (decision 0043), the geometry as it was. */
export const asStored = (bytes: Buffer, format: 'stl' | 'ply' | 'obj' = 'stl'): Buffer => Buffer.from(sanitiseMesh(bytes, format).bytes);

/** A DOS/PE program start whose bytes at offset 80 would read as a triangle count. */
export function executable(): Buffer {
  const bytes = Buffer.alloc(84 + 50 * 3);
  bytes.write('MZ', 0, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  bytes.writeUInt32LE(3, 80);
  return bytes;
}

/** A small ZIP of a scan export: one deflated mesh, central directory and all (the ZIP guard reads it). */
export const zip = () => zipArchive([entryOf('export/scan.stl', asciiStl())]);
