import { expect, test } from '@playwright/test';
import { approvedMember, expectSignedIn, logIn, pngBytes } from './fixtures.ts';

test('a dental lab writes its public profile with a photo, adds a T-esigner profile, and a client finds it by specialization', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const lab = await approvedMember(request, 'lab');
  const client = await approvedMember(request, 'client');

  // The lab, in English: business name, types, specializations, a photo, public.
  const labContext = await browser.newContext({ locale: 'en-US' });
  const labPage = await labContext.newPage();
  await logIn(labPage, lab, true);
  await expectSignedIn(labPage, lab.nickname);
  await labPage.goto('/profileModify');
  const form = labPage.getByTestId('lab-profile-form');
  const businessName = `Bright Lab ${lab.nickname}`;
  await form.getByTestId('business-name').fill(businessName);
  await form.getByTestId('lab-prosthesis').getByLabel('Zirconia crown').check();
  await form.getByTestId('lab-specializations').getByLabel('Surgical guides').check();
  await form.locator('input[type=file]').setInputFiles({ name: 'bench.png', mimeType: 'image/png', buffer: pngBytes() });
  await expect(form.getByTestId('lab-photos').locator('li')).toHaveCount(1);
  await form.getByTestId('lab-public').click();
  await form.getByTestId('lab-profile-save').click();
  await expect(labPage.getByText('Your profile is saved.')).toBeVisible();

  // Without a T-esigner profile the lab is told why it needs one, then adds it.
  await expect(labPage.getByTestId('add-designer-profile')).toContainText('cannot take part in CAD file transactions');
  await labPage.getByTestId('add-designer-profile-button').click();
  const designerForm = labPage.getByTestId('designer-profile-form');
  await designerForm.getByTestId('designer-prosthesis').getByLabel('Zirconia crown').check();
  await designerForm.getByTestId('designer-public').click();
  await designerForm.getByTestId('designer-profile-save').click();
  await expect(labPage.getByTestId('view-designer-profile')).toBeVisible();
  await labContext.close();

  // A client, in Korean, finds the lab by its specialization and reads its profile with the photo.
  await logIn(page, client);
  await expectSignedIn(page, client.nickname);
  await page.goto('/center');
  // The filter is the address: the box shows checked once the navigation it starts has rendered.
  const surgicalGuide = page.getByRole('checkbox', { name: '서지컬 가이드' });
  await surgicalGuide.click();
  await expect(surgicalGuide).toBeChecked();
  await expect(page).toHaveURL(/specialization=surgical_guide/);
  const card = page.getByTestId('lab-card').filter({ hasText: businessName });
  await expect(card).toBeVisible();
  await card.getByTestId('lab-card-link').click();
  await expect(page.getByTestId('lab-business-name')).toHaveText(businessName);
  const photo = page.getByTestId('lab-photo');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByTestId('lab-designer-link')).toHaveAttribute('href', `/designer/view/${lab.memberNo}`);
});
