import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode, RESUMABLE_CHUNK_BYTES, type ErrorBody, type UploadAnswer, type UploadSession } from '@dcm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadSessions } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { executable } from '../../test/meshes.ts';
import { startLocalS3 } from '../../test/s3.ts';
import { storageKeyOf } from '../files/service.ts';
import { approveMember, bearer, joinMember, samplePdf, signIn } from '../../test/members.ts';

let t: TestApp;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  const designer = await joinMember(t.app, 'designer');
  const other = await joinMember(t.app, 'designer');
  await approveMember(t.app, designer.memberNo);
  await approveMember(t.app, other.memberNo);
  token = (await signIn(t.app, designer.email, designer.password)).accessToken;
  otherToken = (await signIn(t.app, other.email, other.password)).accessToken;
});
afterAll(() => t.close());

/** A PDF of `size` bytes: its header, then random bytes, so any byte out of place shows. */
function bigPdf(size: number): Buffer {
  const head = samplePdf();
  return Buffer.concat([head, crypto.randomBytes(size - head.length)]);
}

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

async function start(size: number, who = token, kind = 'cad') {
  return t.app.inject({ method: 'POST', url: '/api/v1/uploads', headers: bearer(who), payload: { name: 'crown.pdf', size, kind } });
}

async function startSession(file: Buffer): Promise<UploadSession> {
  const res = await start(file.length);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** PUTs `bytes` at `offset`; `announced` is the content-length, larger when the connection drops midway. */
function sendChunk(id: string, offset: number, bytes: Buffer, announced = bytes.length, who = token) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/uploads/${id}?offset=${offset}`,
    headers: { ...bearer(who), 'content-type': 'application/octet-stream', 'content-length': String(announced) },
    payload: bytes,
  });
}

const chunkAt = (file: Buffer, offset: number) => file.subarray(offset, offset + RESUMABLE_CHUNK_BYTES);

const complete = (id: string, who = token) => t.app.inject({ method: 'POST', url: `/api/v1/uploads/${id}/complete`, headers: bearer(who) });
const read = (id: string, who = token) => t.app.inject({ method: 'GET', url: `/api/v1/uploads/${id}`, headers: bearer(who) });

async function download(url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('resumable uploads', () => {
  it('chunks sent in order then completed give back the exact bytes', async () => {
    const file = bigPdf(RESUMABLE_CHUNK_BYTES * 2 + 12_345);
    const session = await startSession(file);
    expect(session).toMatchObject({ received: 0, size: file.length, chunkBytes: RESUMABLE_CHUNK_BYTES, kind: 'cad' });
    for (let offset = 0; offset < file.length; offset += RESUMABLE_CHUNK_BYTES) {
      const res = await sendChunk(session.id, offset, chunkAt(file, offset));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<UploadSession>().received).toBe(Math.min(offset + RESUMABLE_CHUNK_BYTES, file.length));
    }
    const done = await complete(session.id);
    expect(done.statusCode, done.body).toBe(200);
    const answer = done.json<UploadAnswer>();
    expect(answer).toMatchObject({ name: 'crown.pdf', size: file.length, mime: 'application/pdf' });
    expect(sha256(await download(answer.url))).toBe(sha256(file));
  });

  it('a chunk cut off midway does not count, and the upload resumes from what the server has', async () => {
    const file = bigPdf(RESUMABLE_CHUNK_BYTES + 1000);
    const session = await startSession(file);
    const cut = await sendChunk(session.id, 0, chunkAt(file, 0).subarray(0, 5000), RESUMABLE_CHUNK_BYTES);
    expect(cut.statusCode).toBe(400);
    const after = (await read(session.id)).json<UploadSession>();
    expect(after.received).toBe(0);

    for (let offset = after.received; offset < file.length; offset += RESUMABLE_CHUNK_BYTES) {
      expect((await sendChunk(session.id, offset, chunkAt(file, offset))).statusCode).toBe(200);
    }
    const answer = (await complete(session.id)).json<UploadAnswer>();
    expect(sha256(await download(answer.url))).toBe(sha256(file));
  });

  it('a chunk at another offset than the server received is a 409 that says where to resume', async () => {
    const file = bigPdf(RESUMABLE_CHUNK_BYTES + 10);
    const session = await startSession(file);
    expect((await sendChunk(session.id, 0, chunkAt(file, 0))).statusCode).toBe(200);
    const again = await sendChunk(session.id, 0, chunkAt(file, 0));
    expect(again.statusCode).toBe(409);
    const body = again.json<ErrorBody>();
    expect(body.error.code).toBe(ErrorCode.UploadOffsetMismatch);
    expect(body.error.details?.upload).toMatchObject({ id: session.id, received: RESUMABLE_CHUNK_BYTES });
  });

  it('a chunk that would pass the announced size is refused', async () => {
    const session = await startSession(bigPdf(2000));
    const res = await sendChunk(session.id, 0, bigPdf(3000));
    expect(res.statusCode).toBe(400);
    expect((await read(session.id)).json<UploadSession>().received).toBe(0);
  });

  it('a file over its kind’s maximum is refused at the start, before any byte is sent', async () => {
    const res = await start(600 * 1024 * 1024);
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.FileSizeExceeded);
  });

  it('a first chunk of a refused type ends the session with a 415', async () => {
    const program = Buffer.concat([executable(), crypto.randomBytes(5000)]);
    const session = await startSession(program);
    const res = await sendChunk(session.id, 0, program);
    expect(res.statusCode).toBe(415);
    expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.FileTypeNotSupported);
    expect((await read(session.id)).statusCode).toBe(404);
  });

  it('completing before every byte arrived is a 409', async () => {
    const file = bigPdf(RESUMABLE_CHUNK_BYTES + 10);
    const session = await startSession(file);
    await sendChunk(session.id, 0, chunkAt(file, 0));
    const res = await complete(session.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.UploadIncomplete);
  });

  it('another member’s session is not found, whatever is asked of it', async () => {
    const file = bigPdf(3000);
    const session = await startSession(file);
    expect((await read(session.id, otherToken)).statusCode).toBe(404);
    expect((await sendChunk(session.id, 0, file, file.length, otherToken)).statusCode).toBe(404);
    expect((await complete(session.id, otherToken)).statusCode).toBe(404);
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/v1/uploads/${session.id}`, headers: bearer(otherToken) });
    expect(cancel.statusCode).toBe(404);
    expect((await read(session.id)).statusCode).toBe(200);
  });

  it('completing twice answers the same file', async () => {
    const file = bigPdf(3000);
    const session = await startSession(file);
    await sendChunk(session.id, 0, file);
    const first = await complete(session.id);
    const second = await complete(session.id);
    expect(second.statusCode).toBe(200);
    expect(second.json<UploadAnswer>()).toEqual(first.json<UploadAnswer>());
  });

  it('a cancelled session is gone', async () => {
    const session = await startSession(bigPdf(3000));
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/uploads/${session.id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(204);
    expect((await read(session.id)).statusCode).toBe(404);
  });

  it('a session untouched for a day is swept', async () => {
    const file = bigPdf(3000);
    const session = await startSession(file);
    await sendChunk(session.id, 0, file);
    await t.app.db.update(uploadSessions).set({ updatedAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(uploadSessions.id, session.id));
    expect(await t.app.jobs.runNow('sweep-idle-uploads')).toBe(true);
    expect((await read(session.id)).statusCode).toBe(404);
  });
});

