import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ErrorCode, RESUMABLE_CHUNK_BYTES, type ErrorBody, type UploadAnswer, type UploadSession } from '@dcm/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, uploadSessions } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { asciiStl, binaryStl } from '../../test/meshes.ts';
import { approveMember, bearer, joinMember, samplePdf, signIn } from '../../test/members.ts';
import { entryOf, zipArchive, zipTail, type ZipEntry } from '../../test/zips.ts';
import { ArchiveLimits, escapesFolder, judgeArchive } from './archive.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  const designer = await joinMember(t.app, 'designer');
  await approveMember(t.app, designer.memberNo);
  token = (await signIn(t.app, designer.email, designer.password)).accessToken;
});
afterAll(() => t.close());

const boundary = '----dcm-archive-boundary';
const upload = (filename: string, content: Buffer, kind = 'referral') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/common/file/upload?kind=${kind}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, lang: 'B', ...bearer(token) },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });

/** Every byte the Storage holds, by file, and every files row: what "nothing was stored" compares. */
async function stored(): Promise<{ rows: number; files: string[] }> {
  const root = path.join(t.config.dataDir, 'files');
  const list = fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()) : [];
  const [row] = await t.app.db.select({ n: count() }).from(files);
  return { rows: row!.n, files: list.sort() };
}

async function expectRefused(res: Awaited<ReturnType<typeof upload>>, before: Awaited<ReturnType<typeof stored>>) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<ErrorBody>();
  expect(body.error.code).toBe(ErrorCode.UploadArchiveRefused);
  expect(body.error.message).toMatch(/archive/);
  expect(await stored()).toEqual(before);
}

/** 200 MB of zeros deflated into one entry: about 200 KB on the wire. */
let bombEntry: ZipEntry | undefined;
const zerosBomb = (): ZipEntry => (bombEntry ??= entryOf('crown.stl', Buffer.alloc(200 * 1024 * 1024)));

describe('ZIP uploads', () => {
  it('an ordinary scan export (meshes, a folder, a PDF) is kept byte for byte', async () => {
    const archive = zipArchive([entryOf('export/upper.stl', binaryStl(40)), entryOf('export/lower.stl', asciiStl()), entryOf('export/order.pdf', samplePdf(), false)]);
    const res = await upload('export.zip', archive);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<UploadAnswer>();
    expect(answer).toMatchObject({ mime: 'application/zip', size: archive.length });
    const download = await t.app.inject({ method: 'GET', url: answer.url, headers: bearer(token) });
    expect(download.rawPayload.equals(archive)).toBe(true);
  });

  it('a ZIP bomb (200 MB of zeros deflated to a few hundred KB) is refused and nothing is stored', async () => {
    const bomb = zipArchive([zerosBomb()]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await stored();
    await expectRefused(await upload('scan.zip', bomb), before);
  });

  it('an archive whose entries share one deflated block (the overlapping bomb) is refused', async () => {
    const small = entryOf('a.stl', Buffer.alloc(1024 * 1024, 0x20));
    const bomb = zipArchive([small, { ...small, name: 'b.stl', sameBytesAs: 0 }, { ...small, name: 'c.stl', sameBytesAs: 0 }]);
    const before = await stored();
    await expectRefused(await upload('scan.zip', bomb), before);
  });

  it.each([['../../etc/cron.d/job'], ['/etc/passwd'], ['C:\\Windows\\system.ini'], ['export\\..\\..\\evil.stl']])('an entry named %s (outside its folder) is refused', async (name) => {
    const archive = zipArchive([entryOf('export/upper.stl', asciiStl()), entryOf(name, Buffer.from('x'))]);
    const before = await stored();
    await expectRefused(await upload('export.zip', archive), before);
  });

  it('an archive of more entries than the limit is refused', async () => {
    const tiny = entryOf('x', Buffer.from('x'), false);
    const archive = zipArchive(Array.from({ length: ArchiveLimits.maxEntries + 1 }, (_, i) => ({ ...tiny, name: `f/${i}.txt` })));
    const before = await stored();
    await expectRefused(await upload('export.zip', archive), before);
  });

  it('a ZIP without a central directory (cut short, or only a local header) is refused', async () => {
    const whole = zipArchive([entryOf('export/upper.stl', asciiStl())]);
    const before = await stored();
    await expectRefused(await upload('export.zip', whole.subarray(0, whole.length - 30)), before);
  });

  it('a ZIP bomb sent as a resumable upload is refused at completion, and its session and parts are gone', async () => {
    const bomb = zipArchive([zerosBomb()]);
    expect(bomb.length).toBeLessThan(RESUMABLE_CHUNK_BYTES);
    const before = await stored();
    const started = await t.app.inject({ method: 'POST', url: '/api/v1/uploads', headers: bearer(token), payload: { name: 'scan.zip', size: bomb.length, kind: 'cad' } });
    const session = started.json<UploadSession>();
    const chunk = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/uploads/${session.id}?offset=0`,
      headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
      payload: bomb,
    });
    expect(chunk.statusCode, chunk.body).toBe(200);
    const completed = await t.app.inject({ method: 'POST', url: `/api/v1/uploads/${session.id}/complete`, headers: bearer(token) });
    expect(completed.statusCode, completed.body).toBe(400);
    expect(completed.json<ErrorBody>().error.code).toBe(ErrorCode.UploadArchiveRefused);
    expect(await t.app.db.select().from(uploadSessions).where(eq(uploadSessions.id, session.id))).toEqual([]);
    expect(await stored()).toEqual(before);
  });
});

describe('a file whose name declares another type than its bytes', () => {
  it.each([
    ['crown.stl', () => zipArchive([entryOf('a.stl', asciiStl())])],
    ['scan.zip', () => binaryStl(4)],
    ['licence.pdf', () => asciiStl()],
    ['photo.png', () => samplePdf()],
  ])('%s holding something else is refused as an unsupported type', async (name, bytes) => {
    const before = await stored();
    const res = await upload(name, bytes());
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.FileTypeNotSupported);
    expect(await stored()).toEqual(before);
  });

  it('a CAD program’s own extension (a .3oxz project is a ZIP) is judged by its bytes alone', async () => {
    const res = await upload('case.3oxz', zipArchive([entryOf('case/model.stl', asciiStl())]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UploadAnswer>().mime).toBe('application/zip');
  });

  it('a resumable upload named .stl whose first chunk is a PDF is refused at the first chunk', async () => {
    const pdf = samplePdf();
    const started = await t.app.inject({ method: 'POST', url: '/api/v1/uploads', headers: bearer(token), payload: { name: 'crown.stl', size: pdf.length, kind: 'cad' } });
    const session = started.json<UploadSession>();
    const chunk = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/uploads/${session.id}?offset=0`,
      headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
      payload: pdf,
    });
    expect(chunk.statusCode, chunk.body).toBe(415);
  });
});

