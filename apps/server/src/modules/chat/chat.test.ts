import crypto from 'node:crypto';
import { ErrorCode, FileLimits, MemberType, type ChatMessage, type ChatMessagePage, type ChatRoom, type ChatRoomList } from '@dcm/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, designerProfiles, labProfiles, notificationEvents } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { samplePdf, type Session } from '../../test/members.ts';
import { expectError, selectedOrder, uploadReferralFile } from '../orders/test-support.ts';
import { approvedDesigner, approvedLab, callAs, gif } from '../profiles/test-support.ts';
import { completeReferral, freshMember, sendRequest } from '../requests/test-support.ts';
import { unreadChatCount } from './service.ts';

let t: TestApp;
let call: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await buildTestApp();
  call = callAs(t);
});
afterAll(() => t.close());

async function publicDesigner(): Promise<Session> {
  const designer = await approvedDesigner(t);
  await t.app.db.insert(designerProfiles).values({ memberNo: designer.memberNo, editCount: 3, warrantyDays: 30, prosthesisTypes: ['zirconia_crown'], isPublic: true });
  return designer;
}

async function publicLab(): Promise<Session> {
  const lab = await approvedLab(t);
  await t.app.db.insert(labProfiles).values({ memberNo: lab.memberNo, businessName: '한빛치과기공소', prosthesisTypes: ['zirconia_crown'], isPublic: true });
  return lab;
}

async function openRoom(who: Session, partnerNo: number, extra: object = {}): Promise<ChatRoom> {
  const res = await call(who, 'POST', '/api/v1/chat/rooms', { partnerNo, ...extra });
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json();
}

const key = () => `k-${crypto.randomUUID()}`;

