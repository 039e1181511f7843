// Writing chat (issue 9): sending a message, stored with the receiver's notification and published
// on the bus after the commit, and moving the caller's read mark.
import { ErrorCode, FileLimits, memberKind, type ChatMessage, type SendMessageBody } from '@dcm/shared';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { chatMessages, chatRooms } from '../../db/schema/chat.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { memberChannel, type MemberBusMessage } from '../../platform/realtime-channels.ts';
import { fileCards } from '../files/cards.ts';
import { findFile } from '../files/service.ts';
import { findMember } from '../members/service.ts';
import { notify } from '../notifications/emit.ts';
import { markReadByLink } from '../notifications/service.ts';
import { messageColumns, toMessage } from './reading.ts';
import { findRoom, sideOf, unreadCountsOf, type ChatDeps } from './service.ts';
import { blockedBetween } from '../members/blocks.ts';

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
      const file = await findFile(tx, body.fileId);
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
  const [stored] = await deps.db.select(messageColumns).from(chatMessages).leftJoin(fileCards, eq(fileCards.id, chatMessages.fileId)).where(eq(chatMessages.id, answer.id));
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
