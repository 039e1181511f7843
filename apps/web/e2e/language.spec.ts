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
