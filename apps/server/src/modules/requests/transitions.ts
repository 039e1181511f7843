// The one way a request's status changes: lock the row, ask the shared machine, write the move.
// Every use case of the requests and quotations modules goes through `moveRequest`, in its own
// transaction, so no code re-encodes the machine and two moves at once are taken in turn.
import { ErrorCode, findRequestTransition, RELEASING_STATUSES, type RequestAction, type RequestActor } from '@dcm/shared';
import { asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { requestReferrals, requests } from '../../db/schema/requests.ts';
import { AppError } from '../../platform/errors.ts';
import { returnReferralsToCart } from '../referrals/index.ts';

export type RequestRow = typeof requests.$inferSelect;

/** Every move of a request starts here: built once per transaction's connection (db/prepared.ts). */
const requestForUpdate = prepared('request_for_update', (db, name) => db.select().from(requests).where(eq(requests.id, sql.placeholder('id'))).for('update').prepare(name));

/** The request, locked until the caller's transaction ends; 404 when there is none. */
export async function lockRequest(tx: Db, id: string): Promise<RequestRow> {
  const [row] = await requestForUpdate(tx, { id });
  if (!row) throw new AppError(ErrorCode.NotFound, 404);
  return row;
}

/** Every request page reads them: built once (db/prepared.ts, decision 0035). */
const referralIdsOf = prepared('request_referral_ids', (db, name) =>
  db
    .select({ id: requestReferrals.referralId })
    .from(requestReferrals)
    .where(eq(requestReferrals.requestId, sql.placeholder('requestId')))
    .orderBy(asc(requestReferrals.position))
    .prepare(name),
);

/** The referral ids of a request, in the order the client picked them. */
export async function requestReferralIds(tx: Db, requestId: string): Promise<string[]> {
  const rows = await referralIdsOf(tx, { requestId });
  return rows.map((r) => r.id);
}

/**
 * The same ids as SQL beside a row of the caller's statement (a uuid[]), for lists that name each
 * request's case in one statement: `requestId` is a column of that row (requests' own, or an order's).
 */
export const requestReferralIdsSql = (requestId: SQLWrapper): SQL<string[]> =>
  sql<string[]>`array(select ${requestReferrals.referralId} from ${requestReferrals} where ${requestReferrals.requestId} = ${requestId} order by ${requestReferrals.position})`;

type MoveStatement = (db: Db, values: Record<string, unknown>) => Promise<RequestRow[]>;
/** Every request moves through here: one statement per set of columns changed (db/prepared.ts, decision 0035). */
const moveStatements = new Map<string, MoveStatement>();

/** The move writing the status, `updatedAt` and `columns`, each a placeholder of its name. */
function moveStatement(columns: readonly string[]): MoveStatement {
  const shape = columns.join('_');
  let statement = moveStatements.get(shape);
  if (!statement) {
    // Drizzle's types take no placeholder in `set`, its runtime does: the value goes through the
    // column's encoder, so a timestamp takes a Date.
    const set = Object.fromEntries([...columns, 'status', 'updatedAt'].map((column) => [column, sql.placeholder(column)])) as unknown as PgUpdateSetSource<typeof requests>;
    statement = prepared(shape ? `request_move_${shape}` : 'request_move', (db, name) => db.update(requests).set(set).where(eq(requests.id, sql.placeholder('id'))).returning().prepare(name));
    moveStatements.set(shape, statement);
  }
  return statement;
}

/**
 * Moves a locked request by `action` of `actor`, or refuses with 409 INVALID_TRANSITION when the
 * machine has no such move from its status. A move into a releasing status (rejected, cancelled)
 * gives the referrals back to the cart in the same transaction.
 */
export async function moveRequest(
  tx: Db,
  request: RequestRow,
  action: RequestAction,
  actor: RequestActor,
  changes: Partial<Pick<RequestRow, 'designerNo' | 'rejectReason' | 'quoteExpiresAt' | 'deadlineAt' | 'quotationCount'>> = {},
): Promise<RequestRow> {
  const transition = findRequestTransition(action, request.status, actor, request.type);
  if (!transition) throw new AppError(ErrorCode.InvalidTransition, 409);
  const changed = Object.entries(changes).filter(([, value]) => value !== undefined);
  const move = moveStatement(changed.map(([column]) => column).sort());
  const [moved] = await move(tx, { ...Object.fromEntries(changed), status: transition.to, updatedAt: new Date(), id: request.id });
  if (!moved) throw new AppError(ErrorCode.NotFound, 404);
  if (RELEASING_STATUSES.includes(transition.to)) await returnReferralsToCart(tx, await requestReferralIds(tx, request.id));
  return moved;
}
