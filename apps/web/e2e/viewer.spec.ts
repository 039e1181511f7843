import { expect, test, type Page } from '@playwright/test';
import { cubeStl } from './fixtures.ts';

/** Clicks the canvas `dx`, `dy` (fractions of half its shorter side) away from its centre. */
async function clickFromCentre(page: Page, dx: number, dy: number) {
  const canvas = page.getByTestId('viewer-canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  const half = Math.min(box.width, box.height) / 2;
  // Relative to the canvas, so Playwright scrolls it into view first.
  await canvas.click({ position: { x: box.width / 2 + dx * half, y: box.height / 2 + dy * half } });
}

test.describe('the 3D studio, in English', () => {
  test.use({ locale: 'en-US' });

  test('measures the edge of a 10 mm cube seen from occlusal, snapping to its corners', async ({ page }) => {
    await page.goto('/studio');
    await page.getByLabel('Choose files').setInputFiles({ name: 'cube.stl', mimeType: 'model/stl', buffer: cubeStl() });
    await expect(page.getByTestId('viewer-canvas')).toBeVisible();
    await expect(page.getByText('12 triangles')).toBeVisible();

    await page.getByRole('button', { name: 'Occlusal' }).click();
    await page.getByRole('button', { name: 'Measure' }).click();
    // Occlusal: +X to the right, +Y up; the top face is centred, so these land near (0, 0, 10) and (10, 0, 10).
    await clickFromCentre(page, -0.3, 0.3);
    await clickFromCentre(page, 0.3, 0.3);
    await expect(page.getByTestId('measure-distance')).toHaveText('10.00 mm');
    await expect(page.getByTestId('measure-points')).toHaveText('(0.00, 0.00, 10.00) → (10.00, 0.00, 10.00)');

    await page.keyboard.press('Escape');
    await expect(page.getByTestId('measure-distance')).toHaveCount(0);
  });

  test('says which file failed to load, and which formats the viewer opens', async ({ page }) => {
    await page.goto('/studio');
    await page.getByLabel('Choose files').setInputFiles([
      { name: 'broken.stl', mimeType: 'model/stl', buffer: Buffer.from('this is not a mesh') },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    ]);
    await expect(page.getByText('broken.stl: a loading error occurred. The file may be damaged.')).toBeVisible();
    await expect(page.getByText('notes.txt: this format cannot be shown. The viewer opens STL, PLY and OBJ files.')).toBeVisible();
    await page.getByRole('button', { name: 'Remove broken.stl' }).click();
    await expect(page.getByText(/broken\.stl/)).toHaveCount(0);
  });
});

test('on a phone the viewer takes most of the screen and the tools wrap inside it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/studio');
  await page.getByLabel('파일 선택').setInputFiles({ name: 'cube.stl', mimeType: 'model/stl', buffer: cubeStl() });
  const canvas = page.getByTestId('viewer-canvas');
  await expect(canvas).toBeVisible();
  // 60vh for the framed box; the canvas sits inside its 1 px border.
  expect((await canvas.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(0.6 * 800 - 2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('the home page does not load the 3D viewer', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /StudioPage|three/i.test(url))).toEqual([]);
});
