import { expect, test } from '@playwright/test';
import { joinClient, logIn, openPage, readOutbox, readSmsCode } from './fixtures.ts';

test('a member resets the password by the e-mailed link, which works only once', async ({ page, request }) => {
  // Three logins and a join: more than the default budget when the machine is busy.
  test.setTimeout(60_000);
  const member = await joinClient(request);
  const newPassword = 'fresh5678!';

  await openPage(page, '/login');
  await page.getByRole('link', { name: '비밀번호 찾기' }).click();
  await expect(page).toHaveURL(/\/login\/pwInquiry$/);
  // The login page (which has an e-mail field too) stays on screen until the new page has loaded.
  await expect(page.getByRole('heading', { name: '비밀번호 재설정' })).toBeVisible();
  await page.getByLabel('이메일').fill(member.email);
  await page.getByRole('button', { name: '재설정 링크 보내기' }).click();
  await expect(page.getByTestId('reset-link-sent')).toContainText('30분');

  const mail = await readOutbox(request, member.email, (m) => m.channel === 'email' && m.body.includes('/findPw?token='));
  const link = /https?:\/\/\S+\/findPw\?token=[\w-]+/.exec(mail.body)?.[0] ?? '';
  expect(link).not.toBe('');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: '새 비밀번호 설정' })).toBeVisible();
  await page.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
  await page.getByLabel('새 비밀번호 확인').fill('mismatch5678!');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('새 비밀번호와 확인 비밀번호가 일치하지 않습니다.')).toBeVisible();
  await page.getByLabel('새 비밀번호 확인').fill(newPassword);
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByTestId('reset-done')).toBeVisible();

  // The old password no longer works; the new one does (the member is still pending approval).
  await logIn(page, member);
  await expect(page.getByRole('alert')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.');
  await logIn(page, { ...member, password: newPassword });
  await expect(page).toHaveURL(/\/login\/JoinEnd$/);

  // The same link a second time.
  await page.goto(link);
  await page.getByLabel('새 비밀번호', { exact: true }).fill('again9012!');
  await page.getByLabel('새 비밀번호 확인').fill('again9012!');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByTestId('reset-link-invalid')).toContainText('비밀번호 재설정 링크가');
  await page.getByRole('button', { name: '새 링크 요청하기' }).click();
  await expect(page).toHaveURL(/\/findPw$/);
  await expect(page.getByRole('button', { name: '재설정 링크 보내기' })).toBeVisible();
});

test('a reset request for an unknown e-mail answers the same as for a member', async ({ page }) => {
  await page.goto('/findPw');
  await page.getByLabel('이메일').fill('nobody-here@e2e.dcm');
  await page.getByRole('button', { name: '재설정 링크 보내기' }).click();
  await expect(page.getByTestId('reset-link-sent')).toContainText('nobody-here@e2e.dcm');
});

test('a member finds the e-mail by the phone they joined with', async ({ page, request }) => {
  const member = await joinClient(request);

  await openPage(page, '/login');
  await page.getByRole('link', { name: '아이디 찾기' }).click();
  await expect(page).toHaveURL(/\/login\/idInquiry$/);
  await page.getByLabel('휴대폰 번호').fill(member.phone);
  // The join's code went to this phone already: wait for a newer one.
  const joinSms = await readOutbox(request, `KR:${member.phone}`, (m) => m.channel === 'sms');
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByLabel('인증번호', { exact: true })).toBeVisible();
  const code = await readSmsCode(request, member.phone, Date.parse(joinSms.createdAt) + 1);
  await page.getByLabel('인증번호', { exact: true }).fill(code);
  await page.getByRole('button', { name: '확인' }).click();

  const found = page.getByTestId('found-email');
  await expect(found).toHaveCount(1);
  const [local, domain] = member.email.split('@');
  await expect(found).toContainText(`${local?.slice(0, 2)}${'*'.repeat((local?.length ?? 2) - 2)}@${domain}`);
  await expect(found).not.toContainText(member.email);
  await page.getByRole('link', { name: '비밀번호 재설정' }).click();
  await expect(page).toHaveURL(/\/login\/pwInquiry$/);
});
