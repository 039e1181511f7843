// HTTP for the operator's content console (issue 12): notices, FAQ, partners and new versions of
// the legal documents, under /api/v1/admin/content/*. Admin only; every change is audited by the service.
import {
  AdminFaq,
  AdminFaqList,
  AdminNotice,
  AdminNoticeList,
  AdminPartner,
  AdminPartnerList,
  ContentParams,
  DocumentBody,
  DocumentKind,
  FaqBody,
  FaqCategory,
  LegalDocument,
  NoticeBody,
  NoticeQuery,
  PartnerBody,
} from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/auth.ts';
import { localeOf } from '../../platform/i18n.ts';
import { publishDocument } from './documents.ts';
import {
  createFaq,
  createNotice,
  createPartner,
  deleteFaq,
  deleteNotice,
  deletePartner,
  listAdminFaq,
  listAdminNotices,
  listAdminPartners,
  updateFaq,
  updateNotice,
  updatePartner,
} from './service.ts';

const base = '/api/v1/admin/content';

export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const onRequest = app.requireAdmin;
  const adminNo = (request: Parameters<typeof memberOf>[0]) => memberOf(request).memberNo;

  // Notices
  app.get(`${base}/notices`, { onRequest, schema: { tags, querystring: NoticeQuery, response: { 200: AdminNoticeList } } }, async (request) =>
    listAdminNotices(app.db, request.query),
  );
  app.post(`${base}/notices`, { onRequest, schema: { tags, body: NoticeBody, response: { 201: AdminNotice } } }, async (request, reply) =>
    reply.status(201).send(await createNotice(app.db, adminNo(request), request.body)),
  );
  app.put(`${base}/notices/:id`, { onRequest, schema: { tags, params: ContentParams, body: NoticeBody, response: { 200: AdminNotice } } }, async (request) =>
    updateNotice(app.db, adminNo(request), request.params.id, request.body),
  );
  app.delete(`${base}/notices/:id`, { onRequest, schema: { tags, params: ContentParams } }, async (request, reply) => {
    await deleteNotice(app.db, adminNo(request), request.params.id);
    return reply.status(204).send();
  });

  // FAQ
  app.get(`${base}/faq`, { onRequest, schema: { tags, querystring: z.object({ category: FaqCategory.optional() }), response: { 200: AdminFaqList } } }, async (request) =>
    listAdminFaq(app.db, request.query),
  );
  app.post(`${base}/faq`, { onRequest, schema: { tags, body: FaqBody, response: { 201: AdminFaq } } }, async (request, reply) =>
    reply.status(201).send(await createFaq(app.db, adminNo(request), request.body)),
  );
  app.put(`${base}/faq/:id`, { onRequest, schema: { tags, params: ContentParams, body: FaqBody, response: { 200: AdminFaq } } }, async (request) =>
    updateFaq(app.db, adminNo(request), request.params.id, request.body),
  );
  app.delete(`${base}/faq/:id`, { onRequest, schema: { tags, params: ContentParams } }, async (request, reply) => {
    await deleteFaq(app.db, adminNo(request), request.params.id);
    return reply.status(204).send();
  });

  // Partners
  app.get(`${base}/partners`, { onRequest, schema: { tags, response: { 200: AdminPartnerList } } }, async () => listAdminPartners(app.db));
  app.post(`${base}/partners`, { onRequest, schema: { tags, body: PartnerBody, response: { 201: AdminPartner } } }, async (request, reply) =>
    reply.status(201).send(await createPartner(app.db, adminNo(request), request.body)),
  );
  app.put(`${base}/partners/:id`, { onRequest, schema: { tags, params: ContentParams, body: PartnerBody, response: { 200: AdminPartner } } }, async (request) =>
    updatePartner(app.db, adminNo(request), request.params.id, request.body),
  );
  app.delete(`${base}/partners/:id`, { onRequest, schema: { tags, params: ContentParams } }, async (request, reply) => {
    await deletePartner(app.db, adminNo(request), request.params.id);
    return reply.status(204).send();
  });

  // Legal documents: a new version only; published versions never change.
  app.post(
    `${base}/documents/:kind`,
    { onRequest, schema: { tags, params: z.object({ kind: DocumentKind }), body: DocumentBody, response: { 201: LegalDocument } } },
    async (request, reply) => reply.status(201).send(await publishDocument(app.db, adminNo(request), request.params.kind, request.body, localeOf(request))),
  );
};
