import { expect, test } from '@playwright/test';
import { acceptedOrder, apiToken, approvedMember, chosenQuotation, expectSignedIn, logIn, postJson } from './fixtures.ts';

test('the client signs the e-contract, charges exactly the missing mileage from the prompt, pays, and the T-esigner accepts', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const client = await approvedMember(request, 'client');
  const designer = await approvedMember(request, 'designer');
  const clientToken = await apiToken(request, client);
  const orderId = await chosenQuotation(request, clientToken, await apiToken(request, designer));
  // 100,000 won of mileage: 50,000 short of the 150,000 the order costs.
  await postJson(request, clientToken, '/api/v1/mileage/charges', { amount: 100_000, currency: 'KRW' }, { 'idempotency-key': crypto.randomUUID() });

  await logIn(page, client);
  await expectSignedIn(page, client.nickname);
  await page.goto(`/payment/contract/${orderId}`);
  await expect(page.getByRole('heading', { name: '전자계약', level: 1 })).toBeVisible();
  await expect(page.getByTestId('contract-text')).toContainText('150,000');
  await page.getByLabel('이름', { exact: true }).fill(client.nickname);
  await page.getByLabel('위 계약서 내용을 모두 읽었으며 이에 동의합니다.').check();
  await page.getByRole('button', { name: '서명하고 150,000원 결제' }).click();

  // Short by 50,000: the prompt charges exactly that and comes back here.
  await page.getByRole('link', { name: '50,000원 충전하기' }).click();
  await expect(page).toHaveURL(/\/mileageCharge\?/);
  await page.getByRole('button', { name: /50,000원 충전하기/ }).click();
  await page.getByRole('link', { name: '이전 화면으로 돌아가기' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/contract/${orderId}$`));

  await page.getByLabel('이름', { exact: true }).fill(client.nickname);
  await page.getByLabel('위 계약서 내용을 모두 읽었으며 이에 동의합니다.').check();
  await page.getByRole('button', { name: '서명하고 150,000원 결제' }).click();
  await expect(page.getByText('결제 완료 — 티자이너의 답변을 기다리는 중')).toBeVisible();
  await expect(page.getByTestId('header-mileage')).toContainText('0원');

  // The client's transactions list it as waiting for the T-esigner.
  await page.goto('/payment');
  await expect(page.getByRole('heading', { name: '거래 내역', level: 1 })).toBeVisible();
  await expect(page.getByTestId('order-status').first()).toHaveText('수락 대기');

  // The T-esigner finds it in their transactions, their turn, reads the signed contract and accepts it.
  const designerContext = await browser.newContext({ locale: 'en-US' });
  const designerPage = await designerContext.newPage();
  await logIn(designerPage, designer, true);
  await expectSignedIn(designerPage, designer.nickname);
  await designerPage.goto('/payment');
  await expect(designerPage.getByText('Your turn')).toBeVisible();
  await designerPage.getByRole('link', { name: new RegExp(client.nickname) }).click();
  await expect(designerPage).toHaveURL(new RegExp(`/payment/${orderId}/designer$`));
  await expect(designerPage.getByTestId('contract-text')).toContainText(client.nickname);
  await designerPage.getByRole('button', { name: 'Accept', exact: true }).click();
  await designerPage.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
  await expect(designerPage.getByTestId('order-status')).toHaveText('Accepted');
  await designerContext.close();

  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('계약 요청 수락');
});

test('after acceptance the T-esigner opens the referral, the client asks to cancel, the T-esigner approves, and the 50% split shows in both balances', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const client = await approvedMember(request, 'client');
  const designer = await approvedMember(request, 'designer');
  const clientToken = await apiToken(request, client);
  const designerToken = await apiToken(request, designer);
  // Signed, paid and accepted through the API: the first journey does these through the pages.
  const orderId = await acceptedOrder(request, clientToken, designerToken, { charge: 150_000 });

  // The T-esigner reaches the referral from the order.
  const designerContext = await browser.newContext({ locale: 'en-US' });
  const designerPage = await designerContext.newPage();
  await logIn(designerPage, designer, true);
  await expectSignedIn(designerPage, designer.nickname);
  await designerPage.goto(`/payment/${orderId}/designer`);
  await designerPage.getByTestId('receive-link').click();
  await expect(designerPage).toHaveURL(new RegExp(`/payment/receive/${orderId}$`));
  await expect(designerPage.getByRole('heading', { name: 'Receive the referral', level: 1 })).toBeVisible();

  // The client asks to cancel with a reason.
  await logIn(page, client);
  await expectSignedIn(page, client.nickname);
  await page.goto(`/payment/contract/${orderId}`);
  const panel = page.getByTestId('cancellation-panel');
  await panel.getByRole('button', { name: '취소 요청' }).click();
  const ask = page.getByTestId('cancellation-request-dialog');
  await ask.getByLabel('취소 사유').fill('환자 사정으로 치료가 미뤄졌습니다.');
  await ask.getByRole('button', { name: '취소 요청 보내기' }).click();
  await expect(panel).toContainText('환자 사정으로 치료가 미뤄졌습니다.');

  // The T-esigner approves: half back to the client, half to the T-esigner's earnings.
  await designerPage.goto(`/payment/${orderId}/designer`);
  await designerPage.getByTestId('cancellation-panel').getByRole('button', { name: 'Approve cancellation' }).click();
  const approve = designerPage.getByTestId('cancellation-approve-dialog');
  await expect(approve).toContainText('₩75,000 back to the client, ₩75,000 to the T-esigner');
  await approve.getByRole('button', { name: 'Approve cancellation' }).click();
  await expect(designerPage.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(designerPage.getByTestId('header-mileage')).toContainText('₩75,000');
  await designerContext.close();

  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('거래 취소');
  await expect(page.getByTestId('header-mileage')).toContainText('75,000원');
});
