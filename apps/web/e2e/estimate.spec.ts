// The quotation document of an order (issue 30): both parties open it from their order page and may
// print it; a third member is told it is not theirs.
import { expect, test, type Page } from '@playwright/test';
import { acceptedOrder, apiToken, approvedMember, expectSignedIn, logIn } from './fixtures.ts';

/** The page as it looks at `width`, full length, kept with the run's results to be looked at. */
async function shoot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('the client and the T-esigner read the quotation of their order from its page, print it, and a third member is refused', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const client = await approvedMember(request, 'client');
  const designer = await approvedMember(request, 'designer');
  const stranger = await approvedMember(request, 'client');
  const clientToken = await apiToken(request, client);
  // Signed, paid (3 × 50,000 won) and accepted through the API.
  const orderId = await acceptedOrder(request, clientToken, await apiToken(request, designer), { charge: 150_000 });
  const order = (await (await request.get(`/api/v1/orders/${orderId}`, { headers: { authorization: `Bearer ${clientToken}` } })).json()) as { referralNumbers: string[] };
  const [referralNumber] = order.referralNumbers;

  // The client follows the summary's link from their order page.
  await logIn(page, client);
  await expectSignedIn(page, client.nickname);
  await page.goto(`/payment/contract/${orderId}`);
  await expect(page.getByTestId('estimate-link')).toBeVisible();
  await shoot(page, 'order-ko-1440', 1440);
  await page.getByRole('link', { name: '견적서 보기' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/estimate/${orderId}$`));
  await expect(page.getByRole('heading', { name: '견적서', level: 1 })).toBeVisible();
  const document = page.getByTestId('estimate-document');
  await expect(document.getByTestId('estimate-case')).toHaveText(`의뢰서 번호 ${referralNumber}`);
  await expect(document.getByTestId('estimate-client')).toHaveText(client.nickname);
  await expect(document.getByTestId('estimate-designer')).toHaveText(designer.nickname);
  await expect(document.getByTestId('estimate-referral')).toContainText('14, 15, 16');
  await expect(document.getByTestId('estimate-line')).toHaveText(/지르코니아 크라운.*3개.*50,000원.*150,000원/);
  await expect(document.getByTestId('estimate-total')).toHaveText('150,000원');
  await expect(document.getByTestId('estimate-stage')).toHaveText('계약 요청 수락');
  await expect(page.getByRole('button', { name: '인쇄' })).toBeVisible();
  await shoot(page, 'estimate-ko-1440', 1440);
  await shoot(page, 'estimate-ko-390', 390);

  // On paper: the document alone, without the app's header, the page's header and its buttons.
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print' });
  await expect(document).toBeVisible();
  await expect(page.getByTestId('estimate-header')).toBeHidden();
  await expect(page.getByTestId('header-member')).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('estimate-ko-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The T-esigner reads the same quotation in English from their own page of the order.
  const designerContext = await browser.newContext({ locale: 'en-US' });
  const designerPage = await designerContext.newPage();
  await logIn(designerPage, designer, true);
  await expectSignedIn(designerPage, designer.nickname);
  await designerPage.goto(`/payment/${orderId}/designer`);
  await designerPage.getByRole('link', { name: 'View quotation' }).click();
  await expect(designerPage).toHaveURL(new RegExp(`/payment/estimate/${orderId}$`));
  await expect(designerPage.getByRole('heading', { name: 'Quotation', level: 1 })).toBeVisible();
  const theirs = designerPage.getByTestId('estimate-document');
  await expect(theirs.getByTestId('estimate-case')).toHaveText(`Referral no. ${referralNumber}`);
  await expect(theirs.getByTestId('estimate-client')).toHaveText(client.nickname);
  await expect(theirs.getByTestId('estimate-total')).toHaveText('₩150,000');
  await expect(theirs.getByTestId('estimate-stage')).toHaveText('Accepted');
  await expect(designerPage.getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', `/payment/${orderId}/designer`);
  await shoot(designerPage, 'estimate-en-1440', 1440);
  await shoot(designerPage, 'estimate-en-390', 390);
  await designerContext.close();

  // A third member is told there is nothing of theirs here.
  const strangerContext = await browser.newContext();
  const strangerPage = await strangerContext.newPage();
  await logIn(strangerPage, stranger);
  await expectSignedIn(strangerPage, stranger.nickname);
  await strangerPage.goto(`/payment/estimate/${orderId}`);
  await expect(strangerPage.getByTestId('estimate-not-found')).toContainText('견적서를 찾을 수 없습니다');
  await expect(strangerPage.getByTestId('estimate-document')).toHaveCount(0);
  await strangerContext.close();
});
