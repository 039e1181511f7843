import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from './keys.ts';

const run = promisify(execFile);
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcm-keys-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('generated secrets', () => {
  it('are created once and read back on the next start', () => {
    const dir = tempDir();
    const first = loadOrCreateSecret(dir, 'jwt.key');
    expect(first).toHaveLength(32);
    expect(loadOrCreateSecret(dir, 'jwt.key')).toEqual(first);
  });

  it('are the same for instances starting at the same moment on one DATA_DIR', async () => {
    const dir = tempDir();
    const script = `import { loadOrCreateSecret } from ${JSON.stringify(path.join(import.meta.dirname, 'keys.ts'))}; process.stdout.write(loadOrCreateSecret(${JSON.stringify(dir)}, 'jwt.key').toString('base64'));`;
    const starts = Array.from({ length: 6 }, () => run(process.execPath, ['--input-type=module', '-e', script]));
    const keys = (await Promise.all(starts)).map((r) => r.stdout);
    expect(new Set(keys).size).toBe(1);
    expect(fs.readdirSync(path.join(dir, 'keys'))).toEqual(['jwt.key']);
  });
});
