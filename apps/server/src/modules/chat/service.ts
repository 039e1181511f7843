// Chat (issue 9): one room per client and T-esigner (or dental lab) pair, optionally about a request
// or an order; messages ordered by `seq`, each side's read mark on the room. A message is stored
// first and published on the bus after the commit, so a receiver who was offline reads it from the
// history. Owns chat_rooms and chat_messages; who may open a room asks the requests, orders and
// profiles modules.
import {
  ApprovalStatus,
  ErrorCode,
  FileLimits,
  memberKind,
  Role,
  type ChatMessage,
  type ChatMessagePage,
  type ChatMessagesQuery,
  type ChatPartnerKind,
  type ChatRoom,
  type ChatRoomList,
  type ChatRoomListQuery,
  type OpenRoomBody,
  type SendMessageBody,
  type UnreadCounts,
} from '@dcm/shared';
import { and, desc, eq, gt, ilike, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { chatMessages, chatRooms, files, memberBlocks, members } from '../../db/schema/index.ts';
import type { TokenMember } from '../../platform/auth.ts';
import type { Bus } from '../../platform/bus.ts';
import { AppError } from '../../platform/errors.ts';
import { memberChannel, type MemberBusMessage } from '../../platform/realtime-channels.ts';
import { fileUrl } from '../files/queries.ts';
import { findMember, type MemberRow } from '../members/service.ts';
import { notify } from '../notifications/emit.ts';
import { markReadByLink, unreadNotificationCount } from '../notifications/service.ts';
import { findOrder } from '../orders/service.ts';
import { designerCardsOf, labCardsOf } from '../profiles/search.ts';
import { blockedBetween, canSeeRequest, findVisibleRequest, viewerOf } from '../requests/access.ts';

/** Who is connected now (platform/presence.ts); the service only asks. */
export interface OnlineLookup {
  onlineAmong(memberNos: readonly number[]): Promise<Set<number>>;
}

export interface ChatDeps {
  db: Db;
  bus: Bus;
  presence: OnlineLookup;
  log?: { warn(obj: unknown, msg?: string): void };
}

type RoomRow = typeof chatRooms.$inferSelect;

/** What the chat attachment of a message may be: the types a `chat` upload takes. */
const CHAT_IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/gif'];
const CHAT_FILE_MIMES = ['application/pdf', 'application/zip', 'model/stl', 'model/x-ply', 'model/obj', 'text/plain'];
/** How much of a message the notification shows. */
const PREVIEW_CHARS = 40;

// --- Who ---

/** The caller's side of a room: their read mark, the partner and the partner's mark. */
function sideOf(room: RoomRow, memberNo: number) {
  const asClient = room.clientNo === memberNo;
  return {
    partnerNo: asClient ? room.partnerNo : room.clientNo,
    myReadSeq: asClient ? room.clientReadSeq : room.partnerReadSeq,
    partnerReadSeq: asClient ? room.partnerReadSeq : room.clientReadSeq,
  };
}

const inRoom = (memberNo: number): SQL => or(eq(chatRooms.clientNo, memberNo), eq(chatRooms.partnerNo, memberNo))!;

/** The room with `memberNo` in it, or 404 (whether it exists is not told). */
async function findRoom(db: Db | Tx, memberNo: number, roomId: string, lock = false): Promise<RoomRow> {
  const query = db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.id, roomId), inRoom(memberNo)));
  const [room] = lock ? await query.for('update') : await query;
  if (!room) throw new AppError(ErrorCode.NotFound, 404);
  return room;
}

/** The partner of `memberNo` in the room, or null when they are not in it (the realtime typing frames). */
export async function roomPartnerOf(db: Db, roomId: string, memberNo: number): Promise<number | null> {
  const [room] = await db
    .select({ clientNo: chatRooms.clientNo, partnerNo: chatRooms.partnerNo })
    .from(chatRooms)
    .where(and(eq(chatRooms.id, roomId), inRoom(memberNo)));
  if (!room) return null;
  return room.clientNo === memberNo ? room.partnerNo : room.clientNo;
}

