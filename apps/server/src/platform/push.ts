// Web Push with VAPID (ARCHITECTURE §1 "push"). The keys come from VAPID_* or are generated on
// first start and kept in DATA_DIR/keys, so subscriptions survive restarts. The message is
// encrypted by `web-push` and posted with fetch (web-push's own sender speaks https only), so any
// push service, or a local endpoint a test serves, can receive it.
import fs from 'node:fs';
import path from 'node:path';
import type { PushPayload } from '@dcm/shared';
import webpush from 'web-push';
import { writeOnce } from './keys.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** `gone`: the push service no longer knows the subscription (404/410): forget it. */
export type PushResult = { ok: true } | { ok: false; gone: boolean; error: string };

export interface PushSender {
  /** The VAPID public key (base64url) the browser subscribes with (`GET /push/token`). */
  readonly publicKey: string;
  send(target: PushTarget, payload: PushPayload): Promise<PushResult>;
}

/** VAPID_PUBLIC_KEY/PRIVATE_KEY when both are set, else a pair generated once into DATA_DIR/keys/vapid.json (mode 0600). */
export function loadOrCreateVapidKeys(dataDir: string, config: { publicKey?: string; privateKey?: string; subject?: string; mailFrom: string }): VapidKeys {
  const subject = config.subject || `mailto:${/<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom.trim()}`;
  if (config.publicKey && config.privateKey) return { publicKey: config.publicKey, privateKey: config.privateKey, subject };
  const file = path.join(dataDir, 'keys', 'vapid.json');
  const generate = () => {
    const keys = webpush.generateVAPIDKeys();
    return JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey });
  };
  // Instances starting together on one DATA_DIR keep the pair written first (platform/keys.ts).
  const stored = JSON.parse(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : writeOnce(file, generate())) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}

/** How long a push service may keep an undelivered message (seconds): a day. */
const PUSH_TTL_SECONDS = 24 * 3600;
const PUSH_TIMEOUT_MS = 10_000;

export function createPushSender(vapid: VapidKeys): PushSender {
  return {
    publicKey: vapid.publicKey,
    async send(target, payload) {
      let details: webpush.RequestDetails;
      try {
        details = webpush.generateRequestDetails(target, JSON.stringify(payload), {
          vapidDetails: vapid,
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
        });
      } catch (error) {
        // A subscription whose keys cannot encrypt will never work.
        return { ok: false, gone: true, error: error instanceof Error ? error.message : String(error) };
      }
      try {
        const res = await fetch(details.endpoint, {
          method: 'POST',
          headers: Object.fromEntries(Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)])),
          body: details.body ? new Uint8Array(details.body) : undefined,
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
        if (res.ok) return { ok: true };
        const text = await res.text().catch(() => '');
        return { ok: false, gone: res.status === 404 || res.status === 410, error: `push service answered ${res.status} ${text.slice(0, 200)}` };
      } catch (error) {
        return { ok: false, gone: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
