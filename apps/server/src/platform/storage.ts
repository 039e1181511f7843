// Where file bytes live. Local disk under DATA_DIR/files by default; an S3-compatible bucket when
// S3_BUCKET is set (storage-s3.ts). Writes stream: a 500 MB file is never held in memory, and a file
// received in parts is joined without copying it (decision 0036). Both drivers pass the same tests
// (storage.contract.ts).
//
// On local disk a write is answered once its bytes are on the disk, not only in the kernel's cache
// (decision 0036): a stored file, or a part the browser will not send again, must outlive a power cut
// as the database row that names it does (PostgreSQL flushes its commits).
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface Storage {
  /** Stores `body` under `key`, replacing what was there; rejects if the body errors. */
  put(key: string, body: Readable): Promise<void>;
  /** The bytes of `key` (of `range` only, when given), read lazily; a missing key is a stream error with code ENOENT. */
  get(key: string, range?: ByteRange): Readable;
  /** Removes `key`; a missing key is no error. */
  remove(key: string): Promise<void>;
  /**
   * Stores `body` as the part of `key` that starts at byte `offset`: a file received in parts, in
   * any order (a resumable upload's chunks, decision 0036). A part stored again replaces itself;
   * rejects, and the part does not count, if the body errors.
   */
  putPart(key: string, offset: number, body: Readable): Promise<void>;
  /** The offsets of the parts of `key` stored whole, in order. */
  partOffsets(key: string): Promise<number[]>;
  /**
   * Makes the parts of `key`, in order, the object `key` without passing their bytes through this
   * server again, and removes them. Joining parts already joined is no error (two completes racing);
   * with neither parts nor object it rejects with code ENOENT.
   */
  joinParts(key: string): Promise<void>;
  /** Removes the parts of `key` (an upload given up); none is no error, and the object `key` stays. */
  removeParts(key: string): Promise<void>;
  /**
   * A URL the browser downloads `key` from directly, so the bytes bypass this server; only drivers
   * whose files can be reached without it (S3) have one.
   */
  presignedUrl?(key: string, options: PresignOptions): Promise<string>;
}

/** Bytes `start` to `end` (inclusive, as in HTTP's Range), or to the end without `end`. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface PresignOptions {
  /** The Content-Disposition header the download answers with (files' contentDisposition). */
  contentDisposition: string;
  contentType: string;
  expiresInSeconds: number;
}

/**
 * A network body arrives in pieces of 64 kB or less; written a megabyte at a time, the event loop
 * hands the thread pool a sixteenth of the writes.
 */
const WRITE_BYTES = 1024 * 1024;

/** Writes `body` into the file of `handle` from byte `position` on. */
async function writeAt(handle: fs.promises.FileHandle, position: number, body: AsyncIterable<Buffer>): Promise<void> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  const write = async () => {
    let written = (await handle.writev(held, position)).bytesWritten;
    // A write may take fewer bytes than asked: the rest follows.
    if (written < heldBytes) {
      const whole = Buffer.concat(held, heldBytes);
      while (written < heldBytes) written += (await handle.write(whole, written, heldBytes - written, position + written)).bytesWritten;
    }
    position += heldBytes;
    held = [];
    heldBytes = 0;
  };
  for await (const bytes of body) {
    held.push(bytes);
    heldBytes += bytes.length;
    if (heldBytes >= WRITE_BYTES) await write();
  }
  if (heldBytes > 0) await write();
}

/** A folder's entries (a file created or renamed in it) on the disk. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.promises.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Zero-padded, so a listing of the parts is in the order they join. */
export const partName = (offset: number) => String(offset).padStart(12, '0');

export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return file;
  };
  // A file's parts wait beside it: one file that each part is written into at its offset, so
  // joining is a rename, and an empty marker per part once it is whole.
  const partsOf = (key: string) => `${fileOf(key)}.parts`;
  const bytesOf = (key: string) => path.join(partsOf(key), 'bytes');
  const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    async put(key, body) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await pipeline(body, fs.createWriteStream(file, { flush: true }));
      await syncFolder(path.dirname(file));
    },
    get: (key, range) => fs.createReadStream(fileOf(key), range),
    remove: (key) => fs.promises.rm(fileOf(key), { force: true }),

    async putPart(key, offset, body) {
      // Not truncated: the other parts are in the same file. Its folder is made by the first part.
      const openBytes = () => fs.promises.open(bytesOf(key), fs.constants.O_WRONLY | fs.constants.O_CREAT);
      const handle = await openBytes().catch(async (error: unknown) => {
        if (!isMissing(error)) throw error;
        await fs.promises.mkdir(partsOf(key), { recursive: true });
        return openBytes();
      });
      try {
        await writeAt(handle, offset, body);
        // On the disk before its marker says it is whole: the browser will not send it again.
        await handle.datasync();
      } finally {
        await handle.close();
      }
      await fs.promises.writeFile(path.join(partsOf(key), partName(offset)), '');
    },

    async partOffsets(key) {
      const names = await fs.promises.readdir(partsOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      return names.filter((name) => /^\d+$/.test(name)).map(Number).sort((a, b) => a - b);
    },

    async joinParts(key) {
      try {
        await fs.promises.rename(bytesOf(key), fileOf(key));
        // The bytes are on the disk (each part's were); the new name is once its folder is.
        await syncFolder(path.dirname(fileOf(key)));
      } catch (error) {
        // Joined already: the object is there and its parts are not.
        const joined = await fs.promises.access(fileOf(key)).then(() => true, () => false);
        if (!isMissing(error) || !joined) throw error;
      }
      await fs.promises.rm(partsOf(key), { recursive: true, force: true });
    },

    removeParts: (key) => fs.promises.rm(partsOf(key), { recursive: true, force: true }),
  };
}
