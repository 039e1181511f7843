import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { ErrorCode, FileLimits, type ErrorBody, type UploadAnswer, type UploadedFile } from '@dcm/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { approveMember, bearer, joinMember, samplePdf, signIn, uploadDocument } from '../../test/members.ts';
import { contentDisposition, sweepUnattachedUploads } from './service.ts';
import { asciiStl, asStored, binaryStl, executable, obj, ply, zip } from '../../test/meshes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Fixtures, made here from their bytes.

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A real 1x1 RGBA PNG. */
function png1x1(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0); // width
  ihdr.writeUInt32BE(1, 4); // height
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(6, 9); // colour type RGBA
  const scanline = Buffer.from([0, 0x2a, 0x7f, 0xd4, 0xff]); // filter byte + one pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(scanline)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1x1 GIF89a. */
const gif1x1 = () =>
  Buffer.concat([
    Buffer.from('GIF89a', 'ascii'),
    Buffer.from([0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff]),
    Buffer.from([0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
  ]);

/** A JPEG start: SOI, a JFIF APP0 segment, EOI. */
const jpegJfif = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'ascii'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.from([0xff, 0xd9]),
  ]);

const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'ascii');

// Multipart, by hand.

const boundary = '----dcm-test-boundary-7f3a9c';

function multipart(parts: Array<{ field: string; filename?: string; type?: string; content: Buffer | string }>): Buffer {
  const pieces: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.field}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const headers = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    pieces.push(Buffer.from(headers, 'utf8'), typeof p.content === 'string' ? Buffer.from(p.content, 'utf8') : p.content, Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}

const upload = (payload: Buffer, headers: Record<string, string> = {}, kind?: 'document' | 'referral') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/common/file/upload${kind ? `?kind=${kind}` : ''}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
  });

const uploadFile = (filename: string, content: Buffer, type = 'application/octet-stream', headers: Record<string, string> = {}) =>
  upload(multipart([{ field: 'file', filename, type, content }]), headers);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The row of an uploaded file and the bytes the Storage holds for it. */
async function storedUpload(id: string) {
  const [row] = await t.app.db.select().from(files).where(eq(files.id, id));
  if (!row) throw new Error(`no files row for ${id}`);
  return { row, bytes: await readAll(t.app.storage.get(row.storageKey)) };
}

const rowsNamed = (name: string) => t.app.db.select().from(files).where(eq(files.name, name));

