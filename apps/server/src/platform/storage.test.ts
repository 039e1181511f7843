import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage.ts';
import { storageContract } from './storage.contract.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dcm-storage-'));
const storage = createLocalStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the local Storage', () => {
  storageContract(() => storage);

  it('a key cannot reach outside the files folder', () => {
    expect(() => storage.get('../outside')).toThrow('storage key escapes the root');
  });

  it('joining parts renames the one file they were written into: the object is that file, not a copy', async () => {
    const key = 'joined/crown.stl';
    await storage.putPart(key, 5, Readable.from([Buffer.from('world')]));
    await storage.putPart(key, 0, Readable.from([Buffer.from('hello')]));
    const written = fs.statSync(path.join(root, `${key}.parts`, 'bytes')).ino;
    await storage.joinParts(key);
    expect(fs.statSync(path.join(root, key)).ino).toBe(written);
    expect(fs.readFileSync(path.join(root, key), 'utf8')).toBe('helloworld');
    expect(fs.existsSync(path.join(root, `${key}.parts`))).toBe(false);
  });

  it('has no presigned URLs: downloads stream through the server', () => {
    expect(storage.presignedUrl).toBeUndefined();
  });
});
