import { ApprovalStatus, ErrorCode, MemberType, OrderStatus, QuickStatus, ReferralStatus, type Faq, type NoticeSummary } from '@dcm/shared';
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAudit, documentAgreements, faqs, legalDocuments, members, notices, notificationEvents, orders, partners, quickRequests, referrals } from '../../db/schema/index.ts';
import { insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { joinMember, samplePdf, signIn, type Session } from '../../test/members.ts';
import { uploadReferralFile } from '../orders/test-support.ts';
import { gif } from '../profiles/test-support.ts';
import { adminSession, freshMember, insertRequestRow } from '../requests/test-support.ts';

let t: TestApp;
let admin: Session;
let member: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminSession(t);
  member = await freshMember(t);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: Session | null, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...headers } });
const english = { lang: 'B' };
const korean = { lang: 'A' };

const noticeBody = (overrides: object = {}) => ({
  title: { ko: '서버 점검 안내', en: 'Server maintenance' },
  body: { ko: '1월 5일 새벽 2시부터 4시까지 점검합니다.', en: 'Maintenance on 5 January from 2 to 4 a.m.' },
  pinned: false,
  publish: true,
  ...overrides,
});

async function createNotice(overrides: object = {}): Promise<string> {
  const res = await call(admin, 'POST', '/api/v1/admin/content/notices', noticeBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

const noticeEventsOf = async (memberNo: number, noticeId: string) =>
  t.app.db
    .select({ params: notificationEvents.params, link: notificationEvents.link })
    .from(notificationEvents)
    .where(and(eq(notificationEvents.recipientNo, memberNo), eq(notificationEvents.event, 'noticePublished'), eq(notificationEvents.link, `/notice?id=${noticeId}`)));

const auditActionsOf = async (targetId: string) =>
  (await t.app.db.select({ action: adminAudit.action, adminNo: adminAudit.adminNo }).from(adminAudit).where(eq(adminAudit.targetId, targetId)).orderBy(adminAudit.at)).map((r) => {
    expect(r.adminNo).toBe(admin.memberNo);
    return r.action;
  });

async function contentCounts() {
  const [n, f, p, d, a] = await Promise.all([
    t.app.db.$count(notices),
    t.app.db.$count(faqs),
    t.app.db.$count(partners),
    t.app.db.$count(legalDocuments),
    t.app.db.$count(adminAudit),
  ]);
  return { notices: n, faqs: f, partners: p, documents: d, audit: a };
}

describe('notices', () => {
  it('an empty English title or body answers Korean to a reader of another language', async () => {
    const untranslated = await createNotice({ title: { ko: '설 연휴 고객센터 휴무', en: '' }, body: { ko: '연휴 동안 1:1 문의 답변이 늦어집니다.', en: '' } });
    const translated = await createNotice();

    const fallback = (await call(null, 'GET', `/api/v1/notices/${untranslated}`, undefined, english)).json();
    expect(fallback).toMatchObject({ title: '설 연휴 고객센터 휴무', body: '연휴 동안 1:1 문의 답변이 늦어집니다.' });
    const inEnglish = (await call(null, 'GET', `/api/v1/notices/${translated}`, undefined, english)).json();
    expect(inEnglish).toMatchObject({ title: 'Server maintenance', body: 'Maintenance on 5 January from 2 to 4 a.m.' });
    const inKorean = (await call(null, 'GET', `/api/v1/notices/${translated}`, undefined, korean)).json();
    expect(inKorean).toMatchObject({ title: '서버 점검 안내' });
  });

  it('lists pinned notices first, then the newest, a page at a time, and links each to its neighbours in time', async () => {
    const at = (day: string) => new Date(`2020-01-${day}T00:00:00Z`);
    const ids: Record<string, string> = {};
    for (const [name, day, pinned] of [
      ['pinned', '01', true],
      ['a', '02', false],
      ['b', '03', false],
      ['c', '04', false],
    ] as const) {
      ids[name] = await createNotice({ title: { ko: `페이징 ${name}`, en: `Paging ${name}` }, pinned });
      await t.app.db.update(notices).set({ publishedAt: at(day) }).where(eq(notices.id, ids[name]!));
    }

    const page = async (n: number) => (await call(null, 'GET', `/api/v1/notices?q=${encodeURIComponent('페이징')}&page=${n}&size=2`)).json();
    const first = await page(1);
    expect(first).toMatchObject({ page: 1, size: 2, total: 4 });
    expect(first.items.map((n: NoticeSummary) => n.id)).toEqual([ids.pinned, ids.c]);
    expect((await page(2)).items.map((n: NoticeSummary) => n.id)).toEqual([ids.b, ids.a]);

    const b = (await call(null, 'GET', `/api/v1/notices/${ids.b}`)).json();
    expect(b.prev).toMatchObject({ id: ids.a, title: '페이징 a' });
    expect(b.next).toMatchObject({ id: ids.c, title: '페이징 c' });
  });

  it('a draft or a deleted notice is invisible to the public; the admin still lists the draft', async () => {
    const draft = await createNotice({ title: { ko: '임시저장 공지', en: 'Draft notice' }, publish: false });
    const gone = await createNotice({ title: { ko: '삭제될 공지', en: 'Deleted notice' } });
    expect((await call(admin, 'DELETE', `/api/v1/admin/content/notices/${gone}`)).statusCode).toBe(204);

    for (const id of [draft, gone]) expect((await call(null, 'GET', `/api/v1/notices/${id}`)).statusCode).toBe(404);
    const listed = (await call(null, 'GET', '/api/v1/notices?size=50')).json().items.map((n: NoticeSummary) => n.id);
    expect(listed).not.toContain(draft);
    expect(listed).not.toContain(gone);

    const adminList = (await call(admin, 'GET', '/api/v1/admin/content/notices?size=50')).json().items;
    expect(adminList.find((n: { id: string }) => n.id === draft)).toMatchObject({ publishedAt: null, title: { ko: '임시저장 공지', en: 'Draft notice' } });
    expect(adminList.map((n: { id: string }) => n.id)).not.toContain(gone);
  });

  it('publishing tells every approved member once, not on later edits, and never a pending member', async () => {
    const approved = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Approved });
    const pending = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Pending });
    const id = await createNotice({ title: { ko: '수수료 정책 변경', en: 'Fee policy change' }, publish: false });
    expect(await noticeEventsOf(approved.memberNo, id)).toEqual([]);

    const published = await call(admin, 'PUT', `/api/v1/admin/content/notices/${id}`, noticeBody({ title: { ko: '수수료 정책 변경', en: 'Fee policy change' } }));
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().publishedAt).not.toBeNull();
    expect(await noticeEventsOf(approved.memberNo, id)).toEqual([{ params: { title: '수수료 정책 변경' }, link: `/notice?id=${id}` }]);
    expect(await noticeEventsOf(member.memberNo, id)).toHaveLength(1);
    expect(await noticeEventsOf(pending.memberNo, id)).toEqual([]);
    expect(await noticeEventsOf(admin.memberNo, id)).toEqual([]);

    const edited = await call(admin, 'PUT', `/api/v1/admin/content/notices/${id}`, noticeBody({ title: { ko: '수수료 정책 변경(수정)', en: 'Fee policy change (edited)' }, pinned: true }));
    expect(edited.statusCode).toBe(200);
    expect(await noticeEventsOf(approved.memberNo, id)).toHaveLength(1);

    expect((await call(null, 'GET', `/api/v1/notices/${id}`)).json()).toMatchObject({ title: '수수료 정책 변경(수정)', pinned: true });
  });

  it('the admin takes a published notice back to a draft, audited, and publishing it again tells nobody twice', async () => {
    const approved = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Approved });
    const id = await createNotice({ title: { ko: '요금 안내', en: 'Prices' } });
    expect(await noticeEventsOf(approved.memberNo, id)).toHaveLength(1);

    const unpublished = await call(admin, 'PUT', `/api/v1/admin/content/notices/${id}`, noticeBody({ title: { ko: '요금 안내', en: 'Prices' }, publish: false }));
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(unpublished.json()).toMatchObject({ publishedAt: null });
    expect((await call(null, 'GET', `/api/v1/notices/${id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/v1/notices?size=50')).json().items.map((n: NoticeSummary) => n.id)).not.toContain(id);
    const [entry] = await t.app.db.select().from(adminAudit).where(and(eq(adminAudit.targetId, id), eq(adminAudit.action, 'notice.unpublish')));
    expect(entry).toMatchObject({ adminNo: admin.memberNo, targetType: 'notice', data: { title: '요금 안내' } });

    const again = await call(admin, 'PUT', `/api/v1/admin/content/notices/${id}`, noticeBody({ title: { ko: '요금 안내(수정)', en: 'Prices (edited)' } }));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().publishedAt).not.toBeNull();
    expect((await call(null, 'GET', `/api/v1/notices/${id}`)).json()).toMatchObject({ title: '요금 안내(수정)' });
    expect(await noticeEventsOf(approved.memberNo, id)).toEqual([{ params: { title: '요금 안내' }, link: `/notice?id=${id}` }]);
    const publishes = await t.app.db.select({ data: adminAudit.data }).from(adminAudit).where(and(eq(adminAudit.targetId, id), eq(adminAudit.action, 'notice.publish')));
    expect(publishes.map((p) => p.data)).toEqual(expect.arrayContaining([{ title: '요금 안내(수정)', announced: false }]));
    expect(publishes).toHaveLength(2);
  });

  it('searches the title in the reader’s language', async () => {
    const id = await createNotice({ title: { ko: '결제 모듈 교체', en: 'New payment gateway' } });
    const found = async (q: string, headers: Record<string, string>) =>
      (await call(null, 'GET', `/api/v1/notices?q=${encodeURIComponent(q)}`, undefined, headers)).json().items.map((n: NoticeSummary) => n.id);
    expect(await found('gateway', english)).toContain(id);
    expect(await found('gateway', korean)).not.toContain(id);
    expect(await found('결제 모듈', korean)).toContain(id);
  });
});

describe('FAQ', () => {
  it('answers each tab from the seed in both languages, in the admin’s order', async () => {
    for (const category of ['general', 'client', 'lab', 'designer']) {
      const ko = (await call(null, 'GET', `/api/v1/faq?category=${category}`, undefined, korean)).json().items as Faq[];
      const en = (await call(null, 'GET', `/api/v1/faq?category=${category}`, undefined, english)).json().items as Faq[];
      expect(ko.length, category).toBeGreaterThanOrEqual(3);
      expect(ko.every((f) => f.category === category)).toBe(true);
      expect(en.map((f) => f.id)).toEqual(ko.map((f) => f.id));
      expect(en[0]!.question).not.toBe(ko[0]!.question);
    }
    const refund = (await call(null, 'GET', `/api/v1/faq?q=${encodeURIComponent('10영업일')}`, undefined, korean)).json().items as Faq[];
    expect(refund.some((f) => f.category === 'client')).toBe(true);
  });

  it('searches question and answer in the reader’s language, falling back to Korean where the English is empty', async () => {
    const create = async (question: object, answer: object) => {
      const res = await call(admin, 'POST', '/api/v1/admin/content/faq', { category: 'client', question, answer, sort: 50 });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    };
    const translated = await create({ ko: '줄루 주문은 어떻게 하나요?', en: 'How do I order a zulu?' }, { ko: '의뢰서를 작성하세요.', en: 'Write a referral.' });
    const koreanOnly = await create({ ko: '번역 없는 줄루 질문', en: '' }, { ko: '한국어 답변만 있습니다.', en: '' });
    const found = async (q: string, headers: Record<string, string>) =>
      ((await call(null, 'GET', `/api/v1/faq?q=${encodeURIComponent(q)}`, undefined, headers)).json().items as Faq[]).map((f) => f.id).sort();

    expect(await found('zulu', english)).toEqual([translated]);
    expect(await found('zulu', korean)).toEqual([]);
    expect(await found('줄루', korean)).toEqual([translated, koreanOnly].sort());
    expect(await found('줄루', english)).toEqual([koreanOnly]);
    expect(await found('referral', english)).toContain(translated);
    // The search is literal: `_` is no wildcard (it would match "줄루").
    expect(await found('줄_', korean)).toEqual([]);
    const shown = ((await call(null, 'GET', '/api/v1/faq?category=client', undefined, english)).json().items as Faq[]).find((f) => f.id === koreanOnly);
    expect(shown).toMatchObject({ question: '번역 없는 줄루 질문', answer: '한국어 답변만 있습니다.' });
  });
});

describe('partners', () => {
  it('a partner’s logo, the admin’s image, opens to a guest while a partner shows it', async () => {
    const logo = await uploadReferralFile(t, admin, 'partner.gif', gif(), 'document');
    expect((await call(null, 'GET', logo.url)).statusCode).toBe(404);

    const res = await call(admin, 'POST', '/api/v1/admin/content/partners', { name: { ko: '한빛덴탈', en: 'Hanbit Dental' }, logoFileId: logo.id, link: 'https://hanbit.example', sort: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: string }>().id;

    const listed = (await call(null, 'GET', '/api/v1/partners', undefined, english)).json().items;
    expect(listed).toContainEqual({ id, name: 'Hanbit Dental', logoUrl: logo.url, link: 'https://hanbit.example' });
    const image = await call(null, 'GET', logo.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/gif');

    expect((await call(admin, 'DELETE', `/api/v1/admin/content/partners/${id}`)).statusCode).toBe(204);
    expect((await call(null, 'GET', logo.url)).statusCode).toBe(404);
    expect(await auditActionsOf(id)).toEqual(['partner.create', 'partner.delete']);
  });

  it('refuses as a logo another member’s upload, a PDF or a link that is not a web page, and writes nothing', async () => {
    const theirs = await uploadReferralFile(t, member, 'theirs.gif', gif(), 'document');
    const pdf = await uploadReferralFile(t, admin, 'logo.pdf', samplePdf(), 'document');
    const mine = await uploadReferralFile(t, admin, 'logo.gif', gif(), 'document');
    const before = await contentCounts();
    for (const [body, field] of [
      [{ logoFileId: theirs.id }, 'logoFileId'],
      [{ logoFileId: pdf.id }, 'logoFileId'],
      [{ logoFileId: crypto.randomUUID() }, 'logoFileId'],
      [{ logoFileId: mine.id, link: 'javascript:alert(1)' }, 'link'],
      [{ logoFileId: mine.id, link: 'not a url' }, 'link'],
    ] as const) {
      const res = await call(admin, 'POST', '/api/v1/admin/content/partners', { name: { ko: '거절될 파트너', en: '' }, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe(ErrorCode.ValidationFailed);
      expect(Object.keys(res.json().error.fields)).toContain(field);
    }
    expect(await contentCounts()).toEqual(before);
    expect((await call(null, 'GET', theirs.url)).statusCode).toBe(404);
    expect((await call(null, 'GET', mine.url)).statusCode).toBe(404);
  });
});

describe('legal documents', () => {
  it('the seeded terms of use and privacy policy are in force, in both languages', async () => {
    const terms = (await call(null, 'GET', '/api/v1/documents/terms?version=2026-01-01', undefined, korean)).json();
    expect(terms).toMatchObject({ kind: 'terms', version: '2026-01-01', title: '이용약관' });
    expect(terms.body).toContain('10영업일');
    const privacy = (await call(null, 'GET', '/api/v1/documents/privacy', undefined, english)).json();
    expect(privacy).toMatchObject({ kind: 'privacy', title: 'Privacy Policy' });
    expect(privacy.body).toContain('Toss Payments');
    expect((await call(null, 'GET', '/api/v1/documents/cookies')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/v1/documents/terms?version=1999-01-01')).statusCode).toBe(404);
  });

  it('a new version becomes current, the old one stays readable by its version, and a version is published once', async () => {
    const body = {
      version: '2026-11-01',
      title: { ko: '이용약관', en: 'Terms of Use' },
      body: { ko: '개정된 이용약관 본문', en: '' },
      effectiveAt: new Date(Date.now() - 60_000).toISOString(),
    };
    const res = await call(admin, 'POST', '/api/v1/admin/content/documents/terms', body, english);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ version: '2026-11-01', body: '개정된 이용약관 본문' });

    expect((await call(null, 'GET', '/api/v1/documents/terms')).json()).toMatchObject({ version: '2026-11-01', body: '개정된 이용약관 본문' });
    expect((await call(null, 'GET', '/api/v1/documents/terms?version=2026-01-01')).json().body).toContain('제1조');
    const versions = (await call(null, 'GET', '/api/v1/documents/terms/versions')).json().items.map((v: { version: string }) => v.version);
    expect(versions).toEqual(['2026-11-01', '2026-01-01']);

    const before = await contentCounts();
    const again = await call(admin, 'POST', '/api/v1/admin/content/documents/terms', { ...body, body: { ko: '바꿔치기', en: '' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toHaveProperty('version');
    expect(await contentCounts()).toEqual(before);
    expect((await call(null, 'GET', '/api/v1/documents/terms?version=2026-11-01')).json().body).toBe('개정된 이용약관 본문');
    expect(await auditActionsOf('terms:2026-11-01')).toEqual(['document.publish']);
  });

  it('a version announced for a later date is listed but not in force before it', async () => {
    const res = await call(admin, 'POST', '/api/v1/admin/content/documents/privacy', {
      version: '2099-01-01',
      title: { ko: '개인정보처리방침', en: 'Privacy Policy' },
      body: { ko: '미래의 방침', en: 'A future policy' },
      effectiveAt: '2099-01-01T00:00:00+09:00',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await call(null, 'GET', '/api/v1/documents/privacy')).json().version).toBe('2026-01-01');
    expect((await call(null, 'GET', '/api/v1/documents/privacy/versions')).json().items[0]).toMatchObject({ version: '2099-01-01' });
  });

  it('the join records the versions of the terms and privacy policy in force', async () => {
    const terms = (await call(null, 'GET', '/api/v1/documents/terms')).json().version;
    const privacy = (await call(null, 'GET', '/api/v1/documents/privacy')).json().version;
    const joined = await joinMember(t.app, 'designer');
    // My page is for approved members (SPEC §1): the member signs in once approved.
    await t.app.db.update(members).set({ approvalSe: ApprovalStatus.Approved }).where(eq(members.memberNo, joined.memberNo));
    const { accessToken } = await signIn(t.app, joined.email, joined.password);

    const res = await call({ token: accessToken, memberNo: joined.memberNo }, 'GET', '/api/v1/mypage/agreements');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items.map((i: { kind: string; version: string }) => ({ kind: i.kind, version: i.version }));
    expect(items).toEqual(expect.arrayContaining([{ kind: 'terms', version: terms }, { kind: 'privacy', version: privacy }]));
    expect(items).toHaveLength(2);
    expect((await call(null, 'GET', '/api/v1/mypage/agreements')).statusCode).toBe(401);
  });

  it('a join that fails records no agreement', async () => {
    const before = await t.app.db.$count(documentAgreements);
    await expect(joinMember(t.app, 'client', { phoneVerificationId: crypto.randomUUID() })).rejects.toThrow(/join failed: 400/);
    expect(await t.app.db.$count(documentAgreements)).toBe(before);
  });
});

describe('the main page’s figures', () => {
  it('count approved members, written referrals and completed money per currency, and are kept a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now() + 10 * 60_000;
    vi.setSystemTime(start);
    const stats = async () => {
      const res = await call(null, 'GET', '/api/v1/stats');
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const first = await stats();

    const client = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Approved });
    const designer = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Approved, memberSe: MemberType.Designer });
    await insertMember(t.app.db, { approvalSe: ApprovalStatus.Pending });
    await insertMember(t.app.db, { approvalSe: ApprovalStatus.Suspended });
    const groupId = crypto.randomUUID();
    await t.app.db.insert(referrals).values([
      { clientNo: client.memberNo, mode: 'detail', status: ReferralStatus.Complete, groupId, data: {} as never },
      { clientNo: client.memberNo, mode: 'detail', status: ReferralStatus.Requested, groupId, data: {} as never },
      { clientNo: client.memberNo, mode: 'detail', status: ReferralStatus.Draft, groupId, data: {} as never },
    ]);
    const owner = { token: '', memberNo: client.memberNo };
    const order = async (status: OrderStatus, amount: number, currency: string) => {
      const request = await insertRequestRow(t, owner);
      await t.app.db.insert(orders).values({ requestId: request.id, clientNo: client.memberNo, designerNo: designer.memberNo, amount, currency, status });
    };
    await order(OrderStatus.complete, 90_000, 'KRW');
    await order(OrderStatus.complete, 2_500, 'USD');
    await order(OrderStatus.cancelled, 70_000, 'KRW');
    const quick = (status: QuickStatus, total: number, currency: 'KRW' | 'USD') => ({
      clientNo: client.memberNo,
      status,
      items: [],
      total,
      currency,
      deadlineAt: new Date(Date.now() + 86_400_000),
    });
    await t.app.db.insert(quickRequests).values([quick(QuickStatus.completed, 15_000, 'KRW'), quick(QuickStatus.completed, 1_200, 'USD'), quick(QuickStatus.open, 50_000, 'KRW')]);

    vi.setSystemTime(start + 30_000);
    expect(await stats()).toEqual(first);

    vi.setSystemTime(start + 61_000);
    const later = await stats();
    expect(later.members).toBe(first.members + 2);
    expect(later.referrals).toBe(first.referrals + 2);
    expect(later.transactions).toEqual({ KRW: first.transactions.KRW + 105_000, USD: first.transactions.USD + 3_700 });
    expect(later.at).not.toBe(first.at);
  });
});

describe('the admin’s content console', () => {
  const anyId = crypto.randomUUID();
  const routes: Array<[Method, string]> = [
    ['GET', '/api/v1/admin/content/notices'],
    ['POST', '/api/v1/admin/content/notices'],
    ['PUT', `/api/v1/admin/content/notices/${anyId}`],
    ['DELETE', `/api/v1/admin/content/notices/${anyId}`],
    ['GET', '/api/v1/admin/content/faq'],
    ['POST', '/api/v1/admin/content/faq'],
    ['PUT', `/api/v1/admin/content/faq/${anyId}`],
    ['DELETE', `/api/v1/admin/content/faq/${anyId}`],
    ['GET', '/api/v1/admin/content/partners'],
    ['POST', '/api/v1/admin/content/partners'],
    ['PUT', `/api/v1/admin/content/partners/${anyId}`],
    ['DELETE', `/api/v1/admin/content/partners/${anyId}`],
    ['POST', '/api/v1/admin/content/documents/terms'],
  ];

  it('every admin content route answers a guest 401 and a member 403, and changes nothing', async () => {
    const before = await contentCounts();
    for (const [method, url] of routes) {
      const payload = method === 'POST' || method === 'PUT' ? noticeBody() : undefined;
      const guest = await call(null, method, url, payload);
      expect(guest.statusCode, `${method} ${url}`).toBe(401);
      const res = await call(member, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe(ErrorCode.Forbidden);
    }
    expect(await contentCounts()).toEqual(before);
  });

  it('every admin action writes an audit entry naming the admin', async () => {
    const notice = await createNotice({ publish: false });
    await call(admin, 'PUT', `/api/v1/admin/content/notices/${notice}`, noticeBody());
    await call(admin, 'DELETE', `/api/v1/admin/content/notices/${notice}`);
    expect(await auditActionsOf(notice)).toEqual(['notice.create', 'notice.update', 'notice.publish', 'notice.delete']);

    const published = await createNotice();
    expect(await auditActionsOf(published)).toEqual(['notice.create', 'notice.publish']);

    const faqBody = { category: 'general', question: { ko: '감사 질문', en: 'Audit question' }, answer: { ko: '감사 답변', en: 'Audit answer' } };
    const faq = (await call(admin, 'POST', '/api/v1/admin/content/faq', faqBody)).json().id;
    expect((await call(admin, 'PUT', `/api/v1/admin/content/faq/${faq}`, { ...faqBody, sort: 3 })).json()).toMatchObject({ sort: 3 });
    expect((await call(admin, 'DELETE', `/api/v1/admin/content/faq/${faq}`)).statusCode).toBe(204);
    expect(await auditActionsOf(faq)).toEqual(['faq.create', 'faq.update', 'faq.delete']);

    const first = await uploadReferralFile(t, admin, 'first.gif', gif(), 'document');
    const second = await uploadReferralFile(t, admin, 'second.gif', gif(), 'document');
    const partnerBody = { name: { ko: '감사 파트너', en: '' }, logoFileId: first.id };
    const partner = (await call(admin, 'POST', '/api/v1/admin/content/partners', partnerBody)).json().id;
    const updated = await call(admin, 'PUT', `/api/v1/admin/content/partners/${partner}`, { ...partnerBody, logoFileId: second.id, link: 'https://partner.example' });
    expect(updated.json()).toMatchObject({ logoFileId: second.id, link: 'https://partner.example' });
    // The old logo closes again; the new one opens.
    expect((await call(null, 'GET', first.url)).statusCode).toBe(404);
    expect((await call(null, 'GET', second.url)).statusCode).toBe(200);
    await call(admin, 'DELETE', `/api/v1/admin/content/partners/${partner}`);
    expect(await auditActionsOf(partner)).toEqual(['partner.create', 'partner.update', 'partner.delete']);
  });

  it('an unknown notice, question or partner is a 404 and writes no audit entry', async () => {
    const before = await contentCounts();
    expect((await call(admin, 'PUT', `/api/v1/admin/content/notices/${anyId}`, noticeBody())).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/v1/admin/content/faq/${anyId}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/v1/admin/content/partners/${anyId}`)).statusCode).toBe(404);
    expect(await contentCounts()).toEqual(before);
  });

  it('bad input is refused 400 with the field in the caller’s language, and nothing is written', async () => {
    const before = await contentCounts();
    const cases: Array<[string, object, string]> = [
      ['/api/v1/admin/content/notices', noticeBody({ title: { ko: '   ', en: 'Only English' } }), 'title.ko'],
      ['/api/v1/admin/content/notices', noticeBody({ title: { ko: '가'.repeat(201), en: '' } }), 'title.ko'],
      ['/api/v1/admin/content/faq', { category: 'billing', question: { ko: '질문', en: '' }, answer: { ko: '답변', en: '' } }, 'category'],
      ['/api/v1/admin/content/faq', { category: 'general', question: { ko: '질문', en: '' }, answer: { ko: '답변', en: '' }, sort: -1 }, 'sort'],
      ['/api/v1/admin/content/partners', { name: { ko: '파트너', en: '' }, logoFileId: 'not-a-uuid' }, 'logoFileId'],
      [
        '/api/v1/admin/content/documents/terms',
        { version: 'v2', title: { ko: '약관', en: '' }, body: { ko: '본문', en: '' }, effectiveAt: '2026-12-01T00:00:00+09:00' },
        'version',
      ],
      [
        '/api/v1/admin/content/documents/privacy',
        { version: '2026-12-01', title: { ko: '방침', en: '' }, body: { ko: '본문', en: '' }, effectiveAt: 'next monday' },
        'effectiveAt',
      ],
    ];
    for (const [url, body, field] of cases) {
      const res = await call(admin, 'POST', url, body, english);
      expect(res.statusCode, `${url} ${field}`).toBe(400);
      expect(res.json().error.code).toBe(ErrorCode.ValidationFailed);
      expect(Object.keys(res.json().error.fields), `${url} ${field}`).toContain(field);
    }
    const versionField = (await call(admin, 'POST', cases[5]![0], cases[5]![1], english)).json().error.fields.version;
    expect(versionField).toMatch(/version as a date/);
    expect(await contentCounts()).toEqual(before);
  });
});