/** Everyone `memberNo` has a room with: who hears that they came online or went offline. */
export async function chatPartnersOf(db: Db, memberNo: number): Promise<number[]> {
  const rows = await db
    .select({ clientNo: chatRooms.clientNo, partnerNo: chatRooms.partnerNo })
    .from(chatRooms)
    .where(inRoom(memberNo));
  return [...new Set(rows.map((r) => (r.clientNo === memberNo ? r.partnerNo : r.clientNo)))];
}

/** Whether `fileId` was sent in a room `memberNo` is in (the files module lets both members read it). */
export async function isChatAttachmentFor(db: Db, fileId: string, memberNo: number): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(and(eq(chatMessages.fileId, fileId), inRoom(memberNo)))
    .limit(1);
  return !!row;
}

/** The header's badges (UnreadCounts): the member's unread notifications and unread chat messages. */
export async function unreadCountsOf(db: Db, memberNo: number): Promise<UnreadCounts> {
  const [notifications, chat] = await Promise.all([unreadNotificationCount(db, memberNo), unreadChatCount(db, memberNo)]);
  return { notifications, chat };
}

/** Messages from the partners after the member's read marks, over all their rooms (the header's badge). */
export async function unreadChatCount(db: Db, memberNo: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(
      and(
        inRoom(memberNo),
        ne(chatMessages.senderNo, memberNo),
        sql`${chatMessages.seq} > case when ${chatRooms.clientNo} = ${memberNo} then ${chatRooms.clientReadSeq} else ${chatRooms.partnerReadSeq} end`,
      ),
    );
  return row?.n ?? 0;
}

// --- Opening a room ---

interface Opening {
  clientNo: number;
  partnerNo: number;
  requestId: string | null;
  orderId: string | null;
}

const roleLink = (memberSe: string, roomId: string): string => {
  const kind = memberKind(memberSe);
  return kind === 'client' ? `/chat/view/${roomId}` : kind === 'designer' ? `/designerchat/view/${roomId}` : `/centerchat/view/${roomId}`;
};

const labelOf = (id: string | null): string | null => (id ? id.slice(0, 8).toUpperCase() : null);

/**
 * What a room about the body's request or order would be between the caller and the partner, or
 * CHAT_NOT_ALLOWED; the request or order must be one the caller sees (404 otherwise), with the
 * partner on its other side.
 */
async function openingAbout(db: Db, caller: TokenMember, partner: MemberRow, body: OpenRoomBody): Promise<Opening> {
  const viewer = await viewerOf(db, caller);
  if (body.orderId) {
    const { order, role } = await findOrder(db, viewer, body.orderId);
    const other = role === 'client' ? order.designerNo : role === 'designer' ? order.clientNo : null;
    if (other !== partner.memberNo) throw new AppError(ErrorCode.ChatNotAllowed, 403);
    if (body.requestId && body.requestId !== order.requestId) throw new AppError(ErrorCode.ChatNotAllowed, 403);
    return { clientNo: order.clientNo, partnerNo: order.designerNo, requestId: order.requestId, orderId: order.id };
  }
  const request = await findVisibleRequest(db, viewer, body.requestId!);
  if (request.clientNo === caller.memberNo) {
    // The client asks about their own request: with a T-esigner who may see it.
    const partnerViewer = await viewerOf(db, { memberNo: partner.memberNo, role: partner.role });
    if (memberKind(partner.memberSe) === 'client' || !(await canSeeRequest(db, partnerViewer, request))) throw new AppError(ErrorCode.ChatNotAllowed, 403);
    return { clientNo: caller.memberNo, partnerNo: partner.memberNo, requestId: request.id, orderId: null };
  }
  if (request.clientNo !== partner.memberNo) throw new AppError(ErrorCode.ChatNotAllowed, 403);
  return { clientNo: partner.memberNo, partnerNo: caller.memberNo, requestId: request.id, orderId: null };
}

/**
 * A room without a subject: a client (or a lab, which orders CAD designs too) with a T-esigner or
 * lab whose public profile the caller may see.
 */
