// The browser's security headers on every answer (decision 0022): a Content-Security-Policy with no
// inline script, HSTS where the site is served over https, no framing, a strict referrer policy.
// Outside services get a place in the policy only when the config turns them on.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** Swagger UI (@fastify/swagger-ui) lives under this prefix and gets its own policy. */
export const API_DOCS_PREFIX = '/api/docs';

/** Where the customer-chat widget (Channel Talk, SPEC §7) loads from and talks to. */
const CUSTOMER_CHAT = { script: 'https://cdn.channel.io', any: 'https://*.channel.io', socket: 'wss://*.channel.io' };
/** Toss Payments' browser SDK and its payment window. */
const TOSS = { script: 'https://js.tosspayments.com', any: 'https://*.tosspayments.com' };

type Policy = Record<string, string[]>;

const serialize = (policy: Policy) =>
  Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');

/** `https://push.example.com/api` → `https://push.example.com`; the WebSocket form of an origin. */
const originOf = (url: string) => new URL(url).origin;
const socketOriginOf = (url: string) => originOf(url).replace(/^http/, 'ws');

/**
 * The web app's policy. Scripts: only the app's own files (the build emits no inline script; keep it
 * so). Styles keep 'unsafe-inline' because sonner and Radix's scroll lock (react-style-singleton)
 * insert <style> elements at run time; style attributes set by React go through the CSSOM, which CSP
 * does not govern. blob: serves the viewer's images and workers (three.js, mesh.worker).
 */
export function contentSecurityPolicy(config: Config): string {
  const chat = Boolean(config.customerChatPluginKey);
  const toss = Boolean(config.payments.toss);
  const connect = ["'self'", socketOriginOf(config.publicUrl)];
  if (config.push.apiUrl) connect.push(originOf(config.push.apiUrl));
  const frames = [...(toss ? [TOSS.any] : []), ...(chat ? [CUSTOMER_CHAT.any] : [])];
  const policy: Policy = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(toss ? [TOSS.script] : []), ...(chat ? [CUSTOMER_CHAT.script] : [])],
    'style-src': ["'self'", "'unsafe-inline'", ...(chat ? [CUSTOMER_CHAT.any] : [])],
    'img-src': ["'self'", 'data:', 'blob:', ...(chat ? [CUSTOMER_CHAT.any] : [])],
    'font-src': ["'self'", 'data:', ...(chat ? [CUSTOMER_CHAT.any] : [])],
    'media-src': ["'self'", 'blob:', ...(chat ? [CUSTOMER_CHAT.any] : [])],
    'connect-src': [...connect, ...(toss ? [TOSS.any] : []), ...(chat ? [CUSTOMER_CHAT.any, CUSTOMER_CHAT.socket] : [])],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return serialize(policy);
}

/**
 * Swagger UI's policy: its page loads its own script files, but the UI writes inline styles and
 * shows data: images. No other origin (the online validator badge stays off).
 */
export const API_DOCS_CSP = serialize({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
});

/** HSTS where the site is served over https: in production, or whenever PUBLIC_URL is https. */
export const usesHsts = (config: Config) => config.env === 'production' || config.publicUrl.startsWith('https://');
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Registered before any route (app.ts), so every answer carries the headers, errors and 404s too.
 * Set on request rather than on send, so answers that take the raw response over (the viewer's pin
 * stream) copy them as well; a route that sets its own policy replaces it.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const appPolicy = contentSecurityPolicy(config);
  const fixed: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    'cross-origin-opener-policy': 'same-origin',
    ...(usesHsts(config) ? { 'strict-transport-security': HSTS } : {}),
  };
  app.addHook('onRequest', async (request, reply) => {
    const isDocs = request.url === API_DOCS_PREFIX || request.url.startsWith(`${API_DOCS_PREFIX}/`) || request.url.startsWith(`${API_DOCS_PREFIX}?`);
    reply.header('content-security-policy', isDocs ? API_DOCS_CSP : appPolicy);
    reply.headers(fixed);
  });
}
