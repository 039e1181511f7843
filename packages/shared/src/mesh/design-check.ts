// The design check of a CAD delivery as the API answers it (issue 29): one entry per mesh file of
// every delivered version of an order or a quick request, pending until the job has analysed it.
// GET /api/v1/orders/:id/design-checks and GET /api/v1/quick/:id/design-checks, both parties only.
import { z } from 'zod';
import { MeshReport } from './report.ts';

export const DesignCheckStatus = { pending: 'pending', done: 'done' } as const;
export type DesignCheckStatus = (typeof DesignCheckStatus)[keyof typeof DesignCheckStatus];

export const DesignCheck = z.object({
  fileId: z.uuid(),
  fileName: z.string(),
  /** The delivery version the file came with (1 for the first upload, 2 after the first rework …). */
  version: z.number().int().positive(),
  status: z.enum([DesignCheckStatus.pending, DesignCheckStatus.done]),
  /** Null while pending. */
  report: MeshReport.nullable(),
  /** The referral's minimum thickness in mm, read from its numeric values; null when it named none. */
  prescribedMinMm: z.number().positive().nullable(),
  /** ISO time the report was written; null while pending. */
  checkedAt: z.string().nullable(),
});
export type DesignCheck = z.infer<typeof DesignCheck>;

export const DesignChecks = z.object({ items: z.array(DesignCheck) });
export type DesignChecks = z.infer<typeof DesignChecks>;
