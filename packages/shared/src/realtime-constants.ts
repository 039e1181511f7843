// The realtime channel's plain values (realtime.ts), without zod (decision 0034): a signed-in member's
// tab opens the socket and reads its frames with them (decision 0045). realtime.ts re-exports them
// beside the frames' schemas, which the server uses.

export const WS_PATH = '/ws';
/** Close codes: the token was missing, bad or expired (refresh, then reconnect). */
export const WsCloseUnauthorized = 4401;
/** Close code: the member's join is not approved (SPEC §1); the web does not reconnect. */
export const WsCloseNotApproved = 4403;
/** Close code (RFC 6455 "service restart"): the instance is shutting down; the web reconnects at once, to another instance or the restarted one. */
export const WsCloseServiceRestart = 1012;
/** The server answers `ping` with `pong`; a tab pings this often and reconnects when pongs stop. */
export const WsPingIntervalMs = 25_000;
/** A typing indicator shows this long after the last `typing` frame. */
export const TypingShowMs = 4000;
/** Every type of frame the server sends: ServerFrame's discriminators, one each (realtime.test.ts holds them equal). */
export const SERVER_FRAME_TYPES = ['ready', 'pong', 'chat.message', 'chat.read', 'chat.typing', 'presence', 'notification', 'quick.board', 'unread'] as const;
