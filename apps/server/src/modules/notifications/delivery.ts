// Delivering the notification outbox (issue 9, decision 0019). Two jobs:
// - `deliver-notifications` takes a batch of unprocessed events in one transaction, writes each as
//   the in-app row with the event's id (a repeated delivery inserts nothing), queues its push and
//   e-mail by the member's settings, and marks the events processed; after the commit it publishes
//   the rendered notification on the member's bus channel for their open tabs.
// - `send-notifications` claims due deliveries in a short transaction (a lease: attempts + 1 and
//   the next attempt pushed out), sends them with no transaction open, then records sent, a retry
//   with exponential back-off, or gives up after MAX_ATTEMPTS.
import { ApprovalStatus, NotificationEventKinds, type Locale, type Notification, type NotificationParams, type PushPayload } from '@dcm/shared';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { notificationDeliveries, notificationEvents, notifications, pushSubscriptions } from '../../db/schema/notifications.ts';
import type { Bus } from '../../platform/bus.ts';
import type { AfterCommit } from '../../platform/jobs.ts';
import type { Outbox } from '../../platform/outbox.ts';
import type { PushSender } from '../../platform/push.ts';
import { memberChannel, type MemberBusMessage } from '../../platform/realtime-channels.ts';
import { contactsOf, notificationSettingsOf } from '../members/index.ts';
import { isNotificationEvent, renderEmail, renderNotification } from './templates.ts';

export const Channel = { push: 'push', email: 'email' } as const;
export type Channel = (typeof Channel)[keyof typeof Channel];

/** Events taken per run of `deliver-notifications`, written in chunks of DELIVERY_CHUNK. */
export const DELIVERY_BATCH = 500;
const DELIVERY_CHUNK = 50;
/** Deliveries claimed per run of `send-notifications`, sent SEND_CONCURRENCY at a time. */
export const SEND_BATCH = 50;
const SEND_CONCURRENCY = 10;
/** After this many attempts a delivery is given up (failedAt). */
export const MAX_ATTEMPTS = 8;
/** A claimed delivery is retried after this long if its sender died mid-send. */
export const LEASE_MS = 5 * 60_000;
/** 30 s, 1 min, 2 min, … capped at an hour: eight attempts span about two hours. */
export const retryDelayMs = (attempts: number): number => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

type EventRow = typeof notificationEvents.$inferSelect;

/** Every event is listed in-app except the push test, which exists to show a push and nothing else. */
const listed = (e: { event: string }): boolean => e.event !== 'pushTest';

/** Push and e-mail reach only members who may still use the service. */
const reachable = (approvalSe: string | null | undefined): boolean =>
  approvalSe !== undefined && approvalSe !== null && approvalSe !== ApprovalStatus.Suspended && approvalSe !== ApprovalStatus.Withdrawn;

/** The rule of orders/completion.ts: Korean for members in Korea (or of no stated country), English elsewhere. */
export const localeOfNation = (nation: string | null | undefined): Locale => (nation && nation !== 'KR' ? 'en' : 'ko');

