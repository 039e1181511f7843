import { expect, test } from '@playwright/test';
import { approvedMember, expectSignedIn, logIn } from './fixtures.ts';

test('a T-esigner keeps their account on My page: password, bank account, the outsourcing contract and notification settings', async ({ page, request }) => {
  test.setTimeout(90_000);
  const designer = await approvedMember(request, 'designer');
  await logIn(page, designer);
  await expectSignedIn(page, designer.nickname);

  // The hub leads to every part, the T-esigner's profile included.
  await page.goto('/mypage');
  await expect(page.getByTestId('mypage-hub')).toContainText(designer.nickname);
  await expect(page.getByRole('link', { name: /프로필/ }).first()).toHaveAttribute('href', '/profileModify');

  // A new password: a wrong current one is refused on its field, the right one changes it.
  await page.goto('/mypage/modify#password');
  const password = page.getByTestId('password-form');
  await password.getByTestId('password-current').fill('not-my-password1');
  await password.getByTestId('password-new').fill('newpass1234!');
  await password.getByTestId('password-confirm').fill('newpass1234!');
  await password.getByTestId('password-save').click();
  await expect(password.getByText('비밀번호가 올바르지 않습니다.')).toBeVisible();
  await password.getByTestId('password-current').fill(designer.password);
  await password.getByTestId('password-save').click();
  await expect(page.getByText('비밀번호를 변경했습니다.')).toBeVisible();
  expect((await request.post('/api/v1/login', { data: { email: designer.email, password: 'newpass1234!' } })).status()).toBe(200);

  // The bank account: the holder must be the representative.
  const bank = page.getByTestId('bank-form');
  await bank.getByTestId('bank-depositor').fill('다른사람');
  await bank.getByTestId('bank-account-number').fill('110-123-456789');
  await bank.getByTestId('bank-save').click();
  await expect(bank.getByTestId('bank-mismatch')).toBeVisible();
  await bank.getByTestId('bank-depositor').fill('김하나');
  await bank.getByTestId('bank-save').click();
  await expect(page.getByText('정산 계좌를 저장했습니다.')).toBeVisible();

  // The personal-data outsourcing contract, agreed to its version.
  await page.getByTestId('outsourcing-agree').click();
  await expect(page.getByTestId('outsourcing-agreed')).toBeVisible();

  // Notification settings: e-mails for chat off, kept after a reload.
  await page.goto('/mypage/noti');
  await page.getByTestId('noti-chat-email').uncheck({ force: true });
  await page.getByTestId('noti-save').click();
  await expect(page.getByText('알림 설정을 저장했습니다.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('noti-chat-email')).not.toBeChecked();
  await expect(page.getByTestId('noti-chat-push')).toBeChecked();
});

test('a member signs out of every device from My page: this one lands on the login page, the others’ tokens are refused', async ({ page, request }) => {
  const client = await approvedMember(request, 'client');
  // Another device: signed in through the API, its token good until the sign-out.
  const elsewhere = (await (await request.post('/api/v1/login', { data: { email: client.email, password: client.password } })).json()) as { accessToken: string };
  const infoWith = async (token: string) => (await request.get('/api/v1/mypage/info', { headers: { authorization: `Bearer ${token}` } })).status();
  expect(await infoWith(elsewhere.accessToken)).toBe(200);

  await logIn(page, client);
  await expectSignedIn(page, client.nickname);
  const here = await page.evaluate(() => localStorage.getItem('token'));
  await page.goto('/mypage/modify#sessions');
  await page.getByTestId('sessions-end-all').click();
  const dialog = page.getByTestId('sessions-confirm');
  await expect(dialog).toContainText('모든 기기에서 로그아웃할까요?');
  await dialog.getByRole('button', { name: '모두 로그아웃' }).click();

  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await infoWith(here ?? '')).toBe(401);
  expect(await infoWith(elsewhere.accessToken)).toBe(401);
});
