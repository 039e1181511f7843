// Opening a chat room (issue 9): the pair's one room, about a request or an order both sides see, or
// without a subject from a client to a T-esigner or lab whose profile they may see.
import { ApprovalStatus, ErrorCode, memberKind, Role, type ChatRoom, type OpenRoomBody } from '@dcm/shared';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatRooms } from '../../db/schema/chat.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { blockedBetween, findMember, type MemberRow } from '../members/index.ts';
import { findOrder } from '../orders/index.ts';
import { hasShownProfile } from '../profiles/index.ts';
import { canSeeRequest, findVisibleRequest, viewerOf } from '../requests/index.ts';
import { getRoom } from './reading.ts';
import type { ChatDeps, RoomRow } from './service.ts';

interface Opening {
  clientNo: number;
  partnerNo: number;
  requestId: string | null;
  orderId: string | null;
}

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
  if (!(await hasShownProfile(db, opener.memberNo, partner.memberNo))) throw new AppError(ErrorCode.ChatNotAllowed, 403);
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
