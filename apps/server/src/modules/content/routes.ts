// HTTP for the public content (issue 12): notices, FAQ, partners and the legal documents, in the
// caller's language (`lang`); and the versions a member agreed to. The main page's figures are
// composed beside app.ts (main-stats.ts).
import {
  ContentParams,
  DocumentAgreements,
  DocumentKind,
  DocumentVersions,
  FaqList,
  FaqQuery,
  LegalDocument,
  Notice,
  NoticeList,
  NoticeQuery,
  PartnerList,
} from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/auth.ts';
import { localeOf } from '../../platform/i18n.ts';
import { getDocument, listAgreements, listDocumentVersions } from './documents.ts';
import { getNotice, listFaq, listNotices, listPartners } from './service.ts';

const KindParams = z.object({ kind: DocumentKind });
const VersionQuery = z.object({ version: z.string().trim().max(20).optional() });

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content'];

  app.get('/api/v1/notices', { schema: { tags, querystring: NoticeQuery, response: { 200: NoticeList } } }, async (request) =>
    listNotices(app.db, request.query, localeOf(request)),
  );

  app.get('/api/v1/notices/:id', { schema: { tags, params: ContentParams, response: { 200: Notice } } }, async (request) =>
    getNotice(app.db, request.params.id, localeOf(request)),
  );

  app.get('/api/v1/faq', { schema: { tags, querystring: FaqQuery, response: { 200: FaqList } } }, async (request) =>
    listFaq(app.db, request.query, localeOf(request)),
  );

  app.get('/api/v1/partners', { schema: { tags, response: { 200: PartnerList } } }, async (request) => listPartners(app.db, localeOf(request)));

  app.get('/api/v1/documents/:kind', { schema: { tags, params: KindParams, querystring: VersionQuery, response: { 200: LegalDocument } } }, async (request) =>
    getDocument(app.db, request.params.kind, localeOf(request), request.query.version),
  );

  app.get('/api/v1/documents/:kind/versions', { schema: { tags, params: KindParams, response: { 200: DocumentVersions } } }, async (request) =>
    listDocumentVersions(app.db, request.params.kind),
  );

  app.get('/api/v1/mypage/agreements', { onRequest: app.authenticate, schema: { tags, response: { 200: DocumentAgreements } } }, async (request) =>
    listAgreements(app.db, memberOf(request).memberNo),
  );
};
