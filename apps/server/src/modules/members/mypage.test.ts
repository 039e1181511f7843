import { ErrorCode, MemberType, NotificationKinds, type ErrorBody, type MyInfo, type NotificationSettings, type OutsourcingContract, type SessionUser } from '@dcm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, members, outsourcingAgreements } from '../../db/schema/index.ts';
import { FIXTURE_PASSWORD, insertFile, insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { signIn, testAddress, uniquePhone, verifyPhone, type Session } from '../../test/members.ts';
import { FREE_TRIES_PER_ACCOUNT } from '../auth/index.ts';
import { freshMember } from '../requests/test-support.ts';
import { notificationSettingsOf } from './notifications.ts';
import { OUTSOURCING_CONTRACT_VERSION } from './outsourcing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (who: Session | null, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, remoteAddress: testAddress(), headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...headers } });
const rowOf = async (memberNo: number) => (await t.app.db.select().from(members).where(eq(members.memberNo, memberNo)))[0]!;
const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/auth/refresh', cookies: { rt: refreshToken } });

describe('my information', () => {
  it('answers the member as joined, the account number masked to its last four characters', async () => {
    const lab = await freshMember(t, { memberSe: MemberType.Lab, accountNumber: '123-456-7890' });
    const res = await call(lab, 'GET', '/api/v1/mypage/info');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MyInfo>()).toMatchObject({ memberNo: lab.memberNo, kind: 'lab', nickname: lab.nickname, accountNumberMasked: '••••7890', currency: 'KRW', agreeMarketing: false });
    expect(res.body).not.toContain('123-456-7890');
    expect((await call(null, 'GET', '/api/v1/mypage/info')).statusCode).toBe(401);
  });

  it('changes the nickname, the address and the marketing agreement, and refuses a nickname in use without changing anything', async () => {
    const member = await freshMember(t);
    const other = await freshMember(t);
    const taken = await call(member, 'PATCH', '/api/v1/mypage/info', { nickname: other.nickname, address: '부산광역시 해운대구 1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorBody>().error.code).toBe(ErrorCode.NicknameInUse);
    expect(await rowOf(member.memberNo)).toMatchObject({ nickname: member.nickname, address: 'Teheran-ro 1, Seoul' });

    const bad = await call(member, 'PATCH', '/api/v1/mypage/info', { nickname: 'a b!' });
    expect(bad.statusCode).toBe(400);

    const res = await call(member, 'PATCH', '/api/v1/mypage/info', { nickname: 'newname1', address: '부산광역시 해운대구 1', addressDetail: '3층', agreeMarketing: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MyInfo>()).toMatchObject({ nickname: 'newname1', address: '부산광역시 해운대구 1', addressDetail: '3층', agreeMarketing: true, zipCode: '06236' });
  });
});

describe('the time zone a member reads times in', () => {
  it('is Korea’s until picked; a picked zone travels with the session, Korea’s is stored as none, and an unknown zone is refused in the member’s language', async () => {
    const fixture = await insertMember(t.app.db, { approvalSe: 'B' });
    const logIn = async () => (await t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: testAddress(), payload: { email: fixture.email, password: FIXTURE_PASSWORD } })).json<{ accessToken: string; user: SessionUser }>();
    const first = await logIn();
    const member: Session = { token: first.accessToken, memberNo: first.user.memberNo };
    expect(first.user.timeZone).toBeNull();
    expect((await call(member, 'GET', '/api/v1/mypage/info')).json<MyInfo>().timeZone).toBeNull();

    const picked = await call(member, 'PATCH', '/api/v1/mypage/info', { timeZone: 'America/New_York' });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json<MyInfo>().timeZone).toBe('America/New_York');
    expect((await logIn()).user.timeZone).toBe('America/New_York');

    const bad = await call(member, 'PATCH', '/api/v1/mypage/info', { timeZone: 'Mars/Olympus' }, { lang: 'A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error.fields).toMatchObject({ timeZone: '목록에 있는 시간대를 골라 주세요.' });
    expect((await rowOf(member.memberNo)).timeZone).toBe('America/New_York');

    const korea = await call(member, 'PATCH', '/api/v1/mypage/info', { timeZone: 'Asia/Seoul' });
    expect(korea.json<MyInfo>().timeZone).toBeNull();
    expect((await rowOf(member.memberNo)).timeZone).toBeNull();
  });
});

describe('changing the password', () => {
  const change = (who: Session, currentPassword: string, password: string, passwordConfirm = password) =>
    call(who, 'PUT', '/api/v1/mypage/password', { currentPassword, password, passwordConfirm });

  it('refuses a wrong current password, the same password or a mismatched confirmation, and keeps the old one', async () => {
    const member = await freshMember(t);
    const wrong = await change(member, 'not-my-password1', 'brandnew987');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.ValidationFailed, fields: { currentPassword: '비밀번호가 올바르지 않습니다.' } });
    const same = await change(member, FIXTURE_PASSWORD, FIXTURE_PASSWORD);
    expect(same.json<ErrorBody>().error.fields).toMatchObject({ password: '새 비밀번호는 현재 비밀번호와 달라야 합니다.' });
    const mismatch = await change(member, FIXTURE_PASSWORD, 'brandnew987', 'brandnew988');
    expect(mismatch.json<ErrorBody>().error.fields).toHaveProperty('passwordConfirm');
    const { email } = await rowOf(member.memberNo);
    expect((await signIn(t.app, email, FIXTURE_PASSWORD)).accessToken).toMatch(/^ey/);
  });

  it('sets the new password and signs out every other session, keeping this one', async () => {
    const fixture = await insertMember(t.app.db, { approvalSe: 'B' });
    const other = await signIn(t.app, fixture.email, FIXTURE_PASSWORD);
    const mine = await signIn(t.app, fixture.email, FIXTURE_PASSWORD);
    const res = await change({ token: mine.accessToken, memberNo: fixture.memberNo }, FIXTURE_PASSWORD, 'brandnew987');
    expect(res.statusCode, res.body).toBe(204);
    const cookie = res.cookies.find((c) => c.name === 'rt');
    expect(cookie?.httpOnly).toBe(true);

    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect((await refresh(mine.refreshToken)).statusCode).toBe(401);
    expect((await refresh(cookie!.value)).statusCode).toBe(200);
    const old = await t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: testAddress(), payload: { email: fixture.email, password: FIXTURE_PASSWORD } });
    expect(old.statusCode).toBe(401);
    expect((await signIn(t.app, fixture.email, 'brandnew987')).accessToken).toMatch(/^ey/);
  });

  it('counts wrong current passwords with the sign-in tries, then makes the next try wait with 429', async () => {
    const member = await freshMember(t);
    for (let i = 0; i < FREE_TRIES_PER_ACCOUNT; i += 1) expect((await change(member, `wrong-pass-${i}`, 'brandnew987')).statusCode).toBe(400);
    const limited = await change(member, FIXTURE_PASSWORD, 'brandnew987');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorBody>().error.code).toBe(ErrorCode.TooManyAttempts);
  });
});

