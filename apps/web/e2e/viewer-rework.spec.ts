import { expect, test } from '@playwright/test';
import { acceptedOrder, apiToken, approvedMember, cubeStl, expectSignedIn, logIn, postJson, uploadFile } from './fixtures.ts';

test('the client pins the spot on the delivered crown, asks a rework at that pin, and the T-esigner opens the viewer on it', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const client = await approvedMember(request, 'client');
  const designer = await approvedMember(request, 'designer');
  const clientToken = await apiToken(request, client);
  const designerToken = await apiToken(request, designer);
  const scanFileId = await uploadFile(request, clientToken, 'referral', 'scan.stl', cubeStl());
  const orderId = await acceptedOrder(request, clientToken, designerToken, { charge: 150_000, files: { scanFileId } });
  // Received and delivered (version 1) through the API: other journeys do these through the pages.
  const scanLink: { url: string } = await postJson(request, designerToken, `/api/v1/orders/${orderId}/files/${scanFileId}/link`, {});
  expect((await request.get(scanLink.url)).ok()).toBe(true);
  const crown = await uploadFile(request, designerToken, 'cad', 'crown.stl', cubeStl(8));
  await postJson(request, designerToken, `/api/v1/orders/${orderId}/deliveries`, { fileIds: [crown] });

  // The client, in English, pins the middle of the delivered crown (the latest version opens by default).
  const clientContext = await browser.newContext({ locale: 'en-US' });
  const clientPage = await clientContext.newPage();
  await logIn(clientPage, client, true);
  await expectSignedIn(clientPage, client.nickname);
  await clientPage.goto(`/payment/contract/${orderId}`);
  await expect(clientPage.getByTestId('progress-viewer')).toHaveText('Open the 3D viewer (optional)');
  await clientPage.getByTestId('progress-viewer').click();
  await expect(clientPage).toHaveURL(new RegExp(`/payment/comms/${orderId}/cad$`));
  const canvas = clientPage.getByTestId('viewer-canvas');
  await expect(canvas).toBeVisible();
  await expect(clientPage.getByRole('progressbar')).toHaveCount(0);
  await clientPage.getByRole('button', { name: 'Place a pin' }).click();
  await canvas.click();
  const form = clientPage.getByTestId('pin-form');
  await form.getByRole('textbox').fill('The occlusal contact is too high here');
  await form.getByRole('button', { name: 'Post pin' }).click();
  await expect(form).toHaveCount(0);

  // From the pin to the rework form, the pin already ticked.
  await clientPage.getByTestId('pin-rework').click();
  await expect(clientPage.getByTestId('rework-pin-option')).toBeChecked();
  await clientPage.getByRole('radio', { name: /A design error/ }).check();
  await clientPage.getByLabel('What should change?').fill('Lower the occlusal contact at the pin.');
  await clientPage.getByTestId('rework-submit').click();
  await expect(clientPage.getByTestId('rework-pin')).toContainText('The occlusal contact is too high here');
  await clientContext.close();

  // The T-esigner, in Korean, reads the rework on the upload page, the viewer step done, and opens the viewer at the pin.
  await logIn(page, designer);
  await expectSignedIn(page, designer.nickname);
  await page.goto(`/payment/${orderId}/designer`);
  await expect(page.locator('[data-testid="progress-step"][data-step="viewerComms"]')).toHaveAttribute('data-state', 'done');
  await page.goto(`/payment/reqeust/${orderId}/cad`);
  const pin = page.getByTestId('rework-pin');
  await expect(pin).toContainText('The occlusal contact is too high here');
  await pin.getByRole('link', { name: '뷰어에서 보기' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/comms/${orderId}/cad\\?pin=`));
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByTestId('pin-item')).toHaveClass(/ring-orange-500/);
});
