import { CodeItem, CodeQuery, TeethType } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withValidator } from '../../platform/validators.ts';
import { listCodes, listTeethTypes } from './service.ts';

export const codesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/common/code/:code',
    { schema: { tags: ['codes'], params: z.object({ code: z.string().max(40) }), querystring: CodeQuery, response: { 200: z.array(CodeItem) } } },
    async (request, reply) => withValidator(request, reply, await listCodes(app.db, request.params.code, request.query.type)),
  );

  app.get(
    '/api/v1/common/teeth-type',
    { schema: { tags: ['codes'], querystring: CodeQuery, response: { 200: z.array(TeethType) } } },
    async (request, reply) => withValidator(request, reply, await listTeethTypes(app.db, request.query.type)),
  );
};
