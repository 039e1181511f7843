import { SessionUser } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/auth.ts';
import { getSessionUser } from './service.ts';

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  // The profile call doubles as the web's token validity check (SPEC §5).
  app.get(
    '/api/v1/mypage/profile',
    { onRequest: app.authenticate, schema: { tags: ['members'], response: { 200: SessionUser } } },
    async (request) => getSessionUser(app.db, memberOf(request).memberNo),
  );
};
