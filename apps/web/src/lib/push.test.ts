import { MemberType, PushSetupDelayMs, type SessionUser } from '@dcm/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDeviceId, getToken, removeToken, setToken } from './browser-storage.ts';
import { CLIENT_CONFIG_PATH, forgetClientConfig } from './client-config.ts';
import { http } from './http.ts';
import i18n from './i18n.ts';
import { detectPlatform, installPushNavigation, PushError, schedulePushSetup, setupPush, teardownPush } from './push.ts';
import { installSession, logout } from './session.ts';
import { userOf } from '../test/page-fixtures.tsx';
import { useUserStore } from './user-store.ts';

const MEMBER_NO = 7;
/** A P-256 public key is 65 bytes; the server sends it base64url. */
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i * 7 + 4) % 256);
const VAPID_KEY = btoa(String.fromCharCode(...KEY_BYTES)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const SUBSCRIPTION_JSON = { endpoint: 'https://push.example.com/send/abc', expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-key' } };

const member = (): SessionUser => userOf({ memberNo: MEMBER_NO, nickname: 'smileclinic' }, MemberType.Client);

let steps: string[];
let permission: NotificationPermission;
let answerPermission: NotificationPermission;
let existing: { options: { applicationServerKey: ArrayBuffer | null }; unsubscribe: () => Promise<boolean>; toJSON: () => unknown } | null;
let serviceWorker: EventTarget & { register: ReturnType<typeof vi.fn>; getRegistration: ReturnType<typeof vi.fn> };
let pushManager: { getSubscription: ReturnType<typeof vi.fn>; subscribe: ReturnType<typeof vi.fn> };

function installBrowser() {
  pushManager = {
    getSubscription: vi.fn(async () => existing),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      steps.push('subscribe');
      expect(options.userVisibleOnly).toBe(true);
      expect([...(options.applicationServerKey as Uint8Array)]).toEqual([...KEY_BYTES]);
      return { options: { applicationServerKey: KEY_BYTES.buffer }, unsubscribe: vi.fn(async () => true), toJSON: () => SUBSCRIPTION_JSON };
    }),
  };
  const registration = { pushManager };
  serviceWorker = Object.assign(new EventTarget(), {
    register: vi.fn(async (path: string, options: RegistrationOptions) => {
      steps.push(`register ${path} ${options.scope}`);
      return registration;
    }),
    getRegistration: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    class {
      static get permission() {
        return permission;
      }
      static async requestPermission() {
        steps.push('ask permission');
        permission = answerPermission;
        return permission;
      }
    },
  );
}

function answerHttp() {
  const get = vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === CLIENT_CONFIG_PATH) return { data: { pushApiUrl: null, customerChat: null } };
    if (url === '/push/token') {
      steps.push('key');
      return { data: { token: VAPID_KEY } };
    }
    throw new Error(`unexpected GET ${url}`);
  });
  const post = vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
    steps.push(`POST ${url}`);
    return { data: { ok: true } };
  });
  return { get, post };
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  steps = [];
  permission = 'default';
  answerPermission = 'granted';
  existing = null;
  forgetClientConfig();
  installBrowser();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  useUserStore.getState().logout();
  removeToken();
});

describe('push platform', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36', 'android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', 'ios'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36', 'windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 'mac'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'linux'],
    ['curl/8.5.0', 'unknown'],
    ['', 'unknown'],
  ])('reads %s as %s', (ua, platform) => {
    expect(detectPlatform(ua)).toBe(platform);
  });

  it('takes an iPad that passes for a Mac, by its touch screen, for iOS', () => {
    const ua = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
    expect(detectPlatform(ua, 5)).toBe('ios');
  });
});

