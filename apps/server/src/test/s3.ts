// A real S3-compatible server for the S3 driver's tests: s3rver, in this process, keeping objects in
// a temporary folder; no Docker, no network beyond 127.0.0.1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3StorageOptions } from '../platform/storage-s3.ts';

export interface LocalS3 {
  /** The driver's options for the server's one bucket. */
  options: S3StorageOptions;
  /** The same as S3_* variables, for buildTestApp. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Starts a server on a free port with one empty bucket. s3rver checks SigV4 signatures, but signs a
 * query's values with encodeURIComponent, which leaves `'` as it is where AWS (and the SDK) write
 * %27: a presigned URL carrying RFC 5987's `filename*=UTF-8''…` fails its check though AWS takes it.
 * Tests of such URLs pass `lenientSignatures` (s3rver then logs the mismatch and serves).
 */
export async function startLocalS3(settings: { bucket?: string; lenientSignatures?: boolean } = {}): Promise<LocalS3> {
  const bucket = settings.bucket ?? 'dcm-test';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'dcm-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    allowMismatchedSignatures: settings.lenientSignatures ?? false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // s3rver's one account.
  const options: S3StorageOptions = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    options,
    env: {
      S3_ENDPOINT: options.endpoint!,
      S3_REGION: options.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
