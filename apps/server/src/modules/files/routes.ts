import { ErrorCode, RenameFileBody, UploadAnswer, UploadQuery } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { memberOf } from '../../platform/auth.ts';
import { contentDisposition, openFile, renameFile, storeUpload, type FileAccessGrant } from './service.ts';

/** `accessGrants`: who else may read a private file, from the modules that give files out (the app fills it). */
export const filesRoutes: FastifyPluginAsyncZod<{ accessGrants: readonly FileAccessGrant[] }> = async (app, { accessGrants }) => {
  // Open to guests too: joining members attach their licence before they have an account.
  // ?kind=referral takes a referral's files (meshes, scan exports; up to 500 MB).
  app.post(
    '/api/v1/common/file/upload',
    {
      onRequest: app.identify,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags: ['files'], consumes: ['multipart/form-data'], querystring: UploadQuery, response: { 200: UploadAnswer } },
    },
    async (request) => {
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw new AppError(ErrorCode.FileMissing, 400);
      return storeUpload(app, { filename: part.filename, stream: part.file, ownerNo: request.member?.memberNo ?? null, kind: request.query.kind });
    },
  );

  // Private files (licences, business registrations) only to their owner and the admin; to anyone
  // else a 404, so their existence is not revealed. A malformed id is just as unknown.
  app.get(
    '/api/v1/common/file/:id',
    { onRequest: app.identify, schema: { tags: ['files'], params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      if (!z.uuid().safeParse(request.params.id).success) throw new AppError(ErrorCode.NotFound, 404);
      const { row, stream } = await openFile({ db: app.db, storage: app.storage, grants: accessGrants }, request.params.id, request.member);
      return reply
        .type(row.mime)
        .header('content-length', row.size)
        .header('content-disposition', contentDisposition(row.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', row.isPrivate ? 'private, no-store' : 'public, max-age=86400')
        .send(stream);
    },
  );

  // A referral's file whose name looks like a person's is renamed before the referral is sent.
  app.patch(
    '/api/v1/common/file/:id',
    { onRequest: app.authenticate, schema: { tags: ['files'], params: z.object({ id: z.uuid() }), body: RenameFileBody, response: { 200: UploadAnswer } } },
    async (request) => renameFile(app.db, memberOf(request).memberNo, request.params.id, request.body.name),
  );
};
