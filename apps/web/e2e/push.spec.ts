// Web push end to end (issue 9, SPEC §4 Push): after sign-in the page registers /sw.js, asks for
// permission, subscribes with the server's own VAPID key and saves the subscription; a test
// notification from my page travels server → push endpoint (the test's own, recording) encrypted
// for this subscription; the service worker shows a push and, clicked, moves the tab (NAVIGATE);
// logging out unsubscribes the device.
import { expect, test, type Page } from '@playwright/test';
import { apiToken, demo, expectSignedIn, logIn, postJson } from './fixtures.ts';
import { startPushEndpoint, type PushEndpoint } from './push-endpoint.ts';

/** Headless chromium reaches no push service here: PushManager answers with the test's subscription. */
async function routePushManagerTo(page: Page, endpoint: PushEndpoint): Promise<void> {
  await page.addInitScript((subscription) => {
    let current: PushSubscription | null = null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const fake = {
        endpoint: subscription.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: options?.applicationServerKey ?? null },
        getKey: () => null,
        toJSON: () => subscription,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      current = fake as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  }, endpoint.subscription);
}

const languages = [
  { name: 'Korean', en: false, locale: 'ko-KR', who: demo.client, sent: '등록된 기기 1대로 테스트 알림을 보냈습니다.', title: '테스트 알림', logout: '로그아웃' },
  { name: 'English', en: true, locale: 'en-US', who: demo.designer, sent: 'Test notification sent to 1 registered device.', title: 'Test notification', logout: 'Log out' },
] as const;

for (const lang of languages) {
  test.describe(lang.name, () => {
    test.use({ locale: lang.locale });

    test(`a member gets web push in ${lang.name}: subscribed after sign-in, a test notification arrives encrypted, a click moves the tab, logout unsubscribes`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const endpoint = await startPushEndpoint();
      try {
        await context.grantPermissions(['notifications'], { origin: baseURL });
        await routePushManagerTo(page, endpoint);

        const saved = page.waitForRequest((r) => r.url().endsWith('/push/subscribe') && r.method() === 'POST');
        await logIn(page, lang.who, lang.en);
        await expectSignedIn(page, lang.who.nickname);
        const subscribe = await saved;
        const body = subscribe.postDataJSON() as { userId: number; deviceId: string; platform: string; subscription: { endpoint: string } };
        expect(body.subscription.endpoint).toBe(endpoint.subscription.endpoint);
        expect(body.platform).toBe('linux');
        expect(body.deviceId).not.toBe('');
        expect((await subscribe.response())?.status()).toBe(200);

        // The test notification from my page reaches the push endpoint, readable only with the subscription's keys.
        await page.goto('/mypage/noti');
        await expect(page.getByTestId('push-state')).toHaveAttribute('data-permission', 'granted');
        await page.getByTestId('push-test').click();
        await expect(page.getByText(lang.sent)).toBeVisible();
        await expect.poll(() => endpoint.received.length, { timeout: 20_000 }).toBeGreaterThan(0);
        const push = endpoint.received[0]!;
        expect(push.headers['content-encoding']).toBe('aes128gcm');
        expect(push.headers.authorization).toMatch(/^vapid t=/);
        const payload = endpoint.decrypt(push) as { title: string; body: string; url: string; test?: boolean };
        expect(payload.test).toBe(true);
        expect(payload.title).toBe(lang.title);
        expect(payload.url).toMatch(/^\//);

        // The service worker shows that payload; a click on it sends NAVIGATE and the tab moves there.
        const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
        const shown = await worker.evaluate(async (data) => {
          // The worker's own globals (PushEvent, NotificationEvent), not the page's DOM types.
          interface Shown {
            title: string;
            vibrate: readonly number[];
          }
          type EventOf = new (type: string, init: object) => Event;
          const sw = self as unknown as EventTarget & {
            registration: {
              getNotifications(): Promise<Shown[]>;
              showNotification(title: string, options?: object): Promise<void>;
            };
            PushEvent: EventOf;
            NotificationEvent: EventOf;
          };
          // The push handler's own showNotification call is awaited (its rejection, if any, fails the
          // test with its reason) rather than polled for: on a busy machine it took over five seconds.
          const showNotification = sw.registration.showNotification.bind(sw.registration);
          const showing: Promise<void>[] = [];
          sw.registration.showNotification = (title, options) => {
            const shown = showNotification(title, options);
            showing.push(shown);
            return shown;
          };
          sw.dispatchEvent(new sw.PushEvent('push', { data: JSON.stringify({ ...data, url: '/notiy' }) }));
          if (showing.length === 0) return null;
          await Promise.all(showing);
          const [notification] = await sw.registration.getNotifications();
          if (!notification) return null;
          sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification }));
          return { title: notification.title, vibrate: [...notification.vibrate] };
        }, payload);
        expect(shown?.title).toBe(payload.title);
        expect(shown?.vibrate).toEqual([200, 100, 200]);
        await expect(page).toHaveURL(/\/notiy$/);

        // Logging out unsubscribes this device: a test notification afterwards reaches no device.
        const unsubscribed = page.waitForRequest((r) => r.url().endsWith('/push/unsubscribe') && r.method() === 'POST');
        await page.getByRole('button', { name: lang.logout }).click();
        await unsubscribed;
        await expect(page).toHaveURL(/\/login$/);
        const token = await apiToken(request, lang.who);
        expect(await postJson(request, token, '/push/test', {})).toEqual({ sent: 0 });
      } finally {
        await endpoint.close();
      }
    });
  });
}
