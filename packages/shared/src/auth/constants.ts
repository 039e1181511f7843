// The auth plain values the web's start needs, without zod (decision 0034); auth/schema.ts re-exports them.

/**
 * The header the web sends on every call (decision 0022). The cookie routes (refresh, logout) refuse
 * a browser's request without it: a page of another site cannot add it without a CORS preflight,
 * which this server never grants.
 */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
