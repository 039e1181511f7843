// Chat's limits without zod (decision 0034): the web's chat api, which a signed-in member's header
// loads, pages with CHAT_PAGE_SIZE. chat/schema.ts re-exports them and builds its schemas on them.

/** The longest message text, in characters. */
export const CHAT_TEXT_MAX = 1000;
/** A page of a room's messages when the caller names no size. */
export const CHAT_PAGE_SIZE = 30;
