// What the requests module tells a member's withdrawal (members/withdrawal.ts): the member's open
// requests (a blocker), how many they registered (the admin's list) and the registered requests the
// closing e-mail lists. The requests stay after withdrawal.
import { RequestStatus } from '@dcm/shared';
import { and, asc, count, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { requests } from '../../db/schema/requests.ts';

/** A request is closed once it can no longer lead anywhere without the client starting again. */
const CLOSED_REQUEST_STATUSES: readonly RequestStatus[] = [RequestStatus.RequestRejected, RequestStatus.RequestClosed, RequestStatus.Complete, RequestStatus.Cancelled];

/** The requests `memberNo` is the client or the T-esigner of that are not closed. */
export async function countOpenRequestsOf(db: Db, memberNo: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(requests)
    .where(and(or(eq(requests.clientNo, memberNo), eq(requests.designerNo, memberNo)), notInArray(requests.status, [...CLOSED_REQUEST_STATUSES])));
  return Number(row?.n ?? 0);
}

/** How many requests each client of `clientNos` registered (a client with none is absent). */
export async function requestCountsOf(db: Db, clientNos: number[]): Promise<Map<number, number>> {
  if (clientNos.length === 0) return new Map();
  const rows = await db
    .select({ clientNo: requests.clientNo, n: count() })
    .from(requests)
    .where(inArray(requests.clientNo, clientNos))
    .groupBy(requests.clientNo);
  return new Map(rows.map((r) => [r.clientNo, Number(r.n)]));
}

/** Every request `clientNo` registered, oldest first: its id, status, units and date. */
export async function registeredRequestsOf(db: Db, clientNo: number) {
  return db
    .select({ id: requests.id, status: requests.status, units: requests.units, createdAt: requests.createdAt })
    .from(requests)
    .where(eq(requests.clientNo, clientNo))
    .orderBy(asc(requests.createdAt));
}
