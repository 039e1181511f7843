// Content and inquiries (issue 12): the admin publishes a notice, written in Korean and English, and
// it shows on the main page in each reader's language; the notice list's "view more" dropdown
// toggles on its label, closes on an outside click, and closes running the item chosen; a member
// asks a 1:1 question, the admin answers it, and the member reads the answer.
import { expect, test } from '@playwright/test';
import { adminAccount, approvedMember, expectSignedIn, logIn, openPage } from './fixtures.ts';

test('the admin publishes a notice in both languages; the main page shows it to each reader in theirs, and its dropdown behaves', async ({ browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now() % 1_000_000;
  const titleKo = `서버 점검 안내 ${stamp}`;
  const titleEn = `Scheduled maintenance ${stamp}`;

  const adminContext = await browser.newContext({ locale: 'ko-KR' });
  const admin = await adminContext.newPage();
  await logIn(admin, adminAccount());
  await expectSignedIn(admin, adminAccount().nickname);
  await admin.goto('/admin/notices');
  await admin.getByTestId('notice-new').click();
  const form = admin.getByTestId('notice-form');
  await form.getByLabel('제목 (한국어)').fill(titleKo);
  await form.getByLabel('제목 (영어)').fill(titleEn);
  await form.getByLabel('내용 (한국어)').fill('12월 1일 새벽 2시부터 4시까지 서버 점검이 있습니다.');
  await form.getByLabel('내용 (영어)').fill('The service is down for maintenance on 1 December from 2 to 4 a.m. KST.');
  await form.getByRole('button', { name: '게시', exact: true }).click();
  await expect(admin.getByText('공지를 게시했습니다.')).toBeVisible();
  await expect(admin.getByTestId('notice-row').filter({ hasText: titleKo })).toBeVisible();
  await adminContext.close();

  // A Korean reader and an English one each see it on the main page, in their language.
  const koContext = await browser.newContext({ locale: 'ko-KR' });
  const ko = await koContext.newPage();
  await openPage(ko, '/');
  await expect(ko.getByTestId('main-notices')).toContainText(titleKo);
  const enContext = await browser.newContext({ locale: 'en-US' });
  const en = await enContext.newPage();
  await openPage(en, '/');
  await expect(en.getByTestId('main-notices')).toContainText(titleEn);
  await en.getByTestId('main-notice').filter({ hasText: titleEn }).click();
  await expect(en).toHaveURL(/\/notice\?id=/);
  await expect(en.getByRole('heading', { name: titleEn })).toBeVisible();
  await enContext.close();

  // The "view more" dropdown on the notice list (SPEC §2).
  await koContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  await ko.goto('/notice');
  const row = ko.locator('li, article, tr').filter({ hasText: titleKo }).first();
  const more = row.locator('[data-testid^="notice-more-"][data-testid$="-label"]');
  const menu = row.locator('[data-testid^="notice-more-"][data-testid$="-menu"]');
  await more.click();
  await expect(menu).toBeVisible();
  await more.click();
  await expect(menu).toBeHidden();
  await more.click();
  await expect(menu).toBeVisible();
  await ko.getByRole('heading', { level: 1 }).click();
  await expect(menu).toBeHidden();
  await more.click();
  await menu.getByRole('menuitem', { name: '링크 복사' }).click();
  await expect(menu).toBeHidden();
  await expect(ko.getByText('링크를 복사했습니다.')).toBeVisible();
  expect(await ko.evaluate(() => navigator.clipboard.readText())).toContain('/notice?id=');
  await koContext.close();
});

test('a member asks a 1:1 question; the admin answers it; the member reads the answer', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const member = await approvedMember(request, 'client');
  const title = `정산 주기 문의 ${Date.now() % 1_000_000}`;

  const memberContext = await browser.newContext({ locale: 'ko-KR' });
  const page = await memberContext.newPage();
  await logIn(page, member);
  await expectSignedIn(page, member.nickname);
  await page.goto('/inquireWrite');
  const form = page.getByTestId('inquiry-form');
  await form.getByLabel('제목').fill(title);
  await form.getByLabel('문의 내용').fill('마일리지 환불은 결제 후 며칠 안에 신청할 수 있나요?');
  await form.getByRole('button', { name: '문의 등록' }).click();
  await expect(page).toHaveURL(/\/myInquire2\?id=/);
  await expect(page.getByTestId('inquiry-waiting')).toBeVisible();
  const inquiryUrl = page.url();

  const adminContext = await browser.newContext({ locale: 'ko-KR' });
  const admin = await adminContext.newPage();
  await logIn(admin, adminAccount());
  await expectSignedIn(admin, adminAccount().nickname);
  await admin.goto('/admin/inquiries');
  const row = admin.getByTestId('admin-inquiry-row').filter({ hasText: title });
  await row.getByLabel('답변').fill('결제일로부터 10영업일 안에 같은 결제 수단으로 전액 환불을 신청할 수 있습니다.');
  await row.getByRole('button', { name: '답변 등록' }).click();
  await expect(admin.getByText(`‘${title}’에 답변했습니다.`)).toBeVisible();
  await adminContext.close();

  await page.goto(inquiryUrl);
  await expect(page.getByTestId('inquiry-answer')).toContainText('10영업일');
  await memberContext.close();
});
