import { expect, test } from '@playwright/test';
import { demo, expectSignedIn, logIn } from './fixtures.ts';

test('a demo member logs in and reaches a protected page', async ({ page }) => {
  await page.goto('/mypage/noti');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, demo.client);
  // Back where the guard stopped them.
  await expect(page).toHaveURL(/\/mypage\/noti$/);
  await expectSignedIn(page, demo.client.nickname);
  await expect(page.getByTestId('mypage-noti-page')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
  expect(await page.evaluate(() => localStorage.getItem('deviceId'))).toMatch(/^[0-9a-f-]{36}$/);
  // The persisted user store is encrypted: the email is not readable in storage.
  const stored = await page.evaluate(() => localStorage.getItem('UserStore'));
  expect(stored).toBeTruthy();
  expect(stored).not.toContain(demo.client.email);
});

test('signed out, a protected page goes to /login', async ({ page }) => {
  for (const path of ['/request/basket', '/payment/reqeust/7', '/mypage/noti', '/admin/settlement']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('a wrong password shows the spec message and keeps the member on the login page', async ({ page }) => {
  await logIn(page, { ...demo.client, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a member whose join is pending is sent to the login-end screen', async ({ page }) => {
  await logIn(page, demo.pending);
  await expect(page).toHaveURL(/\/login\/JoinEnd$/);
  await expect(page.getByTestId('join-end')).toHaveAttribute('data-state', 'pending');
  await page.goto('/request');
  await expect(page).toHaveURL(/\/login\/JoinEnd$/);
});

test('an expired access token mid-session is refreshed once for concurrent calls, and the member keeps working', async ({ page }) => {
  await logIn(page, demo.designer);
  await expectSignedIn(page, demo.designer.nickname);
  await page.goto('/mypage');
  await expect(page.getByTestId('mypage-hub')).toBeVisible();

  const refreshes: string[] = [];
  const profiles: number[] = [];
  page.on('request', (r) => r.url().endsWith('/auth/refresh') && refreshes.push(r.url()));
  page.on('response', (r) => r.url().endsWith('/api/v1/mypage/profile') && profiles.push(r.status()));

  // The token goes stale; three checks fire at once (the tab becomes visible three times).
  await page.evaluate(() => {
    localStorage.setItem('token', 'stale.token.value');
    for (let i = 0; i < 3; i++) document.dispatchEvent(new Event('visibilitychange'));
  });

  await expect.poll(() => profiles.filter((s) => s === 200).length).toBe(3);
  expect(profiles.filter((s) => s === 401)).toHaveLength(3);
  expect(refreshes).toHaveLength(1);
  await expect(page).toHaveURL(/\/mypage$/);
  await expectSignedIn(page, demo.designer.nickname);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
});

test('logging out in another tab logs this tab out', async ({ context }) => {
  const first = await context.newPage();
  await logIn(first, demo.lab);
  await expectSignedIn(first, demo.lab.nickname);
  await first.goto('/mypage');
  await expect(first.getByTestId('mypage-hub')).toBeVisible();

  const second = await context.newPage();
  await second.goto('/');
  await expectSignedIn(second, demo.lab.nickname);
  await second.getByRole('button', { name: '로그아웃' }).click();
  await expect(second).toHaveURL(/\/login$/);

  await expect(first).toHaveURL(/\/login$/);
  await expect(first.getByRole('link', { name: '로그인' })).toBeVisible();
});

test('a refresh that fails logs the member out to /login', async ({ page, context }) => {
  await logIn(page, demo.client);
  await expectSignedIn(page, demo.client.nickname);
  await page.goto('/mypage');
  await context.clearCookies();
  await page.evaluate(() => {
    localStorage.setItem('token', 'stale.token.value');
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