async function openingWithout(db: Db, opener: MemberRow, partner: MemberRow): Promise<Opening> {
  const openerKind = memberKind(opener.memberSe);
  if (openerKind === 'designer' || memberKind(partner.memberSe) === 'client') throw new AppError(ErrorCode.ChatNotAllowed, 403);
  const shown =
    (await designerCardsOf(db, opener.memberNo, [partner.memberNo])).has(partner.memberNo) || (await labCardsOf(db, opener.memberNo, [partner.memberNo])).has(partner.memberNo);
  if (!shown) throw new AppError(ErrorCode.ChatNotAllowed, 403);
  return { clientNo: opener.memberNo, partnerNo: partner.memberNo, requestId: null, orderId: null };
}

/** The room of two members, whichever side opened it. */
async function roomBetween(db: Db, a: number, b: number): Promise<RoomRow | undefined> {
  const [room] = await db
    .select()
    .from(chatRooms)
    .where(or(and(eq(chatRooms.clientNo, a), eq(chatRooms.partnerNo, b)), and(eq(chatRooms.clientNo, b), eq(chatRooms.partnerNo, a))))
    .limit(1);
  return room;
}

/**
 * Opens the caller's room with the body's partner (rules in OpenRoomBody's comment): the existing
 * one of the pair (`created` false), its subject moved to the body's request or order, or a new one.
 */
export async function openRoom(deps: ChatDeps, caller: TokenMember, body: OpenRoomBody): Promise<{ room: ChatRoom; created: boolean }> {
  const { db } = deps;
  const opener = caller.role === Role.Admin ? undefined : await findMember(db, caller.memberNo);
  if (!opener || opener.approvalSe !== ApprovalStatus.Approved) throw new AppError(ErrorCode.ChatNotAllowed, 403);
  const partner = await findMember(db, body.partnerNo);
  if (!partner || partner.role === Role.Admin || partner.memberNo === opener.memberNo) throw new AppError(ErrorCode.NotFound, 404);
  if (await blockedBetween(db, opener.memberNo, partner.memberNo)) throw new AppError(ErrorCode.ChatBlocked, 403);

  const about = body.requestId || body.orderId ? await openingAbout(db, caller, partner, body) : undefined;
  const existing = await roomBetween(db, opener.memberNo, partner.memberNo);
  if (existing) {
    if (about) {
      await db.update(chatRooms).set({ requestId: about.requestId, orderId: about.orderId }).where(eq(chatRooms.id, existing.id));
    }
    return { room: await getRoom(deps, caller, existing.id), created: false };
  }
  if (partner.approvalSe !== ApprovalStatus.Approved) throw new AppError(ErrorCode.ChatNotAllowed, 403);
  const opening = about ?? (await openingWithout(db, opener, partner));
  const [inserted] = await db.insert(chatRooms).values(opening).onConflictDoNothing().returning({ id: chatRooms.id });
  // Two first openings at once: the other one's room is the pair's.
  const id = inserted?.id ?? (await roomBetween(db, opener.memberNo, partner.memberNo))!.id;
  return { room: await getRoom(deps, caller, id), created: !!inserted };
}

// --- Reading rooms ---

const messageColumns = {
  id: chatMessages.id,
  roomId: chatMessages.roomId,
  seq: chatMessages.seq,
  senderNo: chatMessages.senderNo,
  kind: chatMessages.kind,
  body: chatMessages.body,
  clientKey: chatMessages.clientKey,
  createdAt: chatMessages.createdAt,
  fileId: files.id,
  fileName: files.name,
  fileSize: files.size,
  fileMime: files.mime,
};

interface MessageRow {
  id: string;
  roomId: string;
  seq: number;
  senderNo: number;
  kind: string;
  body: string;
  clientKey: string | null;
  createdAt: Date | string;
  fileId: string | null;
  fileName: string | null;
  fileSize: number | null;
  fileMime: string | null;
}