describe('push setup', () => {
  it('registers the worker, asks while undecided, fetches the key, subscribes, then saves the subscription', async () => {
    const { post } = answerHttp();
    await setupPush(MEMBER_NO);
    expect(steps).toEqual(['register /sw.js /', 'ask permission', 'key', 'subscribe', 'POST /push/subscribe']);
    expect(post).toHaveBeenCalledWith('/push/subscribe', {
      userId: MEMBER_NO,
      deviceId: getDeviceId(),
      subscription: SUBSCRIPTION_JSON,
      userAgent: navigator.userAgent,
      platform: detectPlatform(navigator.userAgent),
    });
  });

  it('does not ask again once the member decided, and keeps a subscription made with the same key', async () => {
    permission = 'granted';
    existing = { options: { applicationServerKey: KEY_BYTES.buffer }, unsubscribe: vi.fn(async () => true), toJSON: () => SUBSCRIPTION_JSON };
    answerHttp();
    await setupPush(MEMBER_NO);
    expect(steps).toEqual(['register /sw.js /', 'key', 'POST /push/subscribe']);
    expect(existing.unsubscribe).not.toHaveBeenCalled();
  });

  it('replaces a subscription made with another key', async () => {
    permission = 'granted';
    existing = { options: { applicationServerKey: new Uint8Array(65).buffer }, unsubscribe: vi.fn(async () => true), toJSON: () => SUBSCRIPTION_JSON };
    answerHttp();
    await setupPush(MEMBER_NO);
    expect(existing.unsubscribe).toHaveBeenCalled();
    expect(steps).toContain('subscribe');
  });

  it('stops when the member refuses, before any key is fetched or subscription made', async () => {
    answerPermission = 'denied';
    const { post } = answerHttp();
    const error = await setupPush(MEMBER_NO).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PushError);
    expect((error as PushError).code).toBe('permissionMissing');
    expect((error as Error).message).toBe('Permission for notifications is missing.');
    expect(steps).toEqual(['register /sw.js /', 'ask permission']);
    expect(post).not.toHaveBeenCalled();
  });

  it('says in the member language that the browser has no service worker', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await expect(setupPush(MEMBER_NO)).rejects.toThrow('This browser does not support service workers.');
    await i18n.changeLanguage('ko');
    await expect(setupPush(MEMBER_NO)).rejects.toThrow('이 브라우저는 서비스 워커를 지원하지 않습니다.');
  });

  it('says that the browser has no notifications', async () => {
    vi.stubGlobal('Notification', undefined);
    await expect(setupPush(MEMBER_NO)).rejects.toThrow('This browser does not support notifications.');
  });

  it('fails with "subscription save failed" when the server does not take the subscription', async () => {
    answerHttp();
    vi.spyOn(http, 'post').mockRejectedValue(new Error('Request failed with status code 500'));
    const error = await setupPush(MEMBER_NO).catch((e: unknown) => e);
    expect((error as PushError).code).toBe('saveFailed');
    expect((error as Error).message).toBe('The push subscription could not be saved.');
  });

  it('sends to the configured push host when the client config names one', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: { ok: true } });
    vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
      if (url === CLIENT_CONFIG_PATH) return { data: { pushApiUrl: 'https://push.example.com/', customerChat: null } };
      if (url === 'https://push.example.com/push/token') return { data: { token: VAPID_KEY } };
      throw new Error(`unexpected GET ${url}`);
    });
    permission = 'granted';
    await setupPush(MEMBER_NO);
    expect(post.mock.calls[0]?.[0]).toBe('https://push.example.com/push/subscribe');
  });

  it('starts 2000 ms after sign-in, and alerts in Korean that service workers need HTTPS or localhost when registration fails', async () => {
    vi.useFakeTimers();
    answerHttp();
    serviceWorker.register.mockRejectedValue(new DOMException('The operation is insecure.', 'SecurityError'));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    schedulePushSetup(MEMBER_NO);
    await vi.advanceTimersByTimeAsync(PushSetupDelayMs - 1);
    expect(serviceWorker.register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert.mock.calls[0]?.[0]).toContain('HTTPS 또는 localhost');
    // Once per session: a second schedule for the same member does nothing.
    schedulePushSetup(MEMBER_NO);
    await vi.advanceTimersByTimeAsync(PushSetupDelayMs);
    expect(serviceWorker.register).toHaveBeenCalledTimes(1);
    await teardownPush();
  });

  it('does not alert when the member refused permission', async () => {
    vi.useFakeTimers();
    answerHttp();
    answerPermission = 'denied';
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    schedulePushSetup(MEMBER_NO + 1);
    await vi.advanceTimersByTimeAsync(PushSetupDelayMs);
    await vi.waitFor(() => expect(steps).toContain('ask permission'));
    expect(alert).not.toHaveBeenCalled();
    await teardownPush();
  });
});

describe('push teardown', () => {
  it('tells the server to forget this device and drops the browser subscription', async () => {
    useUserStore.getState().login(member());
    setToken('access-token');
    const unsubscribe = vi.fn(async () => true);
    existing = { options: { applicationServerKey: KEY_BYTES.buffer }, unsubscribe, toJSON: () => SUBSCRIPTION_JSON };
    const { post } = answerHttp();
    await teardownPush();
    expect(post).toHaveBeenCalledWith('/push/unsubscribe', { userId: MEMBER_NO, deviceId: getDeviceId() });
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('on logout, unsubscribes while the token is still stored', async () => {
    useUserStore.getState().login(member());
    setToken('access-token');
    answerHttp();
    const tokenAt: Record<string, string | null> = {};
    vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
      tokenAt[url] = getToken();
      return { data: { ok: true } };
    });
    const uninstall = installSession(vi.fn());
    await logout();
    uninstall();
    expect(tokenAt['/push/unsubscribe']).toBe('access-token');
    expect(getToken()).toBeNull();
  });
});

describe('push navigation', () => {
  it('moves the page to the url of a NAVIGATE or REDIRECT message, in the app for this site', () => {
    const navigate = vi.fn();
    const assign = vi.fn();
    const uninstall = installPushNavigation(navigate, assign);
    serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: 'NAVIGATE', url: `${window.location.origin}/payment/42?tab=cad` } }));
    serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: 'REDIRECT', url: '/notiy' } }));
    serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: 'OTHER', url: '/ignored' } }));
    serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: 'NAVIGATE', url: 'javascript:alert(1)' } }));
    serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: 'REDIRECT', url: 'https://help.example.com/faq' } }));
    expect(navigate.mock.calls).toEqual([['/payment/42?tab=cad'], ['/notiy']]);
    expect(assign).toHaveBeenCalledWith('https://help.example.com/faq');
    uninstall();
    serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: 'NAVIGATE', url: '/after' } }));
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});
