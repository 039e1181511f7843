import { Comment, CommentList, CreateCommentBody, RequestParams } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../platform/auth.ts';
import { createComment, listComments } from './comments.ts';

/** Questions and answers on a request (issue 5), for whoever may see the request. */
export const requestCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['requests'];

  app.get(
    '/api/v1/requests/:id/comments',
    { onRequest: app.authenticate, schema: { tags, params: RequestParams, response: { 200: CommentList } } },
    async (request) => listComments(app.db, memberOf(request), request.params.id),
  );

  app.post(
    '/api/v1/requests/:id/comments',
    { onRequest: app.authenticate, schema: { tags, params: RequestParams, body: CreateCommentBody, response: { 201: Comment } } },
    async (request, reply) => reply.status(201).send(await createComment(app.db, memberOf(request), request.params.id, request.body)),
  );
};
