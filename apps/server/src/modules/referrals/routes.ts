import { Referral, ReferralList, ReferralListQuery, ReferralParams, SaveReferralBody } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/auth.ts';
import { copyReferral, createReferral, deleteReferral, getReferral, listReferrals, updateReferral } from './service.ts';

/** Referral forms and the cart (issue 4). Every route is the signed-in member's own referrals. */
export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['referrals'];

  app.post(
    '/api/v1/referrals',
    { onRequest: app.authenticate, schema: { tags, body: SaveReferralBody, response: { 201: Referral } } },
    async (request, reply) => reply.status(201).send(await createReferral(app.db, memberOf(request).memberNo, request.body)),
  );

  app.get(
    '/api/v1/referrals',
    { onRequest: app.authenticate, schema: { tags, querystring: ReferralListQuery, response: { 200: ReferralList } } },
    async (request) => listReferrals(app.db, memberOf(request).memberNo, request.query),
  );

  app.get(
    '/api/v1/referrals/:id',
    { onRequest: app.authenticate, schema: { tags, params: ReferralParams, response: { 200: Referral } } },
    async (request) => getReferral(app.db, memberOf(request).memberNo, request.params.id),
  );

  app.put(
    '/api/v1/referrals/:id',
    { onRequest: app.authenticate, schema: { tags, params: ReferralParams, body: SaveReferralBody, response: { 200: Referral } } },
    async (request) => updateReferral(app.db, memberOf(request).memberNo, request.params.id, request.body),
  );

  app.post(
    '/api/v1/referrals/:id/copy',
    { onRequest: app.authenticate, schema: { tags, params: ReferralParams, response: { 201: Referral } } },
    async (request, reply) => reply.status(201).send(await copyReferral(app.db, memberOf(request).memberNo, request.params.id)),
  );

  app.delete(
    '/api/v1/referrals/:id',
    { onRequest: app.authenticate, schema: { tags, params: ReferralParams } },
    async (request, reply) => {
      await deleteReferral(app.db, memberOf(request).memberNo, request.params.id);
      return reply.status(204).send();
    },
  );
};
