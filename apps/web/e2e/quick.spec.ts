// The quick flow (issue 11), three browsers: a client (Korean) posts a quick request from a
// complete referral at the published price and pays at once; an opted-in T-esigner (English) sees it
// arrive on the board live, takes it, reads the referral (its scan stripped of patient data) and
// delivers the CAD, then replaces it before the client answers (decision 0044); the client asks a
// remake, the T-esigner delivers again, the client completes and reviews; the T-esigner asks the
// quick settlement of the month and the admin approves and transfers it.
import { expect, test, type Page } from '@playwright/test';
import { adminAccount, apiToken, approvedMember, completeReferral, expectSignedIn, logIn, postJson, requestDates, stlBytes, uniqueNumber } from './fixtures.ts';

async function deliverCad(page: Page, name: string) {
  await page.getByTestId('quick-upload-form').locator('input[type="file"]').setInputFiles({ name, mimeType: 'model/stl', buffer: stlBytes(24) });
  await page.getByTestId('quick-deliver').click();
}

test('the quick flow: posted and paid, taken live from the board, delivered, remade once, completed, reviewed, and settled by the admin', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const client = await approvedMember(request, 'client');
  const designer = await approvedMember(request, 'designer');
  const clientToken = await apiToken(request, client);
  const referralNumber = uniqueNumber();
  await completeReferral(request, clientToken, referralNumber);
  await postJson(request, clientToken, '/api/v1/mileage/charges', { amount: 300_000, currency: 'KRW' }, { 'idempotency-key': crypto.randomUUID() });
  const dates = await requestDates(request, 3);

  const designerContext = await browser.newContext({ locale: 'en-US' });
  const clientContext = await browser.newContext({ locale: 'ko-KR' });
  const adminContext = await browser.newContext({ locale: 'ko-KR' });
  try {
    // The T-esigner opts into quick work and watches the board.
    const board = await designerContext.newPage();
    await logIn(board, designer, true);
    await expectSignedIn(board, designer.nickname);
    await board.goto('/quick/Designer');
    await board.getByTestId('quick-optin').click();
    await expect(board.getByTestId('board-off')).toHaveCount(0);

    // The client posts a quick request: the referral's zirconia crowns at the published price, paid at once.
    const page = await clientContext.newPage();
    await logIn(page, client);
    await expectSignedIn(page, client.nickname);
    await page.goto('/quick/client/request');
    await page.getByTestId('quick-referral-option').filter({ hasText: referralNumber }).click();
    await expect(page.getByTestId('quick-referral-chosen')).toContainText(referralNumber);
    await page.getByRole('textbox', { name: '마감 시각' }).fill(dates.typed(dates.deadline));
    await page.getByRole('textbox', { name: '마감 시각' }).press('Enter');
    const total = (await page.getByTestId('quick-form-total').innerText()).trim();
    expect(total).toMatch(/원$/);
    await page.getByTestId('quick-submit').dblclick();
    await expect(page).toHaveURL(/\/quick\/client\/transactions/);
    // Paid at once, and once for the double click: the mileage is 300,000 won less the total.
    const paid = Number(total.replace(/[^0-9]/g, ''));
    await expect(page.getByTestId('header-mileage')).toContainText(`${(300_000 - paid).toLocaleString('ko-KR')}원`);
    const row = page.getByRole('link').filter({ hasText: /Q-\d{6}/ }).first();
    await expect(row).toBeVisible();

    // It arrives on the board live; the T-esigner takes it and reads the referral.
    const card = board.getByTestId('board-card').first();
    await expect(card).toBeVisible({ timeout: 15_000 });
    await card.click();
    await expect(board).toHaveURL(/\/quick\/request\/detail\//);
    const quickId = board.url().split('/').pop() ?? '';
    await board.getByTestId('quick-take').click();
    await expect(board.getByTestId('taker-steps')).toBeVisible();
    await expect(board.getByTestId('quick-referral')).toContainText(referralNumber);
    // The scan's binary STL header was blanked on upload, and the file list says so.
    const sanitized = board.getByTestId('quick-referral').getByTestId('file-sanitized').first();
    await expect(sanitized).toContainText('Patient data removed');
    await expect(sanitized).toHaveAttribute('title', 'Removed from the file on upload: file header');
    await board.getByTestId('quick-upload-link').click();
    await expect(board).toHaveURL(new RegExp(`/quick/cad-upload/${quickId}$`));
    await deliverCad(board, 'crown-v1.stl');
    await expect(board).not.toHaveURL(/cad-upload/);

    // Before the client answers, the T-esigner reads the design check and replaces the file: a quiet
    // step (it is the client's turn), leading to the same upload in replace mode.
    await expect(board.getByTestId('design-check-panel')).toBeVisible();
    const replace = board.getByTestId('quick-replace-link');
    await expect(replace).toHaveText('Replace the file');
    await replace.click();
    await expect(board).toHaveURL(new RegExp(`/quick/cad-upload/${quickId}$`));
    await expect(board.getByRole('heading', { level: 1 })).toHaveText('Replace the CAD result');
    await deliverCad(board, 'crown-v1-fixed.stl');
    await expect(board).toHaveURL(new RegExp(`/quick/request/detail/${quickId}$`));
    await expect(board.getByTestId('quick-replace-link')).toBeVisible();

    // The client receives it and asks a remake with a reason.
    await page.goto(`/quick/cad-receive/${quickId}`);
    await expect(page.getByTestId('quick-file').first()).toContainText('crown-v1-fixed.stl');
    await page.getByTestId('quick-remake-link').click();
    await expect(page).toHaveURL(new RegExp(`/quick/remake-request/${quickId}$`));
    await page.getByRole('textbox').first().fill('인접면 컨택이 너무 강합니다. 0.05mm 줄여 주세요.');
    await page.getByTestId('quick-remake-submit').click();

    // The T-esigner reads the reason and delivers again.
    await board.goto(`/quick/remake-cad-upload/${quickId}`);
    await expect(board.getByTestId('remake-reason')).toContainText('인접면 컨택');
    await expect(board.getByRole('heading', { level: 1 })).toHaveText('Upload the remake CAD');
    await deliverCad(board, 'crown-v2.stl');
    await expect(board).not.toHaveURL(/remake-cad-upload/);

    // The client receives version 2: no remakes left, completes and reviews.
    await page.goto(`/quick/remake-cad-receive/${quickId}`);
    await expect(page.getByTestId('quick-file').first()).toContainText('crown-v2.stl');
    await expect(page.getByTestId('quick-no-remakes')).toBeVisible();
    await page.getByTestId('quick-complete').click();
    await page.getByRole('alertdialog').getByRole('button').last().click();
    await expect(page.getByTestId('quick-done')).toBeVisible();
    await page.getByTestId('quick-review-link').click();
    await expect(page).toHaveURL(new RegExp(`/quick/review/${quickId}$`));
    await page.getByRole('radio').nth(9).check({ force: true });
    await page.getByTestId('review-text-input').fill('퀵 의뢰인데도 재제작까지 빠르게 해 주셨어요.');
    await page.getByTestId('review-submit').click();
    await expect(page.getByTestId('quick-reviewed')).toBeVisible();

    // The T-esigner asks the quick settlement of the period with the e-invoice details.
    await board.goto('/quick/settlement-request');
    await expect(board.getByTestId('preview-jobs')).toContainText('Q-');
    await board.getByLabel('Business registration number').fill('2148612345');
    await board.getByLabel('Business name').fill('Quick Design Studio');
    await board.getByLabel('Representative').fill('Test Member');
    await board.getByLabel('E-mail for the tax invoice').fill('tax@quick.example');
    await board.getByTestId('quick-settlement-submit').click();
    await expect(board.getByTestId('quick-settlement-row').first()).toBeVisible();

    // The admin approves it and marks the transfer done; the T-esigner sees it complete.
    const admin = await adminContext.newPage();
    await logIn(admin, adminAccount());
    await expectSignedIn(admin, adminAccount().nickname);
    await admin.goto('/admin/settlement');
    await admin.getByRole('tab', { name: /퀵/ }).click();
    const settlement = admin.getByTestId('quick-settlement-card').filter({ hasText: designer.nickname });
    await settlement.getByRole('button', { name: '승인' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: '승인' }).click();
    await admin.getByRole('tab', { name: /진행 중/ }).click();
    await admin.getByTestId('quick-settlement-card').filter({ hasText: designer.nickname }).getByRole('button', { name: '이체 완료' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: '이체 완료' }).click();
    await board.reload();
    await expect(board.getByTestId('quick-settlement-row').first()).toContainText('Complete');
  } finally {
    await designerContext.close();
    await clientContext.close();
    await adminContext.close();
  }
});
