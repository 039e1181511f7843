// Issue 31: a member reaches a notification from the keyboard (each one with a target is a link), and
// each kind of member starts the main page from their own work.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptedOrder, apiToken, approvedMember, chosenQuotation, expectSignedIn, logIn, quotedRequest, stlBytes, uploadFile } from './fixtures.ts';

/** A scan for one referral of the client (a referral goes out with its scan). */
const scanOf = async (request: APIRequestContext, clientToken: string) => ({ scanFileId: await uploadFile(request, clientToken, 'referral', 'scan.stl', stlBytes(40)) });

/** Presses Tab until the focus is on an element `matches` accepts; fails after `max` presses. */
async function tabTo(page: Page, matches: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, matches)) return;
  }
  throw new Error(`Tab never reached ${matches}`);
}

test('a client reaches a new quotation notice by keyboard, on the notifications page and in the bell, and Enter opens it', async ({ page, request }) => {
  const client = await approvedMember(request, 'client');
  const designer = await approvedMember(request, 'designer');
  const [clientToken, designerToken] = await Promise.all([apiToken(request, client), apiToken(request, designer)]);
  const first = await quotedRequest(request, clientToken, designerToken, await scanOf(request, clientToken));
  const second = await quotedRequest(request, clientToken, designerToken, await scanOf(request, clientToken));

  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, client);
  await expectSignedIn(page, client.nickname);

  // The page: the newest notice is the first link of the list, reached by Tab like any link.
  await page.goto('/notiy');
  const rows = page.getByTestId('notifications').getByTestId('notification');
  await expect(rows.first()).toHaveAttribute('href', `/request/view/${second.requestId}`);
  await expect(rows.first()).toHaveAttribute('data-unread', 'true');
  await tabTo(page, '[data-testid="notifications"] a[data-testid="notification"]');
  await expect(page.locator(':focus')).toHaveAttribute('href', `/request/view/${second.requestId}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/request/view/${second.requestId}$`));
  // The request's page has come (a new page takes the focus to its start once it has).
  await expect(page.getByTestId('request-status')).toBeVisible();

  // The bell: Enter opens it, Tab walks into its panel to the other notice, Enter opens that one.
  const bell = page.getByTestId('notification-bell');
  // The opened notice is read now (the join's approval and the first quotation are not): once the
  // count has caught up, nothing in the panel comes or goes while the keyboard walks through it.
  await expect(page.getByTestId('notification-badge')).toHaveText('2');
  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('bell-panel');
  await expect(panel.getByTestId('notification').first()).toBeVisible();
  await tabTo(page, `[data-testid="bell-panel"] a[data-testid="notification"][href="/request/view/${first.requestId}"]`, 15);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/request/view/${first.requestId}$`));
  await expect(panel).toHaveCount(0);

  // Opening each marked it read.
  await page.goto('/notiy');
  for (const { requestId } of [first, second]) {
    await expect(page.getByTestId('notifications').locator(`a[href="/request/view/${requestId}"]`)).toHaveAttribute('data-unread', 'false');
  }
});

test('a T-esigner signed in starts the main page from their work, and a client from their next steps', async ({ browser, request }) => {
  const client = await approvedMember(request, 'client');
  const designer = await approvedMember(request, 'designer');
  const [clientToken, designerToken] = await Promise.all([apiToken(request, client), apiToken(request, designer)]);
  // An order the T-esigner accepted (the referral to receive next), one the client still has to sign, and quotations to choose from.
  const accepted = await acceptedOrder(request, clientToken, designerToken, { charge: 200_000, files: await scanOf(request, clientToken) });
  await chosenQuotation(request, clientToken, designerToken, await scanOf(request, clientToken));
  const quoted = await quotedRequest(request, clientToken, designerToken, await scanOf(request, clientToken));

  const designerContext = await browser.newContext();
  const designerPage = await designerContext.newPage();
  await logIn(designerPage, designer);
  await expectSignedIn(designerPage, designer.nickname);
  await designerPage.goto('/');
  const work = designerPage.getByTestId('member-home-designer');
  await expect(work.getByRole('heading', { level: 1 })).toHaveText(`${designer.nickname}님, 안녕하세요`);
  await expect(work.getByTestId('work-orders-accepted')).toHaveAttribute('data-count', '1');
  await expect(work.getByTestId('work-orders-accepted')).toContainText('수령할 의뢰서');
  await expect(work.getByTestId('work-public')).toHaveAttribute('data-count', /^\d+$/);
  await expect(work.getByTestId('work-earnings')).toBeVisible();
  // The work comes before the hero.
  const [workTop, heroTop] = await Promise.all([work.boundingBox(), designerPage.locator('#hero-title').boundingBox()]);
  expect(workTop!.y).toBeLessThan(heroTop!.y);
  await work.getByTestId('work-orders-accepted').click();
  await expect(designerPage).toHaveURL(/\/payment\?status=accepted$/);
  await expect(designerPage.locator(`[data-testid="transaction-row"][data-order="${accepted}"]`)).toBeVisible();
  // And the header leads back to the transactions from anywhere.
  await designerPage.goto('/');
  await designerPage.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '거래' }).click();
  await expect(designerPage).toHaveURL(/\/payment$/);
  await designerContext.close();

  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await logIn(clientPage, client);
  await expectSignedIn(clientPage, client.nickname);
  await clientPage.goto('/');
  const next = clientPage.getByTestId('member-home-client');
  await expect(next.getByRole('heading', { level: 1 })).toHaveText(`${client.nickname}님, 안녕하세요`);
  await expect(next.getByTestId('next-orders-awaitingPayment')).toHaveAttribute('data-count', '1');
  await expect(next.getByTestId('next-quoted')).toHaveAttribute('data-count', '1');
  await next.getByTestId('next-quoted').click();
  await expect(clientPage).toHaveURL(new RegExp(`/request/estimated/view/${quoted.requestId}$`));
  await clientContext.close();
});

test('a visitor sees the main page as pre-rendered, with no member section', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: '치과 보철 CAD 디자인, 의뢰부터 수령까지 한 곳에서' })).toBeVisible();
  await expect(page.locator('[data-testid^="member-home-"]')).toHaveCount(0);
});
