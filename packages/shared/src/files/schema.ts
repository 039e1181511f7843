import { z } from 'zod';
import { FileLimits } from '../limits.ts';

export const UploadedFile = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  url: z.string(),
  /**
   * The kinds of free text taken out of a mesh on upload, where scanners write the patient's name
   * (issue 29): 'stlHeader', 'stlSolidName', 'plyComment', 'plyObjInfo', 'objComment'. Empty when
   * there was none; absent where the answer does not tell.
   */
  sanitized: z.array(z.string()).optional(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;

/**
 * What an upload is for (`?kind=` of POST /api/v1/common/file/upload). `document`: images and PDF
 * up to 10 MB (licences, certificates). `referral`: a referral's files, meshes and scan exports too,
 * up to 500 MB, with image metadata (EXIF, GPS) stripped. `cad`: a T-esigner's CAD result (meshes,
 * a ZIP of the design project, images, PDF), up to 500 MB, sent in resumable chunks. `portfolio`: a
 * portfolio item's meshes (SPEC §9: 500 MB), the same types as a CAD result, resumable too. `chat`: a
 * chat attachment (issue 9): images (SPEC §5: up to 10 MB), PDF, meshes and ZIP up to 100 MB.
 */
export const UploadKind = z.enum(['document', 'referral', 'cad', 'portfolio', 'chat']);
export type UploadKind = z.infer<typeof UploadKind>;

/** A chat attachment that is not an image (an image keeps FileLimits.imageMaxBytes). */
export const CHAT_FILE_MAX_BYTES = 100 * 1024 * 1024;

/** The largest file each kind takes: the browser checks it before sending, the server while storing. */
export const uploadMaxBytes: Record<UploadKind, number> = {
  document: FileLimits.imageMaxBytes,
  referral: FileLimits.referralMaxBytes,
  cad: FileLimits.cadMaxBytes,
  portfolio: FileLimits.portfolioMaxBytes,
  chat: CHAT_FILE_MAX_BYTES,
};

export const UploadQuery = z.object({ kind: UploadKind.default('document') });

/** The upload's answer: the file, and whether its name looks like it carries a person's name
 * (the file is kept; the form asks the client to rename it before sending). */
export const UploadAnswer = UploadedFile.extend({ nameFlag: z.boolean() });
export type UploadAnswer = z.infer<typeof UploadAnswer>;

/** PATCH /api/v1/common/file/:id: a new name for one's own upload (a name that carried a person's
 * name, say). The extension stays what it was: the content was checked against it. */
export const RenameFileBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(200, { error: 'too_big' })
    .refine((n) => !/[\\/\0]/.test(n), { error: 'invalid' }),
});
export type RenameFileBody = z.infer<typeof RenameFileBody>;
