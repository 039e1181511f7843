// Secrets the server generates on first start and keeps in DATA_DIR, never in the repo.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes `content` to `file` unless the file is there, and answers what the file holds then.
 * Several instances starting at once on one DATA_DIR all answer the one that was written first:
 * each writes a file of its own and links it into place, which succeeds once, and never shows a
 * half-written file to the others.
 */
export function writeOnce(file: string, content: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, content, { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
    return content;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fs.readFileSync(file, 'utf8');
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

export function loadOrCreateSecret(dataDir: string, name: string, bytes = 32): Buffer {
  const stored = writeOnce(path.join(dataDir, 'keys', name), crypto.randomBytes(bytes).toString('base64'));
  return Buffer.from(stored.trim(), 'base64');
}
