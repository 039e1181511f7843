// The realtime channel (ARCHITECTURE §1): one WebSocket per tab at `/ws`, carrying chat and
// notifications. Browsers cannot set headers on a WebSocket, so the first frame authenticates with
// the access token; the server closes the socket (code 4401) on a bad or expired token, and the web
// reconnects after refreshing it. Every frame is one JSON object of the unions below.
import { z } from 'zod';
import { ChatMessage } from './chat/schema.ts';
import { Notification, UnreadCounts } from './notifications/schema.ts';
import { QUICK_STATUSES } from './quick/machine.ts';

export { SERVER_FRAME_TYPES, TypingShowMs, WS_PATH, WsCloseNotApproved, WsCloseServiceRestart, WsCloseUnauthorized, WsPingIntervalMs } from './realtime-constants.ts';

/** What the browser sends. */
export const ClientFrame = z.discriminatedUnion('type', [
  /** `lang` (A Korean, B other, as the HTTP header) picks the language notifications are rendered in. */
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4000), lang: z.enum(['A', 'B']).default('A') }),
  z.object({ type: z.literal('ping') }),
  /** The member is typing in the room (sent at most every 2 s while typing). */
  z.object({ type: z.literal('typing'), roomId: z.uuid() }),
]);
export type ClientFrame = z.infer<typeof ClientFrame>;

/** What the server sends. */
export const ServerFrame = z.discriminatedUnion('type', [
  /** The token was accepted; the counts to show at once. */
  z.object({ type: z.literal('ready'), memberNo: z.number().int(), unread: UnreadCounts }),
  z.object({ type: z.literal('pong') }),
  /** A message in one of the member's rooms (their own too, for their other tabs). */
  z.object({ type: z.literal('chat.message'), message: ChatMessage }),
  /** `memberNo` read the room up to `seq`. */
  z.object({ type: z.literal('chat.read'), roomId: z.uuid(), memberNo: z.number().int(), seq: z.number().int() }),
  z.object({ type: z.literal('chat.typing'), roomId: z.uuid(), memberNo: z.number().int() }),
  /** The partner of a room came online or went offline. */
  z.object({ type: z.literal('presence'), memberNo: z.number().int(), online: z.boolean() }),
  /** A new in-app notification, rendered in the member's language. */
  z.object({ type: z.literal('notification'), notification: Notification }),
  /** The quick board changed (posted, edited, withdrawn, taken, back after a missed deadline): to opted-in T-esigners. */
  z.object({ type: z.literal('quick.board'), id: z.uuid(), status: z.enum(QUICK_STATUSES) }),
  /** The header's badges changed (a read elsewhere, say). */
  z.object({ type: z.literal('unread'), unread: UnreadCounts }),
]);
export type ServerFrame = z.infer<typeof ServerFrame>;
