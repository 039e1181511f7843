// Requests: a client's complete referrals sent to T-esigners, publicly for quotations or designated
// to one T-esigner (SPEC §3 Request, §4). Owns the `requests` and `request_referrals` tables; their
// statuses move only through the shared machine by `moveRequest` (transitions.ts), and who may see
// a request is decided only in access.ts. One transaction per use case.
import {
  ApprovalStatus,
  ErrorCode,
  OPEN_STATUSES,
  QUOTABLE_STATUSES,
  RequestAction,
  requestActionsFor,
  RequestStatus,
  RequestType,
  Role,
  type CreateRequestBody,
  type ProsthesisUnits,
  type ReasonBody,
  type ReopenRequestBody,
  type RequestActor,
  type RequestDetail,
} from '@dcm/shared';
import { and, asc, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { requestReferrals, requests } from '../../db/schema/requests.ts';
import { AppError } from '../../platform/errors.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { blockedBetween, findMember } from '../members/index.ts';
import { caseParams, nicknameOf, notify, requestPage } from '../notifications/index.ts';
import { declineOpenQuotations } from '../quotations/index.ts';
import { describeReferrals, referralCasesOf, takeReferralsIntoRequest } from '../referrals/index.ts';
import { canSeeRequest, findVisibleRequest, isDesigner, viewerOf, worksAsDesigner, type Viewer } from './access.ts';
import { requestDateIssues } from './holidays.ts';
import { toSummaries } from './list.ts';
import { lockRequest, moveRequest, requestReferralIds, type RequestRow } from './transitions.ts';

/** How many due requests one run of the expiry sweep closes; the next run takes the rest. */
const EXPIRY_BATCH = 500;

/**
 * The side `viewer` acts on `request` as: its client, or a T-esigner on a public request or the one
 * it is addressed to (or was chosen for). Anyone else (the admin included) takes no action on it.
 */
function actorOf(viewer: Viewer, request: RequestRow): RequestActor | null {
  if (request.clientNo === viewer.memberNo) return 'client';
  if (isDesigner(viewer) && viewer.approved && (request.designerNo === viewer.memberNo || request.type === RequestType.Public)) return 'designer';
  return null;
}

/** Beyond the machine: a request that received quotations is cancelled or chosen from, not re-opened. */
const guardAllows = (action: RequestAction, request: RequestRow): boolean => action !== RequestAction.Reopen || request.quotationCount === 0;

/** Every request page asks it: built once (db/prepared.ts, decision 0035). */

/** The request as `viewer` opens it: its referrals and what the viewer may do with it now. */
/**
 * The order a request became, asked of orders (ranked above requests) through the port app.ts fills
 * with orders' `orderIdOf`.
 */
export type OrderIdOf = (db: Db, requestId: string) => Promise<string | null>;

/**
 * The request as its viewer sees it; `orderId` is the order it became. Orders come only from a Select or
 * an Accept (the request machine of shared), so the moves below, which start from states before
 * those, pass null.
 */
async function describeRequest(db: Db, viewer: Viewer, row: RequestRow, now: Date, orderId: string | null): Promise<RequestDetail> {
  const referrals = await describeReferrals(db, await requestReferralIds(db, row.id));
  const [summary] = await toSummaries(db, viewer, [{ ...row, cases: referralCasesOf(referrals) }]);
  const actor = actorOf(viewer, row);
  const canQuote =
    actor === 'designer' &&
    row.type === RequestType.Public &&
    QUOTABLE_STATUSES.includes(row.status) &&
    row.quoteExpiresAt.getTime() > now.getTime() &&
    summary!.myQuotation === null;
  return {
    ...summary!,
    referrals,
    rejectReason: row.rejectReason,
    actions: actor ? requestActionsFor(row.status, actor, row.type).filter((action) => guardAllows(action, row)) : [],
    canQuote,
    orderId,
  };
}

/** The request locked for a move by `viewer` acting as `actor`: 404 if they may not see it, 403 if it is not theirs to move. */
async function lockRequestFor(tx: Db, viewer: Viewer, id: string, actor: RequestActor): Promise<RequestRow> {
  const row = await lockRequest(tx, id);
  if (!(await canSeeRequest(tx, viewer, row))) throw new AppError(ErrorCode.NotFound, 404);
  if (actorOf(viewer, row) !== actor) throw new AppError(ErrorCode.Forbidden, 403);
  return row;
}

function throwIfAny(fields: Record<string, string>): void {
  if (Object.keys(fields).length > 0) throw new AppError(ErrorCode.ValidationFailed, 400, fields);
}

/** Whether `designerNo` is an approved T-esigner that `clientNo` may address (no block either way). */
async function designerAvailable(db: Db, designerNo: number, clientNo: number): Promise<boolean> {
  if (designerNo === clientNo) return false;
  const designer = await findMember(db, designerNo);
  if (!designer || designer.role === Role.Admin || !(await worksAsDesigner(db, designer))) return false;
  if (designer.approvalSe !== ApprovalStatus.Approved) return false;
  return !(await blockedBetween(db, designerNo, clientNo));
}

/** Units per prosthesis type over the referrals, the types in the order they first appear. */
function unitsOf(referrals: readonly { data: { prosthesis: readonly { type: string | null; count: number | null }[] } }[]): ProsthesisUnits {
  const units = new Map<string, number>();
  for (const referral of referrals) {
    for (const { type, count } of referral.data.prosthesis) {
      if (type) units.set(type, (units.get(type) ?? 0) + (count ?? 0));
    }
  }
  return [...units].map(([type, count]) => ({ type, count }));
}

/**
 * A client or dental lab sends complete referrals from the cart, publicly or to one T-esigner. The
 * referrals are taken in the same transaction, so a double click makes one request and a 409.
 */
export async function createRequest(db: Db, member: TokenMember, body: CreateRequestBody, now = new Date()): Promise<RequestDetail> {
  const viewer = await viewerOf(db, member);
  if ((viewer.kind !== 'client' && viewer.kind !== 'lab') || !viewer.approved) throw new AppError(ErrorCode.Forbidden, 403);
  const fields = await requestDateIssues(db, body, now);
  if (body.type === RequestType.Designated && !(await designerAvailable(db, body.designerNo, viewer.memberNo))) fields.designerNo = 'designerUnavailable';
  throwIfAny(fields);

  return db.transaction(async (tx) => {
    const taken = await takeReferralsIntoRequest(tx, viewer.memberNo, body.referralIds);
    const byId = new Map(taken.map((r) => [r.id, r]));
    const picked = [...new Set(body.referralIds)].flatMap((id) => byId.get(id) ?? []);
    const client = await findMember(tx, viewer.memberNo);
    const searchText = [body.notes, ...picked.map((r) => r.data.referralNumber), client?.nickname ?? ''].join(' ').toLowerCase();
    const designated = body.type === RequestType.Designated;
    const [row] = await tx
      .insert(requests)
      .values({
        type: body.type,
        status: designated ? RequestStatus.WaitingForRequest : RequestStatus.QuoteRequested,
        clientNo: viewer.memberNo,
        designerNo: designated ? body.designerNo : null,
        quoteExpiresAt: new Date(body.quoteExpiresAt),
        deadlineAt: new Date(body.deadlineAt),
        notes: body.notes,
        units: unitsOf(picked),
        referralCount: picked.length,
        searchText,
      })
      .returning();
    await tx.insert(requestReferrals).values(picked.map((r, position) => ({ requestId: row!.id, referralId: r.id, position })));
    const detail = await describeRequest(tx, viewer, row!, now, null);
    // The page read the case's name already: the notice names the case by it (issue 26).
    if (designated) await notify(tx, { event: 'referralReceived', to: [body.designerNo], params: { nickname: client?.nickname ?? '', ...caseParams(detail.referralNumbers) }, link: requestPage(row!.id) });
    return detail;
  });
}

export async function getRequest(db: Db, orderIdOf: OrderIdOf, member: TokenMember, id: string, now = new Date()): Promise<RequestDetail> {
  const viewer = await viewerOf(db, member);
  const row = await findVisibleRequest(db, viewer, id);
  return describeRequest(db, viewer, row, now, await orderIdOf(db, row.id));
}

/**
 * The client withdraws a request nobody is working on yet; its referrals go back to the cart and
 * any quotation still waiting is told it was not chosen.
 */
export async function cancelRequest(db: Db, member: TokenMember, id: string, now = new Date()): Promise<RequestDetail> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const row = await lockRequestFor(tx, viewer, id, 'client');
    const moved = await moveRequest(tx, row, RequestAction.Cancel, 'client');
    await declineOpenQuotations(tx, row.id);
    return describeRequest(tx, viewer, moved, now, null);
  });
}

