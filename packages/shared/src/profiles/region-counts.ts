// The main page's map of the 21 regions (issue 26): how many dental labs the lab search lists in
// each region, so a visitor sees where labs are before opening the search filtered by one.
import { z } from 'zod';

/** One region of the code table and the labs a signed-out search by it would list (0 when none). */
export const LabRegionCount = z.object({ code: z.string(), count: z.number().int().nonnegative() });
export type LabRegionCount = z.infer<typeof LabRegionCount>;

/** `GET /api/v1/profiles/labs/regions` (public, kept about a minute): every region of the code table, in its order. */
export const LabRegionCounts = z.object({ items: z.array(LabRegionCount) });
export type LabRegionCounts = z.infer<typeof LabRegionCounts>;
