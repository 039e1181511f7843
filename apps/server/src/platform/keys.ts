// Secrets the server generates on first start and keeps in DATA_DIR, never in the repo.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function loadOrCreateSecret(dataDir: string, name: string, bytes = 32): Buffer {
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, name);
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(bytes);
  fs.writeFileSync(file, secret.toString('base64'), { mode: 0o600, flag: 'wx' });
  return secret;
}