describe('the central directory judge', () => {
  const GB = 1024 ** 3;

  it('refuses entries that unpack beyond the total limit even at an ordinary ratio', () => {
    const FILE = 1100 * 1024 ** 2;
    const entries = Array.from({ length: 5 }, (_, i) => ({ name: `part-${i}.stl`, compressedSize: 200 * 1024 ** 2, uncompressedSize: 500 * 1024 ** 2 }));
    expect(judgeArchive(zipTail(entries, FILE), FILE)).toBe('tooLargeUnpacked');
    expect(judgeArchive(zipTail(entries.slice(0, 4), FILE), FILE)).toBeUndefined();
  });

  it('reads the sizes of ZIP64 entries (over 4 GB unpacked)', () => {
    const entries = [{ name: 'huge.stl', compressedSize: 400 * 1024 ** 2, uncompressedSize: 5 * GB }];
    expect(judgeArchive(zipTail(entries, GB), GB)).toBe('tooLargeUnpacked');
  });

  it('refuses a big entry compressed more than 100 to 1, and lets a small one be', () => {
    expect(judgeArchive(zipTail([{ name: 'a.stl', compressedSize: 100 * 1024, uncompressedSize: 50 * 1024 ** 2 }], 1024 ** 2), 1024 ** 2)).toBe('ratio');
    expect(judgeArchive(zipTail([{ name: 'a.txt', compressedSize: 100, uncompressedSize: 1024 ** 2 }], 4096), 4096)).toBeUndefined();
  });

  it('refuses a directory that claims entries beyond the end of the file', () => {
    const tail = zipTail([{ name: 'a.stl', compressedSize: 1000, uncompressedSize: 2000 }], 4096);
    expect(judgeArchive(tail, 4096 - 2000)).not.toBeUndefined();
  });

  it('knows the names that climb out of their folder', () => {
    for (const name of ['../a', 'a/../../b', '/abs', '\\\\server\\share', 'D:evil', 'x\\..\\..\\y']) expect(escapesFolder(name), name).toBe(true);
    for (const name of ['export/upper.stl', 'a..b/c.stl', '상악/스캔.stl', 'dir/']) expect(escapesFolder(name), name).toBe(false);
  });

  it('stays within a deflated stream’s real size: the bomb fixture is what it says', () => {
    const entry = zerosBomb();
    expect(zlib.inflateRawSync(entry.data).length).toBe(entry.uncompressedSize);
  });
});
