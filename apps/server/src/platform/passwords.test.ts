import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { dummyHash, hashPassword, passwordNeedsRehash, verifyPassword } from './passwords.ts';

/** A hash as the server made them before argon2id: `scrypt$N$salt$key`. */
function legacyScryptHash(password: string): string {
  const salt = crypto.randomBytes(16);
  const key = crypto.scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return `scrypt$16384$${salt.toString('base64')}$${key.toString('base64')}`;
}

describe('password hashes', () => {
  it('are argon2id with the OWASP parameters, in the PHC string format', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horse!', hash)).toBe(false);
    expect(passwordNeedsRehash(hash)).toBe(false);
    expect(await hashPassword('correct horse')).not.toBe(hash);
  });

  it('verify a scrypt hash from before, which then asks for a rehash', async () => {
    const old = legacyScryptHash('old password');
    expect(await verifyPassword('old password', old)).toBe(true);
    expect(await verifyPassword('wrong', old)).toBe(false);
    expect(passwordNeedsRehash(old)).toBe(true);
  });

  it('match no password against a malformed or retired hash', async () => {
    for (const stored of ['withdrawn', '', '$argon2id$v=19$m=1,t=1,p=1$AAAA$AAAA', '$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('keep the dummy hash used for unknown e-mails as costly as a real one', async () => {
    expect(dummyHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await verifyPassword('anything', dummyHash)).toBe(false);
  });
});

describe('sign-in with an old hash', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ DEMO: '1' });
  });
  afterAll(() => t.close());

  const storedHash = async (email: string) => (await t.app.db.select({ h: members.passwordHash }).from(members).where(eq(members.email, email)))[0]?.h ?? '';
  const login = (password: string) => t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'client@demo.dcm', password } });

  it('upgrades a scrypt hash to argon2id after the right password, and not after a wrong one', async () => {
    await t.app.db.update(members).set({ passwordHash: legacyScryptHash('demo1234!') }).where(eq(members.email, 'client@demo.dcm'));
    expect((await login('wrong-password')).statusCode).toBe(401);
    expect(await storedHash('client@demo.dcm')).toMatch(/^scrypt\$/);

    expect((await login('demo1234!')).statusCode).toBe(200);
    const upgraded = await storedHash('client@demo.dcm');
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login('demo1234!')).statusCode).toBe(200);
    expect(await storedHash('client@demo.dcm')).toBe(upgraded);
  });
});
