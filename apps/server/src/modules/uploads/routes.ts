// HTTP for resumable uploads (decision 0011): start a session, send chunks at the offset the server
// has, ask how far it got, complete into a stored file, or give up. The rules are in service.ts.
import type { Readable } from 'node:stream';
import { ErrorCode, RESUMABLE_CHUNK_BYTES, StartUploadBody, UploadAnswer, UploadChunkQuery, UploadSession } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { cancelUpload, completeUpload, readUpload, receiveChunk, startUpload } from './service.ts';

const params = z.object({ id: z.uuid() });

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A chunk reaches the service as the raw stream: it goes to the Storage as it arrives, never held
  // whole. Fastify does not limit a stream, so its announced length is checked here, before a byte
  // is read (Node's parser never delivers more than that).
  app.addContentTypeParser('application/octet-stream', (request, payload, done) => {
    const length = Number(request.headers['content-length']);
    if (!Number.isInteger(length)) return done(new AppError(ErrorCode.ValidationFailed, 400));
    if (length > RESUMABLE_CHUNK_BYTES) return done(new AppError(ErrorCode.FileSizeExceeded, 413));
    done(null, payload);
  });

  app.post(
    '/api/v1/uploads',
    { onRequest: app.authenticate, schema: { tags: ['uploads'], body: StartUploadBody, response: { 201: UploadSession } } },
    async (request, reply) => reply.status(201).send(await startUpload(app.db, memberOf(request).memberNo, request.body)),
  );

  app.get(
    '/api/v1/uploads/:id',
    { onRequest: app.authenticate, schema: { tags: ['uploads'], params, response: { 200: UploadSession } } },
    async (request) => readUpload(app.db, memberOf(request).memberNo, request.params.id),
  );

  app.put(
    '/api/v1/uploads/:id',
    {
      onRequest: app.authenticate,
      schema: { tags: ['uploads'], consumes: ['application/octet-stream'], params, querystring: UploadChunkQuery, response: { 200: UploadSession } },
    },
    async (request) => {
      // An empty chunk has no body to parse.
      if (!request.body) throw new AppError(ErrorCode.ValidationFailed, 400);
      const length = Number(request.headers['content-length']);
      return receiveChunk(app, memberOf(request).memberNo, request.params.id, request.query.offset, length, request.body as Readable);
    },
  );

  app.post(
    '/api/v1/uploads/:id/complete',
    { onRequest: app.authenticate, schema: { tags: ['uploads'], params, response: { 200: UploadAnswer } } },
    async (request) => completeUpload(app, memberOf(request).memberNo, request.params.id),
  );

  app.delete(
    '/api/v1/uploads/:id',
    { onRequest: app.authenticate, schema: { tags: ['uploads'], params } },
    async (request, reply) => {
      await cancelUpload(app, memberOf(request).memberNo, request.params.id);
      return reply.status(204).send();
    },
  );
};
