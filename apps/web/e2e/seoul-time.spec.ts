// A Korean dentist at half past midnight in Seoul (decision 0031): the browser runs in Asia/Seoul
// (the suite's timezoneId) with its clock at 00:30 KST on 29 November, when UTC still says the 28th.
// Every instant the pages receive is moved into that half hour (same minutes and seconds), so a
// screen that took the UTC day, or the browser's zone instead of Korea's, shows the 28th and fails.
import { expect, test, type Page } from '@playwright/test';
import { acceptedOrder, adminAccount, apiToken, approvedMember, expectSignedIn, logIn, postJson } from './fixtures.ts';

const SEOUL_MIDNIGHT_HALF = new Date('2026-11-28T15:30:00.000Z');
const KOREAN_DAY = '2026. 11. 29.';
const UTC_DAY = '2026. 11. 28.';

/** Every ISO instant of the API's answers moved to 15:mm:ss UTC of 28 November: 00:mm KST of the 29th. */
async function answerInTheSmallHours(page: Page) {
  await page.route(/\/api\/v1\//, async (route) => {
    try {
      const response = await route.fetch();
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('application/json')) return await route.fulfill({ response });
      const body = (await response.text()).replace(/"(\d{4}-\d{2}-\d{2})T\d{2}:(\d{2}):(\d{2}(?:\.\d+)?)Z"/g, '"2026-11-28T15:$2:$3Z"');
      return await route.fulfill({ response, body });
    } catch {
      // The page moved on while this answer was read: nobody waits for it any more.
      return undefined;
    }
  });
}

/** Each date written in a <time> of the page: the Korean day, never the UTC day. */
async function expectKoreanDays(page: Page, atLeast: number) {
  const times = page.locator('time[datetime*="T"]');
  await expect.poll(() => times.count()).toBeGreaterThanOrEqual(atLeast);
  const texts = await times.allTextContents();
  for (const text of texts) {
    expect(text).not.toContain(UTC_DAY);
    if (/\d{4}\. \d{1,2}\. \d{1,2}\./.test(text)) expect(text).toContain(KOREAN_DAY);
  }
  return texts;
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(SEOUL_MIDNIGHT_HALF);
});
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

test('notices on the notice page and the main page are dated by the Korean day', async ({ page, request }) => {
  const admin = adminAccount();
  const adminToken = await apiToken(request, admin);
  const title = `새벽 공지 ${Date.now()}`;
  await postJson(request, adminToken, '/api/v1/admin/content/notices', { title: { ko: title, en: `Small-hours notice ${Date.now()}` }, body: { ko: '본문', en: 'Body' } });
  await answerInTheSmallHours(page);

  await page.goto('/notice');
  const row = page.getByRole('link', { name: new RegExp(title) }).first();
  await expect(row).toContainText(KOREAN_DAY);
  await expect(row).not.toContainText(UTC_DAY);

  await page.goto('/');
  const teaser = page.getByTestId('main-notice').first();
  await expect(teaser).toContainText(KOREAN_DAY);
  // The figures' "as of" and the notices agree on the day.
  await expect(page.getByTestId('main-stats')).toContainText(`${KOREAN_DAY} 오전 12:`);
});

test('an order, its timeline and the mileage history are dated by the Korean day, and the history’s periods end today in Korea', async ({ page, request }) => {
  test.setTimeout(90_000);
  const client = await approvedMember(request, 'client');
  const designer = await approvedMember(request, 'designer');
  const orderId = await acceptedOrder(request, await apiToken(request, client), await apiToken(request, designer), { charge: 200_000 });
  await answerInTheSmallHours(page);

  await logIn(page, client);
  await expectSignedIn(page, client.nickname);

  await page.goto(`/payment/${orderId}/timeline`);
  await expect(page.getByTestId('timeline-event').first()).toBeVisible();
  const events = await expectKoreanDays(page, await page.getByTestId('event-when').count());
  expect(events.join(' ')).toContain(`${KOREAN_DAY} 오전 12:`);

  await page.goto(`/payment/contract/${orderId}`);
  await expectKoreanDays(page, 1);

  await page.goto('/mileage');
  await expect(page.getByTestId('history-row').first()).toBeVisible();
  await expectKoreanDays(page, 2);
  // "Last month" ends on the Korean day of the clock (the 29th), not the UTC day.
  const asked = page.waitForRequest((r) => r.url().includes('/api/v1/mileage/history') && r.url().includes('from='));
  await page.getByTestId('preset-1').click();
  const url = new URL((await asked).url());
  expect(url.searchParams.get('to')).toBe('2026-11-29');
  expect(url.searchParams.get('from')).toBe('2026-10-29');
});
