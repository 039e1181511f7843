import { Referral, ReferralList, ReferralListQuery, ReferralParams, SaveReferralBody, SaveValueSetBody, ValueSet, ValueSetList } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/auth.ts';
import { copyReferral, createReferral, deleteReferral, getReferral, listReferrals, updateReferral } from './service.ts';
import { deleteValueSet, listValueSets, saveValueSet } from './value-sets.ts';

const ValueSetParams = z.object({ setId: z.uuid() });

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
      await deleteReferral(app, memberOf(request).memberNo, request.params.id);
      return reply.status(204).send();
    },
  );

  // "Frequently used" numeric values. The static `value-sets` segment wins over `:id` in Fastify's
  // router, so these never reach the referral routes (a test holds it).
  app.get(
    '/api/v1/referrals/value-sets',
    { onRequest: app.authenticate, schema: { tags, response: { 200: ValueSetList } } },
    async (request) => listValueSets(app.db, memberOf(request).memberNo),
  );

  // 201 for a new set, 200 when the name was in use and its values were replaced.
  app.post(
    '/api/v1/referrals/value-sets',
    { onRequest: app.authenticate, schema: { tags, body: SaveValueSetBody, response: { 200: ValueSet, 201: ValueSet } } },
    async (request, reply) => {
      const { set, replaced } = await saveValueSet(app.db, memberOf(request).memberNo, request.body);
      return reply.status(replaced ? 200 : 201).send(set);
    },
  );

  app.delete(
    '/api/v1/referrals/value-sets/:setId',
    { onRequest: app.authenticate, schema: { tags, params: ValueSetParams } },
    async (request, reply) => {
      await deleteValueSet(app.db, memberOf(request).memberNo, request.params.setId);
      return reply.status(204).send();
    },
  );
};
