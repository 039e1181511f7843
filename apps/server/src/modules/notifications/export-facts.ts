// What the notifications module tells a member's data export (members/export.ts): the notices the
// member received in the app. Reading only.
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';

/** Every in-app notification of `memberNo`, newest first, read or not. */
export async function notificationsOf(db: Db | Tx, memberNo: number) {
  return db
    .select({ id: notifications.id, event: notifications.event, params: notifications.params, link: notifications.link, createdAt: notifications.createdAt, readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.memberNo, memberNo))
    .orderBy(desc(notifications.createdAt));
}
