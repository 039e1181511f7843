import { ErrorCode, UploadedFile } from '@dcm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { storeUpload } from './service.ts';

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Open to guests too: joining members attach their licence before they have an account.
  app.post(
    '/api/v1/common/file/upload',
    { onRequest: app.identify, config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, schema: { tags: ['files'], consumes: ['multipart/form-data'], response: { 200: UploadedFile } } },
    async (request) => {
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw new AppError(ErrorCode.FileMissing, 400);
      return storeUpload(app, { filename: part.filename, stream: part.file, ownerNo: request.member?.memberNo ?? null });
    },
  );
};
