// The request list's filters (SPEC §2 "Request list with filters"): whose requests, and how soon their
// quotations close. Without zod: /request's first load renders the filters and must not carry zod for
// them (decision 0034). schema.ts reads the list's query with them and re-exports them.

/** all; mine (a client's own requests); quoted (requests the T-esigner quoted on). */
export const RequestScope = { All: 'all', Mine: 'mine', Quoted: 'quoted' } as const;
export type RequestScope = (typeof RequestScope)[keyof typeof RequestScope];

/** Due-soon filters of the request list, in hours. */
export const DUE_SOON_HOURS = [1, 3, 6, 12] as const;