describe('changing the phone', () => {
  const changePhone = (who: Session, phone: string, phoneVerificationId: string) =>
    call(who, 'PUT', '/api/v1/mypage/phone', { memberContactNation: 'KR', phone, phoneVerificationId });

  it('needs a fresh changePhone proof of the new phone, used once', async () => {
    const member = await freshMember(t);
    const before = (await rowOf(member.memberNo)).phone;
    const phone = uniquePhone();

    for (const id of [crypto.randomUUID(), await verifyPhone(t.app, phone, 'KR', 'join'), await verifyPhone(t.app, uniquePhone(), 'KR', 'changePhone')]) {
      const res = await changePhone(member, phone, id);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.PhoneNotVerified);
    }
    expect((await rowOf(member.memberNo)).phone).toBe(before);

    const proof = await verifyPhone(t.app, phone, 'KR', 'changePhone');
    expect((await changePhone(member, phone, proof)).statusCode).toBe(204);
    expect(await rowOf(member.memberNo)).toMatchObject({ phone, contactNation: 'KR' });
    const again = await changePhone(member, phone, proof);
    expect(again.json<ErrorBody>().error.code).toBe(ErrorCode.PhoneNotVerified);
  });

  it('sends no code to a phone another member has', async () => {
    const other = await insertMember(t.app.db, { approvalSe: 'B' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/common/auth-phone',
      remoteAddress: testAddress(),
      payload: { phone: other.phone, memberContactNation: 'KR', purpose: 'changePhone' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.PhoneInUse);
  });
});

describe('the profile image', () => {
  it('takes only one of the member’s own images, makes it public and shows it in the session view', async () => {
    const member = await freshMember(t);
    const stranger = await freshMember(t);
    const theirs = await insertFile(t.app.db, stranger.memberNo, 'face.png', 'image/png');
    const pdf = await insertFile(t.app.db, member.memberNo, 'licence.pdf');
    const mine = await insertFile(t.app.db, member.memberNo, 'me.png', 'image/png');

    const notOwned = await call(member, 'PUT', '/api/v1/mypage/profile-image', { fileId: theirs });
    expect(notOwned.statusCode).toBe(400);
    expect(notOwned.json<ErrorBody>().error.fields).toHaveProperty('fileId');
    expect((await call(member, 'PUT', '/api/v1/mypage/profile-image', { fileId: pdf })).statusCode).toBe(400);
    expect((await rowOf(member.memberNo)).profileImage).toBeNull();

    const set = await call(member, 'PUT', '/api/v1/mypage/profile-image', { fileId: mine });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<MyInfo>().profileImageUrl).toBe(`/api/v1/common/file/${mine}`);
    const [file] = await t.app.db.select().from(files).where(eq(files.id, mine));
    expect(file?.isPrivate).toBe(false);
    const profile = await call(member, 'GET', '/api/v1/mypage/profile');
    expect(profile.json<SessionUser>().memberProfileImage).toBe(`/api/v1/common/file/${mine}`);

    const removed = await call(member, 'PUT', '/api/v1/mypage/profile-image', { fileId: null });
    expect(removed.json<MyInfo>().profileImageUrl).toBeNull();
  });
});

