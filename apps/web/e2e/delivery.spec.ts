import { expect, test } from '@playwright/test';
import { acceptedOrder, apiToken, approvedMember, expectSignedIn, logIn, postJson, stlBytes, uploadFile } from './fixtures.ts';

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
  const scanFileId = await uploadFile(request, clientToken, 'referral', '상악 스캔.stl', stlBytes(40));
  // Signed, paid (with 20,000 won to spare for the surcharge) and accepted through the API: the orders journeys do these through the pages.
  const orderId = await acceptedOrder(request, clientToken, designerToken, { charge: 170_000, files: { scanFileId } });

  // The T-esigner downloads the scan: the referral is received.
  const designerContext = await browser.newContext({ locale: 'en-US' });
  const designerPage = await designerContext.newPage();
  await logIn(designerPage, designer, true);
  await expectSignedIn(designerPage, designer.nickname);
  await designerPage.goto(`/payment/receive/${orderId}`);
  await designerPage.getByTestId('file-download').click();
  await expect(designerPage.getByTestId('receive-status')).toHaveAttribute('data-received', 'yes');

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
  const crown = stlBytes(200_000);
  await designerPage.getByTestId('cad-upload-form').locator('input[type=file]').setInputFiles([
    { name: 'crown 11.stl', mimeType: 'model/stl', buffer: crown },
    { name: 'model.stl', mimeType: 'model/stl', buffer: stlBytes(500) },
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

test('the client asks a rework for a changed prescription, the T-esigner uploads version 2 with a surcharge, the client declines it and confirms', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const client = await approvedMember(request, 'client');
  const designer = await approvedMember(request, 'designer');
  const clientToken = await apiToken(request, client);
  const designerToken = await apiToken(request, designer);
  const scanFileId = await uploadFile(request, clientToken, 'referral', 'scan.stl', stlBytes(40));
  const orderId = await acceptedOrder(request, clientToken, designerToken, { charge: 150_000, files: { scanFileId } });
  // Received and delivered (version 1) through the API: the first journey does these through the pages.
  const scanLink: { url: string } = await postJson(request, designerToken, `/api/v1/orders/${orderId}/files/${scanFileId}/link`, {});
  expect((await request.get(scanLink.url)).ok()).toBe(true);
  const first = await uploadFile(request, designerToken, 'cad', 'crown v1.stl', stlBytes(300));
  await postJson(request, designerToken, `/api/v1/orders/${orderId}/deliveries`, { fileIds: [first] });

  // The client asks a rework: the prescription changed.
  await logIn(page, client);
  await expectSignedIn(page, client.nickname);
  await page.goto(`/payment/cad/${orderId}`);
  await page.getByTestId('rework-link').click();
  await expect(page.getByTestId('rework-edits')).toHaveText('2회 중 0회');
  await page.getByRole('radio', { name: /처방 변경 또는 재스캔/ }).check();
  await page.getByLabel('무엇을 바꿔야 하나요?').fill('교합 조정 후 대합치를 다시 스캔했습니다.');
  await page.getByTestId('rework-submit').click();
  await expect(page).toHaveURL(new RegExp(`/payment/reqeust/rework/view/${orderId}$`));
  await expect(page.getByTestId('rework')).toContainText('재업로드 대기');

  // The T-esigner reads why and uploads version 2 with a surcharge.
  const designerContext = await browser.newContext({ locale: 'en-US' });
  const designerPage = await designerContext.newPage();
  await logIn(designerPage, designer, true);
  await expectSignedIn(designerPage, designer.nickname);
  await designerPage.goto(`/payment/reqeust/rework/view/${orderId}`);
  await expect(designerPage.getByTestId('rework-kind')).toHaveText('A changed prescription or a new scan');
  await designerPage.getByTestId('rework-upload-link').click();
  await expect(designerPage.getByTestId('rework-reason')).toContainText('교합 조정');
  await designerPage.getByTestId('cad-upload-form').locator('input[type=file]').setInputFiles({ name: 'crown v2.stl', mimeType: 'model/stl', buffer: stlBytes(300) });
  await expect(designerPage.getByText('Uploaded')).toBeVisible();
  await designerPage.getByTestId('with-surcharge').check();
  await designerPage.getByLabel('Surcharge amount').fill('30000');
  await designerPage.getByLabel('Reason for the surcharge').fill('A new design for the new scan.');
  await designerPage.getByTestId('cad-deliver').click();
  await expect(designerPage.getByTestId('order-status')).toHaveText('CAD delivered');
  await designerContext.close();

  // The client declines the surcharge, sees version 2 above version 1, and confirms.
  await page.goto(`/payment/cad/${orderId}`);
  await expect(page.getByTestId('cad-version')).toHaveCount(2);
  await expect(page.getByTestId('cad-version').first()).toHaveAttribute('data-version', '2');
  await page.getByTestId('surcharge-answer-link').click();
  await page.getByTestId('surcharge-decline').click();
  await page.getByTestId('surcharge-decline-dialog').getByLabel('티자이너에게 남길 말').fill('재스캔은 기공소 사정이었습니다.');
  await page.getByTestId('surcharge-decline-confirm').click();
  await expect(page.getByTestId('surcharge')).toHaveAttribute('data-status', 'declined');
  await page.goto(`/payment/cad/${orderId}`);
  await page.getByTestId('confirm-receipt').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: '수령 확인' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('거래 완료');
});
