import { ErrorCode, MemberType, OrderEventKind, type DesignerReviews, type OrderReview, type Review, type ReviewList } from '@dcm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { Session } from '../../test/members.ts';
import * as o from '../orders/test-support.ts';
import { expectError } from '../orders/test-support.ts';
import { designerFacts } from '../quotations/facts.ts';
import { ratingsOf } from './ratings.ts';
import { freshMember } from '../requests/test-support.ts';

let t: TestApp;
let client: Session;
let designer: Session;
let otherClient: Session;
let admin: Session;

beforeAll(async () => {
  t = await buildTestApp();
  ({ client, designer, otherClient, admin } = await o.orderCast(t));
});
afterAll(() => t.close());

type Method = o.Method | 'DELETE';
const call = (who: Session | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? { authorization: `Bearer ${who.token}` } : {} });

/** A 1×1 GIF: an image the document upload takes. */
const gif = () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const uploadPhoto = (who: Session) => o.uploadReferralFile(t, who, 'crown.gif', gif(), 'document');

const body = { rating: 9, text: 'Margins fit on the first try.' };

/** An order of `who` with `by`, delivered and confirmed by the client: complete. */
async function completeOrder(who = client, by = designer): Promise<string> {
  const { orderId } = await o.deliveredOrder(t, who, by);
  const res = await call(who, 'POST', `/api/v1/orders/${orderId}/confirm`);
  expect(res.statusCode, res.body).toBe(200);
  return orderId;
}

const write = (orderId: string, payload: object = body, who: Session | null = client) => call(who, 'POST', `/api/v1/orders/${orderId}/review`, payload);

