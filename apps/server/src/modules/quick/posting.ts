// Posting a quick request (issue 11): the client posts it from one complete referral at the price
// table's prices and pays at once into its escrow; while nobody has taken it, they change it (the
// escrow follows the new total) or withdraw it (the money and the referral come back).
import { ErrorCode, QuickAction, quickNumber, type Currency, type QuickDetail, type QuickLine, type QuickRequestBody } from '@dcm/shared';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { quickRequests } from '../../db/schema/quick.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { findMember } from '../members/index.ts';
import { adjustQuick, holdQuick, refundQuickAll } from '../mileage/index.ts';
import { notify } from '../notifications/index.ts';
import { returnReferralsToCart, takeReferralsIntoRequest } from '../referrals/index.ts';
import { type Viewer, viewerOf } from '../requests/index.ts';
import { describe } from './reading.ts';
import { announce, BOARD_PAGE, boardAudience, lockFor, moveTo, recordEvent, transitionOf, type QuickDeps, type QuickRow } from './service.ts';
import { pricesIn, readTerms } from './terms.ts';

/**
 * The lines of a body at the table's prices in the client's currency: a type without one is a 400
 * on its line; a deadline sooner than the terms allow a 400 on `deadlineAt`.
 */
async function priceBody(db: Db, body: QuickRequestBody, currency: Currency, now: Date): Promise<{ lines: QuickLine[]; total: number }> {
  const [prices, terms] = [await pricesIn(db, currency), await readTerms(db)];
  const fields: Record<string, string> = {};
  const lines = body.items.map((item, i): QuickLine => {
    const unitPrice = prices.get(item.type);
    if (unitPrice === undefined) fields[`items.${i}.type`] = 'quickPriceMissing';
    return { type: item.type, count: item.count, unitPrice: unitPrice ?? 0, subtotal: (unitPrice ?? 0) * item.count };
  });
  if (new Date(body.deadlineAt).getTime() < now.getTime() + terms.minDeadlineHours * 3_600_000) fields.deadlineAt = 'quickDeadlineTooSoon';
  const total = lines.reduce((s, l) => s + l.subtotal, 0);
  if (Object.keys(fields).length === 0 && total <= 0) fields.items = 'quickPriceMissing';
  if (Object.keys(fields).length > 0) throw new AppError(ErrorCode.ValidationFailed, 400, fields);
  return { lines, total };
}

/** The referral taken as a request takes it, its refusals named on `referralId`. */
async function takeReferral(tx: Tx, clientNo: number, referralId: string): Promise<void> {
  try {
    await takeReferralsIntoRequest(tx, clientNo, [referralId]);
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.ValidationFailed) throw new AppError(ErrorCode.ValidationFailed, 400, { referralId: 'referralIncomplete' });
    throw error;
  }
}

async function clientOf(db: Db, member: TokenMember): Promise<Viewer & { currency: Currency }> {
  const viewer = await viewerOf(db, member);
  if ((viewer.kind !== 'client' && viewer.kind !== 'lab') || !viewer.approved) throw new AppError(ErrorCode.Forbidden, 403);
  const row = await findMember(db, viewer.memberNo);
  return { ...viewer, currency: row?.currency === 'USD' ? 'USD' : 'KRW' };
}

/**
 * The client posts a quick request and pays it at once. A retry with the same Idempotency-Key
 * answers the first request and pays nothing more.
 */
export async function postQuick(deps: QuickDeps, member: TokenMember, body: QuickRequestBody, idempotencyKey: string | undefined, now = new Date()): Promise<QuickDetail> {
  const client = await clientOf(deps.db, member);
  const key = idempotencyKey ?? crypto.randomUUID();
  const [earlier] = await deps.db
    .select()
    .from(quickRequests)
    .where(and(eq(quickRequests.clientNo, client.memberNo), eq(quickRequests.idempotencyKey, key)));
  if (earlier) return describe(deps.db, earlier, 'client', deps.autoCompleteBusinessDays);
  const move = transitionOf(null, QuickAction.post, 'client');
  const { lines, total } = await priceBody(deps.db, body, client.currency, now);

  const write = async (tx: Tx): Promise<QuickRow> => {
    await takeReferral(tx, client.memberNo, body.referralId);
    const [created] = await tx
      .insert(quickRequests)
      .values({
        clientNo: client.memberNo,
        status: move.to,
        referralId: body.referralId,
        items: lines,
        total,
        currency: client.currency,
        deadlineAt: new Date(body.deadlineAt),
        onMissed: body.onMissed,
        notes: body.notes,
        idempotencyKey: key,
      })
      .returning();
    await holdQuick(tx, created!.id, client.memberNo, { amount: total, currency: client.currency }, key);
    await recordEvent(tx, created!.id, QuickAction.post, client.memberNo, { total });
    await notify(tx, {
      event: 'quickPosted',
      to: await boardAudience(tx, client.memberNo),
      params: { number: quickNumber(created!.serial), amount: total, currency: client.currency },
      link: BOARD_PAGE,
    });
    return created!;
  };
  const row = await deps.db.transaction(write).catch(async (error: unknown) => {
    // The same post sent twice at once: the second waited on the first's lock of the referral, then was refused; answer the first.
    const [first] = await deps.db
      .select()
      .from(quickRequests)
      .where(and(eq(quickRequests.clientNo, client.memberNo), eq(quickRequests.idempotencyKey, key)));
    if (first) return first;
    throw error;
  });
  await announce(deps, row);
  return describe(deps.db, row, 'client', deps.autoCompleteBusinessDays);
}

/** While nobody has taken it, the client changes it; the escrow follows the new total. */
export async function editQuick(deps: QuickDeps, member: TokenMember, id: string, body: QuickRequestBody, now = new Date()): Promise<QuickDetail> {
  const client = await clientOf(deps.db, member);
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockFor(tx, client, id, 'client');
    const move = transitionOf(current, QuickAction.edit, 'client');
    const { lines, total } = await priceBody(tx, body, current.currency, now);
    if (body.referralId !== current.referralId) {
      if (current.referralId) await returnReferralsToCart(tx, [current.referralId]);
      await takeReferral(tx, client.memberNo, body.referralId);
    }
    await adjustQuick(tx, current.id, client.memberNo, current.currency, total);
    const moved = await moveTo(tx, current, move, {
      referralId: body.referralId,
      items: lines,
      total,
      deadlineAt: new Date(body.deadlineAt),
      onMissed: body.onMissed,
      notes: body.notes,
    });
    await recordEvent(tx, current.id, QuickAction.edit, client.memberNo, { from: current.total, to: total });
    return moved;
  });
  await announce(deps, row);
  return describe(deps.db, row, 'client', deps.autoCompleteBusinessDays);
}

/** Before anyone takes it, the client withdraws it: all the money and the referral come back. */
export async function withdrawQuick(deps: QuickDeps, member: TokenMember, id: string): Promise<QuickDetail> {
  const viewer = await viewerOf(deps.db, member);
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockFor(tx, viewer, id, 'client');
    const move = transitionOf(current, QuickAction.withdraw, 'client');
    await refundQuickAll(tx, current.id, current.clientNo);
    if (current.referralId) await returnReferralsToCart(tx, [current.referralId]);
    const moved = await moveTo(tx, current, move);
    await recordEvent(tx, current.id, QuickAction.withdraw, viewer.memberNo);
    return moved;
  });
  await announce(deps, row);
  return describe(deps.db, row, 'client', deps.autoCompleteBusinessDays);
}
