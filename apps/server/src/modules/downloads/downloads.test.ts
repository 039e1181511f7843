import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { ErrorCode, type ErrorBody } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { asStored, binaryStl } from '../../test/meshes.ts';
import { samplePdf } from '../../test/members.ts';
import { findFile, storeUpload } from '../files/service.ts';
import type { DownloadTarget } from './links.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function stored(name: string, bytes: Buffer): Promise<string> {
  const answer = await storeUpload(t.app, { filename: name, stream: Readable.from([bytes]), ownerNo: null, kind: 'cad' });
  return answer.id;
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

const download = (target: DownloadTarget, ttlSeconds?: number) => get(t.app.downloadLinks.issue(target, ttlSeconds).url);

/** The entries of a ZIP, read from its central directory (the archive has no comment). */
function entriesOf(archive: Buffer): Map<string, { method: number; crc: number; bytes: Buffer }> {
  const end = archive.length - 22;
  expect(archive.readUInt32LE(end)).toBe(0x06054b50);
  const entries = new Map<string, { method: number; crc: number; bytes: Buffer }>();
  let at = archive.readUInt32LE(end + 16);
  for (let i = 0; i < archive.readUInt16LE(end + 10); i++) {
    expect(archive.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = archive.readUInt16LE(at + 28);
    const local = archive.readUInt32LE(at + 42);
    const data = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, { method: archive.readUInt16LE(at + 10), crc: archive.readUInt32LE(at + 16), bytes: archive.subarray(data, data + archive.readUInt32LE(at + 20)) });
    at += 46 + nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
  }
  return entries;
}

