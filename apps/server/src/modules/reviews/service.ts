// Reviews (issue 7, SPEC §3 "Review"): the client of a complete order rates its T-esigner once, on
// the 10 levels of the `rating` code table, with a text and perhaps a photo that becomes public.
// Owns the `reviews` table. A deletion only marks the row, so the order can never be reviewed
// twice; lists and the T-esigner's average read the rows not deleted.
import {
  ErrorCode,
  OrderEventKind,
  OrderStatus,
  type DesignerReviews,
  type DesignerReviewsQuery,
  type MyReviewsQuery,
  type OrderReview,
  type QuotationItem,
  type Review,
  type ReviewBody,
  type ReviewList,
} from '@dcm/shared';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { fileUrl, findFile, setFilePrivacy } from '../files/index.ts';
import { memberRefsOf } from '../members/index.ts';
import { caseParams, nicknameOf, notify } from '../notifications/index.ts';
import { findOrder, lockOrder, orderQuotations, recordEvent } from '../orders/index.ts';
import { notDeleted, ratingsOf } from './ratings.ts';
import { quickItemsOf } from '../quick/index.ts';
import { quotationItems } from '../quotations/index.ts';
import { referralNumbersOf, viewerOf } from '../requests/index.ts';

type ReviewRow = typeof reviews.$inferSelect;

/** The quotation items of each order, by order id, in one query: each order's quotation (orders) joined to its items (quotations). */
async function itemsOf(db: Db, orderIds: readonly string[]): Promise<Map<string, readonly QuotationItem[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderQuotations.orderId, items: quotationItems.items })
    .from(orderQuotations)
    .innerJoin(quotationItems, eq(quotationItems.id, orderQuotations.quotationId))
    .where(inArray(orderQuotations.orderId, [...orderIds]));
  return new Map(rows.map((r) => [r.orderId, r.items]));
}

/** The reviews as the web shows them, with their parties and what was designed, in three queries whatever their number. */
async function describeReviews(db: Db, rows: readonly ReviewRow[]): Promise<Review[]> {
  const refs = await memberRefsOf(db, rows.flatMap((r) => [r.clientNo, r.designerNo]));
  const refOf = (memberNo: number) => refs.get(memberNo) ?? { memberNo, nickname: '' };
  const items = await itemsOf(db, rows.flatMap((r) => (r.orderId ? [r.orderId] : [])));
  const quickItems = await quickItemsOf(db, rows.flatMap((r) => (r.quickId ? [r.quickId] : [])));
  return rows.map((row) => {
    const orderItems = (row.orderId ? items.get(row.orderId) : row.quickId ? quickItems.get(row.quickId) : undefined) ?? [];
    return {
      id: row.id,
      orderId: row.orderId,
      quickId: row.quickId,
      rating: row.rating,
      text: row.text,
      photo: row.photoFileId ? { id: row.photoFileId, url: fileUrl(row.photoFileId) } : null,
      createdAt: row.createdAt.toISOString(),
      client: refOf(row.clientNo),
      designer: refOf(row.designerNo),
      firstType: orderItems[0]?.type ?? null,
      units: orderItems.reduce((sum, item) => sum + item.count, 0),
    };
  });
}

/** One page of the reviews `where` selects (never the deleted), newest first, with their total. */
async function pageOf(db: Db, where: SQL | undefined, query: { page: number; size: number }): Promise<ReviewList> {
  const scope = and(where, notDeleted);
  const total = await db.$count(reviews, scope);
  const rows = await db
    .select()
    .from(reviews)
    .where(scope)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { items: await describeReviews(db, rows), page: query.page, size: query.size, total };
}

/**
 * Makes the client's photo the review's: it must be an image they uploaded (400 on the field
 * otherwise), and from now on anyone reading the review may open it.
 */
async function claimPhoto(tx: Tx, clientNo: number, fileId: string): Promise<void> {
  const file = await findFile(tx, fileId);
  if (!file || file.ownerNo !== clientNo || !file.mime.startsWith('image/')) {
    throw new AppError(ErrorCode.ValidationFailed, 400, { photoFileId: 'reviewPhotoInvalid' });
  }
  await setFilePrivacy(tx, fileId, false);
}

// --- Use cases ---

/**
 * The client reviews their complete order: once, ever (409 REVIEW_EXISTS, a deleted review
 * included). 403 for the T-esigner and the admin, 404 for strangers, 409 before completion. The
 * order stays locked meanwhile, so two tabs sending at once write one review.
 */
