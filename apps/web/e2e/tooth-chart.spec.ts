import { expect, test } from '@playwright/test';

test('on a phone, a bridge 14–16 is drawn by tapping its ends and said in words', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/component');
  await page.getByRole('button', { name: /\(11\)/ }).click();
  await page.getByText('브릿지', { exact: true }).click();
  await page.getByRole('button', { name: /\(14\)/ }).click();
  await page.getByRole('button', { name: /\(16\)/ }).click();
  for (const tooth of ['11', '14', '15', '16']) {
    await expect(page.getByRole('button', { name: new RegExp(`\\(${tooth}\\)`) })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByText('치아 11; 브릿지 14–16').first()).toBeVisible();
  // A bridge across the arches is refused with the reason.
  await page.getByRole('button', { name: /\(26\)/ }).click();
  await page.getByRole('button', { name: /\(36\)/ }).click();
  await expect(page.getByRole('alert')).toHaveText('브릿지는 같은 악궁의 이어진 치아 2개 이상이어야 합니다.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test.describe('in English, by keyboard', () => {
  test.use({ locale: 'en-US' });
  test('arrow keys move along the chart and Space selects', async ({ page }) => {
    await page.goto('/component');
    const first = page.getByRole('button', { name: /\(18\)/ });
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: /\(17\)/ })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /\(47\)/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Teeth 17, 47').first()).toBeVisible();
  });
});