async function say(who: Session, roomId: string, body: string, extra: object = {}): Promise<ChatMessage> {
  const res = await call(who, 'POST', `/api/v1/chat/rooms/${roomId}/messages`, { clientKey: key(), body, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function roomOf(who: Session, roomId: string): Promise<ChatRoom> {
  const res = await call(who, 'GET', `/api/v1/chat/rooms/${roomId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const block = async (blocker: Session, blockedNo: number) => {
  const res = await call(blocker, 'PUT', `/api/v1/blocks/${blockedNo}`);
  expect(res.statusCode, res.body).toBe(204);
};

const chatEventsOf = (memberNo: number) =>
  t.app.db
    .select()
    .from(notificationEvents)
    .where(and(eq(notificationEvents.recipientNo, memberNo), eq(notificationEvents.event, 'chatMessage')));

describe('opening a room', () => {
  it('a client opens a room with a T-esigner of a public profile, and opening again answers the same room', async () => {
    const client = await freshMember(t);
    const designer = await publicDesigner();
    const first = await call(client, 'POST', '/api/v1/chat/rooms', { partnerNo: designer.memberNo });
    expect(first.statusCode, first.body).toBe(201);
    const room: ChatRoom = first.json();
    expect(room.partner).toMatchObject({ memberNo: designer.memberNo, kind: 'designer', online: false });
    expect(room).toMatchObject({ unread: 0, partnerReadSeq: 0, blocked: false, lastMessage: null, context: null });

    const again = await call(client, 'POST', '/api/v1/chat/rooms', { partnerNo: designer.memberNo });
    expect(again.statusCode).toBe(200);
    expect(again.json<ChatRoom>().id).toBe(room.id);
    // The T-esigner sees the same room, with the client as partner.
    expect((await roomOf(designer, room.id)).partner).toMatchObject({ memberNo: client.memberNo, kind: 'client' });
  });

  it('a client opens a room with a dental lab of a public profile', async () => {
    const client = await freshMember(t);
    const lab = await publicLab();
    expect((await openRoom(client, lab.memberNo)).partner.kind).toBe('lab');
  });

  it('a client cannot open a room with a T-esigner without a public profile, nor with another client', async () => {
    const client = await freshMember(t);
    expectError(await call(client, 'POST', '/api/v1/chat/rooms', { partnerNo: (await approvedDesigner(t)).memberNo }), 403, ErrorCode.ChatNotAllowed);
    expectError(await call(client, 'POST', '/api/v1/chat/rooms', { partnerNo: (await freshMember(t)).memberNo }), 403, ErrorCode.ChatNotAllowed);
  });

  it('a T-esigner cannot open a room with a client without a request they share, but can about a request they see', async () => {
    const client = await freshMember(t);
    const designer = await approvedDesigner(t);
    expectError(await call(designer, 'POST', '/api/v1/chat/rooms', { partnerNo: client.memberNo }), 403, ErrorCode.ChatNotAllowed);

    const request = await sendRequest(t, client);
    const res = await call(designer, 'POST', '/api/v1/chat/rooms', { partnerNo: client.memberNo, requestId: request.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ChatRoom>().context).toEqual({ requestId: request.id, orderId: null, referralNumbers: ['2024-001'] });

    // About another client's request, not with this client.
    const stranger = await freshMember(t);
    expectError(await call(designer, 'POST', '/api/v1/chat/rooms', { partnerNo: stranger.memberNo, requestId: request.id }), 403, ErrorCode.ChatNotAllowed);
  });

  it('the parties of an order open their room about it; someone else\'s order is 404', async () => {
    const client = await freshMember(t);
    const designer = await approvedDesigner(t);
    const { orderId, requestId } = await selectedOrder(t, client, designer);
    const res = await call(designer, 'POST', '/api/v1/chat/rooms', { partnerNo: client.memberNo, orderId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ChatRoom>().context).toEqual({ orderId, requestId, referralNumbers: ['2024-001'] });
    const other = await approvedDesigner(t);
    expect((await call(other, 'POST', '/api/v1/chat/rooms', { partnerNo: client.memberNo, orderId })).statusCode).toBe(404);
  });

  it('a blocked member cannot open a room with the blocker, either way', async () => {
    const client = await freshMember(t);
    const designer = await publicDesigner();
    await block(designer, client.memberNo);
    expectError(await call(client, 'POST', '/api/v1/chat/rooms', { partnerNo: designer.memberNo }), 403, ErrorCode.ChatBlocked);
    const request = await sendRequest(t, client);
    expectError(await call(designer, 'POST', '/api/v1/chat/rooms', { partnerNo: client.memberNo, requestId: request.id }), 403, ErrorCode.ChatBlocked);
  });

  it('a room is 404 to anyone outside it', async () => {
    const client = await freshMember(t);
    const room = await openRoom(client, (await publicDesigner()).memberNo);
    const stranger = await freshMember(t);
    expect((await call(stranger, 'GET', `/api/v1/chat/rooms/${room.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/v1/chat/rooms/${room.id}/messages`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/api/v1/chat/rooms/${room.id}/messages`, { clientKey: key(), body: 'hi' })).statusCode).toBe(404);
  });
});

