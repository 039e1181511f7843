// HTTP for reviews (issue 7): paths, schemas and sign-in only; the rules are in service.ts. The web calls these from features/reviews/api.ts.
import { DesignerReviews, DesignerReviewsQuery, MyReviewsQuery, OrderParams, OrderReview, Review, ReviewBody, ReviewList, ReviewParams } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/auth.ts';
import { deleteReview, getOrderReview, listDesignerReviews, listMyReviews, writeReview } from './service.ts';

/**
 * Reviews: the client writes one per complete order and may delete it; both parties and the admin
 * read it on the order; a T-esigner's reviews are public; the member's own, written or received,
 * are listed on My page.
 */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reviews'];
  const onRequest = app.authenticate;

  app.post(
    '/api/v1/orders/:id/review',
    { onRequest, schema: { tags, params: OrderParams, body: ReviewBody, response: { 201: Review } } },
    async (request, reply) => reply.status(201).send(await writeReview(app.db, memberOf(request), request.params.id, request.body)),
  );

  app.get('/api/v1/orders/:id/review', { onRequest, schema: { tags, params: OrderParams, response: { 200: OrderReview } } }, async (request) =>
    getOrderReview(app.db, memberOf(request), request.params.id),
  );

  app.delete('/api/v1/reviews/:reviewId', { onRequest, schema: { tags, params: ReviewParams } }, async (request, reply) => {
    await deleteReview(app.db, memberOf(request), request.params.reviewId);
    return reply.status(204).send();
  });

  // Public: the reviews on a T-esigner's page need no sign-in.
  app.get('/api/v1/reviews', { schema: { tags, querystring: DesignerReviewsQuery, response: { 200: DesignerReviews } } }, async (request) =>
    listDesignerReviews(app.db, request.query),
  );

  app.get('/api/v1/me/reviews', { onRequest, schema: { tags, querystring: MyReviewsQuery, response: { 200: ReviewList } } }, async (request) =>
    listMyReviews(app.db, memberOf(request), request.query),
  );
};