export async function writeReview(db: Db, member: TokenMember, orderId: string, body: ReviewBody): Promise<Review> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const { order } = await lockOrder(tx, viewer, orderId, 'client');
    if (order.status !== OrderStatus.complete) throw new AppError(ErrorCode.InvalidTransition, 409);
    const [existing] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderId, order.id));
    if (existing) throw new AppError(ErrorCode.ReviewExists, 409);
    if (body.photoFileId) await claimPhoto(tx, viewer.memberNo, body.photoFileId);
    const [row] = await tx
      .insert(reviews)
      .values({ orderId: order.id, clientNo: order.clientNo, designerNo: order.designerNo, rating: body.rating, text: body.text, photoFileId: body.photoFileId ?? null })
      .returning();
    if (!row) throw new Error('the review was not written');
    await recordEvent(tx, order, viewer.memberNo, OrderEventKind.reviewWritten, { reviewId: row.id, rating: row.rating });
    await notify(tx, {
      event: 'reviewReceived',
      to: [order.designerNo],
      params: { nickname: await nicknameOf(tx, order.clientNo), ...caseParams(await referralNumbersOf(tx, order.requestId)), rating: row.rating },
      link: `/payment/review/${order.id}`,
    });
    const [review] = await describeReviews(tx, [row]);
    return review!;
  });
}

/** The order's review and what the viewer may do with it: both parties and the admin read it. */
export async function getOrderReview(db: Db, member: TokenMember, orderId: string): Promise<OrderReview> {
  const viewer = await viewerOf(db, member);
  const { order, role } = await findOrder(db, viewer, orderId);
  const [row] = await db.select().from(reviews).where(eq(reviews.orderId, order.id));
  const complete = order.status === OrderStatus.complete;
  const designer = (await memberRefsOf(db, [order.designerNo])).get(order.designerNo) ?? { memberNo: order.designerNo, nickname: '' };
  return {
    orderId: order.id,
    complete,
    viewerRole: role,
    designer,
    review: row && !row.deletedAt ? ((await describeReviews(db, [row]))[0] ?? null) : null,
    canWrite: role === 'client' && complete && !row,
    deleted: role === 'client' && !!row?.deletedAt,
  };
}

/**
 * The client deletes their review: it leaves every list and the T-esigner's average, its photo is
 * private again, and the order cannot be reviewed anew. Anyone else's review, or one already
 * deleted, is a 404.
 */
export async function deleteReview(db: Db, member: TokenMember, reviewId: string): Promise<void> {
  const viewer = await viewerOf(db, member);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ deletedAt: new Date() })
      .where(and(eq(reviews.id, reviewId), eq(reviews.clientNo, viewer.memberNo), notDeleted))
      .returning();
    if (!row) throw new AppError(ErrorCode.NotFound, 404);
    if (row.photoFileId) await setFilePrivacy(tx, row.photoFileId, true);
    // A quick request's review has no order timeline to write to.
    if (!row.orderId) return;
    const { order } = await findOrder(tx, viewer, row.orderId);
    await recordEvent(tx, order, viewer.memberNo, OrderEventKind.reviewDeleted, { reviewId: row.id });
  });
}

/**
 * For the quick module, which checked in its transaction that `quick` is the caller's completed quick
 * request (and holds its lock): the client reviews its taker once, ever (409 REVIEW_EXISTS, a
 * deleted review included), as an order's review, photo and notice alike.
 */
export async function writeQuickReview(tx: Tx, quick: { id: string; clientNo: number; takerNo: number }, body: ReviewBody, link: string): Promise<Review> {
  const [existing] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.quickId, quick.id));
  if (existing) throw new AppError(ErrorCode.ReviewExists, 409);
  if (body.photoFileId) await claimPhoto(tx, quick.clientNo, body.photoFileId);
  const [row] = await tx
    .insert(reviews)
    .values({ quickId: quick.id, clientNo: quick.clientNo, designerNo: quick.takerNo, rating: body.rating, text: body.text, photoFileId: body.photoFileId ?? null })
    .returning();
  if (!row) throw new Error('the review was not written');
  await notify(tx, { event: 'reviewReceived', to: [quick.takerNo], params: { nickname: await nicknameOf(tx, quick.clientNo), rating: row.rating }, link });
  const [review] = await describeReviews(tx, [row]);
  return review!;
}

/** Whether the quick request was ever reviewed (a deleted review included: it cannot be reviewed again). */
export async function quickReviewed(db: Db, quickId: string): Promise<boolean> {
  const [row] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.quickId, quickId));
  return !!row;
}

/** A T-esigner's reviews for anyone, signed in or not, with their average and count; 404 for no such member. */
export async function listDesignerReviews(db: Db, query: DesignerReviewsQuery): Promise<DesignerReviews> {
  const designer = (await memberRefsOf(db, [query.designerNo])).get(query.designerNo);
  if (!designer) throw new AppError(ErrorCode.NotFound, 404);
  const list = await pageOf(db, eq(reviews.designerNo, query.designerNo), query);
  const average = (await ratingsOf(db, [query.designerNo])).get(query.designerNo)?.average ?? null;
  return { ...list, designer, average };
}

/** The reviews the member wrote as a client or received as a T-esigner. The admin has none (403). */
export async function listMyReviews(db: Db, member: TokenMember, query: MyReviewsQuery): Promise<ReviewList> {
  const viewer = await viewerOf(db, member);
  if (viewer.kind === 'admin') throw new AppError(ErrorCode.Forbidden, 403);
  const mine = query.role === 'client' ? eq(reviews.clientNo, viewer.memberNo) : eq(reviews.designerNo, viewer.memberNo);
  return pageOf(db, mine, query);
}

