import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startLocalS3, type LocalS3 } from '../test/s3.ts';
import { createS3Storage } from './storage-s3.ts';
import type { Storage } from './storage.ts';
import { storageContract } from './storage.contract.ts';

let s3: LocalS3;
let storage: Storage;
/** A second server for the contract: the presigned URLs keep the strict one. */
let lenientS3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
  storage = createS3Storage(s3.options);
  // Lenient: s3rver signs a bucket's own path without the trailing slash the SDK signs, so the calls
  // on the bucket (listing and deleting a file's parts) fail its check though AWS takes them.
  lenientS3 = await startLocalS3({ lenientSignatures: true });
});
afterAll(async () => {
  await s3.close();
  await lenientS3.close();
});

describe('the S3 Storage', () => {
  storageContract(() => createS3Storage(lenientS3.options));

  it('a presigned URL answers the bytes with the asked name and type, without credentials', async () => {
    await storage.put('files/ab/crown', Readable.from([Buffer.from('solid')]));
    // No RFC 5987 name here: this server checks the signature strictly (see startLocalS3).
    const disposition = 'attachment; filename="upper crown.stl"';
    const url = await storage.presignedUrl!('files/ab/crown', { contentDisposition: disposition, contentType: 'model/stl', expiresInSeconds: 60 });
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(disposition);
    expect(res.headers.get('content-type')).toBe('model/stl');
    expect(await res.text()).toBe('solid');
  });

  it('a presigned URL of another endpoint is signed for the address browsers use', async () => {
    const publicStorage = createS3Storage({ ...s3.options, publicEndpoint: 'https://files.example.com' });
    const url = await publicStorage.presignedUrl!('files/ab/crown', { contentDisposition: 'attachment', contentType: 'model/stl', expiresInSeconds: 60 });
    expect(url.startsWith('https://files.example.com/dcm-test/files/ab/crown?')).toBe(true);
  });
});

describe('S3 configuration', () => {
  it('S3_BUCKET selects the bucket, with the other S3_* variables', () => {
    const config = loadConfig({
      S3_BUCKET: 'dcm-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_PUBLIC_ENDPOINT: 'https://files.example.com',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(config.s3).toEqual({
      bucket: 'dcm-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      publicEndpoint: 'https://files.example.com',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('without S3_BUCKET the files stay on local disk, whatever else is set', () => {
    expect(loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: '' }).s3).toBeUndefined();
  });
});
