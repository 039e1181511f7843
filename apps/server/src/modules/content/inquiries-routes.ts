// Inquiries (issue 12): the member's questions and the admin's answers. See inquiries.ts.
import { AnswerBody, Inquiry, InquiryBody, InquiryList, InquiryListQuery } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/auth.ts';
import { answerInquiry, askInquiry, getInquiry, listInquiriesForAdmin, listOwnInquiries, type InquiryParties } from './inquiries.ts';

const IdParams = z.object({ id: z.uuid() });

export const inquiriesRoutes: FastifyPluginAsyncZod<{ parties: InquiryParties }> = async (app, { parties }) => {
  const tags = ['inquiries'];
  const onRequest = app.authenticate;

  app.post('/api/v1/inquiries', { onRequest, schema: { tags, body: InquiryBody, response: { 201: Inquiry } } }, async (request, reply) =>
    reply.status(201).send(await askInquiry(app.db, parties, memberOf(request).memberNo, request.body)),
  );

  app.get('/api/v1/inquiries', { onRequest, schema: { tags, querystring: InquiryListQuery, response: { 200: InquiryList } } }, async (request) =>
    listOwnInquiries(app.db, memberOf(request).memberNo, request.query),
  );

  app.get('/api/v1/inquiries/:id', { onRequest, schema: { tags, params: IdParams, response: { 200: Inquiry } } }, async (request) =>
    getInquiry(app.db, memberOf(request).memberNo, request.params.id),
  );

  const admin = { onRequest: app.requireAdmin };
  const adminTags = ['admin'];

  app.get('/api/v1/admin/inquiries', { ...admin, schema: { tags: adminTags, querystring: InquiryListQuery, response: { 200: InquiryList } } }, async (request) =>
    listInquiriesForAdmin(app.db, request.query),
  );

  app.post(
    '/api/v1/admin/inquiries/:id/answer',
    { ...admin, schema: { tags: adminTags, params: IdParams, body: AnswerBody, response: { 200: Inquiry } } },
    async (request) => answerInquiry(app.db, memberOf(request).memberNo, request.params.id, request.body),
  );
};
