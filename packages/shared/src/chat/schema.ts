// Chat (issue 9, SPEC §2 `/chat`, `/chat/{type}`, `/chat/view/{roomId}`, `/designerchat…`,
// `/centerchat…`): one room per client and T-esigner (or dental lab) pair, optionally about a
// request or order. Messages are stored first, then sent live over the realtime channel
// (realtime.ts); a receiver who was offline reads them from the history.
import { z } from 'zod';
import { CHAT_PAGE_SIZE, CHAT_TEXT_MAX } from './constants.ts';

export { CHAT_PAGE_SIZE, CHAT_TEXT_MAX } from './constants.ts';

/** Who the other side of a room is. */
export const ChatPartnerKind = z.enum(['client', 'lab', 'designer']);
export type ChatPartnerKind = z.infer<typeof ChatPartnerKind>;

export const ChatPartner = z.object({
  memberNo: z.number().int(),
  nickname: z.string(),
  kind: ChatPartnerKind,
  /** The public profile image, or null. */
  imageUrl: z.string().nullable(),
  /** Connected now (presence shared by every server instance). */
  online: z.boolean(),
});
export type ChatPartner = z.infer<typeof ChatPartner>;

export const ChatFile = z.object({ id: z.string(), name: z.string(), size: z.number().int(), mime: z.string(), url: z.string() });
export type ChatFile = z.infer<typeof ChatFile>;

export const ChatMessageKind = z.enum(['text', 'image', 'file']);
export type ChatMessageKind = z.infer<typeof ChatMessageKind>;

/** `seq` orders the room's messages (higher is later); read receipts compare against it. */
export const ChatMessage = z.object({
  id: z.uuid(),
  roomId: z.uuid(),
  seq: z.number().int(),
  senderNo: z.number().int(),
  kind: ChatMessageKind,
  /** The text; for an image or a file, an optional caption. */
  body: z.string(),
  file: ChatFile.nullable(),
  /** The sender's key for this message (a retry or double click sends the same key, never two messages). */
  clientKey: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** What the room is about, when opened from a request or an order. */
export const ChatContext = z.object({
  requestId: z.uuid().nullable(),
  orderId: z.uuid().nullable(),
  /**
   * The case's referral numbers in the request's order (empty ones left out): what names the case
   * in the room list and the room header (issue 26), never a nickname or a piece of an id.
   */
  referralNumbers: z.array(z.string()),
});
export type ChatContext = z.infer<typeof ChatContext>;

export const ChatRoom = z.object({
  id: z.uuid(),
  partner: ChatPartner,
  context: ChatContext.nullable(),
  lastMessage: ChatMessage.nullable(),
  /** Messages from the partner after the caller's read mark. */
  unread: z.number().int(),
  /** The partner's read mark: the caller's messages with `seq` at or below it were read. */
  partnerReadSeq: z.number().int(),
  /** Either side blocked the other: the room is read-only. */
  blocked: z.boolean(),
  createdAt: z.string(),
});
export type ChatRoom = z.infer<typeof ChatRoom>;

/**
 * `POST /api/v1/chat/rooms` → ChatRoom (201 new, 200 existing): opens the room with `partnerNo`,
 * creating it once per pair; with a requestId or orderId the room's context is updated to it. A
 * client opens with any active T-esigner or lab with a public profile; a T-esigner or lab opens
 * with a client only about a request or order they take part in (else 403 CHAT_NOT_ALLOWED).
 * Blocked either way: 403 CHAT_BLOCKED.
 */
export const OpenRoomBody = z.object({
  // Bounded to a PostgreSQL integer: a larger number is a 400, not a database error.
  partnerNo: z.number().int().positive().max(2_147_483_647),
  requestId: z.uuid().optional(),
  orderId: z.uuid().optional(),
});
export type OpenRoomBody = z.infer<typeof OpenRoomBody>;

/**
 * `GET /api/v1/chat/rooms?type=&q=&page&size` → ChatRoomList, latest message first. `type` filters
 * by the partner's kind (SPEC `/chat/{type}`: 'designer' or 'center'); `q` matches the partner's nickname.
 * `GET /api/v1/chat/rooms/:id` → ChatRoom (404 for anyone outside the room).
 */
export const ChatRoomListQuery = z.object({
  type: z.enum(['designer', 'center', 'client']).optional(),
  q: z.string().trim().max(30).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export type ChatRoomListQuery = z.infer<typeof ChatRoomListQuery>;
export const ChatRoomList = z.object({ items: z.array(ChatRoom), page: z.number().int(), size: z.number().int(), total: z.number().int() });
export type ChatRoomList = z.infer<typeof ChatRoomList>;

/**
 * `GET /api/v1/chat/rooms/:id/messages?before=&size=` → ChatMessagePage: the `size` messages just
 * before `before` (a seq; absent: the latest), oldest first, and whether older ones exist.
 * With `q`: the messages whose text or file name contains it, newest first, paged by `before` too.
 */
export const ChatMessagesQuery = z.object({
  before: z.coerce.number().int().min(1).optional(),
  size: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
  q: z.string().trim().min(1).max(100).optional(),
});
export type ChatMessagesQuery = z.infer<typeof ChatMessagesQuery>;
export const ChatMessagePage = z.object({ items: z.array(ChatMessage), hasMore: z.boolean() });
export type ChatMessagePage = z.infer<typeof ChatMessagePage>;

/**
 * `POST /api/v1/chat/rooms/:id/messages` → 201 ChatMessage: text (1..CHAT_TEXT_MAX after trim) or
 * one of the sender's own uploads (kind 'chat', image or file) with an optional caption. The same
 * clientKey again answers the first message (200). The partner hears it live, then by notification.
 */
export const SendMessageBody = z
  .object({
    clientKey: z.string().trim().min(8).max(64),
    body: z.string().trim().max(CHAT_TEXT_MAX, { error: 'too_big' }).default(''),
    fileId: z.uuid().optional(),
  })
  .refine((v) => v.body.length > 0 || v.fileId, { path: ['body'], error: 'required' });
export type SendMessageBody = z.infer<typeof SendMessageBody>;

/** `POST /api/v1/chat/rooms/:id/read` (204): the caller has read up to `seq`; the mark never moves back. */
export const ReadBody = z.object({ seq: z.number().int().min(0) });
export type ReadBody = z.infer<typeof ReadBody>;

export const RoomParams = z.object({ id: z.uuid() });
