import { SessionUser } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/auth.ts';
import { getSessionUser, type SessionMileage } from './service.ts';

export const membersRoutes: FastifyPluginAsyncZod<{ sessionMileageOf: SessionMileage }> = async (app, { sessionMileageOf }) => {
  // The profile call doubles as the web's token validity check (SPEC §5); a member waiting for
  // approval makes it too (the join-end screen reads their approval code and reason from it).
  app.get(
    '/api/v1/mypage/profile',
    { onRequest: app.authenticate, config: { allowUnapproved: true }, schema: { tags: ['members'], response: { 200: SessionUser } } },
    async (request) => getSessionUser(app.db, memberOf(request).memberNo, sessionMileageOf),
  );
};
