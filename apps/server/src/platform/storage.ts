// Where file bytes live. Local disk under DATA_DIR/files by default; the S3 driver joins later
// behind the same interface. Writes stream: a 500 MB file is never held in memory.
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface Storage {
  put(key: string, body: Readable): Promise<void>;
  get(key: string): Readable;
  remove(key: string): Promise<void>;
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
