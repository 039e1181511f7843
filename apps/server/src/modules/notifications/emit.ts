// How any module tells members about what happened (issue 9): `notify(tx, …)` writes the events to
// the outbox in the caller's transaction, so they exist exactly when the change that caused them
// commits. The delivery job (delivery.ts) sends them: in-app always, push and e-mail by the
// member's settings. Never call it outside the transaction of the change.
import type { NotificationEvent, NotificationParams } from '@dcm/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { notificationEvents } from '../../db/schema/notifications.ts';

export interface Notice {
  event: NotificationEvent;
  /** Who hears it; duplicates and nulls are dropped (one event row per member). */
  to: ReadonlyArray<number | null | undefined>;
  /** What the event's template names (notifications/templates.ts): nickname, referralNumbers, amount… */
  params?: NotificationParams;
  /** The web path the notification opens, e.g. `/transactions/${orderId}`. */
  link?: string | null;
}

/** Most notices have one recipient: that insert is built once (db/prepared.ts). */
const oneEvent = prepared('notification_event_insert', (db, name) =>
  db
    .insert(notificationEvents)
    .values({ recipientNo: sql.placeholder('recipientNo'), event: sql.placeholder('event'), params: sql.placeholder('params'), link: sql.placeholder('link') })
    .prepare(name),
);

export async function notify(tx: Tx | Db, notice: Notice): Promise<void> {
  const recipients = [...new Set(notice.to.filter((n): n is number => typeof n === 'number'))];
  if (recipients.length === 0) return;
  // A placeholder in `values` goes through the column's encoder, as a plain value does: the params
  // go as the object (stringified, they were stored as a JSON string).
  if (recipients.length === 1) return void (await oneEvent(tx, { recipientNo: recipients[0], event: notice.event, params: notice.params ?? {}, link: notice.link ?? null }));
  await tx.insert(notificationEvents).values(
    recipients.map((recipientNo) => ({ recipientNo, event: notice.event, params: notice.params ?? {}, link: notice.link ?? null })),
  );
}