function toMessage(r: MessageRow): ChatMessage {
  return {
    id: r.id,
    roomId: r.roomId,
    seq: Number(r.seq),
    senderNo: r.senderNo,
    kind: r.kind as ChatMessage['kind'],
    body: r.body,
    file: r.fileId ? { id: r.fileId, name: r.fileName ?? '', size: Number(r.fileSize ?? 0), mime: r.fileMime ?? '', url: fileUrl(r.fileId) } : null,
    clientKey: r.clientKey,
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

/** The room's last message as one JSON value, so a page of rooms is one query. */
const lastMessageSql = sql<MessageRow | null>`(
  select json_build_object(
    'id', m.id, 'roomId', m.room_id, 'seq', m.seq, 'senderNo', m.sender_no, 'kind', m.kind, 'body', m.body,
    'clientKey', m.client_key, 'createdAt', m.created_at, 'fileId', f.id, 'fileName', f.name, 'fileSize', f.size, 'fileMime', f.mime)
  from ${chatMessages} m left join ${files} f on f.id = m.file_id
  where m.room_id = ${chatRooms.id} order by m.seq desc limit 1)`;

/** The partner's number in SQL, for the caller `memberNo`. */
const partnerNoSql = (memberNo: number): SQL<number> =>
  sql<number>`case when ${chatRooms.clientNo} = ${memberNo} then ${chatRooms.partnerNo} else ${chatRooms.clientNo} end`;

const myReadSql = (memberNo: number): SQL<number> =>
  sql<number>`case when ${chatRooms.clientNo} = ${memberNo} then ${chatRooms.clientReadSeq} else ${chatRooms.partnerReadSeq} end`;

function roomColumns(memberNo: number) {
  return {
    room: chatRooms,
    partnerNickname: members.nickname,
    partnerSe: members.memberSe,
    partnerImage: members.profileImage,
    lastMessage: lastMessageSql,
    unread: sql<number>`(select count(*) from ${chatMessages} u where u.room_id = ${chatRooms.id} and u.sender_no <> ${memberNo} and u.seq > ${myReadSql(memberNo)})`.mapWith(Number),
    blocked: sql<boolean>`exists (select 1 from ${memberBlocks} b where (b.blocker_no = ${memberNo} and b.blocked_no = ${members.memberNo})
      or (b.blocker_no = ${members.memberNo} and b.blocked_no = ${memberNo}))`,
  };
}

type RoomListRow = {
  room: RoomRow;
  partnerNickname: string | null;
  partnerSe: string;
  partnerImage: string | null;
  lastMessage: MessageRow | null;
  unread: number;
  blocked: boolean;
};

function toRoom(r: RoomListRow, memberNo: number, online: Set<number>): ChatRoom {
  const side = sideOf(r.room, memberNo);
  return {
    id: r.room.id,
    partner: {
      memberNo: side.partnerNo,
      nickname: r.partnerNickname ?? '',
      kind: memberKind(r.partnerSe) as ChatPartnerKind,
      imageUrl: r.partnerImage,
      online: online.has(side.partnerNo),
    },
    context: r.room.requestId || r.room.orderId ? { requestId: r.room.requestId, orderId: r.room.orderId, label: labelOf(r.room.orderId ?? r.room.requestId) } : null,
    lastMessage: r.lastMessage ? toMessage(r.lastMessage) : null,
    unread: r.unread,
    partnerReadSeq: side.partnerReadSeq,
    blocked: r.blocked,
    createdAt: r.room.createdAt.toISOString(),
  };
}

const partnerKindFilter: Record<NonNullable<ChatRoomListQuery['type']>, string> = { designer: 'C', center: 'B', client: 'A' };

/**
 * The caller's rooms with at least one message, latest message first, one query for the page (the
 * partner, the last message, the unread count and the block read in SQL) and one for the total.
 */
export async function listRooms(deps: ChatDeps, caller: TokenMember, query: ChatRoomListQuery): Promise<ChatRoomList> {
  const { db } = deps;
  const me = caller.memberNo;
  const where = and(
    inRoom(me),
    isNotNull(chatRooms.lastMessageAt),
    query.type ? eq(members.memberSe, partnerKindFilter[query.type]) : undefined,
    query.q ? ilike(members.nickname, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const joined = eq(members.memberNo, partnerNoSql(me));
  const [rows, [counted]] = await Promise.all([
    db
      .select(roomColumns(me))
      .from(chatRooms)
      .innerJoin(members, joined)
      .where(where)
      .orderBy(desc(chatRooms.lastMessageAt), desc(chatRooms.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(chatRooms).innerJoin(members, joined).where(where),
  ]);
  const online = await deps.presence.onlineAmong(rows.map((r) => sideOf(r.room, me).partnerNo));
  return { items: rows.map((r) => toRoom(r, me, online)), page: query.page, size: query.size, total: counted?.n ?? 0 };
}

/** One of the caller's rooms (404 for anyone outside it). */
export async function getRoom(deps: ChatDeps, caller: TokenMember, roomId: string): Promise<ChatRoom> {
  const me = caller.memberNo;
  const [row] = await deps.db
    .select(roomColumns(me))
    .from(chatRooms)
    .innerJoin(members, eq(members.memberNo, partnerNoSql(me)))
    .where(and(eq(chatRooms.id, roomId), inRoom(me)));
  if (!row) throw new AppError(ErrorCode.NotFound, 404);
  const partnerNo = sideOf(row.room, me).partnerNo;
  return toRoom(row, me, await deps.presence.onlineAmong([partnerNo]));
}

/**
 * A page of the room's messages before `before` (a seq), oldest first; with `q`, the messages
 * whose text or file name contains it, newest first. `hasMore`: older ones exist.
 */
export async function listMessages(deps: ChatDeps, caller: TokenMember, roomId: string, query: ChatMessagesQuery): Promise<ChatMessagePage> {
  const { db } = deps;
  await findRoom(db, caller.memberNo, roomId);
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(files, eq(files.id, chatMessages.fileId))
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        query.before ? lt(chatMessages.seq, query.before) : undefined,
        pattern ? or(ilike(chatMessages.body, pattern), ilike(files.name, pattern)) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(query.size + 1);
  const page = rows.slice(0, query.size).map(toMessage);
  return { items: query.q ? page : page.reverse(), hasMore: rows.length > query.size };
}

// --- Writing ---

async function publish(deps: ChatDeps, to: readonly number[], message: MemberBusMessage): Promise<void> {
  try {
    await Promise.all(to.map((no) => deps.bus.publish(memberChannel(no), message)));
  } catch (error) {
    // Stored already: the receiver reads it from the history; only the live copy is lost.
    deps.log?.warn({ err: error }, 'chat: publishing on the bus failed');
  }
}

/** The message's kind from the attachment's stored type; a type a chat upload does not take is refused. */
function kindOfFile(mime: string): 'image' | 'file' {
  if (CHAT_IMAGE_MIMES.includes(mime)) return 'image';
  if (CHAT_FILE_MIMES.includes(mime)) return 'file';
  throw new AppError(ErrorCode.ValidationFailed, 400, { fileId: 'fileTypeInvalid' });
}

/**
 * Sends a message in the caller's room (rules in SendMessageBody's comment). Stored, with the
 * receiver's notification when they had read everything before it (one per unread burst), in one
 * transaction; published to both members after the commit. `created` false: the clientKey's first
 * message, answered again.
 */
export async function sendMessage(deps: ChatDeps, caller: TokenMember, roomId: string, body: SendMessageBody): Promise<{ message: ChatMessage; created: boolean }> {
  const me = caller.memberNo;
  const answer = await deps.db.transaction(async (tx) => {
    // The room's row lock makes the room's messages take turns: seq order is commit order.
    const room = await findRoom(tx, me, roomId, true);
    const side = sideOf(room, me);
    const [again] = await tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, room.id), eq(chatMessages.senderNo, me), eq(chatMessages.clientKey, body.clientKey)));
    if (again) return { id: again.id, created: false, partnerNo: side.partnerNo };
    if (await blockedBetween(tx, me, side.partnerNo)) throw new AppError(ErrorCode.ChatBlocked, 403);

    let kind: ChatMessage['kind'] = 'text';
    let fileName: string | null = null;
    if (body.fileId) {
      const [file] = await tx.select({ ownerNo: files.ownerNo, mime: files.mime, size: files.size, name: files.name }).from(files).where(eq(files.id, body.fileId));
      if (!file || file.ownerNo !== me) throw new AppError(ErrorCode.ValidationFailed, 400, { fileId: 'fileNotOwned' });
      kind = kindOfFile(file.mime);
      const max = kind === 'image' ? FileLimits.imageMaxBytes : Infinity;
      if (file.size > max) throw new AppError(ErrorCode.ValidationFailed, 400, { fileId: 'fileTypeInvalid' });
      fileName = file.name;
    }

    // Unread before this one? Then the receiver was told already, and is not told again.
    const [pending] = await tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, room.id), ne(chatMessages.senderNo, side.partnerNo), gt(chatMessages.seq, side.partnerReadSeq)))
      .limit(1);
    const [row] = await tx
      .insert(chatMessages)
      .values({ roomId: room.id, senderNo: me, kind, body: body.body, fileId: body.fileId ?? null, clientKey: body.clientKey })
      .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
    await tx.update(chatRooms).set({ lastMessageAt: row!.createdAt }).where(eq(chatRooms.id, room.id));
    if (!pending) {
      const [sender, receiver] = await Promise.all([findMember(tx, me), findMember(tx, side.partnerNo)]);
      const text = body.body || fileName || '';
      await notify(tx, {
        event: 'chatMessage',
        to: [side.partnerNo],
        params: { nickname: sender?.nickname ?? '', preview: [...text].length > PREVIEW_CHARS ? `${[...text].slice(0, PREVIEW_CHARS).join('')}…` : text },
        link: roleLink(receiver?.memberSe ?? '', room.id),
      });
    }
    return { id: row!.id, created: true, partnerNo: side.partnerNo };
  });
  const [stored] = await deps.db.select(messageColumns).from(chatMessages).leftJoin(files, eq(files.id, chatMessages.fileId)).where(eq(chatMessages.id, answer.id));
  const message = toMessage(stored!);
  if (answer.created) await publish(deps, [me, answer.partnerNo], { type: 'chat.message', message });
  return { message, created: answer.created };
}

