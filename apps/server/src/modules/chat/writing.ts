// Writing chat (issue 9): sending a message, stored with the receiver's notification and published
// on the bus after the commit, and moving the caller's read mark.
import { ErrorCode, FileLimits, memberKind, type ChatMessage, type SendMessageBody } from '@dcm/shared';
import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import { prepared } from '../../db/prepared.ts';
import { chatMessages, chatRooms } from '../../db/schema/chat.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { memberChannel, type MemberBusMessage } from '../../platform/realtime-channels.ts';
import { fileCards, type FileRow, findFile } from '../files/index.ts';
import { blockedBetween, memberCards } from '../members/index.ts';
import { markReadByLink, notify } from '../notifications/index.ts';
import { messageColumns, messageOwnColumns, toMessage } from './reading.ts';
import { findRoom, sideOf, unreadCountsOf, type ChatDeps } from './service.ts';

/** What the chat attachment of a message may be: the types a `chat` upload takes. */
const CHAT_IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/gif'];
const CHAT_FILE_MIMES = ['application/pdf', 'application/zip', 'model/stl', 'model/x-ply', 'model/obj', 'text/plain'];
/** How much of a message the notification shows. */
const PREVIEW_CHARS = 40;

const roleLink = (memberSe: string, roomId: string): string => {
  const kind = memberKind(memberSe);
  return kind === 'client' ? `/chat/view/${roomId}` : kind === 'designer' ? `/designerchat/view/${roomId}` : `/centerchat/view/${roomId}`;
};

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

// A message's statements, built once (db/prepared.ts, decision 0035): every message sends them.

/** The room with the caller in it (service.ts inRoom), locked: its messages take turns, so seq order is commit order. */
const roomForUpdate = prepared('chat_room_for_update', (db, name) =>
  db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.id, sql.placeholder('roomId')), or(eq(chatRooms.clientNo, sql.placeholder('memberNo')), eq(chatRooms.partnerNo, sql.placeholder('memberNo')))))
    .for('update')
    .prepare(name),
);

/** The caller's message with this clientKey in the room, as answered. */
const messageByKey = prepared('chat_message_by_key', (db, name) =>
  db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(fileCards, eq(fileCards.id, chatMessages.fileId))
    .where(and(eq(chatMessages.roomId, sql.placeholder('roomId')), eq(chatMessages.senderNo, sql.placeholder('senderNo')), eq(chatMessages.clientKey, sql.placeholder('clientKey'))))
    .prepare(name),
);

/** Any message the partner has not read yet, but their own. */
const unreadByPartner = prepared('chat_unread_by_partner', (db, name) =>
  db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, sql.placeholder('roomId')), ne(chatMessages.senderNo, sql.placeholder('partnerNo')), gt(chatMessages.seq, sql.placeholder('partnerReadSeq'))))
    .limit(1)
    .prepare(name),
);

const messageInsert = prepared('chat_message_insert', (db, name) =>
  db
    .insert(chatMessages)
    .values({
      roomId: sql.placeholder('roomId'),
      senderNo: sql.placeholder('senderNo'),
      kind: sql.placeholder('kind'),
      body: sql.placeholder('body'),
      fileId: sql.placeholder('fileId'),
      clientKey: sql.placeholder('clientKey'),
    })
    .returning(messageOwnColumns)
    .prepare(name),
);

const setRoomLastMessageAt = prepared('chat_room_last_message', (db, name) =>
  db
    .update(chatRooms)
    // Drizzle's types take no placeholder in `set`, its runtime does (through the column's encoder: a Date).
    .set({ lastMessageAt: sql.placeholder('lastMessageAt') as unknown as Date })
    .where(eq(chatRooms.id, sql.placeholder('roomId')))
    .prepare(name),
);

/** The sender's nickname and the receiver's kind, for the notification: both members' cards at once. */
const noticeCards = prepared('chat_notice_cards', (db, name) =>
  db
    .select({ memberNo: memberCards.memberNo, nickname: memberCards.nickname, memberSe: memberCards.memberSe })
    .from(memberCards)
    .where(or(eq(memberCards.memberNo, sql.placeholder('senderNo')), eq(memberCards.memberNo, sql.placeholder('receiverNo'))))
    .prepare(name),
);

/**
 * Sends a message in the caller's room (rules in SendMessageBody's comment). Stored, with the
 * receiver's notification when they had read everything before it (one per unread burst), in one
 * transaction; published to both members after the commit. `created` false: the clientKey's first
 * message, answered again.
 */
export async function sendMessage(deps: ChatDeps, caller: TokenMember, roomId: string, body: SendMessageBody): Promise<{ message: ChatMessage; created: boolean }> {
  const me = caller.memberNo;
  const answer = await deps.db.transaction(async (tx) => {
    const [room] = await roomForUpdate(tx, { roomId, memberNo: me });
    // Whether the room exists is not told, as findRoom does not.
    if (!room) throw new AppError(ErrorCode.NotFound, 404);
    const side = sideOf(room, me);
    const [again] = await messageByKey(tx, { roomId: room.id, senderNo: me, clientKey: body.clientKey });
    if (again) return { message: toMessage(again), created: false, partnerNo: side.partnerNo };
    if (await blockedBetween(tx, me, side.partnerNo)) throw new AppError(ErrorCode.ChatBlocked, 403);

    let kind: ChatMessage['kind'] = 'text';
    let file: FileRow | null = null;
    if (body.fileId) {
      file = (await findFile(tx, body.fileId)) ?? null;
      if (!file || file.ownerNo !== me) throw new AppError(ErrorCode.ValidationFailed, 400, { fileId: 'fileNotOwned' });
      kind = kindOfFile(file.mime);
      const max = kind === 'image' ? FileLimits.imageMaxBytes : Infinity;
      if (file.size > max) throw new AppError(ErrorCode.ValidationFailed, 400, { fileId: 'fileTypeInvalid' });
    }

    // Unread before this one? Then the receiver was told already, and is not told again.
    const [pending] = await unreadByPartner(tx, { roomId: room.id, partnerNo: side.partnerNo, partnerReadSeq: side.partnerReadSeq });
    const [row] = await messageInsert(tx, { roomId: room.id, senderNo: me, kind, body: body.body, fileId: body.fileId ?? null, clientKey: body.clientKey });
    await setRoomLastMessageAt(tx, { roomId: room.id, lastMessageAt: row!.createdAt });
    if (!pending) {
      const cards = await noticeCards(tx, { senderNo: me, receiverNo: side.partnerNo });
      const sender = cards.find((c) => c.memberNo === me);
      const receiver = cards.find((c) => c.memberNo === side.partnerNo);
      const text = body.body || file?.name || '';
      await notify(tx, {
        event: 'chatMessage',
        to: [side.partnerNo],
        params: { nickname: sender?.nickname ?? '', preview: [...text].length > PREVIEW_CHARS ? `${[...text].slice(0, PREVIEW_CHARS).join('')}…` : text },
        link: roleLink(receiver?.memberSe ?? '', room.id),
      });
    }
    // The answer is the row as stored, with the file checked above: nothing to read back.
    const stored = { ...row!, fileId: file?.id ?? null, fileName: file?.name ?? null, fileSize: file?.size ?? null, fileMime: file?.mime ?? null };
    return { message: toMessage(stored), created: true, partnerNo: side.partnerNo };
  });
  if (answer.created) await publish(deps, [me, answer.partnerNo], { type: 'chat.message', message: answer.message });
  return { message: answer.message, created: answer.created };
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