/**
 * A closed request that received no quotation opens again with new dates: a public one for
 * quotations, a designated one for its T-esigner, who must still be available to the client.
 */
export async function reopenRequest(db: Db, member: TokenMember, id: string, body: ReopenRequestBody, now = new Date()): Promise<RequestDetail> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const row = await lockRequestFor(tx, viewer, id, 'client');
    if (!guardAllows(RequestAction.Reopen, row)) throw new AppError(ErrorCode.InvalidTransition, 409);
    const fields = await requestDateIssues(tx, body, now);
    if (row.type === RequestType.Designated && row.designerNo !== null && !(await designerAvailable(tx, row.designerNo, row.clientNo))) {
      fields.designerNo = 'designerUnavailable';
    }
    throwIfAny(fields);
    const moved = await moveRequest(tx, row, RequestAction.Reopen, 'client', {
      quoteExpiresAt: new Date(body.quoteExpiresAt),
      deadlineAt: new Date(body.deadlineAt),
    });
    const detail = await describeRequest(tx, viewer, moved, now, null);
    // A designated request reopened is sent to its T-esigner again.
    if (moved.type === RequestType.Designated) {
      await notify(tx, { event: 'referralReceived', to: [moved.designerNo], params: { nickname: await nicknameOf(tx, moved.clientNo), ...caseParams(detail.referralNumbers) }, link: requestPage(moved.id) });
    }
    return detail;
  });
}

