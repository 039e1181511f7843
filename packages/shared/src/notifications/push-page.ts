// What the web's start needs of push (SPEC §4), without zod (decision 0034): when setup starts, and
// the service worker's message to its pages read by hand. notifications/schema.ts re-exports the delay
// and keeps the schema of the message, which reads the same shape.

/** SPEC §4: push setup starts this long after login. */
export const PushSetupDelayMs = 2000;

/** What the service worker posts to its pages (SPEC §4): move to `url`. */
export interface PushPageMessageShape {
  type: 'NAVIGATE' | 'REDIRECT';
  url: string;
}

/** `data` as the service worker's message to a page, as schema.ts's PushPageMessage reads it; else undefined. */
export function pushPageMessageOf(data: unknown): PushPageMessageShape | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, url } = data as Record<string, unknown>;
  if ((type !== 'NAVIGATE' && type !== 'REDIRECT') || typeof url !== 'string') return undefined;
  return { type, url };
}
