// Reviews (issue 7, SPEC §3 "Review", §9): after a transaction is complete its client rates the
// T-esigner on the 10 labelled levels of the `rating` code table, writes at least 5 characters and
// may add one photo. One review per order; a deleted one cannot be written again.
import { z } from 'zod';
import { MemberRef } from '../requests/schema.ts';

/** The rating's levels (SPEC §9 "Review rating has 10 labels"): the codes '1'…'10' of the `rating` table. */
export const REVIEW_LEVELS = 10;
export const REVIEW_TEXT_MIN = 5;
export const REVIEW_TEXT_MAX = 1000;

/** `POST /api/v1/orders/:id/review`. */
export const ReviewBody = z.object({
  rating: z.number({ error: 'ratingRequired' }).int({ error: 'ratingRequired' }).min(1, { error: 'ratingRequired' }).max(REVIEW_LEVELS, { error: 'ratingRequired' }),
  text: z
    .string({ error: 'reviewTooShort' })
    .trim()
    .min(REVIEW_TEXT_MIN, { error: 'reviewTooShort' })
    .max(REVIEW_TEXT_MAX, { error: 'tooLong' }),
  /** An image the client uploaded (`kind=document`); it becomes public with the review. */
  photoFileId: z.uuid().optional(),
});
export type ReviewBody = z.infer<typeof ReviewBody>;

export const Review = z.object({
  id: z.uuid(),
  /** The order reviewed, or null for a quick request's review (quickId). */
  orderId: z.uuid().nullable(),
  /** The quick request reviewed (issue 11), or null for an order's review (the server always says it). */
  quickId: z.uuid().nullable().optional(),
  rating: z.number().int(),
  text: z.string(),
  photo: z.object({ id: z.uuid(), url: z.string() }).nullable(),
  createdAt: z.string(),
  client: MemberRef,
  designer: MemberRef,
  /** What was designed, for one line: the quotation's first prosthesis type and the number of units. */
  firstType: z.string().nullable(),
  units: z.number().int(),
});
export type Review = z.infer<typeof Review>;

export const ReviewList = z.object({
  items: z.array(Review),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type ReviewList = z.infer<typeof ReviewList>;

const paging = {
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
};

/** `GET /api/v1/reviews?designerNo=`: a T-esigner's reviews, public. */
export const DesignerReviewsQuery = z.object({ designerNo: z.coerce.number().int().positive().max(2_147_483_647), ...paging });
export type DesignerReviewsQuery = z.infer<typeof DesignerReviewsQuery>;

/** The T-esigner's reviews with their average (one decimal, null without reviews); `total` is the count. */
export const DesignerReviews = ReviewList.extend({ designer: MemberRef, average: z.number().nullable() });
export type DesignerReviews = z.infer<typeof DesignerReviews>;

/** `GET /api/v1/me/reviews?role=`: the reviews the member wrote as a client, or received as a T-esigner. */
export const MyReviewsQuery = z.object({ role: z.enum(['client', 'designer']), ...paging });
export type MyReviewsQuery = z.infer<typeof MyReviewsQuery>;

export const ReviewParams = z.object({ reviewId: z.uuid() });

/**
 * `GET /api/v1/orders/:id/review`: what the order's review page and its link need. `canWrite`: the
 * viewer is the client of a complete order without a review (deleted ones count: never twice);
 * `deleted` tells the client why they cannot (false for anyone else).
 */
export const OrderReview = z.object({
  orderId: z.uuid(),
  complete: z.boolean(),
  viewerRole: z.enum(['client', 'designer', 'admin']),
  designer: MemberRef,
  review: Review.nullable(),
  canWrite: z.boolean(),
  deleted: z.boolean(),
});
export type OrderReview = z.infer<typeof OrderReview>;
