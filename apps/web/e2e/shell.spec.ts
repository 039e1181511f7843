import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

/** A real 1×1 PNG, made here rather than kept as a fixture file. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const pixels = zlib.deflateSync(Buffer.from([0, 15, 118, 110]));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

test('toasts show at the bottom centre for three seconds, at most 672 px wide', async ({ page }) => {
  await page.goto('/component');
  await page.getByRole('button', { name: '토스트 보기' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: '저장되었습니다.' });
  await expect(toast).toBeVisible();
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'bottom');
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'center');
  expect(await toast.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('672px');
  await expect(toast).toBeHidden({ timeout: 6_000 });
});

test('a done-alert closes on its button and runs its callback; a blocking one has no button', async ({ page }) => {
  await page.goto('/component');
  await page.getByRole('button', { name: '완료 알림 보기' }).click();
  const alert = page.getByTestId('done-alert');
  await expect(alert).toContainText('완료되었습니다');
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByText('알림을 닫았습니다.')).toBeVisible();

  await page.getByRole('button', { name: '닫을 수 없는 알림 보기' }).click();
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(alert).toBeVisible();
});

test('an upload is checked by name before sending and by content on the server', async ({ page }) => {
  await page.goto('/component');
  const input = page.getByLabel('이미지 또는 PDF (최대 10MB)');

  await input.setInputFiles({ name: 'crown.stl', mimeType: 'model/stl', buffer: Buffer.from('solid crown') });
  await expect(page.getByRole('alert')).toHaveText('지원하지 않는 파일 형식입니다.');

  await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is text, not an image') });
  await expect(page.getByRole('alert')).toHaveText('지원하지 않는 파일 형식입니다.');

  await input.setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByTestId('uploaded-files')).toContainText('license.png');
  await expect(page.getByTestId('uploaded-files')).toContainText('image/png');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('progress')).toBeHidden();
});

test('when the code tables cannot load, the server-maintenance page shows', async ({ page }) => {
  await page.route('**/api/v1/common/code/**', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/');
  await expect(page.getByTestId('server-error')).toContainText('서버 점검 중입니다');
});

test('each navigation starts at the top, and going back restores the scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/');
  await expect(page.getByTestId('main-page')).toBeVisible();
  // The pre-rendered copy (decision 0024) has handed over to the app.
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '4000px';
    document.querySelector('main')?.prepend(spacer);
    window.scrollTo(0, 1200);
  });
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
  await page.getByRole('link', { name: '서비스 소개' }).first().click();
  await expect(page).toHaveURL(/\/service$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '4000px';
    document.querySelector('main')?.prepend(spacer);
  });
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(1000);
});

test('the payment screens show a labelled sample signed out, inside the layout, on a phone without overflow', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/paymentpub', '/paymentView']) {
    await page.goto(path);
    await expect(page.getByTestId('payment-preview')).toBeVisible();
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.getByTestId('payment-sample')).toContainText('예시 화면');
    await expect(page.getByTestId('preview-charge-link')).toHaveAttribute('href', '/mileageCharge');
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide).toBeLessThanOrEqual(0);
  }
  await expect(page.getByTestId('preview-charge')).toHaveCount(3);
  // The empty layout: no header on /service1.
  await page.goto('/service1');
  await expect(page.locator('header')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the loading screen shows the logo and "moving to page" until the code tables arrive', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/common/code/region**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const loading = page.getByTestId('loading-screen');
  await expect(loading).toContainText('페이지 이동 중');
  await expect(loading.locator('img')).toHaveAttribute('src', '/logo.svg');
  release();
  await expect(page.getByTestId('main-page')).toBeVisible();
  await expect(loading).toBeHidden();
});
