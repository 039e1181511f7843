// Reading chat (issue 9): the caller's rooms with their partner, last message and unread count, one
// room, and a room's messages page by page or by search. A room about a request or an order is
// named by the case's referral numbers (issue 26), read beside the room's row in the same statement.
import {
  ErrorCode,
  memberKind,
  type ChatMessage,
  type ChatMessagePage,
  type ChatMessagesQuery,
  type ChatPartnerKind,
  type ChatRoom,
  type ChatRoomList,
  type ChatRoomListQuery,
} from '@dcm/shared';
import { and, desc, eq, ilike, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { chatMessages, chatRooms } from '../../db/schema/chat.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { fileCards, fileUrl } from '../files/index.ts';
import { blockedWith, memberCards } from '../members/index.ts';
import { caseNameOf, referralCasesSql, type ReferralCase } from '../referrals/index.ts';
import { requestReferralIdsSql } from '../requests/index.ts';
import { findRoom, inRoom, sideOf, type ChatDeps, type RoomRow } from './service.ts';

/** A message's own columns (what an insert returns; toMessage adds the attachment). */
export const messageOwnColumns = {
  id: chatMessages.id,
  roomId: chatMessages.roomId,
  seq: chatMessages.seq,
  senderNo: chatMessages.senderNo,
  kind: chatMessages.kind,
  body: chatMessages.body,
  clientKey: chatMessages.clientKey,
  createdAt: chatMessages.createdAt,
};

/** A message's columns with its attachment's (fileCards left-joined), as toMessage reads them. */
export const messageColumns = {
  ...messageOwnColumns,
  fileId: fileCards.id,
  fileName: fileCards.name,
  fileSize: fileCards.size,
  fileMime: fileCards.mime,
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

/** The message as the API answers it. */
export function toMessage(r: MessageRow): ChatMessage {
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
    'clientKey', m.client_key, 'createdAt', m.created_at,
    'fileId', ${fileCards.id}, 'fileName', ${fileCards.name}, 'fileSize', ${fileCards.size}, 'fileMime', ${fileCards.mime})
  from ${chatMessages} m left join ${fileCards} on ${fileCards.id} = m.file_id
  where m.room_id = ${chatRooms.id} order by m.seq desc limit 1)`;

/** The partner's number in SQL, for the caller `memberNo`. */
const partnerNoSql = (memberNo: number): SQL<number> =>
  sql<number>`case when ${chatRooms.clientNo} = ${memberNo} then ${chatRooms.partnerNo} else ${chatRooms.clientNo} end`;

const myReadSql = (memberNo: number): SQL<number> =>
  sql<number>`case when ${chatRooms.clientNo} = ${memberNo} then ${chatRooms.clientReadSeq} else ${chatRooms.partnerReadSeq} end`;

function roomColumns(memberNo: number) {
  return {
    room: chatRooms,
    partnerNickname: memberCards.nickname,
    partnerSe: memberCards.memberSe,
    partnerImage: memberCards.profileImage,
    lastMessage: lastMessageSql,
    unread: sql<number>`(select count(*) from ${chatMessages} u where u.room_id = ${chatRooms.id} and u.sender_no <> ${memberNo} and u.seq > ${myReadSql(memberNo)})`.mapWith(Number),
    blocked: blockedWith(memberNo, memberCards.memberNo),
    // A room about an order has its request too (openRoom sets both); without a subject, none.
    cases: referralCasesSql(requestReferralIdsSql(chatRooms.requestId)),
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
  cases: ReferralCase[];
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
    context:
      r.room.requestId || r.room.orderId
        ? { requestId: r.room.requestId, orderId: r.room.orderId, referralNumbers: caseNameOf(r.cases).referralNumbers }
        : null,
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
    query.type ? eq(memberCards.memberSe, partnerKindFilter[query.type]) : undefined,
    query.q ? ilike(memberCards.nickname, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const joined = eq(memberCards.memberNo, partnerNoSql(me));
  const [rows, [counted]] = await Promise.all([
    db
      .select(roomColumns(me))
      .from(chatRooms)
      .innerJoin(memberCards, joined)
      .where(where)
      .orderBy(desc(chatRooms.lastMessageAt), desc(chatRooms.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(chatRooms).innerJoin(memberCards, joined).where(where),
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
    .innerJoin(memberCards, eq(memberCards.memberNo, partnerNoSql(me)))
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
    .leftJoin(fileCards, eq(fileCards.id, chatMessages.fileId))
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        query.before ? lt(chatMessages.seq, query.before) : undefined,
        pattern ? or(ilike(chatMessages.body, pattern), ilike(fileCards.name, pattern)) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(query.size + 1);
  const page = rows.slice(0, query.size).map(toMessage);
  return { items: query.q ? page : page.reverse(), hasMore: rows.length > query.size };
}
