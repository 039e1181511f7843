import { asciiStl, binaryStl, executable, obj, ply } from '../../test/meshes.ts';
import { describe, expect, it } from 'vitest';
import { looksLikePersonName, MeshMime, sniffMesh, stripJpegMetadata, stripPngMetadata } from './sniff.ts';

describe('sniffing meshes', () => {
  it.each([
    ['a binary STL', () => binaryStl(), MeshMime.Stl],
    ['a binary STL whose header starts with "solid"', () => binaryStl(2, 'solid exported by a scanner'), MeshMime.Stl],
    ['an ASCII STL', asciiStl, MeshMime.Stl],
    ['an ASCII STL after blank lines', () => Buffer.concat([Buffer.from('\n  \n'), asciiStl()]), MeshMime.Stl],
    ['a binary PLY', () => ply(), MeshMime.Ply],
    ['an ASCII PLY', () => ply('ascii'), MeshMime.Ply],
    ['an OBJ', obj, MeshMime.Obj],
  ] as const)('knows %s', (_label, make, mime) => {
    expect(sniffMesh(make(), true)?.mime).toBe(mime);
  });

  it('fixes a binary STL’s size by its triangle count', () => {
    expect(sniffMesh(binaryStl(2).subarray(0, 100), false)).toEqual({ mime: MeshMime.Stl, exactSize: 84 + 2 * 50 });
  });

  it('refuses a whole binary STL whose size disagrees with its triangle count', () => {
    expect(sniffMesh(binaryStl(2).subarray(0, 84 + 50), true)).toBeUndefined();
    expect(sniffMesh(Buffer.concat([binaryStl(2), Buffer.alloc(1)]), true)).toBeUndefined();
  });

  it.each([
    ['a program (MZ)', executable],
    ['a binary STL of no triangles', () => binaryStl(0)],
    ['a binary STL counting more triangles than 500 MB hold', () => Buffer.from(binaryStl(2)).fill(0xff, 80, 84)],
    ['a binary STL whose first triangle is not numbers', () => Buffer.from(binaryStl(2)).fill(0xff, 84, 88)],
    ['"solid" without facets', () => Buffer.from('solid but nothing else\n')],
    ['plain text', () => Buffer.from('just some words, not a mesh\n'.repeat(20))],
    ['text with one vertex line among others', () => Buffer.from('v 1 2 3\nhello there\n')],
    ['text with control characters', () => Buffer.from('v 1 2 3\n\x01\x02\n')],
    ['a PLY of an unknown format', () => Buffer.from('ply\nformat xml 1.0\n')],
    ['a short file', () => Buffer.from('ply')],
  ] as const)('refuses %s', (_label, make) => {
    expect(sniffMesh(make(), true)).toBeUndefined();
  });

  it('judges an OBJ only on whole lines of the head', () => {
    const long = Buffer.from('v 0.123456 0.123456 0.123456\n'.repeat(400));
    expect(sniffMesh(long.subarray(0, 4100), false)?.mime).toBe(MeshMime.Obj);
  });
});

// Image metadata.

async function* chunksOf(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function collect(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const segment = (marker: number, payload: Buffer) => {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
};

/** A JPEG with an EXIF APP1 carrying GPS text, an XMP APP1, and a scan containing FF E1 by chance. */
function jpegWithExif(): { withExif: Buffer; without: Buffer } {
  const soi = Buffer.from([0xff, 0xd8]);
  const app0 = segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));
  const exif = segment(0xe1, Buffer.from('Exif\0\0GPS 37.5665N 126.9780E', 'latin1'));
  const xmp = segment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>', 'latin1'));
  const dqt = segment(0xdb, Buffer.alloc(65, 1));
  const sos = segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0]));
  const scan = Buffer.from([0x12, 0xff, 0x00, 0xff, 0xe1, 0x34]);
  const eoi = Buffer.from([0xff, 0xd9]);
  return {
    withExif: Buffer.concat([soi, app0, exif, dqt, xmp, sos, scan, eoi]),
    without: Buffer.concat([soi, app0, dqt, sos, scan, eoi]),
  };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4, 7)]);
}

function pngWithExif(): { withExif: Buffer; without: Buffer } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = pngChunk('IHDR', Buffer.alloc(13, 1));
  const exif = pngChunk('eXIf', Buffer.from('MM\0*GPS 37.5665N', 'latin1'));
  const idat = pngChunk('IDAT', Buffer.alloc(300, 9));
  const iend = pngChunk('IEND', Buffer.alloc(0));
  return { withExif: Buffer.concat([signature, ihdr, exif, idat, iend]), without: Buffer.concat([signature, ihdr, idat, iend]) };
}

describe('stripping image metadata', () => {
  it.each([1, 3, 7, 4096])('drops a JPEG’s APP1 segments and nothing else, streamed in %i-byte chunks', async (size) => {
    const { withExif, without } = jpegWithExif();
    expect((await collect(stripJpegMetadata(chunksOf(withExif, size)))).equals(without)).toBe(true);
  });

  it.each([1, 5, 4096])('drops a PNG’s eXIf chunks and nothing else, streamed in %i-byte chunks', async (size) => {
    const { withExif, without } = pngWithExif();
    expect((await collect(stripPngMetadata(chunksOf(withExif, size)))).equals(without)).toBe(true);
  });

  it('leaves an image without metadata as it was', async () => {
    const { without } = jpegWithExif();
    expect((await collect(stripJpegMetadata(chunksOf(without, 2)))).equals(without)).toBe(true);
  });
});

describe('file names that look like a person’s name', () => {
  it.each([
    ['홍길동_crown.stl', true],
    ['crown 김민.ply', true],
    ['남궁민수 upper.stl', true],
    ['John Smith scan.stl', true],
    ['scan_John_Smith.obj', true],
    ['crown_14-16.stl', false],
    ['scan 2026.ply', false],
    ['Upper Jaw.stl', false],
    ['Lower Jaw Antagonist.stl', false],
    ['Crown Prep 36.stl', false],
    ['상악 스캔.stl', false],
    ['하악_크라운.ply', false],
    ['임플란트어버트먼트.stl', false],
    ['John.stl', false],
    ['upper jaw john smith.stl', false],
  ] as const)('%s → %s', (name, flagged) => {
    expect(looksLikePersonName(name)).toBe(flagged);
  });
});
