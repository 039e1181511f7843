// How any module tells members about what happened (issue 9): `notify(tx, …)` writes the events to
// the outbox in the caller's transaction, so they exist exactly when the change that caused them
// commits. The delivery job (delivery.ts) sends them: in-app always, push and e-mail by the
// member's settings. Never call it outside the transaction of the change.
import type { NotificationEvent, NotificationParams } from '@dcm/shared';
import type { Db, Tx } from '../../db/client.ts';
import { notificationEvents } from '../../db/schema/index.ts';

export interface Notice {
  event: NotificationEvent;
  /** Who hears it; duplicates and nulls are dropped (one event row per member). */
  to: ReadonlyArray<number | null | undefined>;
  /** What the event's template names (notifications/templates.ts): nickname, requestNo, amount… */
  params?: NotificationParams;
  /** The web path the notification opens, e.g. `/transactions/${orderId}`. */
  link?: string | null;
}

export async function notify(tx: Tx | Db, notice: Notice): Promise<void> {
  const recipients = [...new Set(notice.to.filter((n): n is number => typeof n === 'number'))];
  if (recipients.length === 0) return;
  await tx.insert(notificationEvents).values(
    recipients.map((recipientNo) => ({ recipientNo, event: notice.event, params: notice.params ?? {}, link: notice.link ?? null })),
  );
}
