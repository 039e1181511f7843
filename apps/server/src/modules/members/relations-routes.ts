// HTTP for member relations (issue 10): favourites and blocks (reports: reports-routes.ts). Paths,
// schemas and sign-in only; the rules are in relations.ts.
import { BlockedMembers, Favourites } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/auth.ts';
import { addFavourite, blockMember, listBlocks, listFavourites, removeFavourite, unblockMember, type ProfileCards } from './relations.ts';

const memberParams = z.object({ memberNo: z.coerce.number().int().positive().max(2_147_483_647) });

export const relationsRoutes: FastifyPluginAsyncZod<{ cards: ProfileCards }> = async (app, { cards }) => {
  const tags = ['members'];
  const onRequest = app.authenticate;

  app.get('/api/v1/favourites', { onRequest, schema: { tags, response: { 200: Favourites } } }, async (request) => listFavourites(app.db, cards, memberOf(request)));

  app.put('/api/v1/favourites/:memberNo', { onRequest, schema: { tags, params: memberParams } }, async (request, reply) => {
    await addFavourite(app.db, cards, memberOf(request), request.params.memberNo);
    return reply.status(204).send();
  });

  app.delete('/api/v1/favourites/:memberNo', { onRequest, schema: { tags, params: memberParams } }, async (request, reply) => {
    await removeFavourite(app.db, memberOf(request), request.params.memberNo);
    return reply.status(204).send();
  });

  app.get('/api/v1/blocks', { onRequest, schema: { tags, response: { 200: BlockedMembers } } }, async (request) => listBlocks(app.db, memberOf(request)));

  app.put('/api/v1/blocks/:memberNo', { onRequest, schema: { tags, params: memberParams } }, async (request, reply) => {
    await blockMember(app.db, memberOf(request), request.params.memberNo);
    return reply.status(204).send();
  });

  app.delete('/api/v1/blocks/:memberNo', { onRequest, schema: { tags, params: memberParams } }, async (request, reply) => {
    await unblockMember(app.db, memberOf(request), request.params.memberNo);
    return reply.status(204).send();
  });
};
