// Notifications (issue 9): the member's in-app list (read, unread counts) and their web-push
// subscriptions. Events enter through emit.ts `notify` in the transaction of the change and are
// delivered by delivery.ts; this module owns notifications and push_subscriptions.
import { ErrorCode, type Locale, type NotificationEvent, type NotificationList, type NotificationListQuery, type NotificationReadBody, type PushSubscribeBody, type PushUnsubscribeBody } from '@dcm/shared';
import { and, count, desc, eq, inArray, isNull, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, pushSubscriptions } from '../../db/schema/notifications.ts';
import { AppError } from '../../platform/errors.ts';
import { toNotification } from './delivery.ts';
import { notify } from './emit.ts';

/** The caller's notifications, newest first, rendered in their language, with the unread total. */
export async function listNotifications(db: Db, memberNo: number, query: NotificationListQuery, locale: Locale): Promise<NotificationList> {
  const mine = eq(notifications.memberNo, memberNo);
  const where = query.unread ? and(mine, isNull(notifications.readAt)) : mine;
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [total] = await db.select({ n: count() }).from(notifications).where(where);
  return { items: rows.map((r) => toNotification(r, locale)), page: query.page, size: query.size, total: total?.n ?? 0, unread: await unreadNotificationCount(db, memberNo) };
}

export async function unreadNotificationCount(db: Db, memberNo: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.memberNo, memberNo), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the listed notifications (or all) of the caller read; other members' ids change nothing. */
export async function markNotificationsRead(db: Db, memberNo: number, body: NotificationReadBody): Promise<void> {
  if (!body.all && body.ids.length === 0) return;
  const unreadMine = and(eq(notifications.memberNo, memberNo), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(body.all ? unreadMine : and(unreadMine, inArray(notifications.id, body.ids)));
}

/**
 * Reading the thing a notification points to reads the notification: the member's unread `event`
 * notifications whose link ends with `linkSuffix` (a room's `/view/{id}` in each role's path).
 * Answers how many it marked.
 */
export async function markReadByLink(db: Db, memberNo: number, event: NotificationEvent, linkSuffix: string): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.memberNo, memberNo), isNull(notifications.readAt), eq(notifications.event, event), like(notifications.link, `%${linkSuffix}`)))
    .returning({ id: notifications.id });
  return marked.length;
}

/** Subscriptions are saved for oneself only (SPEC §7 userId is the caller's memberNo). */
function ensureSelf(callerNo: number, userId: number): void {
  if (callerNo !== userId) throw new AppError(ErrorCode.Forbidden, 403);
}

/**
 * Saves the device's subscription, replacing the one it had. The same browser signed in as another
 * member before hands over its endpoint: that member's row for it goes, or their notifications
 * would reach this browser.
 */
export async function subscribePush(db: Db, callerNo: number, body: PushSubscribeBody, locale: Locale): Promise<void> {
  ensureSelf(callerNo, body.userId);
  const values = {
    endpoint: body.subscription.endpoint,
    p256dh: body.subscription.keys.p256dh,
    auth: body.subscription.keys.auth,
    userAgent: body.userAgent,
    platform: body.platform,
    locale,
  };
  await db.transaction(async (tx) => {
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, values.endpoint), ne(pushSubscriptions.memberNo, callerNo)));
    await tx
      .insert(pushSubscriptions)
      .values({ memberNo: callerNo, deviceId: body.deviceId, ...values })
      .onConflictDoUpdate({ target: [pushSubscriptions.memberNo, pushSubscriptions.deviceId], set: { ...values, updatedAt: sql`now()` } });
  });
}

/** Forgets the device's subscription (the web calls it on logout). */
export async function unsubscribePush(db: Db, callerNo: number, body: PushUnsubscribeBody): Promise<void> {
  ensureSelf(callerNo, body.userId);
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.memberNo, callerNo), eq(pushSubscriptions.deviceId, body.deviceId)));
}

/** Emits a test notification to the caller (push only); answers to how many devices it goes. */
export async function sendTestPush(db: Db, memberNo: number): Promise<number> {
  return db.transaction(async (tx) => {
    await notify(tx, { event: 'pushTest', to: [memberNo], link: '/mypage/noti' });
    const [row] = await tx.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.memberNo, memberNo));
    return row?.n ?? 0;
  });
}
