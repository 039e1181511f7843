import { ApprovalStatus, COMMENT_MAX, ErrorCode, MemberType, RequestStatus, RequestType, type Comment, type CommentList } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { requests } from '../../db/schema/index.ts';
import { memberBlocks } from '../../db/schema/index.ts';
import { FIXTURE_PASSWORD, insertMember } from '../../test/admin-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { insertRequestRow } from './test-support.ts';
import { type Session, sessionOf } from '../../test/members.ts';

let t: TestApp;
let client: Session;
let otherClient: Session;
let lab: Session;
let designer: Session;
let otherDesigner: Session;
let pendingDesigner: Session;
let admin: Session;


async function member(memberSe: string, approvalSe: string = ApprovalStatus.Approved): Promise<Session> {
  const row = await insertMember(t.app.db, { memberSe, approvalSe });
  return sessionOf(t.app, row.email, FIXTURE_PASSWORD);
}

beforeAll(async () => {
  t = await buildTestApp({ DEMO: '1' });
  client = await sessionOf(t.app, 'client@demo.dcm');
  lab = await sessionOf(t.app, 'lab@demo.dcm');
  designer = await sessionOf(t.app, 'designer@demo.dcm');
  admin = await sessionOf(t.app, t.config.admin.email, 'admin-pass-1234');
  otherClient = await member(MemberType.Client);
  otherDesigner = await member(MemberType.Designer);
  pendingDesigner = await member(MemberType.Designer, ApprovalStatus.Pending);
});
afterAll(() => t.close());

const insertRequest = (owner: Session, fields: Partial<typeof requests.$inferInsert> = {}) => insertRequestRow(t, owner, fields);

const list = (who: Session, requestId: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/requests/${requestId}/comments`, headers: { authorization: `Bearer ${who.token}` } });
const write = (who: Session, requestId: string, body: string, parentId?: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/requests/${requestId}/comments`, payload: { body, parentId }, headers: { authorization: `Bearer ${who.token}` } });

async function written(who: Session, requestId: string, body: string, parentId?: string): Promise<Comment> {
  const res = await write(who, requestId, body, parentId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function expectError(res: { statusCode: number; body: string; json: () => { error: { code: string } } }, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
}

describe('comments on a request', () => {
  it('a T-esigner asks, the client answers, and replies nest one level', async () => {
    const request = await insertRequest(client);
    const question = await written(designer, request.id, 'Is the margin on 16 supragingival?');
    expect(question).toMatchObject({ requestId: request.id, author: { memberNo: designer.memberNo, nickname: 'demodesign' }, byClient: false, parentId: null });
    const answer = await written(client, request.id, 'Yes, 0.5 mm above.', question.id);
    expect(answer).toMatchObject({ byClient: true, parentId: question.id, author: { nickname: 'democlient' } });
    // A reply to the answer joins the question's thread instead of nesting deeper.
    const followUp = await written(otherDesigner, request.id, 'Thanks, same question here.', answer.id);
    expect(followUp.parentId).toBe(question.id);

    const res = await list(client, request.id);
    expect(res.statusCode, res.body).toBe(200);
    const { items }: CommentList = res.json();
    expect(items.map((c) => [c.id, c.parentId, c.byClient])).toEqual([
      [question.id, null, false],
      [answer.id, question.id, true],
      [followUp.id, question.id, false],
    ]);
  });

  it('a reply names a comment of the same request', async () => {
    const request = await insertRequest(client);
    const elsewhere = await written(designer, (await insertRequest(client)).id, 'Question on another request.');
    const toOther = await write(designer, request.id, 'Reply?', elsewhere.id);
    expectError(toOther, 400, ErrorCode.ValidationFailed);
    expect(Object.keys(toOther.json().error.fields)).toEqual(['parentId']);
    expectError(await write(designer, request.id, 'Reply?', crypto.randomUUID()), 400, ErrorCode.ValidationFailed);
    expect((await list(client, request.id)).json().items).toEqual([]);
  });

  it('a comment has a body of at most the limit', async () => {
    const request = await insertRequest(client);
    expectError(await write(designer, request.id, '   '), 400, ErrorCode.ValidationFailed);
    expectError(await write(designer, request.id, 'x'.repeat(COMMENT_MAX + 1)), 400, ErrorCode.ValidationFailed);
    await written(designer, request.id, 'x'.repeat(COMMENT_MAX));
  });

  it('who reads and writes: the client and the T-esigners who see the request; the admin reads; everyone else is told it does not exist', async () => {
    const request = await insertRequest(client);
    await written(client, request.id, 'Please keep the contacts tight.');
    await written(designer, request.id, 'Noted.');
    await written(otherDesigner, request.id, 'Which shade?');
    for (const reader of [client, designer, otherDesigner, admin]) {
      const res = await list(reader, request.id);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as CommentList).items).toHaveLength(3);
    }
    expectError(await write(admin, request.id, 'Admin note.'), 403, ErrorCode.Forbidden);
    for (const stranger of [otherClient, lab]) {
      expectError(await list(stranger, request.id), 404, ErrorCode.NotFound);
      expectError(await write(stranger, request.id, 'Hello?'), 404, ErrorCode.NotFound);
    }
    // A member not yet approved is refused before the request is looked at (SPEC §1).
    expectError(await list(pendingDesigner, request.id), 403, ErrorCode.AccountNotApproved);
    expectError(await write(pendingDesigner, request.id, 'Hello?'), 403, ErrorCode.AccountNotApproved);
  });

  it('a designated request is discussed by its client and its T-esigner only', async () => {
    const request = await insertRequest(client, { type: RequestType.Designated, status: RequestStatus.WaitingForRequest, designerNo: designer.memberNo });
    await written(designer, request.id, 'Can the deadline move a day?');
    await written(client, request.id, 'Yes.');
    expectError(await list(otherDesigner, request.id), 404, ErrorCode.NotFound);
    expectError(await write(otherDesigner, request.id, 'Me too?'), 404, ErrorCode.NotFound);
  });

  it('a T-esigner blocked by the client neither reads nor writes', async () => {
    const request = await insertRequest(client);
    const blocked = await member(MemberType.Designer);
    await t.app.db.insert(memberBlocks).values({ blockerNo: client.memberNo, blockedNo: blocked.memberNo });
    expectError(await list(blocked, request.id), 404, ErrorCode.NotFound);
    expectError(await write(blocked, request.id, 'Hello?'), 404, ErrorCode.NotFound);
  });
});