describe('chunks in parallel, joined without a copy (decision 0036)', () => {
  const CHUNK = RESUMABLE_CHUNK_BYTES;

  it('chunks sent out of order, several at once, complete a byte-identical file; received stays where one is missing', async () => {
    const file = bigPdf(CHUNK * 3 + 777);
    const session = await startSession(file);
    const ahead = await Promise.all([sendChunk(session.id, 3 * CHUNK, chunkAt(file, 3 * CHUNK)), sendChunk(session.id, CHUNK, chunkAt(file, CHUNK))]);
    expect(ahead.map((res) => res.statusCode)).toEqual([200, 200]);
    expect((await read(session.id)).json<UploadSession>().received).toBe(0);

    const [first, third] = await Promise.all([sendChunk(session.id, 0, chunkAt(file, 0)), sendChunk(session.id, 2 * CHUNK, chunkAt(file, 2 * CHUNK))]);
    expect([first.statusCode, third.statusCode]).toEqual([200, 200]);
    expect((await read(session.id)).json<UploadSession>().received).toBe(file.length);

    const done = await complete(session.id);
    expect(done.statusCode, done.body).toBe(200);
    const answer = done.json<UploadAnswer>();
    expect(answer).toMatchObject({ size: file.length, mime: 'application/pdf' });
    expect(sha256(await download(answer.url))).toBe(sha256(file));
  });

  it('completing writes no byte: the chunks are joined where they lie, and only the file’s first bytes are read back', async () => {
    const file = bigPdf(CHUNK * 2 + 10);
    const session = await startSession(file);
    for (let offset = 0; offset < file.length; offset += CHUNK) expect((await sendChunk(session.id, offset, chunkAt(file, offset))).statusCode).toBe(200);
    const put = vi.spyOn(t.app.storage, 'put');
    const putPart = vi.spyOn(t.app.storage, 'putPart');
    const get = vi.spyOn(t.app.storage, 'get');
    let done;
    try {
      done = await complete(session.id);
    } finally {
      vi.restoreAllMocks();
    }
    expect(done.statusCode, done.body).toBe(200);
    expect(put).not.toHaveBeenCalled();
    expect(putPart).not.toHaveBeenCalled();
    expect(get).toHaveBeenCalledTimes(1);
    const [, range] = get.mock.calls[0]!;
    expect(range!.end! - range!.start).toBeLessThan(64 * 1024);
    expect(sha256(await download(done.json<UploadAnswer>().url))).toBe(sha256(file));
  });

  it('completing when chunks went missing is a 409 that says to resume from the first one missing', async () => {
    const file = bigPdf(CHUNK + 10);
    const session = await startSession(file);
    for (let offset = 0; offset < file.length; offset += CHUNK) expect((await sendChunk(session.id, offset, chunkAt(file, offset))).statusCode).toBe(200);
    await t.app.storage.removeParts(storageKeyOf(session.id));
    const refused = await complete(session.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.UploadIncomplete, details: { upload: { received: 0 } } });
    for (let offset = 0; offset < file.length; offset += CHUNK) expect((await sendChunk(session.id, offset, chunkAt(file, offset))).statusCode).toBe(200);
    const done = await complete(session.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(sha256(await download(done.json<UploadAnswer>().url))).toBe(sha256(file));
  });

  it('a first chunk of a refused type ends the session, and the chunks sent before it go too', async () => {
    const program = Buffer.concat([executable(), crypto.randomBytes(CHUNK + 5000)]);
    const session = await startSession(program);
    expect((await sendChunk(session.id, CHUNK, chunkAt(program, CHUNK))).statusCode).toBe(200);
    const res = await sendChunk(session.id, 0, chunkAt(program, 0));
    expect(res.statusCode).toBe(415);
    expect((await read(session.id)).statusCode).toBe(404);
    const folder = path.join(t.config.dataDir, 'files', 'uploads', session.id.slice(0, 2));
    const left = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.startsWith(session.id)) : [];
    expect(left).toEqual([]);
  });

  it('a referral’s photo sent in chunks loses its EXIF/GPS metadata, as in a single upload', async () => {
    const segment = (marker: number, payload: Buffer) => Buffer.concat([Buffer.from([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);
    const photo = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
      segment(0xe1, Buffer.from('Exif\0\0GPS 37.5665N 126.9780E', 'latin1')),
      Buffer.from([0xff, 0xd9]),
    ]);
    const started = await t.app.inject({ method: 'POST', url: '/api/v1/uploads', headers: bearer(token), payload: { name: 'smile.jpg', size: photo.length, kind: 'referral' } });
    const session = started.json<UploadSession>();
    expect((await sendChunk(session.id, 0, photo)).statusCode).toBe(200);
    const done = await complete(session.id);
    expect(done.statusCode, done.body).toBe(200);
    const stored = await download(done.json<UploadAnswer>().url);
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);
    expect((await complete(session.id)).json<UploadAnswer>()).toEqual(done.json<UploadAnswer>());
  });
});

