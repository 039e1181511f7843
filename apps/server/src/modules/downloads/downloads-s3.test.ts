// Downloads when the files live in an S3-compatible bucket (a local s3rver): a file's link sends the
// browser to the bucket, a ZIP's is still built here from the bucket's objects.
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { ErrorCode, type ErrorBody } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { asStored, binaryStl } from '../../test/meshes.ts';
import { startLocalS3, type LocalS3 } from '../../test/s3.ts';
import { storeUpload } from '../files/service.ts';
import type { DownloadTarget } from './links.ts';

let s3: LocalS3;
let t: TestApp;
beforeAll(async () => {
  // Lenient: the RFC 5987 file name in the presigned URL trips s3rver's own signature check (startLocalS3).
  s3 = await startLocalS3({ lenientSignatures: true });
  t = await buildTestApp(s3.env);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

async function stored(name: string, bytes: Buffer): Promise<string> {
  const answer = await storeUpload(t.app, { filename: name, stream: Readable.from([bytes]), ownerNo: null, kind: 'cad' });
  return answer.id;
}

const download = (target: DownloadTarget) => t.app.inject({ method: 'GET', url: t.app.downloadLinks.issue(target).url });

describe('downloads from S3', () => {
  it('a file’s link redirects to a presigned URL that answers its exact bytes as an attachment under its name', async () => {
    const bytes = asStored(binaryStl(3000, 'upper crown'));
    const res = await download({ kind: 'file', fileId: await stored('크라운 upper.stl', bytes) });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const location = String(res.headers.location);
    expect(location.startsWith(`${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/uploads/`)).toBe(true);
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('300');

    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);
    expect(fetched.headers.get('content-type')).toBe('model/stl');
    expect(fetched.headers.get('content-disposition')).toBe(
      `attachment; filename="___ upper.stl"; filename*=UTF-8''${encodeURIComponent('크라운 upper.stl')}`,
    );
  });

  it('a link to a file that no longer exists is not found rather than redirected', async () => {
    const res = await download({ kind: 'file', fileId: crypto.randomUUID() });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.NotFound);
  });

  it('a ZIP’s link is still streamed by the server, its files read from the bucket', async () => {
    // As the upload keeps them: their headers blanked.
    const upper = asStored(binaryStl(4000, 'upper'));
    const lower = asStored(binaryStl(20, 'lower'));
    const entries = [
      { fileId: await stored('upper.stl', upper), path: 'upper.stl' },
      { fileId: await stored('lower.stl', lower), path: 'lower.stl' },
    ];
    const res = await download({ kind: 'zip', name: 'order.zip', entries });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    // Stored entries: each file's bytes appear whole in the archive.
    expect(res.rawPayload.includes(upper)).toBe(true);
    expect(res.rawPayload.includes(lower)).toBe(true);
  });
});
