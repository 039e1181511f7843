// HTTP for profiles, 3D portfolios and search (issues 8 and 10): paths, schemas and sign-in only; the
// rules are in service.ts, portfolio.ts and search.ts.
import {
  DesignerPage,
  DesignerProfile,
  DesignerProfileBody,
  DesignerSearchQuery,
  LabPage,
  LabProfile,
  LabProfileBody,
  LabRegionCounts,
  LabSearchQuery,
  MyProfiles,
  PortfolioBody,
  PortfolioItem,
} from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/auth.ts';
import { countLabsByRegion } from './region-counts.ts';
import { searchDesigners, searchLabs } from './search.ts';
import { createPortfolioItem, deletePortfolioItem, updatePortfolioItem, type DeliveredFilesAmong, type PortfolioDeps } from './portfolio.ts';
import { getDesignerProfile, getLabProfile, getMyProfiles, saveDesignerProfile, saveLabProfile } from './service.ts';
import type { ProfileFigures } from './stats.ts';

const memberParams = z.object({ memberNo: z.coerce.number().int().positive().max(2_147_483_647) });
const itemParams = z.object({ id: z.uuid() });

/**
 * Profiles: the owner edits theirs (T-esigner, lab) and their portfolio; anyone, signed in or not,
 * reads a public one. app.ts hands in what modules ranked above profiles answer: the files orders
 * delivered and the figures' SQL.
 */
export const profilesRoutes: FastifyPluginAsyncZod<{ deliveredFilesAmong: DeliveredFilesAmong; figures: ProfileFigures }> = async (app, { deliveredFilesAmong, figures }) => {
  const tags = ['profiles'];
  const onRequest = app.authenticate;
  const deps: PortfolioDeps = { db: app.db, storage: app.storage, deliveredFilesAmong };

  app.get('/api/v1/profiles/me', { onRequest, schema: { tags, response: { 200: MyProfiles } } }, async (request) => getMyProfiles(app.db, figures, memberOf(request)));

  app.put('/api/v1/profiles/me/designer', { onRequest, schema: { tags, body: DesignerProfileBody, response: { 200: DesignerProfile } } }, async (request) =>
    saveDesignerProfile(app.db, figures, memberOf(request), request.body),
  );

  app.put('/api/v1/profiles/me/lab', { onRequest, schema: { tags, body: LabProfileBody, response: { 200: LabProfile } } }, async (request) =>
    saveLabProfile(app.db, deliveredFilesAmong, memberOf(request), request.body),
  );

  app.post('/api/v1/profiles/me/portfolio', { onRequest, schema: { tags, body: PortfolioBody, response: { 201: PortfolioItem } } }, async (request, reply) =>
    reply.status(201).send(await createPortfolioItem(deps, memberOf(request), request.body)),
  );

  app.put(
    '/api/v1/profiles/me/portfolio/:id',
    { onRequest, schema: { tags, params: itemParams, body: PortfolioBody, response: { 200: PortfolioItem } } },
    async (request) => updatePortfolioItem(deps, memberOf(request), request.params.id, request.body),
  );

  app.delete('/api/v1/profiles/me/portfolio/:id', { onRequest, schema: { tags, params: itemParams } }, async (request, reply) => {
    await deletePortfolioItem(deps, memberOf(request), request.params.id);
    return reply.status(204).send();
  });

  // Search needs no sign-in at the API (the web guards its pages); a signed-in searcher's blocks and favourites apply.
  app.get('/api/v1/profiles/designers', { onRequest: app.identify, schema: { tags, querystring: DesignerSearchQuery, response: { 200: DesignerPage } } }, async (request) =>
    searchDesigners(app.db, figures, request.member?.memberNo ?? null, request.query),
  );

  app.get('/api/v1/profiles/labs', { onRequest: app.identify, schema: { tags, querystring: LabSearchQuery, response: { 200: LabPage } } }, async (request) =>
    searchLabs(app.db, request.member?.memberNo ?? null, request.query),
  );

  // Public, the same for everyone: the main page's map of the regions, kept a minute (region-counts.ts).
  app.get('/api/v1/profiles/labs/regions', { schema: { tags, response: { 200: LabRegionCounts } } }, async () => countLabsByRegion(app.db));

  // Public: a profile page needs no sign-in; the owner and the admin also see a private one.
  app.get('/api/v1/profiles/designers/:memberNo', { onRequest: app.identify, schema: { tags, params: memberParams, response: { 200: DesignerProfile } } }, async (request) =>
    getDesignerProfile(app.db, figures, request.member, request.params.memberNo),
  );

  app.get('/api/v1/profiles/labs/:memberNo', { onRequest: app.identify, schema: { tags, params: memberParams, response: { 200: LabProfile } } }, async (request) =>
    getLabProfile(app.db, request.member, request.params.memberNo),
  );
};
