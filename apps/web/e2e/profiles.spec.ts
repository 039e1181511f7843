import { expect, test } from '@playwright/test';
import { approvedMember, cubeStl, expectSignedIn, logIn, pngBytes } from './fixtures.ts';

test('a T-esigner writes a public profile with a price table and a 3D portfolio item whose cover the viewer captured, and anyone reads it', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const designer = await approvedMember(request, 'designer');

  // The T-esigner, in Korean: the profile with one prosthesis type and its unit price, made public.
  await logIn(page, designer);
  await expectSignedIn(page, designer.nickname);
  await page.goto('/profileModify');
  const form = page.getByTestId('designer-profile-form');
  await form.getByTestId('brief-intro').fill('지르코니아 크라운 전문 디자이너');
  await form.getByTestId('edit-count').fill('3');
  await form.getByTestId('warranty-days').fill('30');
  await form.getByTestId('designer-prosthesis').getByLabel('지르코니아 크라운').check();
  await form.getByTestId('price-zirconia_crown').fill('45000');
  await form.getByTestId('designer-public').click();
  await form.getByTestId('designer-profile-save').click();
  await expect(page.getByText('프로필을 저장했습니다.')).toBeVisible();

  // A portfolio item: title, main image, the crown's STL; the preview draws it and its picture becomes the cover.
  await page.getByTestId('portfolio-add').click();
  const editor = page.getByTestId('portfolio-editor');
  await editor.getByLabel('제목').fill('상악 지르코니아 크라운');
  await editor.getByTestId('portfolio-files-stl').locator('input[type=file]').setInputFiles({ name: 'crown.stl', mimeType: 'model/stl', buffer: cubeStl() });
  await editor.locator('[data-field=mainImageId] input[type=file]').setInputFiles({ name: 'main.png', mimeType: 'image/png', buffer: pngBytes() });
  await expect(editor.getByTestId('mesh-viewer').getByText('삼각형 12개')).toBeVisible();
  await editor.getByTestId('portfolio-capture').click();
  await expect(editor.getByTestId('portfolio-cover')).toBeVisible();
  await editor.getByTestId('portfolio-save').click();
  await expect(page.getByTestId('portfolio-manager-item')).toContainText('상악 지르코니아 크라운');

  // Anyone, signed out and in English, reads the public profile and opens the item in the viewer.
  const visitor = await browser.newContext({ locale: 'en-US' });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/profile/view/${designer.memberNo}`);
  await expect(visitorPage.getByText('지르코니아 크라운 전문 디자이너')).toBeVisible();
  await expect(visitorPage.getByText('₩45,000')).toBeVisible();
  const card = visitorPage.getByTestId('portfolio-gallery-item');
  await expect(card).toContainText('상악 지르코니아 크라운');
  // The cover is the viewer's capture, served to anyone while the profile is public.
  const cover = card.locator('img');
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await card.click();
  await expect(visitorPage.getByTestId('mesh-viewer').getByText('12 triangles')).toBeVisible();
  await visitor.close();
});
