// The access tokens are standard HS256 JWTs (issue 27 moved them from jose to node:crypto's HMAC):
// jose reads ours and we read jose's, and everything jose's jwtVerify refuses, we refuse.
import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './auth.ts';

const secret = crypto.randomBytes(32);
const tokens = createAccessTokens(secret, 900);
const member = { memberNo: 42, role: 'member', approved: true };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with any header and claims, signed with `key` as HS256 would be. */
const forge = (header: object, claims: object, key: Uint8Array = secret) => {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${crypto.createHmac('sha256', key).update(input).digest('base64url')}`;
};
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('access tokens', () => {
  it('are read by jose with the same claims', async () => {
    const stateAt = Date.now() - 5;
    const { payload, protectedHeader } = await jwtVerify(await tokens.sign(member, stateAt), secret, { algorithms: ['HS256'] });
    expect(protectedHeader).toEqual({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: '42', role: 'member', approved: true, iat_ms: stateAt });
    expect(payload.exp! - payload.iat!).toBe(900);
  });

  it("read jose's", async () => {
    const signed = await new SignJWT({ role: 'admin', approved: false }).setProtectedHeader({ alg: 'HS256' }).setSubject('7').setIssuedAt().setExpirationTime('15m').sign(secret);
    const verified = await tokens.verify(signed);
    expect(verified).toMatchObject({ memberNo: 7, role: 'admin', approved: false });
    expect(Math.abs(verified.issuedAtMs - Date.now())).toBeLessThan(2000);
  });

  it('are refused when another key signed them, or a byte changed', async () => {
    const token = await tokens.sign(member);
    await expect(createAccessTokens(crypto.randomBytes(32), 900).verify(token)).rejects.toThrow();
    const [header, payload, signature] = token.split('.');
    const promoted = b64({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'admin' });
    await expect(tokens.verify(`${header}.${promoted}.${signature}`)).rejects.toThrow();
    await expect(tokens.verify(`${header}.${payload}.${signature!.slice(0, -2)}`)).rejects.toThrow();
    await expect(tokens.verify(`${header}.${payload}`)).rejects.toThrow();
    await expect(tokens.verify(`${token}.x`)).rejects.toThrow();
    await expect(tokens.verify('not a token')).rejects.toThrow();
  });

  it('are refused with another algorithm or a critical header, as jose refuses them', async () => {
    const claims = { sub: '42', role: 'member', approved: true, exp: nowSeconds() + 60 };
    for (const header of [{ alg: 'none' }, { alg: 'HS512' }, { alg: 'HS256', crit: ['b64'], b64: false }]) {
      const token = forge(header, claims);
      await expect(tokens.verify(token)).rejects.toThrow();
      await expect(jwtVerify(token, secret, { algorithms: ['HS256'] })).rejects.toThrow();
    }
  });

  it('are refused when expired, not yet valid or without an expiry', async () => {
    const base = { sub: '42', role: 'member', approved: true };
    const refused = [
      { ...base, exp: nowSeconds() - 1 },
      { ...base, exp: nowSeconds() },
      { ...base, exp: nowSeconds() + 60, nbf: nowSeconds() + 30 },
      { ...base, exp: nowSeconds() + 60, iat: 'yesterday' },
      { ...base, exp: String(nowSeconds() + 60) },
      base,
    ];
    for (const claims of refused) await expect(tokens.verify(forge({ alg: 'HS256' }, claims))).rejects.toThrow();
    await expect(tokens.verify(forge({ alg: 'HS256' }, { ...base, exp: nowSeconds() + 60, nbf: nowSeconds() }))).resolves.toMatchObject({ memberNo: 42 });
  });
});