describe('the bank account', () => {
  const bank = { bank: 'kb', depositor: 'Test Member', accountNumber: '987-654-3210' };

  it('is not a client’s to set', async () => {
    const client = await freshMember(t);
    const res = await call(client, 'PUT', '/api/v1/mypage/bank', bank);
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorBody>().error.code).toBe(ErrorCode.Forbidden);
  });

  it('refuses a lab’s account whose holder is not the representative, and changes nothing', async () => {
    const lab = await freshMember(t, { memberSe: MemberType.Lab });
    const res = await call(lab, 'PUT', '/api/v1/mypage/bank', { ...bank, depositor: '홍길동' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toMatchObject({ code: ErrorCode.ValidationFailed, fields: { depositor: expect.stringContaining('예금주') } });
    expect(await rowOf(lab.memberNo)).toMatchObject({ depositor: 'Test Member', accountNumber: '123-456-7890' });
  });

  it('refuses any holder while no representative is on file: such an account could never be verified (decision 0041)', async () => {
    const lab = await freshMember(t, { memberSe: MemberType.Lab, representative: null });
    const res = await call(lab, 'PUT', '/api/v1/mypage/bank', bank);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.fields).toHaveProperty('depositor');
  });

  it('sets a T-esigner’s account in the representative’s name (spacing and case aside) at a listed bank', async () => {
    const designer = await freshMember(t, { memberSe: MemberType.Designer });
    const unlisted = await call(designer, 'PUT', '/api/v1/mypage/bank', { ...bank, bank: 'nobank' });
    expect(unlisted.json<ErrorBody>().error.fields).toHaveProperty('bank');
    const res = await call(designer, 'PUT', '/api/v1/mypage/bank', { ...bank, depositor: 'test  member' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MyInfo>()).toMatchObject({ bank: 'kb', depositor: 'test  member', accountNumberMasked: '••••3210' });
    expect((await rowOf(designer.memberNo)).accountNumber).toBe('9876543210');
  });
});

describe('the personal-data outsourcing contract', () => {
  it('is shown in the caller’s language, agreed to by its current version only, and the agreement recorded', async () => {
    const member = await freshMember(t);
    const ko = (await call(member, 'GET', '/api/v1/mypage/outsourcing')).json<OutsourcingContract>();
    expect(ko).toMatchObject({ version: OUTSOURCING_CONTRACT_VERSION, title: '개인정보 처리 위탁 계약', agreedAt: null });
    expect(ko.body).toContain('결제');
    const en = (await call(member, 'GET', '/api/v1/mypage/outsourcing', undefined, { lang: 'B' })).json<OutsourcingContract>();
    expect(en.body).toContain('the payment provider');

    const stale = await call(member, 'POST', '/api/v1/mypage/outsourcing', { version: '2000-01-01' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorBody>().error.code).toBe(ErrorCode.ContractChanged);
    expect(await t.app.db.$count(outsourcingAgreements, eq(outsourcingAgreements.memberNo, member.memberNo))).toBe(0);

    const agreed = await call(member, 'POST', '/api/v1/mypage/outsourcing', { version: OUTSOURCING_CONTRACT_VERSION });
    expect(agreed.statusCode, agreed.body).toBe(200);
    const agreedAt = agreed.json<OutsourcingContract>().agreedAt;
    expect(Date.parse(agreedAt ?? '')).toBeLessThanOrEqual(Date.now());
    expect((await rowOf(member.memberNo)).agreeOutsourcing).toBe(true);
    const again = await call(member, 'POST', '/api/v1/mypage/outsourcing', { version: OUTSOURCING_CONTRACT_VERSION });
    expect(again.json<OutsourcingContract>().agreedAt).toBe(agreedAt);
  });
});

describe('notification settings', () => {
  it('default to push and e-mail for everything, notice e-mails following the marketing agreement', async () => {
    const member = await freshMember(t);
    const marketer = await freshMember(t, { agreeMarketing: true });
    const { settings } = (await call(member, 'GET', '/api/v1/mypage/notifications')).json<NotificationSettings>();
    expect(Object.keys(settings).sort()).toEqual([...NotificationKinds].sort());
    expect(settings.quotation).toEqual({ push: true, email: true });
    expect(settings.notice).toEqual({ push: true, email: false });
    const both = await notificationSettingsOf(t.app.db, [member.memberNo, marketer.memberNo]);
    expect(both.get(marketer.memberNo)?.notice).toEqual({ push: true, email: true });
  });

  it('keeps what the member chose, and refuses a set that leaves a kind out', async () => {
    const member = await freshMember(t);
    const settings = Object.fromEntries(NotificationKinds.map((k) => [k, { push: k !== 'chat', email: k === 'money' }]));
    const partial = await call(member, 'PUT', '/api/v1/mypage/notifications', { settings: { chat: { push: false, email: false } } });
    expect(partial.statusCode).toBe(400);

    const res = await call(member, 'PUT', '/api/v1/mypage/notifications', { settings });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<NotificationSettings>().settings).toEqual(settings);
    expect((await notificationSettingsOf(t.app.db, [member.memberNo])).get(member.memberNo)).toEqual(settings);
  });
});
