// Where file bytes live. Local disk under DATA_DIR/files by default; an S3-compatible bucket when
// S3_BUCKET is set (storage-s3.ts). Writes stream: a 500 MB file is never held in memory. Both
// drivers pass the same tests (storage.contract.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface Storage {
  /** Stores `body` under `key`, replacing what was there; rejects if the body errors. */
  put(key: string, body: Readable): Promise<void>;
  /** The bytes of `key`, read lazily; a missing key is a stream error with code ENOENT. */
  get(key: string): Readable;
  /** Removes `key`; a missing key is no error. */
  remove(key: string): Promise<void>;
  /**
   * A URL the browser downloads `key` from directly, so the bytes bypass this server; only drivers
   * whose files can be reached without it (S3) have one.
   */
  presignedUrl?(key: string, options: PresignOptions): Promise<string>;
}

export interface PresignOptions {
  /** The Content-Disposition header the download answers with (files' contentDisposition). */
  contentDisposition: string;
  contentType: string;
  expiresInSeconds: number;
}

export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await pipeline(body, fs.createWriteStream(file));
    },
    get: (key) => fs.createReadStream(fileOf(key)),
    remove: (key) => fs.promises.rm(fileOf(key), { force: true }),
  };
}