/** The designated T-esigner declines, saying why; the referrals go back to the client's cart. */
export async function rejectRequest(db: Db, member: TokenMember, id: string, body: ReasonBody, now = new Date()): Promise<RequestDetail> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const row = await lockRequestFor(tx, viewer, id, 'designer');
    const moved = await moveRequest(tx, row, RequestAction.Reject, 'designer', { rejectReason: body.reason });
    const detail = await describeRequest(tx, viewer, moved, now, null);
    await notify(tx, {
      event: 'referralDeclined',
      to: [moved.clientNo],
      params: { nickname: await nicknameOf(tx, viewer.memberNo), ...caseParams(detail.referralNumbers), reason: body.reason },
      link: requestPage(moved.id),
    });
    return detail;
  });
}

/**
 * The expiry sweep (job `expire-requests`): open requests whose quote expiry has passed are closed
 * and their waiting quotations declined. Rows another run holds are skipped, and a closed request
 * is no longer open, so running it again changes nothing. Answers how many it closed.
 */
export async function expireRequests(tx: Db, now = new Date()): Promise<number> {
  const due = await tx
    .select()
    .from(requests)
    .where(and(inArray(requests.status, [...OPEN_STATUSES]), lte(requests.quoteExpiresAt, now)))
    .orderBy(asc(requests.quoteExpiresAt))
    .limit(EXPIRY_BATCH)
    .for('update', { skipLocked: true });
  for (const row of due) {
    await moveRequest(tx, row, RequestAction.Expire, 'system');
    await declineOpenQuotations(tx, row.id);
  }
  return due.length;
}
