// Web push (SPEC §4 Push, §7 push calls, §8 push errors): the service worker /sw.js with scope /,
// permission asked only while undecided, a subscription with the server's VAPID key saved at
// `{push-api}/push/subscribe`, and forgotten at `{push-api}/push/unsubscribe` on logout. The push
// API is this server unless the client config names another host (PUSH_API_URL).
import type { PushPlatform, PushSubscribeBody, PushToken } from '@dcm/shared';
// Not notifications/schema.ts: the start sets push up and follows the service worker without zod (decision 0034).
import { pushPageMessageOf, PushSetupDelayMs } from '@dcm/shared/notifications/push-page';
import { useEffect } from 'react';
import { getDeviceId, getToken } from './browser-storage.ts';
import { loadClientConfig } from './client-config.ts';
import { http } from './http.ts';
import i18n from './i18n.ts';
import { useUserStore } from './user-store.ts';

export const SW_PATH = '/sw.js';
export const SW_SCOPE = '/';

/** The platform of SPEC §3 read from a user agent; iPadOS passes for a Mac but has a touch screen. */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): PushPlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/windows/i.test(userAgent)) return 'windows';
  if (/macintosh|mac os x/i.test(userAgent)) return maxTouchPoints > 1 ? 'ios' : 'mac';
  if (/linux|x11|cros/i.test(userAgent)) return 'linux';
  return 'unknown';
}

/** SPEC §8's push errors; the message is in the member's language (catalogue `notifications`). */
export type PushErrorCode = 'noServiceWorker' | 'noNotification' | 'permissionMissing' | 'registerFailed' | 'saveFailed' | 'initFailed';

export class PushError extends Error {
  readonly code: PushErrorCode;
  constructor(code: PushErrorCode, options?: ErrorOptions) {
    super(i18n.t(`notifications:push.errors.${code}`), options);
    this.name = 'PushError';
    this.code = code;
  }
}

/** `{push-api}`: the configured push host without a trailing slash, or '' for this origin. */
export async function pushApiBase(): Promise<string> {
  const { pushApiUrl } = await loadClientConfig();
  return pushApiUrl ? pushApiUrl.replace(/\/+$/, '') : '';
}

/** The VAPID key arrives base64url-encoded; the push manager wants its bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) => !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** What the browser allows: 'unsupported' when it cannot take push at all. */
export type PushPermission = NotificationPermission | 'unsupported';

export function pushPermission(): PushPermission {
  if (!('serviceWorker' in navigator) || typeof Notification === 'undefined' || typeof PushManager === 'undefined') return 'unsupported';
  return Notification.permission;
}

/**
 * SPEC §4, in order: register the service worker, ask for permission if still undecided, stop
 * unless granted, fetch the VAPID key, subscribe, save the subscription on the server.
 */
export async function setupPush(memberNo: number): Promise<void> {
  await i18n.loadNamespaces('notifications');
  if (!('serviceWorker' in navigator)) throw new PushError('noServiceWorker');
  if (typeof Notification === 'undefined' || typeof PushManager === 'undefined') throw new PushError('noNotification');

  let registration: ServiceWorkerRegistration;
  try {
    registration = await navigator.serviceWorker.register(SW_PATH, { scope: SW_SCOPE });
  } catch (error) {
    throw new PushError('registerFailed', { cause: error });
  }

  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') throw new PushError('permissionMissing');

  const base = await pushApiBase();
  const { data } = await http.get<PushToken>(`${base}/push/token`);
  const key = base64UrlToBytes(data.token);

  // A subscription made with another key (the server's keys changed) cannot be reused.
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });

  const body: PushSubscribeBody = {
    userId: memberNo,
    deviceId: getDeviceId(),
    subscription: subscription.toJSON() as PushSubscribeBody['subscription'],
    userAgent: navigator.userAgent,
    platform: detectPlatform(navigator.userAgent, navigator.maxTouchPoints),
  };
  try {
    await http.post(`${base}/push/subscribe`, body);
  } catch (error) {
    throw new PushError('saveFailed', { cause: error });
  }
}

/**
 * SPEC §8's alert is Korean whatever the page's language. It is for a failure the member cannot
 * fix by choice: not a refused permission, and not a browser that simply has no push (iOS Safari
 * outside the home screen) unless the page is not secure, which is the case the alert explains.
 */
function alertFailure(error: unknown): void {
  const code = error instanceof PushError ? error.code : 'initFailed';
  if (code === 'permissionMissing') return;
  if ((code === 'noServiceWorker' || code === 'noNotification') && window.isSecureContext) return;
  window.alert(i18n.t('notifications:push.alert', { lng: 'ko' }));
}

/** The member whose push was set up in this page's session; cleared on logout. */
let startedFor: number | null = null;

/**
 * Starts push setup `delayMs` after sign-in (or after a reload while signed in), once per session.
 * Returns the cancel for a component that unmounts before the time is up.
 */
export function schedulePushSetup(memberNo: number, delayMs = PushSetupDelayMs): () => void {
  if (startedFor === memberNo) return () => undefined;
  const timer = setTimeout(() => {
    startedFor = memberNo;
    setupPush(memberNo).catch((error: unknown) => {
      console.warn('push setup', error);
      alertFailure(error);
    });
  }, delayMs);
  return () => clearTimeout(timer);
}

/** Sets push up while a member is signed in (SPEC §4: 2000 ms after sign-in). Used once, by the app shell. */
export function usePushSetup(): void {
  const memberNo = useUserStore((s) => s.user?.memberNo);
  useEffect(() => (memberNo === undefined ? undefined : schedulePushSetup(memberNo)), [memberNo]);
}

/**
 * On logout, while the token is still stored: the server forgets this device, the browser drops
 * its subscription. Never throws: logging out goes on whatever happens here.
 */
export async function teardownPush(): Promise<void> {
  startedFor = null;
  const user = useUserStore.getState().user;
  const server = async () => {
    if (!user || !getToken()) return;
    const base = await pushApiBase();
    await http.post(`${base}/push/unsubscribe`, { userId: user.memberNo, deviceId: getDeviceId() });
  };
  const browser = async () => {
    if (!('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration(SW_SCOPE);
    const subscription = await registration?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  };
  const results = await Promise.allSettled([server(), browser()]);
  for (const result of results) if (result.status === 'rejected') console.warn('push teardown', result.reason);
}

/** `POST {push-api}/push/test`: a test notification to each of the member's devices; the count sent. */
export async function sendTestPush(): Promise<number> {
  const base = await pushApiBase();
  const { data } = await http.post<{ sent: number }>(`${base}/push/test`);
  return data.sent;
}

/**
 * SPEC §4: a NAVIGATE or REDIRECT message from the service worker moves the page to its url, in
 * the app for a path of this origin, by a full load for another. Returns the uninstall.
 */
export function installPushNavigation(navigate: (path: string) => void, load: (url: string) => void = (url) => window.location.assign(url)): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    const message = pushPageMessageOf(event.data);
    if (!message) return;
    let target: URL;
    try {
      target = new URL(message.url, window.location.origin);
    } catch {
      return;
    }
    if (target.protocol !== 'https:' && target.protocol !== 'http:') return;
    if (target.origin === window.location.origin) navigate(target.pathname + target.search + target.hash);
    else load(target.href);
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
