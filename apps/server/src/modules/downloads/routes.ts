import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition, openFileById } from '../files/service.ts';
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
        const { row, stream } = await openFileById(app, target.fileId);
        return asAttachment(reply, row).send(stream);
      }
      const { size, stream } = await zipFiles(app, target.entries);
      return asAttachment(reply, { mime: 'application/zip', size, name: target.name }).send(stream);
    },
  );
};
