import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Development helpers; registered only outside production (see app.ts). */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/dev/outbox',
    { schema: { tags: ['dev'], querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }) } },
    async (request) => ({ items: await app.outbox.list(request.query.limit) }),
  );
};
