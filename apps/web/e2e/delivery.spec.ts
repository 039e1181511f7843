import { expect, test } from '@playwright/test';
import { acceptedOrder, apiToken, approvedMember, binaryStl, expectSignedIn, logIn, uploadFile } from './fixtures.ts';

test('the T-esigner receives the referral and uploads the CAD result with a surcharge through a dropped connection; the client pays it, downloads the ZIP and confirms, and the escrow reaches the T-esigner', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const client = await approvedMember(request, 'client');
  const designer = await approvedMember(request, 'designer');
  const clientToken = await apiToken(request, client);
  const designerToken = await apiToken(request, designer);
  const scanFileId = await uploadFile(request, clientToken, 'referral', '상악 스캔.stl', binaryStl(40, 'upper jaw scan'));
  // Signed, paid (with 20,000 won to spare for the surcharge) and accepted through the API: the orders journeys do these through the pages.
  const orderId = await acceptedOrder(request, clientToken, designerToken, { charge: 170_000, files: { scanFileId } });

  // The T-esigner downloads the scan: the referral is received.
  const designerContext = await browser.newContext({ locale: 'en-US' });
  const designerPage = await designerContext.newPage();
  await logIn(designerPage, designer, true);
  await expectSignedIn(designerPage, designer.nickname);
  await designerPage.goto(`/payment/receive/${orderId}`);
  await designerPage.getByTestId('file-download').click();
  await expect(designerPage.getByTestId('receive-state-title')).toContainText('received');

  // The CAD upload: a crown of two chunks, whose first chunk's connection drops once and resumes.
  await designerPage.goto(`/payment/${orderId}/designer`);
  await designerPage.getByTestId('upload-cad-link').click();
  await expect(designerPage).toHaveURL(new RegExp(`/payment/reqeust/${orderId}/cad$`));
  let dropped = false;
  await designerPage.route('**/api/v1/uploads/*?offset=0', (route) => {
    if (dropped) return route.continue();
    dropped = true;
    return route.abort('connectionreset');
  });
  const crown = binaryStl(200_000, 'crown 11 design');
  await designerPage.getByTestId('cad-upload-form').locator('input[type=file]').setInputFiles([
    { name: 'crown 11.stl', mimeType: 'model/stl', buffer: crown },
    { name: 'model.stl', mimeType: 'model/stl', buffer: binaryStl(500, 'model') },
  ]);
  await expect(designerPage.getByRole('progressbar', { name: 'Upload progress of crown 11.stl' })).toBeVisible();
  await expect(designerPage.getByText('Uploaded')).toHaveCount(2, { timeout: 60_000 });
  expect(dropped).toBe(true);
  await designerPage.getByTestId('cad-message').fill('Margins at 0.05 mm as asked.');
  await designerPage.getByTestId('with-surcharge').check();
  await designerPage.getByLabel('Surcharge amount').fill('20000');
  await designerPage.getByLabel('Reason for the surcharge').fill('The antagonist was re-scanned, so the bridge was designed twice.');
  await designerPage.getByTestId('cad-deliver').click();
  await expect(designerPage).toHaveURL(new RegExp(`/payment/${orderId}/designer$`));
  await expect(designerPage.getByTestId('order-status')).toHaveText('CAD delivered');

  // The client answers the surcharge first, pays it, then downloads everything as one ZIP.
  await logIn(page, client);
  await expectSignedIn(page, client.nickname);
  await page.goto(`/payment/contract/${orderId}`);
  await page.getByTestId('surcharges-link').click();
  await expect(page.getByTestId('surcharge-reason')).toContainText('re-scanned');
  await page.getByTestId('surcharge-pay-link').click();
  await page.getByRole('button', { name: '20,000원 결제하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/cad/${orderId}$`));
  await expect(page.getByTestId('header-mileage')).toContainText('0원');
  await expect(page.getByTestId('cad-message-text')).toHaveText('Margins at 0.05 mm as asked.');
  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByTestId('cad-download-all').click()]);
  expect(zip.suggestedFilename()).toBe(`cad-${orderId.slice(0, 8)}-v1.zip`);
  const saved = await zip.path();
  expect(saved).toBeTruthy();

  await page.getByTestId('confirm-receipt').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: '수령 확인' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('거래 완료');

  // 150,000 won for the order and 20,000 for the surcharge are now the T-esigner's earnings.
  await designerPage.goto(`/payment/${orderId}/designer`);
  await expect(designerPage.getByTestId('order-status')).toHaveText('Complete');
  await expect(designerPage.getByTestId('header-mileage')).toContainText('₩170,000');
  await designerContext.close();
});