/** An in-app notification as the list and the realtime channel show it. */
export function toNotification(
  row: { id: string; event: string; params: NotificationParams; link: string | null; createdAt: Date; readAt?: Date | null },
  locale: Locale,
): Notification {
  const { title, body } = renderNotification(row.event, row.params, locale);
  return {
    id: row.id,
    event: (isNotificationEvent(row.event) ? row.event : 'noticePublished') as Notification['event'],
    kind: isNotificationEvent(row.event) ? NotificationEventKinds[row.event] : 'notice',
    title,
    body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

export interface DeliveryHooks {
  /** Called after each chunk of a batch is written, with how many events are written so far (tests crash the worker here). */
  afterChunk?: (written: number) => void | Promise<void>;
}

/**
 * One batch of the outbox, inside the caller's transaction: in-app rows, queued push and e-mail,
 * events marked processed. Answers the events handled, for publishing once the transaction commits.
 */
export async function deliverPendingEvents(tx: Tx, hooks: DeliveryHooks = {}, limit = DELIVERY_BATCH): Promise<EventRow[]> {
  const events = await tx
    .select()
    .from(notificationEvents)
    .where(isNull(notificationEvents.processedAt))
    .orderBy(asc(notificationEvents.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (events.length === 0) return [];
  const recipientNos = [...new Set(events.map((e) => e.recipientNo))];
  const settings = await notificationSettingsOf(tx, recipientNos);
  const contacts = await contactsOf(tx, recipientNos);
  const canReach = new Set(recipientNos.filter((no) => reachable(contacts.get(no)?.approvalSe)));

  const channelsOf = (e: EventRow): Channel[] => {
    if (!canReach.has(e.recipientNo) || !isNotificationEvent(e.event)) return [];
    // The test notification is asked for on purpose: a push only, whatever the settings say.
    if (e.event === 'pushTest') return [Channel.push];
    const choice = settings.get(e.recipientNo)?.[NotificationEventKinds[e.event]];
    return [...(choice?.push ? [Channel.push] : []), ...(choice?.email ? [Channel.email] : [])];
  };

  for (let start = 0; start < events.length; start += DELIVERY_CHUNK) {
    const chunk = events.slice(start, start + DELIVERY_CHUNK);
    const inApp = chunk.filter(listed);
    if (inApp.length > 0) {
      await tx
        .insert(notifications)
        .values(inApp.map((e) => ({ id: e.id, memberNo: e.recipientNo, event: e.event, params: e.params, link: e.link, createdAt: e.createdAt })))
        .onConflictDoNothing({ target: notifications.id });
    }
    const deliveries = chunk.flatMap((e) => channelsOf(e).map((channel) => ({ eventId: e.id, channel, memberNo: e.recipientNo })));
    if (deliveries.length > 0) await tx.insert(notificationDeliveries).values(deliveries).onConflictDoNothing();
    await hooks.afterChunk?.(start + chunk.length);
  }
  await tx
    .update(notificationEvents)
    .set({ processedAt: new Date() })
    .where(inArray(notificationEvents.id, events.map((e) => e.id)));
  return events;
}

/** The job `deliver-notifications`: a batch, then (after the commit) each listed notification to the member's open tabs. */
export function deliverNotificationsJob(bus: Bus, log: FastifyBaseLogger): (tx: Tx) => Promise<AfterCommit | undefined> {
  return async (tx) => {
    const events = (await deliverPendingEvents(tx)).filter(listed);
    if (events.length === 0) return undefined;
    return async () => {
      const results = await Promise.allSettled(
        events.map((e) => {
          const message: MemberBusMessage = { type: 'notification', rendered: { ko: toNotification(e, 'ko'), en: toNotification(e, 'en') } };
          return bus.publish(memberChannel(e.recipientNo), message);
        }),
      );
      // The in-app list holds them all the same; a tab that missed one sees it on its next fetch.
      const failed = results.filter((r) => r.status === 'rejected').length;
      if (failed > 0) log.warn({ failed }, 'notifications not published on the bus');
    };
  };
}

/** A claimed delivery with everything its sending needs, read inside the claim's transaction. */
export interface ClaimedDelivery {
  id: string;
  channel: string;
  attempts: number;
  event: string;
  params: NotificationParams;
  link: string | null;
  member: { memberNo: number; email: string | null; locale: Locale; reachable: boolean };
  subscriptions: Array<{ id: string; endpoint: string; p256dh: string; auth: string; locale: Locale }>;
}

/** Takes up to `limit` due deliveries under a lease, inside the caller's (short) transaction. */
export async function claimDueDeliveries(tx: Tx, now: Date = new Date(), limit = SEND_BATCH): Promise<ClaimedDelivery[]> {
  const d = notificationDeliveries;
  const due = await tx
    .select({ id: d.id })
    .from(d)
    .where(and(isNull(d.sentAt), isNull(d.failedAt), lte(d.nextAttemptAt, now)))
    .orderBy(asc(d.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  const claimed = await tx
    .update(d)
    .set({ attempts: sql`${d.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(d.id, due.map((r) => r.id)))
    .returning();
  const events = await tx
    .select()
    .from(notificationEvents)
    .where(inArray(notificationEvents.id, claimed.map((c) => c.eventId)));
  const memberNos = [...new Set(claimed.map((c) => c.memberNo))];
  const contacts = await contactsOf(tx, memberNos);
  const pushMembers = [...new Set(claimed.filter((c) => c.channel === Channel.push).map((c) => c.memberNo))];
  const subscriptions = pushMembers.length > 0 ? await tx.select().from(pushSubscriptions).where(inArray(pushSubscriptions.memberNo, pushMembers)) : [];
  const eventOf = new Map(events.map((e) => [e.id, e]));
  return claimed.map((c) => {
    const e = eventOf.get(c.eventId);
    const p = contacts.get(c.memberNo);
    return {
      id: c.id,
      channel: c.channel,
      attempts: c.attempts,
      event: e?.event ?? '',
      params: e?.params ?? {},
      link: e?.link ?? null,
      member: { memberNo: c.memberNo, email: p?.email ?? null, locale: localeOfNation(p?.nation), reachable: reachable(p?.approvalSe) },
      subscriptions: subscriptions.filter((s) => s.memberNo === c.memberNo).map((s) => ({ id: s.id, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth, locale: s.locale })),
    };
  });
}

export interface SendDeps {
  outbox: Outbox;
  push: PushSender;
  publicUrl: string;
}

type Outcome = { sent: true; note?: string; gone: Array<{ id: string; endpoint: string }> } | { sent: false; retry: boolean; error: string; gone: Array<{ id: string; endpoint: string }> };

/** The payload every push carries (SPEC §3): title, body and the web path to open. */
export function pushPayloadOf(event: string, params: NotificationParams, link: string | null, locale: Locale): PushPayload {
  const { title, body } = renderNotification(event, params, locale);
  return { title, body, url: link ?? '/notiy', ...(event === 'pushTest' ? { test: true } : {}) };
}

async function sendOne(c: ClaimedDelivery, deps: SendDeps): Promise<Outcome> {
  if (!c.member.reachable) return { sent: false, retry: false, error: 'member not active', gone: [] };
  if (c.channel === Channel.email) {
    if (!c.member.email) return { sent: false, retry: false, error: 'member has no e-mail address', gone: [] };
    const mail = renderEmail(c.event, c.params, c.link, c.member.locale, deps.publicUrl);
    try {
      await deps.outbox.send({ channel: 'email', recipient: c.member.email, subject: mail.subject, body: mail.text, html: mail.html });
      return { sent: true, gone: [] };
    } catch (error) {
      return { sent: false, retry: true, error: error instanceof Error ? error.message : String(error), gone: [] };
    }
  }
  if (c.channel === Channel.push) {
    // Each device in the language its page was in when it subscribed.
    const results = await Promise.all(
      c.subscriptions.map(async (s) => ({
        s,
        r: await deps.push.send({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, pushPayloadOf(c.event, c.params, c.link, s.locale)),
      })),
    );
    const gone = results.filter(({ r }) => !r.ok && r.gone).map(({ s }) => ({ id: s.id, endpoint: s.endpoint }));
    const errors = results.flatMap(({ r }) => (!r.ok && !r.gone ? [r.error] : []));
    const delivered = results.filter(({ r }) => r.ok).length;
    // Retried only when no device got it: a retry resends to every device, and one copy beats two.
    if (errors.length > 0 && delivered === 0) return { sent: false, retry: true, error: errors.join('; ').slice(0, 1000), gone };
    return { sent: true, gone, ...(errors.length > 0 ? { note: errors.join('; ').slice(0, 1000) } : {}) };
  }
  return { sent: false, retry: false, error: `unknown channel ${c.channel}`, gone: [] };
}

/** Sends claimed deliveries (no transaction open) and records each outcome in its own statement. */
export async function sendClaimed(db: Db, deps: SendDeps, claimed: ClaimedDelivery[]): Promise<void> {
  const queue = [...claimed];
  const worker = async (): Promise<void> => {
    for (let c = queue.shift(); c; c = queue.shift()) await sendAndRecord(db, deps, c);
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, queue.length) }, worker));
}

async function sendAndRecord(db: Db, deps: SendDeps, c: ClaimedDelivery): Promise<void> {
  const outcome = await sendOne(c, deps);
  const now = new Date();
  for (const g of outcome.gone) {
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, g.id), eq(pushSubscriptions.endpoint, g.endpoint)));
  }
  const d = notificationDeliveries;
  if (outcome.sent) {
    await db.update(d).set({ sentAt: now, lastError: outcome.note ?? null }).where(eq(d.id, c.id));
  } else if (outcome.retry && c.attempts < MAX_ATTEMPTS) {
    await db
      .update(d)
      .set({ nextAttemptAt: new Date(now.getTime() + retryDelayMs(c.attempts)), lastError: outcome.error })
      .where(eq(d.id, c.id));
  } else {
    await db.update(d).set({ failedAt: now, lastError: outcome.error }).where(eq(d.id, c.id));
  }
}

/** The job `send-notifications`: claim in the job's transaction, send after it commits. */
export function sendNotificationsJob(db: Db, deps: SendDeps): (tx: Tx) => Promise<AfterCommit | undefined> {
  return async (tx) => {
    const claimed = await claimDueDeliveries(tx);
    if (claimed.length === 0) return undefined;
    return () => sendClaimed(db, deps, claimed);
  };
}