describe('messages', () => {
  it('a blocked member cannot write in the room, and nothing is stored', async () => {
    const client = await freshMember(t);
    const designer = await publicDesigner();
    const room = await openRoom(client, designer.memberNo);
    await say(client, room.id, '안녕하세요');
    await block(client, designer.memberNo);
    expectError(await call(designer, 'POST', `/api/v1/chat/rooms/${room.id}/messages`, { clientKey: key(), body: '답장' }), 403, ErrorCode.ChatBlocked);
    expectError(await call(client, 'POST', `/api/v1/chat/rooms/${room.id}/messages`, { clientKey: key(), body: '다시' }), 403, ErrorCode.ChatBlocked);
    expect(await t.app.db.$count(chatMessages, eq(chatMessages.roomId, room.id))).toBe(1);
    expect((await roomOf(client, room.id)).blocked).toBe(true);
  });

  it('the same clientKey sends one message, answered again with 200', async () => {
    const client = await freshMember(t);
    const room = await openRoom(client, (await publicDesigner()).memberNo);
    const clientKey = key();
    const first = await call(client, 'POST', `/api/v1/chat/rooms/${room.id}/messages`, { clientKey, body: '견적 문의드립니다' });
    const second = await call(client, 'POST', `/api/v1/chat/rooms/${room.id}/messages`, { clientKey, body: '견적 문의드립니다' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json<ChatMessage>().id).toBe(first.json<ChatMessage>().id);
    expect(await t.app.db.$count(chatMessages, eq(chatMessages.roomId, room.id))).toBe(1);
  });

  it('an empty message is refused', async () => {
    const client = await freshMember(t);
    const room = await openRoom(client, (await publicDesigner()).memberNo);
    const res = await call(client, 'POST', `/api/v1/chat/rooms/${room.id}/messages`, { clientKey: key(), body: '   ' });
    expect(res.statusCode).toBe(400);
  });

  it('history pages backwards by seq, oldest first within a page, and search finds text and file names', async () => {
    const client = await freshMember(t);
    const designer = await publicDesigner();
    const room = await openRoom(client, designer.memberNo);
    const sent: ChatMessage[] = [];
    for (let i = 1; i <= 7; i++) sent.push(await say(i % 2 ? client : designer, room.id, `메시지 ${i}`));
    const pdf = await uploadReferralFile(t, designer, '설계 도면.pdf', samplePdf(), 'chat');
    const withFile = await say(designer, room.id, '', { fileId: pdf.id });
    expect(withFile).toMatchObject({ kind: 'file', body: '', file: { id: pdf.id, name: '설계 도면.pdf', mime: 'application/pdf' } });

    const latest = await call(client, 'GET', `/api/v1/chat/rooms/${room.id}/messages?size=3`);
    const page1: ChatMessagePage = latest.json();
    expect(page1.items.map((m) => m.id)).toEqual([sent[5]!.id, sent[6]!.id, withFile.id]);
    expect(page1.hasMore).toBe(true);
    const older: ChatMessagePage = (await call(client, 'GET', `/api/v1/chat/rooms/${room.id}/messages?size=3&before=${page1.items[0]!.seq}`)).json();
    expect(older.items.map((m) => m.body)).toEqual(['메시지 3', '메시지 4', '메시지 5']);
    const oldest: ChatMessagePage = (await call(client, 'GET', `/api/v1/chat/rooms/${room.id}/messages?size=3&before=${older.items[0]!.seq}`)).json();
    expect(oldest.items.map((m) => m.body)).toEqual(['메시지 1', '메시지 2']);
    expect(oldest.hasMore).toBe(false);

    const found: ChatMessagePage = (await call(client, 'GET', `/api/v1/chat/rooms/${room.id}/messages?q=${encodeURIComponent('메시지 ')}&size=2`)).json();
    expect(found.items.map((m) => m.body)).toEqual(['메시지 7', '메시지 6']);
    expect(found.hasMore).toBe(true);
    const byName: ChatMessagePage = (await call(client, 'GET', `/api/v1/chat/rooms/${room.id}/messages?q=${encodeURIComponent('도면')}`)).json();
    expect(byName.items.map((m) => m.id)).toEqual([withFile.id]);
  });

  it("an attachment is the sender's own chat upload, its kind from the type, and readable by both members only", async () => {
    const client = await freshMember(t);
    const designer = await publicDesigner();
    const room = await openRoom(client, designer.memberNo);
    const image = await uploadReferralFile(t, client, 'photo.gif', gif(), 'chat');
    const message = await say(client, room.id, '사진입니다', { fileId: image.id });
    expect(message).toMatchObject({ kind: 'image', body: '사진입니다', file: { id: image.id } });

    expect((await call(designer, 'GET', `/api/v1/common/file/${image.id}`)).statusCode).toBe(200);
    expect((await call(await freshMember(t), 'GET', `/api/v1/common/file/${image.id}`)).statusCode).toBe(404);

    // Someone else's upload cannot be sent.
    const others = await uploadReferralFile(t, designer, 'theirs.pdf', samplePdf(), 'chat');
    const refused = await call(client, 'POST', `/api/v1/chat/rooms/${room.id}/messages`, { clientKey: key(), fileId: others.id });
    expectError(refused, 400, ErrorCode.ValidationFailed);
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty('fileId');
  });

  it('a chat upload takes an image up to the image limit and another file up to 100 MB', async () => {
    const client = await freshMember(t);
    const big = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);
    const tooBigImage = await t.app.inject({
      method: 'POST',
      url: '/api/v1/common/file/upload?kind=chat',
      payload: Buffer.concat([
        Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="big.gif"\r\n\r\n'),
        big(gif(), FileLimits.imageMaxBytes + 1),
        Buffer.from('\r\n--b--\r\n'),
      ]),
      headers: { 'content-type': 'multipart/form-data; boundary=b', authorization: `Bearer ${client.token}` },
    });
    expectError(tooBigImage, 413, ErrorCode.FileSizeExceeded);
    const pdf = await uploadReferralFile(t, client, 'scan-report.pdf', big(samplePdf(), FileLimits.imageMaxBytes + 1), 'chat');
    expect(pdf.size).toBe(FileLimits.imageMaxBytes + 1);
  });

  it('read marks never move back, and unread counts follow them', async () => {
    const client = await freshMember(t);
    const designer = await publicDesigner();
    const room = await openRoom(client, designer.memberNo);
    const a = await say(designer, room.id, '첫째');
    const b = await say(designer, room.id, '둘째');
    await say(client, room.id, '내 메시지는 세지 않음');
    expect((await roomOf(client, room.id)).unread).toBe(2);
    expect(await unreadChatCount(t.app.db, client.memberNo)).toBe(2);

    expect((await call(client, 'POST', `/api/v1/chat/rooms/${room.id}/read`, { seq: b.seq })).statusCode).toBe(204);
    expect((await roomOf(client, room.id)).unread).toBe(0);
    expect((await roomOf(designer, room.id)).partnerReadSeq).toBe(b.seq);
    // Back is no change; beyond the last message is the last message.
    await call(client, 'POST', `/api/v1/chat/rooms/${room.id}/read`, { seq: a.seq });
    expect((await roomOf(designer, room.id)).partnerReadSeq).toBe(b.seq);
    await call(client, 'POST', `/api/v1/chat/rooms/${room.id}/read`, { seq: b.seq + 1_000_000 });
    const last = (await roomOf(client, room.id)).lastMessage!;
    expect((await roomOf(designer, room.id)).partnerReadSeq).toBe(last.seq);
    expect(await unreadChatCount(t.app.db, client.memberNo)).toBe(0);
  });

  it('a notification is written for the first unread message only, linked to the receiver’s chat page', async () => {
    const client = await freshMember(t);
    const designer = await publicDesigner();
    const room = await openRoom(client, designer.memberNo);
    await say(client, room.id, '안녕하세요, 크라운 디자인 문의드립니다.');
    await say(client, room.id, '두 번째');
    await say(client, room.id, '세 번째');
    const events = await chatEventsOf(designer.memberNo);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ link: `/designerchat/view/${room.id}`, params: { nickname: expect.any(String), preview: '안녕하세요, 크라운 디자인 문의드립니다.' } });

    // Read, then a new burst: one more.
    const last = (await roomOf(designer, room.id)).lastMessage!;
    await call(designer, 'POST', `/api/v1/chat/rooms/${room.id}/read`, { seq: last.seq });
    await say(client, room.id, '네 번째');
    await say(client, room.id, '다섯 번째');
    expect(await chatEventsOf(designer.memberNo)).toHaveLength(2);

    await say(designer, room.id, '답장');
    expect((await chatEventsOf(client.memberNo))[0]).toMatchObject({ link: `/chat/view/${room.id}` });
  });

  it('reading the room reads its new-message notification too', async () => {
    const client = await freshMember(t);
    const designer = await publicDesigner();
    const room = await openRoom(client, designer.memberNo);
    await say(client, room.id, '스캔 파일 확인 부탁드립니다.');
    await t.app.jobs.runNow('deliver-notifications');
    const unread = async () => (await call(designer, 'GET', '/api/v1/notifications/unread')).json<{ notifications: number; chat: number }>();
    expect(await unread()).toEqual({ notifications: 1, chat: 1 });
    const last = (await roomOf(designer, room.id)).lastMessage!;
    expect((await call(designer, 'POST', `/api/v1/chat/rooms/${room.id}/read`, { seq: last.seq })).statusCode).toBe(204);
    expect(await unread()).toEqual({ notifications: 0, chat: 0 });
  });
});

