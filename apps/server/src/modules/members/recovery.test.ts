import { ErrorCode, type ErrorBody } from '@dcm/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, refreshTokens } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { joinMember, signIn, testAddress, uniquePhone, verifyPhone } from '../../test/members.ts';
import { maskEmail } from './recovery-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://dcm.example' });
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, remoteAddress: testAddress(), payload, headers });

describe('finding the e-mail by a verified phone', () => {
  it('masks an e-mail after the first two characters of its local part', () => {
    expect(maskEmail('client@demo.dcm')).toBe('cl****@demo.dcm');
    expect(maskEmail('ab@x.kr')).toBe('a*@x.kr');
    expect(maskEmail('a@x.kr')).toBe('*@x.kr');
  });

  it('answers the member of the phone with its e-mail masked and its registration date, once per proof', async () => {
    const member = await joinMember(t.app, 'client', { email: `findme${Date.now()}@example.com` });
    const proof = await verifyPhone(t.app, member.body.phone, 'KR', 'findId');
    const res = await post('/api/v1/common/find-id', { phoneVerificationId: proof });
    expect(res.statusCode).toBe(200);
    const { emails } = res.json<{ emails: Array<{ email: string; registerDt: string }> }>();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.email).toBe(`fi${'*'.repeat(member.email.indexOf('@') - 2)}@example.com`);
    expect(Date.parse(emails[0]?.registerDt ?? '')).toBeLessThanOrEqual(Date.now());

    const again = await post('/api/v1/common/find-id', { phoneVerificationId: proof });
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.PhoneNotVerified, fields: { phone: '휴대폰 인증을 완료해 주세요.' } });
  });

  it('does not take a join proof or an unknown one', async () => {
    const joinProof = await verifyPhone(t.app, uniquePhone());
    for (const id of [joinProof, crypto.randomUUID()]) {
      const res = await post('/api/v1/common/find-id', { phoneVerificationId: id });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.PhoneNotVerified);
    }
    const malformed = await post('/api/v1/common/find-id', { phoneVerificationId: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorBody>().error.code).toBe(ErrorCode.ValidationFailed);
  });
});

describe('resetting the password by an e-mailed link', () => {
  const tokenMailedTo = async (email: string) => {
    const mail = (await t.app.outbox.list(50)).find((m) => m.channel === 'email' && m.recipient === email && m.body.includes('/findPw?token='));
    const token = mail?.body.match(/https:\/\/dcm\.example\/findPw\?token=([\w-]+)/)?.[1];
    if (!token) throw new Error(`no reset link was mailed to ${email}`);
    return token;
  };
  const confirm = (token: string, password: string, headers: Record<string, string> = {}) =>
    post('/api/v1/common/password-reset/confirm', { token, password, passwordConfirm: password }, headers);

  it('sets a new password by the link once, and signs out every session of the member', async () => {
    const member = await joinMember(t.app, 'designer');
    const session = await signIn(t.app, member.email, member.password);

    const requested = await post('/api/v1/common/password-reset', { email: member.email.toUpperCase() });
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toEqual({});
    const token = await tokenMailedTo(member.email);
    const [stored] = await t.app.db.select().from(passwordResets).where(eq(passwordResets.memberNo, member.memberNo));
    expect(stored?.tokenHash).not.toBe(token);

    const done = await confirm(token, 'brandnew987');
    expect(done.statusCode).toBe(204);

    const oldLogin = await post('/api/v1/login', { email: member.email, password: member.password });
    expect(oldLogin.statusCode).toBe(401);
    expect((await signIn(t.app, member.email, 'brandnew987')).accessToken).toMatch(/^ey/);

    // The refresh token of the session before the reset no longer works.
    const refreshed = await t.app.inject({ method: 'POST', url: '/auth/refresh', cookies: { rt: session.refreshToken } });
    expect(refreshed.statusCode).toBe(401);
    const revoked = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.memberNo, member.memberNo));
    expect(revoked.filter((r) => r.revokedAt === null)).toHaveLength(1); // only the sign-in after the reset

    const twice = await confirm(token, 'another9876', { lang: 'B' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<ErrorBody>().error).toEqual({ code: ErrorCode.ResetLinkInvalid, message: 'This password reset link has expired or was already used.' });
  });

  it('answers an unknown address the same way and mails nothing', async () => {
    const before = (await t.app.outbox.list(200)).length;
    const res = await post('/api/v1/common/password-reset', { email: 'nobody-here@example.com' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({});
    expect((await t.app.outbox.list(200)).length).toBe(before);
  });

  it('refuses an expired link, an unknown token, and an earlier link once a later one was used', async () => {
    const member = await joinMember(t.app, 'lab');
    await post('/api/v1/common/password-reset', { email: member.email });
    const first = await tokenMailedTo(member.email);
    await t.app.db.execute(sql`update password_resets set expires_at = now() - interval '1 second' where member_no = ${member.memberNo}`);
    const expired = await confirm(first, 'brandnew987');
    expect(expired.statusCode).toBe(400);
    expect(expired.json<ErrorBody>().error.code).toBe(ErrorCode.ResetLinkInvalid);
    expect((await confirm('x'.repeat(43), 'brandnew987')).json<ErrorBody>().error.code).toBe(ErrorCode.ResetLinkInvalid);

    await post('/api/v1/common/password-reset', { email: member.email });
    const second = await tokenMailedTo(member.email);
    await post('/api/v1/common/password-reset', { email: member.email });
    const third = await tokenMailedTo(member.email);
    expect(third).not.toBe(second);
    expect((await confirm(third, 'brandnew987')).statusCode).toBe(204);
    expect((await confirm(second, 'brandnew988')).json<ErrorBody>().error.code).toBe(ErrorCode.ResetLinkInvalid);
  });

  it('refuses a weak or mismatched new password with field errors', async () => {
    const res = await post('/api/v1/common/password-reset/confirm', { token: 'y'.repeat(43), password: 'short', passwordConfirm: 'other' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.ValidationFailed, fields: { password: expect.any(String) } });
  });
});
