// What the notifications module tells the operator's metrics (GET /metrics, platform/metrics.ts): the
// outbox's backlog, read at scrape time. A growing number means the delivery jobs fall behind or a
// provider refuses; both partial indexes of the queue (decision 0019) answer these counts.
import { and, count, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationDeliveries, notificationEvents } from '../../db/schema/notifications.ts';
import { Channel } from './delivery.ts';

export interface NotificationBacklog {
  /** Events not yet turned into in-app rows and queued deliveries. */
  events: number;
  /** Pushes and e-mails queued, neither sent nor given up, per channel (retries included). */
  deliveries: Record<Channel, number>;
}

export async function notificationBacklog(db: Db): Promise<NotificationBacklog> {
  const d = notificationDeliveries;
  const [events, rows] = await Promise.all([
    db.$count(notificationEvents, isNull(notificationEvents.processedAt)),
    db
      .select({ channel: d.channel, n: count() })
      .from(d)
      .where(and(isNull(d.sentAt), isNull(d.failedAt)))
      .groupBy(d.channel),
  ]);
  const deliveries: Record<Channel, number> = { [Channel.push]: 0, [Channel.email]: 0 };
  for (const r of rows) if (r.channel in deliveries) deliveries[r.channel as Channel] = Number(r.n);
  return { events, deliveries };
}