/**
 * The caller has read the room up to `seq` (at most its last message): the mark never moves back.
 * Both members hear the new mark (the partner's read receipts), and the caller's tabs their badges.
 */
export async function markRead(deps: ChatDeps, caller: TokenMember, roomId: string, seq: number): Promise<void> {
  const me = caller.memberNo;
  const room = await findRoom(deps.db, me, roomId);
  const column = room.clientNo === me ? chatRooms.clientReadSeq : chatRooms.partnerReadSeq;
  const last = sql`(select coalesce(max(${chatMessages.seq}), 0) from ${chatMessages} where ${chatMessages.roomId} = ${room.id})`;
  const [updated] = await deps.db
    .update(chatRooms)
    .set({ [room.clientNo === me ? 'clientReadSeq' : 'partnerReadSeq']: sql`greatest(${column}, least(${seq}, ${last}))` })
    .where(eq(chatRooms.id, room.id))
    .returning({ clientReadSeq: chatRooms.clientReadSeq, partnerReadSeq: chatRooms.partnerReadSeq });
  const mark = room.clientNo === me ? updated!.clientReadSeq : updated!.partnerReadSeq;
  const before = room.clientNo === me ? room.clientReadSeq : room.partnerReadSeq;
  // The room read, its "new message" notifications are read too.
  const noticesRead = await markReadByLink(deps.db, me, 'chatMessage', `/view/${room.id}`);
  if (mark === before && noticesRead === 0) return;
  if (mark !== before) await publish(deps, [me, sideOf(room, me).partnerNo], { type: 'chat.read', roomId: room.id, memberNo: me, seq: Number(mark) });
  await publish(deps, [me], { type: 'unread', unread: await unreadCountsOf(deps.db, me) });
}
