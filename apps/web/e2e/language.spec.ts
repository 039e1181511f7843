import { expect, test } from '@playwright/test';

for (const [locale, lang, login, heading] of [
  ['ko-KR', 'ko', '로그인', '의뢰서 작성 방식을 고르세요'],
  ['ko', 'ko', '로그인', '의뢰서 작성 방식을 고르세요'],
  ['en-US', 'en', 'Log in', 'Choose how to write your referral'],
  ['fr-FR', 'en', 'Log in', 'Choose how to write your referral'],
] as const) {
  test.describe(`browser language ${locale}`, () => {
    test.use({ locale });
    test(`shows the interface in ${lang}`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: login, exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  });
}

test.describe('English', () => {
  test.use({ locale: 'en-US' });
  test('the payment history sample speaks English, and an unknown path shows 404', async ({ page }) => {
    await page.goto('/request/requestTip');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/paymentView');
    await expect(page.getByTestId('payment-sample')).toContainText('Sample screen');
    await expect(page.getByRole('heading', { name: 'Latest charges (sample)' })).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found')).toContainText('Page not found');
    await expect(page.locator('header')).toHaveCount(0);
  });
});

test.describe('the EN|KR switch', () => {
  test.use({ locale: 'ko-KR' });
  test('a Korean browser switches to English, and the choice holds for the next visit, the pre-rendered page included', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '의뢰서 작성 방식을 고르세요' })).toBeVisible();
    // The pre-rendered copy (decision 0024) has handed over to the app, whose switch works.
    await expect(page.locator('#prerendered')).toHaveCount(0);
    await page.getByTestId('language-switch').getByRole('button', { name: /English/ }).click();
    await expect(page.getByRole('heading', { name: 'Choose how to write your referral' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('language-switch').getByRole('button', { name: /English/ })).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Choose how to write your referral' })).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
    expect(cookie?.value).toBe('en');
    // The server sends the pre-rendered page in the picked language, whatever the browser asks for.
    const html = await (await request.get('/', { headers: { 'accept-language': 'ko-KR', cookie: 'lang=en' } })).text();
    expect(html).toContain('<html lang="en"');

    await expect(page.locator('#prerendered')).toHaveCount(0);
    await page.getByTestId('language-switch').getByRole('button', { name: /한국어/ }).click();
    await expect(page.getByRole('heading', { name: '의뢰서 작성 방식을 고르세요' })).toBeVisible();
  });
});