/** Every file under DATA_DIR/files, so a refused upload can be shown to leave nothing behind. */
function storedFiles(): string[] {
  const root = path.join(t.config.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((p) => fs.statSync(path.join(root, p)).isFile());
}

describe('file upload', () => {
  it('keeps a PNG and stores exactly the bytes sent', async () => {
    const bytes = png1x1();
    const res = await uploadFile('tooth.png', bytes, 'image/png');
    expect(res.statusCode).toBe(200);
    const body = res.json<UploadedFile>();
    expect(body).toMatchObject({ name: 'tooth.png', size: bytes.length, mime: 'image/png' });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.url).toContain(body.id);

    const stored = await storedUpload(body.id);
    expect(stored.row).toMatchObject({ name: 'tooth.png', mime: 'image/png', size: bytes.length, ownerNo: null });
    expect(stored.bytes.equals(bytes)).toBe(true);
  });

  it.each([
    ['a GIF', 'smile.gif', gif1x1, 'image/gif'],
    ['a JPEG', 'scan.jpg', jpegJfif, 'image/jpeg'],
    ['a PDF', 'licence.pdf', pdf, 'application/pdf'],
  ] as const)('keeps %s, typed by its bytes', async (_label, filename, make, mime) => {
    const bytes = make();
    // The client's content type is ignored: the bytes decide.
    const res = await uploadFile(filename, bytes, 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    expect(res.json<UploadedFile>()).toMatchObject({ name: filename, size: bytes.length, mime });
    expect((await storedUpload(res.json<UploadedFile>().id)).bytes.equals(bytes)).toBe(true);
  });

  it('refuses a text file renamed to .png with 415 FILE_TYPE_NOT_SUPPORTED and stores nothing', async () => {
    const before = storedFiles();
    const res = await uploadFile('not-really.png', Buffer.from('just some words, not an image\n'.repeat(20)), 'image/png', { lang: 'B' });
    expect(res.statusCode).toBe(415);
    expect(res.json<ErrorBody>().error).toEqual({ code: ErrorCode.FileTypeNotSupported, message: 'File type not supported.' });
    expect(await rowsNamed('not-really.png')).toHaveLength(0);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an image over 10 MB with 413 FILE_SIZE_EXCEEDED and leaves no row and no file behind', async () => {
    const before = storedFiles();
    const head = png1x1();
    const big = Buffer.concat([head, Buffer.alloc(FileLimits.imageMaxBytes + 1 - head.length)]);
    expect(big.length).toBe(FileLimits.imageMaxBytes + 1);
    const res = await uploadFile('huge.png', big, 'image/png', { lang: 'B' });
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorBody>().error).toEqual({ code: ErrorCode.FileSizeExceeded, message: 'File size exceeded.' });
    expect(await rowsNamed('huge.png')).toHaveLength(0);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an image far over the limit the same way, past the multipart cut-off too', async () => {
    const before = storedFiles();
    const head = png1x1();
    const huge = Buffer.concat([head, Buffer.alloc(FileLimits.imageMaxBytes * 1.5)]);
    const res = await uploadFile('far-too-big.png', huge, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.FileSizeExceeded);
    expect(await rowsNamed('far-too-big.png')).toHaveLength(0);
    expect(storedFiles()).toEqual(before);
  });

  it('keeps an image of exactly 10 MB', async () => {
    const head = png1x1();
    const limit = Buffer.concat([head, Buffer.alloc(FileLimits.imageMaxBytes - head.length)]);
    const res = await uploadFile('limit.png', limit, 'image/png');
    expect(res.statusCode).toBe(200);
    expect(res.json<UploadedFile>().size).toBe(FileLimits.imageMaxBytes);
  });

  it('answers a request without the file field with 400 FILE_MISSING', async () => {
    const res = await upload(multipart([{ field: 'attachment', filename: 'tooth.png', type: 'image/png', content: png1x1() }]), { lang: 'B' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toEqual({ code: ErrorCode.FileMissing, message: 'Please choose a file.' });
  });

  it('answers a multipart request with no file at all with 400 FILE_MISSING', async () => {
    const res = await upload(multipart([{ field: 'note', content: 'hello' }]), { lang: 'B' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toEqual({ code: ErrorCode.FileMissing, message: 'Please choose a file.' });
  });

  it('gives error messages in Korean by default', async () => {
    const res = await uploadFile('notes.png', Buffer.from('plain text'), 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json<ErrorBody>().error.message).toBe('지원하지 않는 파일 형식입니다.');
  });
});

// A referral's files (meshes come from test/meshes.ts).

const segment = (marker: number, payload: Buffer) => {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
};

/** A JPEG with an EXIF APP1 segment carrying a GPS position. */
const jpegWithGps = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.from('Exif\0\0GPS 37.5665N 126.9780E', 'latin1')),
    Buffer.from([0xff, 0xd9]),
  ]);

const uploadReferralFile = (filename: string, content: Buffer) => upload(multipart([{ field: 'file', filename, content }]), { lang: 'B' }, 'referral');

describe('referral file upload', () => {
  it.each([
    ['a binary STL', 'crown_14-16.stl', binaryStl, 'model/stl'],
    ['an ASCII STL', 'crown.stl', asciiStl, 'model/stl'],
    ['a PLY', 'scan.ply', ply, 'model/x-ply'],
    ['an OBJ', 'model.obj', obj, 'model/obj'],
    ['a ZIP of a scan export', 'export.zip', zip, 'application/zip'],
    ['a PDF', 'referral.pdf', pdf, 'application/pdf'],
  ] as const)('keeps %s with its mime and bytes', async (_label, filename, make, mime) => {
    const sent = make();
    // A mesh is kept without the free text its fixture carries (a header, a solid's name, a comment: decision 0043).
    const format = /\.(stl|ply|obj)$/.exec(filename)?.[1] as 'stl' | 'ply' | 'obj' | undefined;
    const bytes = format ? asStored(sent, format) : sent;
    const res = await uploadReferralFile(filename, sent);
    expect(res.statusCode).toBe(200);
    const body = res.json<UploadAnswer>();
    expect(body).toMatchObject({ name: filename, size: bytes.length, mime, nameFlag: false });
    const stored = await storedUpload(body.id);
    expect(stored.row.mime).toBe(mime);
    expect(stored.bytes.equals(bytes)).toBe(true);
  });

  it('refuses a program renamed to .stl with 415 and stores nothing', async () => {
    const before = storedFiles();
    const res = await uploadReferralFile('setup.stl', executable());
    expect(res.statusCode).toBe(415);
    expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.FileTypeNotSupported);
    expect(await rowsNamed('setup.stl')).toHaveLength(0);
    expect(storedFiles()).toEqual(before);
  });

  it.each([
    ['shorter', () => binaryStl().subarray(0, 84 + 50)],
    ['longer', () => Buffer.concat([binaryStl(), Buffer.alloc(10)])],
    ['far longer (past the first read)', () => Buffer.concat([binaryStl(), Buffer.alloc(200_000)])],
  ] as const)('refuses a binary STL %s than its triangle count says with 415 and stores nothing', async (label, make) => {
    const before = storedFiles();
    const name = `cut-${label.split(' ')[0]}.stl`;
    const res = await uploadReferralFile(name, make());
    expect(res.statusCode).toBe(415);
    expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.FileTypeNotSupported);
    expect(await rowsNamed(name)).toHaveLength(0);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a binary STL cut off after the first read, when the stream ends short', async () => {
    const before = storedFiles();
    const whole = Buffer.alloc(84 + 1000 * 50);
    whole.writeUInt32LE(1000, 80);
    const res = await uploadReferralFile('half.stl', whole.subarray(0, 84 + 500 * 50));
    expect(res.statusCode).toBe(415);
    expect(await rowsNamed('half.stl')).toHaveLength(0);
    expect(storedFiles()).toEqual(before);
  });

  it('keeps a JPEG without its EXIF/GPS metadata', async () => {
    const bytes = jpegWithGps();
    const res = await uploadReferralFile('intraoral.jpg', bytes);
    expect(res.statusCode).toBe(200);
    const stored = await storedUpload(res.json<UploadAnswer>().id);
    expect(stored.row.mime).toBe('image/jpeg');
    expect(stored.bytes.includes(Buffer.from('GPS'))).toBe(false);
    expect(stored.bytes.includes(Buffer.from('JFIF'))).toBe(true);
    expect(stored.row.size).toBe(stored.bytes.length);
    expect(res.json<UploadAnswer>().size).toBe(stored.bytes.length);
  });

  it('keeps a file whose name looks like a person’s, flagged for renaming', async () => {
    for (const name of ['홍길동_crown.stl', 'John Smith scan.stl']) {
      const res = await uploadReferralFile(name, asciiStl());
      expect(res.statusCode).toBe(200);
      expect(res.json<UploadAnswer>()).toMatchObject({ name, nameFlag: true });
    }
  });

  it('still refuses a mesh as a document', async () => {
    const res = await upload(multipart([{ field: 'file', filename: 'doc-crown.stl', content: binaryStl() }]), {}, 'document');
    expect(res.statusCode).toBe(415);
    expect((await uploadFile('crown2.stl', asciiStl())).statusCode).toBe(415);
    expect(await rowsNamed('doc-crown.stl')).toHaveLength(0);
  });

  it('still refuses an image over 10 MB as a document', async () => {
    const head = png1x1();
    const big = Buffer.concat([head, Buffer.alloc(FileLimits.imageMaxBytes + 1 - head.length)]);
    const res = await upload(multipart([{ field: 'file', filename: 'big-doc.png', content: big }]), {}, 'document');
    expect(res.statusCode).toBe(413);
    expect(await rowsNamed('big-doc.png')).toHaveLength(0);
  });

  it('answers an unknown kind with 400', async () => {
    expect((await upload(multipart([{ field: 'file', filename: 'x.png', content: png1x1() }]), {}, 'other' as 'document')).statusCode).toBe(400);
  });
});

