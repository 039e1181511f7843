import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

  it('has no presigned URLs: downloads stream through the server', () => {
    expect(storage.presignedUrl).toBeUndefined();
  });
});
