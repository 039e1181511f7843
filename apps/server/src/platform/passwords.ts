// Password hashing with argon2id from node:crypto (Node ≥ 24.7): no native addon, runs on any Node
// ABI. OWASP's parameters (19 MiB, 2 passes, 1 lane), stored in the PHC string format that every
// argon2 library reads. Hashes from before (scrypt) still verify; the sign-in that proves one
// replaces it with argon2id (decision 0022).
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const argon2 = promisify(crypto.argon2);
const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>;

/** OWASP Password Storage Cheat Sheet: m=19456 KiB, t=2, p=1. */
export const ARGON2_PARAMS = { memory: 19_456, passes: 2, parallelism: 1 } as const;
const ARGON2_VERSION = 19;
const TAG_LENGTH = 32;
const SALT_LENGTH = 16;
const SCRYPT_PARAMS = { r: 8, p: 1 };

/** PHC strings use standard base64 without padding. */
const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
const phcPrefix = `$argon2id$v=${ARGON2_VERSION}$m=${ARGON2_PARAMS.memory},t=${ARGON2_PARAMS.passes},p=${ARGON2_PARAMS.parallelism}$`;

const argon2id = (password: string, salt: Buffer, params: { memory: number; passes: number; parallelism: number }, tagLength: number) =>
  argon2('argon2id', { message: password, nonce: salt, tagLength, ...params });

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_LENGTH);
  const tag = await argon2id(password, salt, ARGON2_PARAMS, TAG_LENGTH);
  return `${phcPrefix}${b64(salt)}$${b64(tag)}`;
}

/** `$argon2id$v=19$m=…,t=…,p=…$salt$hash` → its parts; undefined when it is not one. */
function parseArgon2id(stored: string) {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
  if (!match) return undefined;
  const [, m, t, p, salt, tag] = match as unknown as [string, string, string, string, string, string];
  return { params: { memory: Number(m), passes: Number(t), parallelism: Number(p) }, salt: Buffer.from(salt, 'base64'), tag: Buffer.from(tag, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  try {
    if (stored.startsWith('scrypt$')) return await verifyScrypt(password, stored);
    const parsed = parseArgon2id(stored);
    if (!parsed || parsed.tag.length < 16) return false;
    const actual = await argon2id(password, parsed.salt, parsed.params, parsed.tag.length);
    return crypto.timingSafeEqual(actual, parsed.tag);
  } catch {
    // Parameters out of range in a stored string: it matches no password.
    return false;
  }
}

/** True for a hash made with another scheme or weaker parameters than today's: rehash it after a sign-in. */
export function passwordNeedsRehash(stored: string): boolean {
  return !stored.startsWith(phcPrefix);
}

/** The scheme before decision 0022: `scrypt$N$salt$key`, r=8, p=1. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, salt, key] = stored.split('$');
  if (!n || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { ...SCRYPT_PARAMS, N: Number(n) });
  return crypto.timingSafeEqual(actual, expected);
}

/** Hashing the same dummy keeps a wrong email as slow as a wrong password. */
export const dummyHash = await hashPassword(crypto.randomUUID());