async function written(orderId: string, payload: object = body, who = client): Promise<Review> {
  const res = await write(orderId, payload, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function orderReview(who: Session, orderId: string): Promise<OrderReview> {
  const res = await call(who, 'GET', `/api/v1/orders/${orderId}/review`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('writing a review', () => {
  it('the client of a complete order rates it once; both parties and the admin read it, and the timeline records it', async () => {
    const orderId = await completeOrder();
    expect(await orderReview(client, orderId)).toMatchObject({ complete: true, viewerRole: 'client', review: null, canWrite: true, deleted: false });
    const review = await written(orderId, { ...body, text: `  ${body.text}  ` });
    expect(review).toMatchObject({
      orderId,
      rating: 9,
      text: body.text,
      photo: null,
      client: { memberNo: client.memberNo },
      designer: { memberNo: designer.memberNo },
      firstType: 'zirconia_crown',
      units: 3,
    });
    for (const who of [client, designer, admin]) {
      const seen = await orderReview(who, orderId);
      expect(seen.review?.id).toBe(review.id);
      expect(seen.canWrite).toBe(false);
    }
    expect((await o.eventsOf(t, orderId)).at(-1)).toMatchObject({ action: OrderEventKind.reviewWritten, actorNo: client.memberNo });
  });

  it('only the client writes: the T-esigner and the admin are refused with 403, a stranger is told nothing exists', async () => {
    const orderId = await completeOrder();
    expectError(await write(orderId, body, designer), 403, ErrorCode.Forbidden);
    expectError(await write(orderId, body, admin), 403, ErrorCode.Forbidden);
    expectError(await write(orderId, body, otherClient), 404, ErrorCode.NotFound);
    expectError(await call(otherClient, 'GET', `/api/v1/orders/${orderId}/review`), 404, ErrorCode.NotFound);
    expectError(await write(orderId, body, null), 401, ErrorCode.Unauthorized);
  });

  it('an order is reviewed only once it is complete', async () => {
    const { orderId } = await o.deliveredOrder(t, client, designer);
    expectError(await write(orderId), 409, ErrorCode.InvalidTransition);
    expect(await orderReview(client, orderId)).toMatchObject({ complete: false, canWrite: false });
  });

  it('a text of 4 characters, a rating of 0 or of 11 are refused on their fields', async () => {
    const orderId = await completeOrder();
    const short = await write(orderId, { ...body, text: ' 좋아요요 ' });
    expectError(short, 400, ErrorCode.ValidationFailed);
    expect(short.json().error.fields).toHaveProperty('text');
    for (const rating of [0, 11]) {
      const res = await write(orderId, { ...body, rating });
      expectError(res, 400, ErrorCode.ValidationFailed);
      expect(res.json().error.fields).toHaveProperty('rating');
    }
    expect((await orderReview(client, orderId)).canWrite).toBe(true);
  });

  it('a second review of the same order is refused with REVIEW_EXISTS', async () => {
    const orderId = await completeOrder();
    await written(orderId);
    expectError(await write(orderId, { ...body, rating: 1 }), 409, ErrorCode.ReviewExists);
  });

  it('a photo must be an image the client uploaded; once the review claims it anyone may open it', async () => {
    const orderId = await completeOrder();
    const theirs = await uploadPhoto(otherClient);
    const pdf = await o.uploadReferralFile(t, client, 'notes.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'document');
    for (const photoFileId of [theirs.id, pdf.id]) {
      const res = await write(orderId, { ...body, photoFileId });
      expectError(res, 400, ErrorCode.ValidationFailed);
      expect(res.json().error.fields).toEqual({ photoFileId: expect.any(String) });
    }
    const photo = await uploadPhoto(client);
    const review = await written(orderId, { ...body, photoFileId: photo.id });
    expect(review.photo).toEqual({ id: photo.id, url: `/api/v1/common/file/${photo.id}` });
    const opened = await call(null, 'GET', review.photo!.url);
    expect(opened.statusCode, opened.body).toBe(200);
  });
});

describe('deleting a review', () => {
  it('only its client deletes it; the order then cannot be reviewed again, and the photo is private again', async () => {
    const orderId = await completeOrder();
    const photo = await uploadPhoto(client);
    const review = await written(orderId, { ...body, photoFileId: photo.id });
    for (const who of [designer, admin, otherClient]) expectError(await call(who, 'DELETE', `/api/v1/reviews/${review.id}`), 404, ErrorCode.NotFound);

    const res = await call(client, 'DELETE', `/api/v1/reviews/${review.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expectError(await call(client, 'DELETE', `/api/v1/reviews/${review.id}`), 404, ErrorCode.NotFound);
    expect(await orderReview(client, orderId)).toMatchObject({ review: null, canWrite: false, deleted: true });
    expect(await orderReview(designer, orderId)).toMatchObject({ review: null, deleted: false });
    expectError(await write(orderId), 409, ErrorCode.ReviewExists);
    const [file] = await t.app.db.select({ isPrivate: files.isPrivate }).from(files).where(eq(files.id, photo.id));
    expect(file?.isPrivate).toBe(true);
    expect((await o.eventsOf(t, orderId)).at(-1)).toMatchObject({ action: OrderEventKind.reviewDeleted });
  });
});

describe('listing reviews and the T-esigner’s rating', () => {
  it('the average is over the reviews not deleted, with one decimal, and the count beside it, for the quotation comparison and the public list', async () => {
    const rated = await freshMember(t, { memberSe: MemberType.Designer });
    const unrated = await freshMember(t, { memberSe: MemberType.Designer });
    await written(await completeOrder(client, rated), { ...body, rating: 7 });
    await written(await completeOrder(client, rated), { ...body, rating: 10 });
    const dropped = await written(await completeOrder(client, rated), { ...body, rating: 1 });
    expect((await call(client, 'DELETE', `/api/v1/reviews/${dropped.id}`)).statusCode).toBe(204);

    const facts = await designerFacts(t.app.db, ratingsOf, [rated.memberNo, unrated.memberNo]);
    expect(facts.get(rated.memberNo)).toEqual({ rating: 8.5, reviewCount: 2, editCount: null, warrantyDays: null });
    expect(facts.get(unrated.memberNo)).toEqual({ rating: null, reviewCount: 0, editCount: null, warrantyDays: null });

    const res = await call(null, 'GET', `/api/v1/reviews?designerNo=${rated.memberNo}&size=1`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<DesignerReviews>();
    expect(list).toMatchObject({ designer: { memberNo: rated.memberNo }, average: 8.5, total: 2, page: 1, size: 1 });
    expect(list.items.map((r) => r.rating)).toEqual([10]);
  });

  it('the member lists the reviews they wrote as a client and received as a T-esigner, not the deleted ones; the admin has none', async () => {
    const writer = await freshMember(t);
    const receiver = await freshMember(t, { memberSe: MemberType.Designer });
    const kept = await written(await completeOrder(writer, receiver), body, writer);
    const dropped = await written(await completeOrder(writer, receiver), body, writer);
    expect((await call(writer, 'DELETE', `/api/v1/reviews/${dropped.id}`)).statusCode).toBe(204);

    for (const [who, role] of [[writer, 'client'], [receiver, 'designer']] as const) {
      const res = await call(who, 'GET', `/api/v1/me/reviews?role=${role}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ReviewList>()).toMatchObject({ total: 1, items: [{ id: kept.id }] });
    }
    expect((await call(receiver, 'GET', '/api/v1/me/reviews?role=client')).json<ReviewList>().total).toBe(0);
    expectError(await call(admin, 'GET', '/api/v1/me/reviews?role=client'), 403, ErrorCode.Forbidden);
    expectError(await call(null, 'GET', '/api/v1/me/reviews?role=client'), 401, ErrorCode.Unauthorized);
  });
});
