// HTTP for the design check of an order's CAD deliveries (issue 29): see design-checks.ts.
import { OrderParams } from '@dcm/shared';
import { DesignChecks } from '@dcm/shared/mesh/design-check';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/auth.ts';
import { getOrderDesignChecks } from './design-checks.ts';

/** Every delivered mesh's report, newest version first; pending until the check-designs job has run. Both parties and the admin. */
export const orderDesignCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/orders/:id/design-checks',
    { onRequest: app.authenticate, schema: { tags: ['orders'], params: OrderParams, response: { 200: DesignChecks } } },
    async (request) => getOrderDesignChecks(app.db, memberOf(request), request.params.id),
  );
};
