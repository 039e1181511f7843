// What the chat module tells a member's data export (members/export.ts): the messages the member
// sent, not those sent to them. Reading only.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/chat.ts';

/** Every message `senderNo` sent, oldest first: its room, kind, text or file, and when. */
export async function messagesSentBy(db: Db | Tx, senderNo: number) {
  return db
    .select({ id: chatMessages.id, roomId: chatMessages.roomId, kind: chatMessages.kind, body: chatMessages.body, fileId: chatMessages.fileId, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(eq(chatMessages.senderNo, senderNo))
    .orderBy(chatMessages.createdAt);
}
