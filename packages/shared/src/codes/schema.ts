import { z } from 'zod';

export const CodeItem = z.object({ code: z.string(), name: z.string(), sort: z.number().int(), extra: z.string().nullable() });
export type CodeItem = z.infer<typeof CodeItem>;

export const TeethType = z.object({ code: z.string(), name: z.string(), arch: z.enum(['maxilla', 'mandible']), sort: z.number().int() });
export type TeethType = z.infer<typeof TeethType>;

/** The query every code call takes: A Korean, B other. */
export const CodeQuery = z.object({ type: z.enum(['A', 'B']).default('A') });
