// CSRF guard for the routes a cookie authenticates (refresh, logout; decision 0022). The refresh
// cookie is SameSite=Lax and limited to /auth; on top of that a browser's request must come from
// this site (Origin, else Sec-Fetch-Site) and carry the header the web always sends, which a page
// of another site cannot add without a CORS preflight. A client that is no browser (no Origin, no
// Sec-Fetch-*, no browser User-Agent) has no victim's cookie jar to ride on and is let through.
import { CSRF_HEADER, CSRF_HEADER_VALUE, ErrorCode } from '@dcm/shared';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from './errors.ts';

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const hostOf = (origin: string): string | undefined => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};

/** Every browser says "Mozilla/5.0" first; a page's script cannot change the User-Agent of its requests. */
const BROWSER_AGENT = /^Mozilla\//;

/** True when the request comes from a page of this site (or from no browser at all). */
export function isSameSiteRequest(request: FastifyRequest, publicUrl: string): boolean {
  const origin = headerOf(request, 'origin');
  const fetchSite = headerOf(request, 'sec-fetch-site');
  const fromBrowser = origin !== undefined || fetchSite !== undefined || BROWSER_AGENT.test(headerOf(request, 'user-agent') ?? '');
  if (!fromBrowser) return true;
  if (headerOf(request, CSRF_HEADER.toLowerCase()) !== CSRF_HEADER_VALUE) return false;
  // Origin names the page's site exactly; "null" (sandboxed frames, some redirects) is never ours.
  if (origin !== undefined) return origin === new URL(publicUrl).origin || hostOf(origin) === request.host;
  // Browsers that leave Origin out still say where the request came from here.
  return fetchSite === undefined || fetchSite === 'same-origin';
}

/** onRequest hook of the cookie routes: 403 CSRF_REJECTED to a request another site made. */
export function refuseCrossSite(publicUrl: string): onRequestAsyncHookHandler {
  return async (request) => {
    if (!isSameSiteRequest(request, publicUrl)) throw new AppError(ErrorCode.CsrfRejected, 403);
  };
}
