import { expect, test } from '@playwright/test';
import { apiToken, approvedMember, completeReferral, expectSignedIn, logIn, postJson, requestDates, stlBytes, uniqueNumber, uploadFile } from './fixtures.ts';

test('the main flow, two browsers: a request is quoted, chosen, signed and paid, accepted, received, delivered with a surcharge the client pays, confirmed and reviewed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const client = await approvedMember(request, 'client');
  const designer = await approvedMember(request, 'designer');
  const clientToken = await apiToken(request, client);
  const number = uniqueNumber();
  const scanFileId = await uploadFile(request, clientToken, 'referral', '상악 스캔.stl', stlBytes(40));
  const referralId = await completeReferral(request, clientToken, number, { scanFileId });
  const dates = await requestDates(request);
  // The request goes through the API (requests.spec sends them through the pages); 160,000 won of mileage.
  const { id: requestId } = await postJson(request, clientToken, '/api/v1/requests', {
    type: 'public',
    referralIds: [referralId],
    quoteExpiresAt: dates.expiry.toISOString(),
    deadlineAt: dates.deadline.toISOString(),
    notes: `main flow ${number}`,
  });
  await postJson(request, clientToken, '/api/v1/mileage/charges', { amount: 160_000, currency: 'KRW' }, { 'idempotency-key': crypto.randomUUID() });

  // The T-esigner quotes 3 crowns at 50,000 won.
  const designerContext = await browser.newContext({ locale: 'en-US' });
  const designerPage = await designerContext.newPage();
  await logIn(designerPage, designer, true);
  await expectSignedIn(designerPage, designer.nickname);
  await designerPage.goto(`/request/view/${requestId}`);
  await designerPage.getByRole('link', { name: 'Send a quotation' }).click();
  await designerPage.getByRole('textbox', { name: /Unit price/ }).fill('50000');
  await designerPage.getByRole('textbox', { name: 'Possible delivery date' }).fill(dates.typed(dates.delivery));
  await designerPage.keyboard.press('Tab');
  await designerPage.getByRole('button', { name: 'Send quotation' }).click();
  await expect(designerPage).toHaveURL(new RegExp(`/request/view/${requestId}$`));

  // The client chooses it, signs the contract and pays.
  await logIn(page, client);
  await expectSignedIn(page, client.nickname);
  await page.goto(`/request/view/${requestId}`);
  await page.getByRole('link', { name: '받은 견적 1건 비교하기' }).click();
  await page.getByTestId('quotation-card').getByRole('button', { name: '이 티자이너 선택' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '선택', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/contract\//);
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.getByLabel('이름', { exact: true }).fill(client.nickname);
  await page.getByLabel('위 계약서 내용을 모두 읽었으며 이에 동의합니다.').check();
  await page.getByRole('button', { name: '서명하고 150,000원 결제' }).click();
  await expect(page.getByText('결제 완료 — 티자이너의 답변을 기다리는 중')).toBeVisible();

  // The T-esigner accepts, receives the referral and delivers the CAD result with a surcharge.
  await designerPage.goto(`/payment/${orderId}/designer`);
  await designerPage.getByRole('button', { name: 'Accept', exact: true }).click();
  await designerPage.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
  await expect(designerPage.getByTestId('order-status')).toHaveText('Accepted');
  await designerPage.getByTestId('receive-link').click();
  await designerPage.getByTestId('file-download').click();
  await expect(designerPage.getByTestId('receive-status')).toHaveAttribute('data-received', 'yes');
  await designerPage.goto(`/payment/${orderId}/designer`);
  await designerPage.getByTestId('upload-cad-link').click();
  await designerPage.getByTestId('cad-upload-form').locator('input[type=file]').setInputFiles({ name: 'crowns 14-16.stl', mimeType: 'model/stl', buffer: stlBytes(2_000) });
  await expect(designerPage.getByText('Uploaded')).toBeVisible();
  await designerPage.getByTestId('with-surcharge').check();
  await designerPage.getByLabel('Surcharge amount').fill('10000');
  await designerPage.getByLabel('Reason for the surcharge').fill('The bridge needed a connector redesign after the new antagonist scan.');
  await designerPage.getByTestId('cad-deliver').click();
  await expect(designerPage.getByTestId('order-status')).toHaveText('CAD delivered');

  // The client pays the surcharge, receives the files and confirms.
  await page.goto(`/payment/contract/${orderId}`);
  await page.getByTestId('surcharges-link').click();
  await page.getByTestId('surcharge-pay-link').click();
  await page.getByRole('button', { name: '10,000원 결제하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/cad/${orderId}$`));
  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByTestId('cad-download-all').click()]);
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);
  await page.getByTestId('confirm-receipt').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: '수령 확인' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('거래 완료');

  // The client reviews the T-esigner: level 9 of 10.
  await page.getByTestId('review-link-write').click();
  await expect(page).toHaveURL(new RegExp(`/payment/review/${orderId}$`));
  await page.getByRole('radio').nth(8).check({ force: true });
  await page.getByTestId('review-text-input').fill('마진이 정확하고 납기도 빨랐습니다.');
  await page.getByTestId('review-submit').click();
  await expect(page.getByTestId('review-text')).toHaveText('마진이 정확하고 납기도 빨랐습니다.');

  // The T-esigner has 160,000 won of earnings and reads the review.
  await designerPage.goto(`/payment/${orderId}/designer`);
  await expect(designerPage.getByTestId('order-status')).toHaveText('Complete');
  await expect(designerPage.getByTestId('header-mileage')).toContainText('₩160,000');
  await designerPage.getByTestId('review-link-see').click();
  await expect(designerPage.getByTestId('review-text')).toHaveText('마진이 정확하고 납기도 빨랐습니다.');

  // Both read the same case timeline, each in their language: every step, who took it, in order.
  await designerPage.goto(`/payment/${orderId}/timeline`);
  const kinds = ['signAndPay', 'accept', 'receiveReferral', 'uploadCad', 'surchargeRequested', 'surchargePaid', 'cadDownloaded', 'confirmReceipt', 'reviewWritten'];
  await expect(designerPage.getByTestId('timeline-event')).toHaveCount(kinds.length);
  expect(await designerPage.getByTestId('timeline-event').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')))).toEqual(kinds);
  await expect(designerPage.getByTestId('timeline-event').filter({ hasText: 'Paid the surcharge' })).toContainText('₩10,000');
  await designerContext.close();
  await page.goto(`/payment/${orderId}/timeline`);
  await expect(page.getByTestId('timeline-event').first()).toContainText(client.nickname);
  await expect(page.getByTestId('timeline-event')).toHaveCount(kinds.length);
});
