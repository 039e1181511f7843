import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateVapidKeys } from './push.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcm-vapid-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR, readable by the owner only, and the same after a restart', () => {
    const dir = tempDir();
    const first = loadOrCreateVapidKeys(dir, { mailFrom: 'T-esigner <no-reply@dcm.example>' });
    const file = path.join(dir, 'keys', 'vapid.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(first.subject).toBe('mailto:no-reply@dcm.example');
    expect(loadOrCreateVapidKeys(dir, { mailFrom: 'x@y.z' })).toMatchObject({ publicKey: first.publicKey, privateKey: first.privateKey, subject: 'mailto:x@y.z' });
  });

  it('come from the configuration when both keys are set, and nothing is written then', () => {
    const dir = tempDir();
    const keys = loadOrCreateVapidKeys(dir, { publicKey: 'pub', privateKey: 'priv', subject: 'https://dcm.example', mailFrom: 'a@b.c' });
    expect(keys).toEqual({ publicKey: 'pub', privateKey: 'priv', subject: 'https://dcm.example' });
    expect(fs.existsSync(path.join(dir, 'keys', 'vapid.json'))).toBe(false);
  });
});