describe('download links', () => {
  it('a link downloads the file’s exact bytes as an attachment under its name, kept from caches', async () => {
    const bytes = asStored(binaryStl(3000, 'upper crown'));
    const fileId = await stored('크라운 upper.stl', bytes);
    const res = await download({ kind: 'file', fileId });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'model/stl',
      'content-length': String(bytes.length),
      'content-disposition': `attachment; filename="___ upper.stl"; filename*=UTF-8''${encodeURIComponent('크라운 upper.stl')}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it('a link is valid for five minutes', async () => {
    const before = Date.now();
    const { expiresAt } = t.app.downloadLinks.issue({ kind: 'file', fileId: await stored('a.stl', binaryStl()) });
    const lifetime = new Date(expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(299_000);
    expect(lifetime).toBeLessThanOrEqual(300_000);
  });

  it('a tampered link is not found', async () => {
    const mine = await stored('mine.stl', binaryStl());
    const theirs = await stored('theirs.stl', binaryStl());
    const { url } = t.app.downloadLinks.issue({ kind: 'file', fileId: mine });
    const [body, signature] = url.slice(url.lastIndexOf('/') + 1).split('.');
    const payload = Buffer.from(body ?? '', 'base64url').toString('utf8').replace(mine, theirs);
    for (const token of [`${Buffer.from(payload).toString('base64url')}.${signature}`, `${body}.${signature?.slice(1)}`, 'not-a-token']) {
      const res = await get(`/api/v1/downloads/${token}`, { lang: 'B' });
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().error).toEqual({ code: ErrorCode.NotFound, message: 'The requested item was not found.' });
    }
  });

  it('an expired link is gone, said in the caller’s language', async () => {
    const { url } = t.app.downloadLinks.issue({ kind: 'file', fileId: await stored('old.stl', binaryStl()) }, -1);
    const korean = await get(url, { lang: 'A' });
    expect(korean.statusCode).toBe(410);
    expect(korean.json<ErrorBody>().error).toEqual({ code: ErrorCode.DownloadLinkExpired, message: '다운로드 링크가 만료되었습니다. 페이지를 다시 열어 내려받으세요.' });
    const english = await get(url, { lang: 'B' });
    expect(english.json<ErrorBody>().error).toEqual({ code: ErrorCode.DownloadLinkExpired, message: 'This download link has expired. Open the page again to download.' });
  });

  it('a ZIP link sends exactly its content-length, each file stored uncompressed with its exact bytes', async () => {
    // As the upload keeps them: their headers blanked.
    const upper = asStored(binaryStl(4000, 'upper'));
    const lower = asStored(binaryStl(2, 'lower'));
    const pdf = samplePdf();
    const entries = [
      { fileId: await stored('upper.stl', upper), path: 'v1/upper.stl' },
      { fileId: await stored('lower.stl', lower), path: 'v2/아래턱.stl' },
      { fileId: await stored('form.pdf', pdf), path: 'form.pdf' },
    ];
    const res = await download({ kind: 'zip', name: 'order 12.zip', entries });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/zip',
      'content-length': String(res.rawPayload.length),
      'content-disposition': `attachment; filename="order 12.zip"; filename*=UTF-8''order%2012.zip`,
      'cache-control': 'private, no-store',
    });
    const archive = entriesOf(res.rawPayload);
    expect([...archive.keys()]).toEqual(['v1/upper.stl', 'v2/아래턱.stl', 'form.pdf']);
    for (const [name, bytes] of [['v1/upper.stl', upper], ['v2/아래턱.stl', lower], ['form.pdf', pdf]] as const) {
      const entry = archive.get(name);
      expect(entry?.method).toBe(0);
      expect(entry?.bytes.equals(bytes)).toBe(true);
      expect(entry?.crc).toBe(zlib.crc32(bytes));
    }
  });

  it('a ZIP’s entries of the same path get a number before the extension', async () => {
    const fileId = await stored('crown.stl', binaryStl());
    const paths = ['v2/crown.stl', 'v2/crown.stl', 'v2/Crown.stl', 'notes', 'notes'];
    const res = await download({ kind: 'zip', name: 'same.zip', entries: paths.map((path) => ({ fileId, path })) });
    expect([...entriesOf(res.rawPayload).keys()]).toEqual(['v2/crown.stl', 'v2/crown (2).stl', 'v2/Crown (3).stl', 'notes', 'notes (2)']);
  });

  it('a ZIP’s paths stay inside the archive', async () => {
    const fileId = await stored('crown.stl', binaryStl());
    const res = await download({ kind: 'zip', name: 'safe.zip', entries: [{ fileId, path: '../../etc/crown.stl' }, { fileId, path: '/abs\\x:y.stl' }] });
    expect([...entriesOf(res.rawPayload).keys()]).toEqual(['etc/crown.stl', 'abs/x_y.stl']);
  });

  it('a ZIP of twenty files fits in its link', async () => {
    const fileId = await stored('crown.stl', binaryStl());
    const entries = Array.from({ length: 20 }, (_, i) => ({ fileId, path: `v${i}/upper-jaw-crown-${i}.stl` }));
    const { url } = t.app.downloadLinks.issue({ kind: 'zip', name: 'order 12 results.zip', entries });
    expect(url.length).toBeLessThan(4000);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(entriesOf(res.rawPayload).size).toBe(20);
  });

  it('a ZIP naming a missing file is not found before any byte is sent', async () => {
    const fileId = await stored('here.stl', binaryStl());
    const entries = [{ fileId, path: 'here.stl' }, { fileId: crypto.randomUUID(), path: 'gone.stl' }];
    const res = await download({ kind: 'zip', name: 'partial.zip', entries });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.NotFound);
  });

  it('a ZIP whose file was lost from the Storage is cut short rather than left hanging', async () => {
    const here = await stored('here.stl', binaryStl(3000));
    const lost = await stored('lost.stl', binaryStl(3000));
    const row = await findFile(t.app.db, lost);
    await t.app.storage.remove(row?.storageKey ?? '');
    const entries = [{ fileId: here, path: 'here.stl' }, { fileId: lost, path: 'lost.stl' }];
    await expect(download({ kind: 'zip', name: 'broken.zip', entries })).rejects.toThrow('response destroyed');
  });
});
