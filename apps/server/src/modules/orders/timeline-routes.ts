// HTTP for the case timeline (issue 7): one read, for the two parties and the admin; see timeline.ts.
import { OrderParams, OrderTimeline } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/auth.ts';
import { getOrderTimeline } from './timeline.ts';

export const orderTimelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/orders/:id/timeline',
    { onRequest: app.authenticate, schema: { tags: ['orders'], params: OrderParams, response: { 200: OrderTimeline } } },
    async (request) => getOrderTimeline(app.db, memberOf(request), request.params.id),
  );
};
