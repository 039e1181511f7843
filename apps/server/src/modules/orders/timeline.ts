// The case timeline (issue 7): the order's events (order_events, written by every move and event in
// its own transaction) as both parties and the admin read them, oldest first, with who acted. The
// stored details carry more than a reader needs (journal entry ids, cancellation ids); only the
// whitelist of OrderTimelineDetails leaves, with file ids turned into the files' names.
import { CURRENCIES, ReworkKind, type OrderTimeline, type OrderTimelineDetails, type OrderTimelineEvent, type TimelineActorRole } from '@dcm/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderEvents } from '../../db/schema/orders.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { describeFiles } from '../files/index.ts';
import { memberRefsOf } from '../members/index.ts';
import { viewerOf } from '../requests/index.ts';
import { findOrder, type OrderRow } from './service.ts';

type EventRow = typeof orderEvents.$inferSelect;

const ESCROW_EFFECTS = ['hold', 'refundAll', 'refundHalf', 'release'] as const;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const whole = (value: unknown): number | undefined => (Number.isInteger(value) ? (value as number) : undefined);
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined => values.find((v) => v === value);

/** The files an event names: one downloaded (`fileId`) or the ones delivered (`fileIds`). */
function fileIdsOf(details: Record<string, unknown>): string[] {
  const ids = Array.isArray(details.fileIds) ? details.fileIds : [details.fileId];
  return ids.filter((id): id is string => typeof id === 'string');
}

/** The whitelisted details of one event, each checked for its type: a malformed value is left out, never passed on. */
function shownDetails(details: Record<string, unknown>, fileNames: Map<string, { name: string }>): OrderTimelineDetails {
  const amount = whole(details.amount);
  const currency = oneOf(CURRENCIES, details.currency);
  const names = fileIdsOf(details).flatMap((id) => fileNames.get(id)?.name ?? []);
  const shown: OrderTimelineDetails = {
    reason: text(details.reason),
    ...(amount !== undefined && currency ? { amount, currency } : {}),
    version: whole(details.version),
    fileNames: names.length > 0 ? names : undefined,
    hash: text(details.hash),
    escrow: oneOf(ESCROW_EFFECTS, details.escrow),
    reworkKind: oneOf(Object.values(ReworkKind), details.kind),
    completesAt: text(details.completesAt),
  };
  return Object.fromEntries(Object.entries(shown).filter(([, value]) => value !== undefined));
}

function roleOfActor(order: OrderRow, actorNo: number | null): TimelineActorRole {
  if (actorNo === null) return 'system';
  if (actorNo === order.clientNo) return 'client';
  if (actorNo === order.designerNo) return 'designer';
  return 'admin';
}

/** `GET /orders/:id/timeline`: the order's events, oldest first (by id: events of one transaction share their time). 404 for strangers. */
export async function getOrderTimeline(db: Db, member: TokenMember, id: string): Promise<OrderTimeline> {
  const viewer = await viewerOf(db, member);
  const { order } = await findOrder(db, viewer, id);
  const rows: EventRow[] = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id));
  const actors = await memberRefsOf(db, rows.flatMap((r) => (r.actorNo === null ? [] : [r.actorNo])));
  const fileNames = await describeFiles(db, rows.flatMap((r) => fileIdsOf(r.details)));
  const events = rows.map(
    (row): OrderTimelineEvent => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actorNo === null ? null : (actors.get(row.actorNo) ?? { memberNo: row.actorNo, nickname: '' }),
      actorRole: roleOfActor(order, row.actorNo),
      kind: row.action,
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
      details: shownDetails(row.details, fileNames),
    }),
  );
  return { events };
}
