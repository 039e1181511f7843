import { z } from 'zod';

export const UploadedFile = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  url: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;