describe('the room list', () => {
  it('lists the rooms with messages, latest first, filtered by partner kind and nickname', async () => {
    const client = await freshMember(t);
    const designer = await publicDesigner();
    const lab = await publicLab();
    const quiet = await publicDesigner();
    const withDesigner = await openRoom(client, designer.memberNo);
    const withLab = await openRoom(client, lab.memberNo);
    await openRoom(client, quiet.memberNo);
    await say(client, withDesigner.id, '먼저');
    await say(lab, withLab.id, '나중');

    const all: ChatRoomList = (await call(client, 'GET', '/api/v1/chat/rooms')).json();
    expect(all.total).toBe(2);
    expect(all.items.map((r) => r.id)).toEqual([withLab.id, withDesigner.id]);
    expect(all.items[0]).toMatchObject({ unread: 1, lastMessage: { body: '나중' }, partner: { memberNo: lab.memberNo, kind: 'lab' } });

    const designers: ChatRoomList = (await call(client, 'GET', '/api/v1/chat/rooms?type=designer')).json();
    expect(designers.items.map((r) => r.id)).toEqual([withDesigner.id]);
    const centers: ChatRoomList = (await call(client, 'GET', '/api/v1/chat/rooms?type=center')).json();
    expect(centers.items.map((r) => r.id)).toEqual([withLab.id]);
    const nickname = (await roomOf(client, withDesigner.id)).partner.nickname;
    const byName: ChatRoomList = (await call(client, 'GET', `/api/v1/chat/rooms?q=${encodeURIComponent(nickname)}`)).json();
    expect(byName.items.map((r) => r.id)).toEqual([withDesigner.id]);

    const theirs: ChatRoomList = (await call(lab, 'GET', '/api/v1/chat/rooms?type=client')).json();
    expect(theirs.items).toHaveLength(1);
    expect(theirs.items[0]).toMatchObject({ unread: 0, partner: { memberNo: client.memberNo, kind: 'client' } });
  });

  it('names a room about a request by the case’s referral numbers in the request’s order, in the list and the room alike, never by an id', async () => {
    const client = await freshMember(t);
    const designer = await approvedDesigner(t);
    const referrals = [await completeReferral(t, client, { referralNumber: '2027-0413' }), await completeReferral(t, client, { referralNumber: '2027-0412' })];
    const request = await sendRequest(t, client, { referrals });
    const room = await openRoom(designer, client.memberNo, { requestId: request.id });
    await say(designer, room.id, '스캔 파일 확인했습니다.');
    const named = { requestId: request.id, orderId: null, referralNumbers: ['2027-0413', '2027-0412'] };
    expect(room.context).toEqual(named);
    const listed: ChatRoomList = (await call(client, 'GET', '/api/v1/chat/rooms')).json();
    expect(listed.items.map((r) => r.context)).toEqual([named]);
    expect((await roomOf(client, room.id)).context).toEqual(named);
  });

  it('a T-esigner reopening the pair about a request gets the same room, now about the request', async () => {
    const client = await freshMember(t);
    const designer = await freshMember(t, { memberSe: MemberType.Designer });
    await t.app.db.insert(designerProfiles).values({ memberNo: designer.memberNo, editCount: 3, warrantyDays: 30, prosthesisTypes: ['zirconia_crown'], isPublic: true });
    const room = await openRoom(client, designer.memberNo);
    const request = await sendRequest(t, client);
    const res = await call(designer, 'POST', '/api/v1/chat/rooms', { partnerNo: client.memberNo, requestId: request.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ChatRoom>()).toMatchObject({ id: room.id, context: { requestId: request.id } });
  });
});
