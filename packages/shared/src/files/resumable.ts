import { z } from 'zod';
import { MB } from '../limits.ts';
import { UploadKind } from './schema.ts';

/**
 * The resumable upload of a large file (a CAD result, up to 500 MB): POST /api/v1/uploads starts a
 * session, PUT /api/v1/uploads/:id?offset=N sends one chunk, GET tells how far the server got,
 * POST …/complete turns the parts into a file. Every chunk is exactly `chunkBytes` long but the
 * last, which is the rest, so a chunk lost to a dropped connection is resent whole.
 */
export const RESUMABLE_CHUNK_BYTES = 8 * MB;

export const StartUploadBody = z.object({
  name: z.string().min(1, { error: 'required' }).max(200, { error: 'too_big' }),
  size: z.number().int().positive(),
  kind: UploadKind,
});
export type StartUploadBody = z.infer<typeof StartUploadBody>;

export const UploadSession = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  /** Bytes the server has kept, from the start: the offset of the next chunk. */
  received: z.number().int(),
  chunkBytes: z.number().int(),
  kind: UploadKind,
});
export type UploadSession = z.infer<typeof UploadSession>;

export const UploadChunkQuery = z.object({ offset: z.coerce.number().int().min(0) });
