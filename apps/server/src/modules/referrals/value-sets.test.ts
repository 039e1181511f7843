import { ApprovalStatus, ErrorCode, VALUE_SETS_MAX, type ValueSet } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { sessionOf, type Session } from '../../test/members.ts';

let t: TestApp;
let lab: Session;
let designer: Session;

const login = (email: string, password?: string): Promise<Session> => sessionOf(t.app, email, password);

/** A fresh approved client, so each test starts with no saved sets. */
async function freshClient(): Promise<Session> {
  const member = await insertMember(t.app.db, { approvalSe: ApprovalStatus.Approved });
  return login(member.email, FIXTURE_PASSWORD);
}

beforeAll(async () => {
  t = await buildTestApp({ DEMO: '1' });
  lab = await login('lab@demo.dcm');
  designer = await login('designer@demo.dcm');
});
afterAll(() => t.close());

const url = '/api/v1/referrals/value-sets';
const call = (who: Session, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, lang = 'A') =>
  t.app.inject({ method, url: path, payload, headers: { authorization: `Bearer ${who.token}`, lang } });

const cementGap = [
  { title: 'Cement gap', value: '0.03 mm' },
  { title: '최소 두께', value: '0.5 mm' },
];

async function save(who: Session, name: string, values: object[] = cementGap, status = 201): Promise<ValueSet> {
  const res = await call(who, 'POST', url, { name, values });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

const names = async (who: Session) => ((await call(who, 'GET', url)).json().items as ValueSet[]).map((s) => s.name);

describe('frequently used value sets', () => {
  it('saves a set, lists it and deletes it', async () => {
    const me = await freshClient();
    expect((await call(me, 'GET', url)).json()).toEqual({ items: [] });

    const set = await save(me, 'Zirconia usual');
    expect(set).toMatchObject({ name: 'Zirconia usual', values: cementGap });
    expect(set.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await call(me, 'GET', url)).json()).toEqual({ items: [set] });

    expect((await call(me, 'DELETE', `${url}/${set.id}`)).statusCode).toBe(204);
    expect((await call(me, 'GET', url)).json()).toEqual({ items: [] });
    expect((await call(me, 'DELETE', `${url}/${set.id}`)).statusCode).toBe(404);
  });

  it('lists the set changed last first', async () => {
    const me = await freshClient();
    await save(me, 'first');
    await save(me, 'second');
    expect(await names(me)).toEqual(['second', 'first']);
    await save(me, 'first', [{ title: 'Contact', value: 'tight' }], 200);
    expect(await names(me)).toEqual(['first', 'second']);
  });

  it('replaces the values of a set saved again under its name, answering 200 with the same set', async () => {
    const me = await freshClient();
    const original = await save(me, 'Posterior');
    const replaced = await save(me, ' Posterior ', [{ title: 'Contact strength', value: 'light' }], 200);
    expect(replaced).toEqual({ ...original, values: [{ title: 'Contact strength', value: 'light' }] });
    expect((await call(me, 'GET', url)).json()).toEqual({ items: [replaced] });
  });

  it(`keeps at most ${VALUE_SETS_MAX} sets per member, and still replaces one when full`, async () => {
    const me = await freshClient();
    for (let i = 0; i < VALUE_SETS_MAX; i++) await save(me, `set ${i}`);
    const refused = await call(me, 'POST', url, { name: 'one more', values: cementGap });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: ErrorCode.ValidationFailed, fields: { name: expect.stringContaining('30') } });
    const inEnglish = await call(me, 'POST', url, { name: 'one more', values: cementGap }, 'B');
    expect(inEnglish.json().error.fields.name).toBe('You can keep up to 30 saved value sets. Delete one you no longer use, then save.');
    expect(await names(me)).toHaveLength(VALUE_SETS_MAX);

    await save(me, 'set 0', [{ title: 'Gap', value: '0.05' }], 200);
    const [first] = (await call(me, 'GET', url)).json().items as ValueSet[];
    expect((await call(me, 'DELETE', `${url}/${first!.id}`)).statusCode).toBe(204);
    await save(me, 'one more');
  });

  it('refuses a set without a name or values, or with a value over 30 characters', async () => {
    const me = await freshClient();
    for (const body of [
      { name: ' ', values: cementGap },
      { name: 'empty', values: [] },
      { name: 'no title', values: [{ title: '', value: '1' }] },
      { name: 'long', values: [{ title: 'Gap', value: '1'.repeat(31) }] },
    ]) {
      const res = await call(me, 'POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe(ErrorCode.ValidationFailed);
    }
    expect(await names(me)).toEqual([]);
  });

  it('keeps each member’s sets apart: another member neither sees nor deletes them (404)', async () => {
    const me = await freshClient();
    const other = await freshClient();
    const mine = await save(me, 'mine');
    // The same name is free for another member.
    await save(other, 'mine');
    expect(await names(other)).toEqual(['mine']);
    const res = await call(other, 'DELETE', `${url}/${mine.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(ErrorCode.NotFound);
    expect((await call(me, 'GET', url)).json()).toEqual({ items: [mine] });
  });

  it('lets a dental lab keep sets too', async () => {
    await save(lab, 'lab habit');
    expect(await names(lab)).toContain('lab habit');
  });

  it('refuses a T-esigner with 403, who never writes referrals', async () => {
    const set = await save(await freshClient(), 'not for designers');
    for (const res of [
      await call(designer, 'GET', url),
      await call(designer, 'POST', url, { name: 'x', values: cementGap }),
      await call(designer, 'DELETE', `${url}/${set.id}`),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.code).toBe(ErrorCode.Forbidden);
    }
  });

  it('answers a guest 401', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('is not taken for a referral id by the referral routes', async () => {
    const me = await freshClient();
    const list = await call(me, 'GET', url);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({ items: [] });
    // A referral with a malformed id is still refused as such.
    expect((await call(me, 'GET', '/api/v1/referrals/value-set')).statusCode).toBe(400);
  });
});
