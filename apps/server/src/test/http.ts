// A test app reached over the network: the same TestApp, but `app.inject` sends a real HTTP request
// (fetch) to where the app listens. Every helper that calls routes through `t.app.inject` (members,
// referrals, requests, orders, chat) then works unchanged against one instance of several, which is
// how the cluster test drives instance A and instance B. The database, outbox and jobs stay the
// app's own (shared by every instance anyway).
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { TestApp } from './app.ts';

/** What the helpers read of an inject answer. */
export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: string;
  payload: string;
  rawPayload: Buffer;
  json<T = unknown>(): T;
  cookies: Array<{ name: string; value: string }>;
}

/** Fetch decides these itself. */
const SET_BY_FETCH = new Set(['content-length', 'host', 'connection']);

function headersOf(options: InjectOptions): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === undefined || SET_BY_FETCH.has(name.toLowerCase())) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  // The instances trust the proxy in front of them (TRUST_PROXY=1): a test's client address travels
  // as the proxy would put it, so per-address rate limits count as they do behind one.
  if (options.remoteAddress) headers.set('x-forwarded-for', options.remoteAddress);
  if (options.cookies) headers.set('cookie', Object.entries(options.cookies).map(([k, v]) => `${k}=${v}`).join('; '));
  return headers;
}

function bodyOf(options: InjectOptions, headers: Headers): BodyInit | undefined {
  const payload = options.payload ?? options.body;
  if (payload === undefined || payload === null) return undefined;
  if (typeof payload === 'string' || payload instanceof Uint8Array) return payload as BodyInit;
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return JSON.stringify(payload);
}

/** Sends one inject-style request to `base` and answers it in inject's shape. */
export async function injectOverHttp(base: string, options: InjectOptions): Promise<HttpAnswer> {
  const headers = headersOf(options);
  const body = bodyOf(options, headers);
  let url = typeof options.url === 'string' ? options.url : String(options.url ?? options.path ?? '/');
  if (options.query) url += `${url.includes('?') ? '&' : '?'}${new URLSearchParams(options.query as Record<string, string>)}`;
  const res = await fetch(new URL(url, base), { method: options.method ?? 'GET', headers, body, redirect: 'manual' });
  const rawPayload = Buffer.from(await res.arrayBuffer());
  const text = rawPayload.toString('utf8');
  const answerHeaders: Record<string, string | string[]> = {};
  res.headers.forEach((value, name) => (answerHeaders[name] = value));
  const setCookies = res.headers.getSetCookie();
  if (setCookies.length > 0) answerHeaders['set-cookie'] = setCookies;
  return {
    statusCode: res.status,
    headers: answerHeaders,
    body: text,
    payload: text,
    rawPayload,
    json: <T>() => JSON.parse(text) as T,
    cookies: setCookies.map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at).trim(), value: decodeURIComponent(pair.slice(at + 1).trim()) };
    }),
  };
}

/**
 * `t` as seen through the network at `base` (where `t.app` listens): inject goes over HTTP. `base`
 * may pick the instance per request (the cluster test sends one member's calls to another one).
 */
export function overHttp(t: TestApp, base: string | ((options: InjectOptions) => string)): TestApp {
  const inject = (options: InjectOptions) => injectOverHttp(typeof base === 'string' ? base : base(options), options);
  const app = new Proxy(t.app, {
    get: (target, property) => (property === 'inject' ? inject : Reflect.get(target, property, target)),
  }) as FastifyInstance;
  return { ...t, app };
}
