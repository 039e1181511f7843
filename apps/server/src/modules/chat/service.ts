// Chat (issue 9): one room per client and T-esigner (or dental lab) pair, optionally about a request
// or an order; messages ordered by `seq`, each side's read mark on the room. A message is stored
// first and published on the bus after the commit, so a receiver who was offline reads it from the
// history. Owns chat_rooms and chat_messages; who may open a room asks the requests, orders and
// profiles modules.
// Opening a room (opening.ts), reading rooms and messages (reading.ts) and writing them (writing.ts)
// build on who is in which room, answered here with what the other modules ask of chat.
import { ErrorCode, type UnreadCounts } from '@dcm/shared';
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { chatMessages, chatRooms } from '../../db/schema/chat.ts';
import type { Bus } from '../../platform/bus.ts';
import { AppError } from '../../platform/errors.ts';
import { unreadNotificationCount } from '../notifications/index.ts';

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

export type RoomRow = typeof chatRooms.$inferSelect;

// --- Who ---

/** The caller's side of a room: their read mark, the partner and the partner's mark. */
export function sideOf(room: RoomRow, memberNo: number) {
  const asClient = room.clientNo === memberNo;
  return {
    partnerNo: asClient ? room.partnerNo : room.clientNo,
    myReadSeq: asClient ? room.clientReadSeq : room.partnerReadSeq,
    partnerReadSeq: asClient ? room.partnerReadSeq : room.clientReadSeq,
  };
}

export const inRoom = (memberNo: number): SQL => or(eq(chatRooms.clientNo, memberNo), eq(chatRooms.partnerNo, memberNo))!;

/** The room with `memberNo` in it, or 404 (whether it exists is not told). */
export async function findRoom(db: Db | Tx, memberNo: number, roomId: string, lock = false): Promise<RoomRow> {
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