describe('file download', () => {
  const download = (id: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/common/file/${id}`, headers: token ? bearer(token) : {} });

  it('opens a member’s licence to the member and the admin only; to anyone else it does not exist', async () => {
    const owner = await joinMember(t.app, 'client');
    const other = await joinMember(t.app, 'lab');
    const ownerToken = (await signIn(t.app, owner.email, owner.password)).accessToken;
    const otherToken = (await signIn(t.app, other.email, other.password)).accessToken;
    const adminToken = (await signIn(t.app, t.config.admin.email, 'admin-pass-1234')).accessToken;
    const id = String(owner.body.licenseFileId);

    for (const token of [ownerToken, adminToken]) {
      const res = await download(id, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="licence.pdf"; filename*=UTF-8''licence.pdf`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.equals(samplePdf())).toBe(true);
    }
    for (const token of [otherToken, undefined, 'not-a-token']) {
      const res = await download(id, token);
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.NotFound);
    }
  });

  it('answers an unknown or malformed id with 404', async () => {
    expect((await download(crypto.randomUUID())).statusCode).toBe(404);
    expect((await download('../../etc/passwd')).statusCode).toBe(404);
  });

  it('opens a public file to a guest, with its Korean name in the RFC 5987 form', async () => {
    const id = await uploadDocument(t.app, '사업자 등록증.pdf');
    expect((await download(id)).statusCode).toBe(404);
    await t.app.db.update(files).set({ isPrivate: false }).where(eq(files.id, id));
    const res = await download(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="___ ___.pdf"; filename*=UTF-8''%EC%82%AC%EC%97%85%EC%9E%90%20%EB%93%B1%EB%A1%9D%EC%A6%9D.pdf`,
    );
    expect(res.rawPayload.equals(samplePdf())).toBe(true);
  });

  it('quotes nothing a header could break on', () => {
    expect(contentDisposition('a"b\\c(1).pdf')).toBe(`inline; filename="a_b_c(1).pdf"; filename*=UTF-8''a%22b%5Cc%281%29.pdf`);
  });
});

describe('sweeping unattached uploads', () => {
  it('deletes uploads nobody claimed after a day, rows and bytes, and keeps everything else', async () => {
    const stale = await uploadDocument(t.app, 'abandoned.pdf');
    const fresh = await uploadDocument(t.app, 'fresh.pdf');
    const member = await joinMember(t.app, 'designer');
    const claimed = String(member.body.licenseFileId);
    await t.app.db.execute(sql`update files set created_at = created_at - interval '25 hours' where id in (${stale}, ${claimed})`);
    const staleKey = (await storedUpload(stale)).row.storageKey;

    const removed = await sweepUnattachedUploads(t.app.db, t.app.storage);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.select().from(files).where(eq(files.id, stale))).toHaveLength(0);
    expect(fs.existsSync(path.join(t.config.dataDir, 'files', staleKey))).toBe(false);
    expect((await storedUpload(fresh)).bytes.equals(samplePdf())).toBe(true);
    expect((await storedUpload(claimed)).row.ownerNo).toBe(member.memberNo);
  });
});

describe('renaming an upload', () => {
  it('lets the owner rename a name-flagged file, keeping its extension, and nobody else', async () => {
    const owner = await joinMember(t.app);
    await approveMember(t.app, owner.memberNo);
    const { accessToken } = await signIn(t.app, owner.email, owner.password);
    const uploaded = await upload(multipart([{ field: 'file', filename: '홍길동_crown.stl', content: asciiStl() }]), bearer(accessToken), 'referral');
    const { id, nameFlag } = uploaded.json<UploadAnswer>();
    expect(nameFlag).toBe(true);

    const rename = (name: string, token = accessToken) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/common/file/${id}`, headers: bearer(token), payload: { name } });
    const renamed = await rename('case-0412');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<UploadAnswer>()).toMatchObject({ id, name: 'case-0412.stl', nameFlag: false });
    expect((await rename('case-0412.STL')).json<UploadAnswer>().name).toBe('case-0412.stl');
    expect((await rename('a/b')).statusCode).toBe(400);

    const other = await joinMember(t.app);
    await approveMember(t.app, other.memberNo);
    const otherToken = (await signIn(t.app, other.email, other.password)).accessToken;
    expect((await rename('mine-now', otherToken)).statusCode).toBe(404);
    const [row] = await t.app.db.select().from(files).where(eq(files.id, id));
    expect(row?.name).toBe('case-0412.stl');
  });
});
