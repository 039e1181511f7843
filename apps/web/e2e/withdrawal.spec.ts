import { expect, test } from '@playwright/test';
import { adminAccount, approvedMember, expectSignedIn, logIn, readOutbox } from './fixtures.ts';

test('a member asks to withdraw on My page, the admin completes it after e-mailing their requests, and the member can no longer sign in', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const member = await approvedMember(request, 'client');

  // The member, in Korean, asks with their password; the operator will complete it.
  await logIn(page, member);
  await expectSignedIn(page, member.nickname);
  await page.goto('/mypage/modify#withdrawal');
  await page.getByTestId('withdrawal-password').fill(member.password);
  await page.getByTestId('withdrawal-reason').fill('병원 폐업');
  await page.getByTestId('withdrawal-submit').click();
  await page.getByRole('alertdialog').getByRole('button', { name: '탈퇴', exact: true }).click();
  await expect(page.getByTestId('withdrawal-waiting')).toBeVisible();

  // The admin, in English, completes it from the console.
  const adminContext = await browser.newContext({ locale: 'en-US' });
  const adminPage = await adminContext.newPage();
  const admin = adminAccount();
  await logIn(adminPage, admin, true);
  await expectSignedIn(adminPage, admin.nickname);
  await adminPage.goto('/admin/withdrawals');
  const row = adminPage.getByTestId('withdrawal-row').filter({ hasText: member.email });
  await expect(row).toContainText('병원 폐업');
  await row.getByRole('button', { name: 'Complete withdrawal' }).click();
  await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Complete withdrawal' }).click();
  await expect(adminPage.getByTestId('withdrawal-row').filter({ hasText: member.email })).toHaveCount(0);
  await adminContext.close();

  // The member was e-mailed at their address before it was removed, and cannot sign in any more.
  const mail = await readOutbox(request, member.email, (m) => m.channel === 'email' && (m.subject ?? '').includes('탈퇴'));
  expect(mail.subject).toBe('[티자이너] 회원 탈퇴가 완료되었습니다');
  const login = await request.post('/api/v1/login', { data: { email: member.email, password: member.password } });
  expect(login.status()).toBe(401);
});
