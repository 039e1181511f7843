// The service worker (public/sw.js) run against a stand-in `self`: what it shows for a push and
// where a click on the notification leads.
import { PushTestVibration } from '@dcm/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import source from '../../public/sw.js?raw';

type Listener = (event: Record<string, unknown>) => void;

const ORIGIN = 'https://t-esign.example';
let listeners: Record<string, Listener>;
let worker: {
  addEventListener: (type: string, listener: Listener) => void;
  location: { origin: string };
  skipWaiting: ReturnType<typeof vi.fn>;
  registration: { showNotification: ReturnType<typeof vi.fn> };
  clients: { claim: ReturnType<typeof vi.fn>; matchAll: ReturnType<typeof vi.fn>; openWindow: ReturnType<typeof vi.fn> };
};

/** Fires an event and waits for what it handed to waitUntil. */
async function fire(type: string, event: Record<string, unknown>) {
  let pending: Promise<unknown> = Promise.resolve();
  listeners[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
  await pending;
}

const pushOf = (body: unknown) => ({
  data: {
    json: () => (typeof body === 'string' ? JSON.parse(body) : body),
    text: () => (typeof body === 'string' ? body : JSON.stringify(body)),
  },
});

beforeEach(() => {
  listeners = {};
  worker = {
    addEventListener: (type, listener) => (listeners[type] = listener),
    location: { origin: ORIGIN },
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { claim: vi.fn(async () => undefined), matchAll: vi.fn(async () => []), openWindow: vi.fn(async () => null) },
  };
  new Function('self', source)(worker);
});

describe('service worker', () => {
  it('takes over at once', async () => {
    listeners.install!({});
    expect(worker.skipWaiting).toHaveBeenCalled();
    await fire('activate', {});
    expect(worker.clients.claim).toHaveBeenCalled();
  });

  it('shows a push with its title and body, keeping its url for the click', async () => {
    await fire('push', pushOf({ title: '새 견적', body: 'cadmaster님이 견적을 보냈습니다.', url: '/request/estimated/view/r-1' }));
    expect(worker.registration.showNotification).toHaveBeenCalledWith('새 견적', {
      body: 'cadmaster님이 견적을 보냈습니다.',
      data: { url: '/request/estimated/view/r-1' },
      icon: '/logo.svg',
      vibrate: undefined,
      tag: undefined,
    });
  });

  it('vibrates 200, 100, 200 ms for a test push', async () => {
    await fire('push', pushOf({ title: 'Test', body: 'It works', url: '/mypage/noti', test: true }));
    expect(worker.registration.showNotification.mock.calls[0]?.[1]).toMatchObject({ vibrate: [...PushTestVibration] });
  });

  it('shows a push that is not JSON as its text', async () => {
    await fire('push', { data: { json: () => JSON.parse('plain words'), text: () => 'plain words' } });
    expect(worker.registration.showNotification.mock.calls[0]?.[1]).toMatchObject({ body: 'plain words', data: { url: '/' } });
  });

  it('on a click, moves an open tab of the site to the url with a NAVIGATE message', async () => {
    const tab = { url: `${ORIGIN}/mypage`, postMessage: vi.fn(), focus: vi.fn(async () => undefined) };
    worker.clients.matchAll.mockResolvedValue([{ url: 'https://elsewhere.example/', postMessage: vi.fn(), focus: vi.fn() }, tab]);
    const notification = { data: { url: '/payment/cad/o-1' }, close: vi.fn() };
    await fire('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(tab.postMessage).toHaveBeenCalledWith({ type: 'NAVIGATE', url: `${ORIGIN}/payment/cad/o-1` });
    expect(tab.focus).toHaveBeenCalled();
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('on a click with no tab of the site open, opens one at the url', async () => {
    await fire('notificationclick', { notification: { data: { url: '/notiy' }, close: vi.fn() } });
    expect(worker.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/notiy`);
  });
});
