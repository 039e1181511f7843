import { ErrorCode } from '@dcm/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import { contentDisposition, findFile, openFileById } from '../files/index.ts';
import { DOWNLOAD_LINK_TTL_SECONDS } from './links.ts';
import { zipFiles } from './zip.ts';

/** Private bytes: never guessed as another type, never kept by a cache. */
function asAttachment(reply: FastifyReply, answer: { mime: string; size: number; name: string }): FastifyReply {
  return reply
    .type(answer.mime)
    .header('content-length', answer.size)
    .header('content-disposition', contentDisposition(answer.name, 'attachment'))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
}

/**
 * Where the browser fetches a file from the bucket itself (S3), under its name, with no credentials
 * of ours; undefined when the Storage has no such URLs (local disk) and the server sends the bytes.
 */
async function presignedDownload(deps: { db: Db; storage: Storage }, fileId: string): Promise<string | undefined> {
  if (!deps.storage.presignedUrl) return undefined;
  const row = await findFile(deps.db, fileId);
  if (!row) throw new AppError(ErrorCode.NotFound, 404);
  return deps.storage.presignedUrl(row.storageKey, {
    contentDisposition: contentDisposition(row.name, 'attachment'),
    contentType: row.mime,
    expiresInSeconds: DOWNLOAD_LINK_TTL_SECONDS,
  });
}

export const downloadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // No sign-in: the signed link is the permission, given by the module that decided who may read
  // (links.ts). A wildcard rather than `:token`, because Fastify refuses parameters over 100
  // characters and a ZIP's token carries its entries.
  app.get(
    '/api/v1/downloads/*',
    { schema: { tags: ['downloads'], params: z.object({ '*': z.string() }) } },
    async (request, reply) => {
      const target = app.downloadLinks.verify(request.params['*']);
      if (target.kind === 'file') {
        const presigned = await presignedDownload(app, target.fileId);
        if (presigned) return reply.header('cache-control', 'private, no-store').redirect(presigned, 302);
        const { row, stream } = await openFileById(app, target.fileId);
        return asAttachment(reply, row).send(stream);
      }
      const { size, stream } = await zipFiles(app, target.entries);
      return asAttachment(reply, { mime: 'application/zip', size, name: target.name }).send(stream);
    },
  );
};
