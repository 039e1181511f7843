import { expect, test } from '@playwright/test';
import { acceptedOrder, apiToken, approvedMember, cubeStl, expectSignedIn, logIn, uploadFile } from './fixtures.ts';

test('the client pins a comment on the scan in the order’s 3D viewer and the T-esigner sees it live', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const client = await approvedMember(request, 'client');
  const designer = await approvedMember(request, 'designer');
  const clientToken = await apiToken(request, client);
  const designerToken = await apiToken(request, designer);
  const scanFileId = await uploadFile(request, clientToken, 'referral', 'cube.stl', cubeStl());
  const orderId = await acceptedOrder(request, clientToken, designerToken, { charge: 150_000, files: { scanFileId } });

  // The T-esigner, in English, has the viewer open before the pin exists.
  const designerContext = await browser.newContext({ locale: 'en-US' });
  const designerPage = await designerContext.newPage();
  await logIn(designerPage, designer, true);
  await expectSignedIn(designerPage, designer.nickname);
  await designerPage.goto(`/payment/comms/${orderId}/cad`);
  await expect(designerPage.getByTestId('mesh-viewer').getByText('12 triangles')).toBeVisible();
  await expect(designerPage.getByTestId('pins-empty')).toBeVisible();
  await expect(designerPage.getByTestId('comms-back')).toHaveAttribute('href', `/payment/${orderId}/designer`);

  // The client, in Korean, opens the referral's scan (chosen by default) and pins its middle.
  await logIn(page, client);
  await expectSignedIn(page, client.nickname);
  await page.goto(`/payment/comms/${orderId}/cad`);
  await expect(page.getByTestId('comms-file').getByRole('checkbox')).toBeChecked();
  const canvas = page.getByTestId('viewer-canvas');
  await expect(canvas).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('button', { name: '핀 꽂기' }).click();
  await canvas.click();
  const form = page.getByTestId('pin-form');
  await form.getByRole('textbox').fill('여기 마진이 열려 있습니다');
  await expect(form.getByText('14 / 1000')).toBeVisible();
  await form.getByRole('button', { name: '핀 등록' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByTestId('pin-comment')).toHaveText('여기 마진이 열려 있습니다');

  // Without reloading, the T-esigner's list shows pin 1 with its author.
  const item = designerPage.getByTestId('pin-item');
  await expect(item.getByTestId('pin-comment')).toHaveText('여기 마진이 열려 있습니다');
  await expect(item).toContainText(client.nickname);
  await expect(item).toContainText('Client');
  await item.getByRole('button', { name: 'Show pin 1 on the model' }).click();
  await designerContext.close();
});
