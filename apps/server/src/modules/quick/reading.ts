// What a quick request reads as (issue 11): its summary on the board and in the lists, its detail with
// the deliveries, remakes, timeline and what the viewer may do next, and the caller's transactions.
import {
  QuickAction,
  quickActionsFor,
  quickNumber,
  QuickStatus,
  type QuickActor,
  type QuickDetail,
  type QuickSummary,
  type QuickTransactions,
  type QuickTransactionsQuery,
} from '@dcm/shared';
import { and, asc, count, desc, eq, inArray, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quickDeliveries, quickEvents, quickRemakes, quickRequests } from '../../db/schema/quick.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { businessDaysAfter } from '../../platform/business-days.ts';
import { fileCards } from '../files/index.ts';
import { memberRefsOf } from '../members/index.ts';
import { viewerOf } from '../requests/index.ts';
import { quickReviewed } from '../reviews/index.ts';
import { findVisible, type QuickDeps, type QuickRow, type Role } from './service.ts';
import { readTerms } from './terms.ts';

/** The rows as list items, each as `role` says its viewer stands (the board is not told the client). */
export async function summaries(db: Db, rows: readonly QuickRow[], role: (row: QuickRow) => Role): Promise<QuickSummary[]> {
  const refs = await memberRefsOf(db, rows.flatMap((r) => [r.clientNo, ...(r.takerNo ? [r.takerNo] : [])]));
  const ref = (n: number) => refs.get(n) ?? { memberNo: n, nickname: '' };
  return rows.map((row) => ({
    id: row.id,
    number: quickNumber(row.serial),
    status: row.status,
    items: row.items,
    total: row.total,
    currency: row.currency,
    deadlineAt: row.deadlineAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    taker: row.takerNo ? ref(row.takerNo) : null,
    client: role(row) === 'board' ? null : ref(row.clientNo),
  }));
}

/** The delivered versions, the latest first, with their files. */
export async function deliveriesOf(db: Db, quickId: string): Promise<QuickDetail['deliveries']> {
  const rows = await db.select().from(quickDeliveries).where(eq(quickDeliveries.quickId, quickId)).orderBy(desc(quickDeliveries.version));
  const ids = rows.flatMap((r) => r.fileIds);
  const fileRows = ids.length ? await db.select({ id: fileCards.id, name: fileCards.name, size: fileCards.size, mime: fileCards.mime }).from(fileCards).where(inArray(fileCards.id, ids)) : [];
  const byId = new Map(fileRows.map((f) => [f.id, f]));
  return rows.map((r) => ({
    version: r.version,
    files: r.fileIds.flatMap((id) => byId.get(id) ?? []),
    note: r.note,
    deliveredAt: r.deliveredAt.toISOString(),
  }));
}

const actorOf = (role: Role): QuickActor | null => (role === 'client' ? 'client' : role === 'taker' || role === 'board' ? 'designer' : null);

/** The request as `role` sees it, with what they may do now. */
export async function describe(db: Db, row: QuickRow, role: Role, autoCompleteBusinessDays: number): Promise<QuickDetail> {
  const [summary] = await summaries(db, [row], () => role);
  const terms = await readTerms(db);
  const hidden = role === 'board';
  const remakes = hidden ? [] : await db.select().from(quickRemakes).where(eq(quickRemakes.quickId, row.id)).orderBy(asc(quickRemakes.requestedAt));
  const events = hidden ? [] : await db.select().from(quickEvents).where(eq(quickEvents.quickId, row.id)).orderBy(asc(quickEvents.at));
  const actor = actorOf(role);
  return {
    ...summary!,
    referralId: hidden ? null : row.referralId,
    notes: row.notes,
    onMissed: row.onMissed,
    remakesUsed: row.remakesUsed,
    remakesLeft: Math.max(0, terms.remakeLimit - row.remakesUsed),
    deliveries: hidden ? [] : await deliveriesOf(db, row.id),
    remakes: remakes.map((r) => ({ reason: r.reason, requestedAt: r.requestedAt.toISOString() })),
    autoCompleteAt: row.status === QuickStatus.delivered && row.deliveredAt ? (await businessDaysAfter(db, row.deliveredAt, autoCompleteBusinessDays)).toISOString() : null,
    reviewed: hidden ? false : await quickReviewed(db, row.id),
    events: events.map((e) => ({ action: e.action, at: e.at.toISOString(), actorNo: e.actorNo })),
    // A remake the allowance no longer gives is not offered.
    actions: actor ? quickActionsFor(row.status, actor).filter((a) => a !== QuickAction.requestRemake || row.remakesUsed < terms.remakeLimit) : [],
  };
}

/** The request as the viewer opens it (404 when it is hidden from them). */
export async function getQuick(deps: QuickDeps, member: TokenMember, id: string): Promise<QuickDetail> {
  const viewer = await viewerOf(deps.db, member);
  const { row, role } = await findVisible(deps.db, viewer, id);
  return describe(deps.db, row, role, deps.autoCompleteBusinessDays);
}

/** The caller's quick requests on one side, newest first, with totals per currency over the whole filter. */
export async function listQuickTransactions(db: Db, member: TokenMember, query: QuickTransactionsQuery): Promise<QuickTransactions> {
  const viewer = await viewerOf(db, member);
  const side: SQL = query.side === 'client' ? eq(quickRequests.clientNo, viewer.memberNo) : eq(quickRequests.takerNo, viewer.memberNo);
  const where = and(side, query.status ? eq(quickRequests.status, query.status) : undefined);
  const rows = await db
    .select()
    .from(quickRequests)
    .where(where)
    .orderBy(desc(quickRequests.createdAt), desc(quickRequests.serial))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const totals = await db
    .select({ currency: quickRequests.currency, count: count(), amount: sum(quickRequests.total).mapWith(Number) })
    .from(quickRequests)
    .where(where)
    .groupBy(quickRequests.currency)
    .orderBy(asc(quickRequests.currency));
  return {
    items: await summaries(db, rows, () => (query.side === 'client' ? 'client' : 'taker')),
    page: query.page,
    size: query.size,
    total: await db.$count(quickRequests, where),
    totals: totals.map((t) => ({ currency: t.currency, count: t.count, amount: t.amount ?? 0 })),
  };
}
