import { expect, test, type Page } from '@playwright/test';
import { adminAccount, approvedMember, demo, expectSignedIn, logIn } from './fixtures.ts';

/** The charge page in test mode: type an amount, pay, and read the new balance. */
async function chargeByTestProvider(page: Page, amount: string, labels: { amount: RegExp; pay: RegExp; done: RegExp }) {
  await page.goto('/mileageCharge');
  await page.getByLabel(labels.amount).fill(amount);
  await page.getByRole('button', { name: labels.pay }).click();
  await expect(page.getByRole('heading', { name: labels.done })).toBeVisible();
}

test('a client charges mileage, sees the balance, asks a refund, the admin approves, and balance and history are right', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const client = await approvedMember(request, 'client');
  await logIn(page, client);
  await expectSignedIn(page, client.nickname);
  await expect(page.getByTestId('header-mileage')).toContainText('0원');

  // Charging in test mode: the page says so, and the balance grows at once.
  await page.goto('/mileageCharge');
  await expect(page.getByText('테스트 모드').first()).toBeVisible();
  await chargeByTestProvider(page, '50000', { amount: /충전 금액/, pay: /50,000원 충전하기/, done: /50,000원 충전이 완료되었습니다/ });
  await expect(page.getByTestId('header-mileage')).toContainText('50,000원');

  // The history shows the charge with the balance after it.
  await page.goto('/mileage');
  const firstRow = page.getByTestId('history-row').first();
  await expect(firstRow).toContainText('충전');
  await expect(firstRow).toContainText('+50,000원');

  // The refund: whole charge, asked within 10 business days; the amount is held at once.
  await page.getByRole('tab', { name: '충전·환불' }).click();
  await page.getByRole('button', { name: /50,000원 환불 신청/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('충전 금액 전체만 환불되며');
  await dialog.getByRole('button', { name: '환불 신청' }).click();
  await expect(page.getByText(/관리자가 10영업일 이내에 처리하며/)).toBeVisible();
  await expect(page.getByTestId('header-mileage')).toContainText('0원');

  // The operator approves it in the console; the test provider refunds the card.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, adminAccount());
  await expectSignedIn(admin, adminAccount().nickname);
  await admin.getByTestId('header-admin').click();
  await admin.getByTestId('header-admin-settlement').click();
  await expect(admin).toHaveURL(/\/admin\/settlement/);
  const refund = admin.getByTestId('refund-row').filter({ hasText: client.email });
  await expect(refund).toContainText('50,000원');
  await refund.getByRole('button', { name: '승인' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: '승인' }).click();
  await expect(admin.getByText(/환불을 마쳤습니다/)).toBeVisible();
  await admin.getByRole('tab', { name: /완료/ }).click();
  await expect(admin.getByTestId('refund-row').filter({ hasText: client.email })).toBeVisible();
  await adminContext.close();

  // The client sees the refund complete, the balance at zero, and both movements in the history.
  await page.reload();
  await expect(page.getByText(/결제한 카드로 환불되었습니다/)).toBeVisible();
  await page.getByRole('tab', { name: '이용 내역' }).click();
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('충전 환불');
  await expect(rows.first()).toContainText('-50,000원');
  await expect(page.getByTestId('header-mileage')).toContainText('0원');
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

test('a client registers a card (wrong data is refused), charges with it, asks its refund and is offered no second one', async ({ page, request }) => {
  test.setTimeout(60_000);
  const client = await approvedMember(request, 'client');
  await logIn(page, client, true);
  await expectSignedIn(page, client.nickname);

  await page.goto('/cardInfo');
  const form = page.getByRole('region', { name: 'Register a new card' });
  await form.getByLabel('Card number').fill('4111 1111 1111 1112');
  await form.getByLabel('Valid thru').fill('12/39');
  await form.getByLabel('Card password').fill('12');
  await form.getByLabel(/birth date/).fill('900101');
  await form.getByRole('button', { name: 'Register card' }).click();
  await expect(page.getByText(/Card registration failed/i)).toBeVisible();

  await form.getByLabel('Card number').fill('4111 1111 1111 1111');
  await form.getByLabel('Card password').fill('12');
  await form.getByRole('button', { name: 'Register card' }).click();
  await expect(page.getByText(/•••• 1111/).first()).toBeVisible();

  await page.goto('/mileageCharge');
  await expect(page.getByText('Test mode').first()).toBeVisible();
  await page.getByLabel(/Amount/).fill('20000');
  await page.getByRole('radio', { name: /1111/ }).check();
  await page.getByRole('button', { name: /Charge ₩20,000/ }).click();
  await expect(page.getByRole('heading', { name: /₩20,000/ })).toBeVisible();
  await expect(page.getByTestId('header-mileage')).toContainText('₩20,000');

  await page.goto('/mileage?tab=charges');
  await page.getByRole('button', { name: /Ask.*refund/i }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /Ask.*refund/i }).click();
  await expect(page.getByText(/^Asked on .* the amount is held until then\.$/)).toBeVisible();
  await expect(page.getByTestId('header-mileage')).toContainText('₩0');
  await expect(page.getByRole('button', { name: /Ask.*refund/i })).toHaveCount(0);
});

  test('the demo T-esigner asks a settlement of earnings with the e-invoice details, the admin approves and transfers it', async ({ page, browser }) => {
    test.setTimeout(60_000);
    await logIn(page, demo.designer, true);
    await expectSignedIn(page, demo.designer.nickname);
    // A T-esigner's header shows the earnings, kept apart from mileage.
    await expect(page.getByTestId('header-mileage')).toContainText('₩150,000');

    await page.goto('/mileageOffice');
    await expect(page.getByRole('heading', { name: 'Settlement office', level: 1 })).toBeVisible();
    await page.getByLabel('Amount').fill('100000');
    // 3.3% of 100,000 is 3,300, its VAT 330: 96,370 reaches the account.
    await expect(page.getByTestId('preview-payout')).toHaveText('₩96,370');
    await expect(page.getByLabel('Business registration number')).toHaveValue('2148612345');
    await page.getByLabel('Invoice e-mail').fill('tax@seoyeon.example');
    await page.getByRole('button', { name: 'Request settlement' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Request' }).click();
    await expect(page.getByText('Settlement of ₩100,000 requested.')).toBeVisible();
    await expect(page.getByTestId('header-mileage')).toContainText('₩50,000');

    // The operator approves, makes the transfer, and marks it done.
    const adminContext = await browser.newContext({ locale: 'ko-KR' });
    const admin = await adminContext.newPage();
    await logIn(admin, adminAccount());
    await expectSignedIn(admin, adminAccount().nickname);
    await admin.goto('/admin/settlement?tab=settlements');
    const row = admin.getByTestId('settlement-row').filter({ hasText: demo.designer.nickname });
    await expect(row).toContainText('110-234-567890');
    await expect(row).toContainText('tax@seoyeon.example');
    await row.getByRole('button', { name: '승인' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: '승인' }).click();
    await admin.getByRole('tab', { name: /진행 중/ }).click();
    await admin.getByTestId('settlement-row').filter({ hasText: demo.designer.nickname }).getByRole('button', { name: '이체 완료' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: '이체 완료' }).click();
    await expect(admin.getByText(/정산이 완료되었습니다/)).toBeVisible();
    await adminContext.close();

    await page.reload();
    const mine = page.getByTestId('settlement-row').first();
    await expect(mine.getByTestId('payout-status')).toHaveText('Complete');
    await expect(mine).toContainText('₩96,370');
  });
});