describe('on S3, the bucket joins the chunks', () => {
  it('chunks sent out of order complete a byte-identical file, and the chunks’ objects are gone', async () => {
    // Lenient: s3rver signs a bucket's own path without the trailing slash the SDK signs (listing the parts).
    const s3 = await startLocalS3({ lenientSignatures: true });
    const onS3 = await buildTestApp(s3.env);
    try {
      const designer = await joinMember(onS3.app, 'designer');
      await approveMember(onS3.app, designer.memberNo);
      const auth = bearer((await signIn(onS3.app, designer.email, designer.password)).accessToken);
      const file = bigPdf(RESUMABLE_CHUNK_BYTES * 2 + 99);
      const started = await onS3.app.inject({ method: 'POST', url: '/api/v1/uploads', headers: auth, payload: { name: 'crown.pdf', size: file.length, kind: 'cad' } });
      const session = started.json<UploadSession>();
      const put = (offset: number) =>
        onS3.app.inject({
          method: 'PUT',
          url: `/api/v1/uploads/${session.id}?offset=${offset}`,
          headers: { ...auth, 'content-type': 'application/octet-stream' },
          payload: chunkAt(file, offset),
        });
      expect((await put(2 * RESUMABLE_CHUNK_BYTES)).statusCode).toBe(200);
      expect((await Promise.all([put(0), put(RESUMABLE_CHUNK_BYTES)])).map((res) => res.statusCode)).toEqual([200, 200]);
      const done = await onS3.app.inject({ method: 'POST', url: `/api/v1/uploads/${session.id}/complete`, headers: auth });
      expect(done.statusCode, done.body).toBe(200);
      const answer = done.json<UploadAnswer>();
      const stored = Buffer.concat(await onS3.app.storage.get(storageKeyOf(answer.id)).toArray());
      expect(sha256(stored)).toBe(sha256(file));
      expect(await onS3.app.storage.partOffsets(storageKeyOf(answer.id))).toEqual([]);
    } finally {
      await onS3.close();
      await s3.close();
    }
  }, 60_000);
});
