// SPEC §8 error catalogue in a real browser: a failed choice of T-esigner and a request page that did
// not load each say what failed (and that the network is down when no answer came), and trying
// again recovers once the server answers.
import { expect, test, type Page } from '@playwright/test';
import { apiToken, approvedMember, expectSignedIn, logIn, quotedRequest } from './fixtures.ts';

/** Answers 500 with the error body of ARCHITECTURE §3 and no specific code. */
const serverFails = { status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'boom' } }) };

/** Only the request itself (GET /api/v1/requests/:id), not its comments or quotations; one matcher to route and unroute. */
const requestLoad = (requestId: string) => (url: URL) => url.pathname === `/api/v1/requests/${requestId}`;

async function chooseOnly(page: Page, korean: boolean) {
  await page.getByTestId('choose').first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: korean ? '선택' : 'Choose', exact: true }).click();
}

test('a client is told, in Korean, that choosing the T-esigner failed, and chooses again once the server answers', async ({ page, request }) => {
  test.setTimeout(120_000);
  const designer = await approvedMember(request, 'designer');
  const client = await approvedMember(request, 'client');
  const { requestId } = await quotedRequest(request, await apiToken(request, client), await apiToken(request, designer));

  await logIn(page, client);
  await expectSignedIn(page, client.nickname);
  await page.goto(`/request/estimated/view/${requestId}`);
  await expect(page.getByTestId('quotation-card').filter({ hasText: designer.nickname })).toBeVisible();

  // The server fails the choice: the message names what failed, and the choice stays open.
  await page.route('**/api/v1/quotations/*/select', (route) => route.fulfill(serverFails));
  await chooseOnly(page, true);
  await expect(page.getByText('티자이너 선택에 실패했습니다.', { exact: true })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('select-failed-ko.png') });

  // No answer at all: it says so as well.
  await page.unroute('**/api/v1/quotations/*/select');
  await page.route('**/api/v1/quotations/*/select', (route) => route.abort('internetdisconnected'));
  await chooseOnly(page, true);
  await expect(page.getByText('티자이너 선택에 실패했습니다. 네트워크 오류가 발생했습니다. 연결을 확인해 주세요.', { exact: true })).toBeVisible();

  // The server answers again: the same choice goes through to the contract.
  await page.unroute('**/api/v1/quotations/*/select');
  await chooseOnly(page, true);
  await expect(page).toHaveURL(/\/payment\/contract\//);
});

test('a request page that did not load says so with Retry, which loads it; one not found stays "not found"', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const designer = await approvedMember(request, 'designer');
  const client = await approvedMember(request, 'client');
  const { requestId } = await quotedRequest(request, await apiToken(request, client), await apiToken(request, designer));

  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await logIn(page, client, true);
  await expectSignedIn(page, client.nickname);

  const load = requestLoad(requestId);
  await page.route(load, (route) => route.fulfill(serverFails));
  await page.goto(`/request/view/${requestId}`);
  const problem = page.getByTestId('request-error');
  await expect(problem).toContainText('The request could not be loaded.');
  await expect(page.getByTestId('request-not-found')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('request-view-failed-en.png') });

  // Retry while the network is down: it names the network.
  await page.unroute(load);
  await page.route(load, (route) => route.abort('internetdisconnected'));
  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(problem).toContainText('The request could not be loaded. Network error. Please check your connection.');

  // The server answers again: Retry shows the request.
  await page.unroute(load);
  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('request-units')).toBeVisible();
  await expect(page.getByTestId('request-error')).toHaveCount(0);

  // A request that is not there is still "not found", with the way back.
  await page.goto('/request/view/00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('request-not-found')).toContainText('Request not found');
  await expect(page.getByTestId('request-error')).toHaveCount(0);
  await context.close();
});
