// Issue 29: every CAD delivery is measured against its prescription. A T-esigner delivers a crown
// thinner than the referral's minimum, sees the check fail on the order page and replaces the file
// from the report before the client answers (decision 0044); the client sees the new version pass
// and the old one marked replaced, asks a rework at a pin, and compares the rework with it on the
// deviation map, the pin on it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { acceptedOrder, apiToken, approvedMember, cubeStl, expectSignedIn, logIn, postJson, uploadFile } from './fixtures.ts';

type Point = [number, number, number];

/** The box between `min` and `max`, each face a grid of `steps` × `steps` squares, facing out (or in: a cavity). */
function boxTriangles(min: Point, max: Point, steps: number, facing: 'out' | 'in'): Point[][] {
  const triangles: Point[][] = [];
  const faces: Array<[0 | 1 | 2, 0 | 1, 0 | 1 | 2, 0 | 1 | 2]> = [
    [0, 0, 2, 1], [0, 1, 1, 2],
    [1, 0, 0, 2], [1, 1, 2, 0],
    [2, 0, 1, 0], [2, 1, 0, 1],
  ];
  for (const [axis, side, u, v] of faces) {
    const at = (i: number, j: number): Point => {
      const p: Point = [0, 0, 0];
      p[axis] = side ? max[axis] : min[axis];
      p[u] = min[u] + ((max[u] - min[u]) * i) / steps;
      p[v] = min[v] + ((max[v] - min[v]) * j) / steps;
      return p;
    };
    for (let i = 0; i < steps; i++) {
      for (let j = 0; j < steps; j++) {
        const [a, b, c, d] = [at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j + 1)];
        triangles.push(...(facing === 'out' ? [[a, b, c], [a, c, d]] : [[a, c, b], [a, d, c]]));
      }
    }
  }
  return triangles;
}

/** A binary STL of a hollow 10 mm "crown" with walls `wall` mm thick (port of the shared test fixture's hollowBox). */
function hollowCrownStl(wall: number, steps = 6): Buffer {
  const triangles = [...boxTriangles([0, 0, 0], [10, 10, 10], steps, 'out'), ...boxTriangles([wall, wall, wall], [10 - wall, 10 - wall, 10 - wall], steps, 'in')];
  const out = Buffer.alloc(84 + 50 * triangles.length);
  out.write('crown', 0, 'ascii');
  out.writeUInt32LE(triangles.length, 80);
  triangles.forEach((triangle, t) => triangle.flat().forEach((value, k) => out.writeFloatLE(value, 84 + 50 * t + 12 + 4 * k)));
  return out;
}

/** The design check runs in a job: allow it a few of its rounds. */
const CHECKED = { timeout: 60_000 };

async function deliveredOrder(request: APIRequestContext) {
  const client = await approvedMember(request, 'client');
  const designer = await approvedMember(request, 'designer');
  const clientToken = await apiToken(request, client);
  const designerToken = await apiToken(request, designer);
  const scanFileId = await uploadFile(request, clientToken, 'referral', 'scan.stl', cubeStl());
  // The referral prescribes a minimum thickness of 0.5 mm.
  const referral = { scanFileId, values: [{ title: '최소 두께', value: '0.5 mm' }] };
  const orderId = await acceptedOrder(request, clientToken, designerToken, { charge: 150_000, files: referral });
  const scanLink: { url: string } = await postJson(request, designerToken, `/api/v1/orders/${orderId}/files/${scanFileId}/link`, {});
  expect((await request.get(scanLink.url)).ok()).toBe(true);
  return { client, designer, clientToken, designerToken, orderId };
}

test('a crown thinner than prescribed fails its check and is replaced before the client answers, passes, and a rework is compared with it', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const { client, designer, clientToken, orderId } = await deliveredOrder(request);

  // The T-esigner, in Korean, delivers a crown with 0.3 mm walls and sees the check fail on the order page.
  await logIn(page, designer);
  await expectSignedIn(page, designer.nickname);
  await page.goto(`/payment/reqeust/${orderId}/cad`);
  await page.getByTestId('cad-upload-form').locator('input[type=file]').setInputFiles({ name: 'crown 11.stl', mimeType: 'model/stl', buffer: hollowCrownStl(0.3) });
  await expect(page.getByText('업로드 완료')).toBeVisible();
  await page.getByTestId('cad-deliver').click();
  await expect(page).toHaveURL(new RegExp(`/payment/${orderId}/designer$`));
  const panel = page.getByTestId('design-check-panel');
  await expect(panel.getByTestId('design-check-verdict')).toHaveText('확인 필요 1건', CHECKED);
  await expect(panel.locator('[data-check="thickness"]')).toHaveAttribute('data-pass', 'false');
  await expect(panel.locator('[data-check="thickness"]')).toContainText('처방 최소 두께 0.50 mm');
  // The client has not answered yet: the T-esigner may replace the file at once (decision 0044), also a quiet step of the stage.
  await expect(page.getByTestId('design-check-designer')).toContainText('아직 이 전달에 답하지 않았습니다');
  await expect(page.getByTestId('replace-cad-link')).toHaveText('파일 교체하기');

  // The T-esigner replaces the thin crown before the client does anything.
  await page.getByTestId('design-check-replace').click();
  await expect(page).toHaveURL(new RegExp(`/payment/reqeust/${orderId}/cad$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CAD 파일 교체');
  await page.getByTestId('cad-upload-form').locator('input[type=file]').setInputFiles({ name: 'crown 11.stl', mimeType: 'model/stl', buffer: hollowCrownStl(1) });
  await expect(page.getByText('업로드 완료')).toBeVisible();
  await page.getByTestId('cad-deliver').click();
  await expect(page).toHaveURL(new RegExp(`/payment/${orderId}/designer$`));
  await expect(page.getByTestId('design-check-version').first()).toHaveAttribute('data-version', '2');
  await expect(page.getByTestId('design-check-version').first().getByTestId('design-check-verdict')).toHaveText('설계 검사 통과', CHECKED);

  // The client, in English, sees version 2 pass, version 1 folded below it and marked replaced, and the replacement on the timeline.
  const clientContext = await browser.newContext({ locale: 'en-US' });
  const clientPage = await clientContext.newPage();
  await logIn(clientPage, client, true);
  await expectSignedIn(clientPage, client.nickname);
  await clientPage.goto(`/payment/cad/${orderId}`);
  const versions = clientPage.getByTestId('design-check-version');
  await expect(versions).toHaveCount(2);
  await expect(versions.first().getByTestId('design-check-verdict')).toHaveText('Design check passed');
  await expect(versions.nth(1).getByTestId('design-check-verdict').first()).toHaveText('1 check needs attention');
  await expect(clientPage.locator('[data-testid="cad-version"][data-version="1"]').getByTestId('cad-version-replaced')).toHaveText('Replaced');
  await expect(clientPage.locator('[data-testid="cad-version"][data-version="2"]').getByTestId('cad-version-replaced')).toHaveCount(0);
  await clientPage.goto(`/payment/${orderId}/timeline`);
  const replacedEvent = clientPage.locator('[data-testid="timeline-event"][data-kind="replaceCad"]');
  await expect(replacedEvent.getByTestId('event-what')).toHaveText('File replaced');
  await expect(replacedEvent.getByTestId('event-who')).toContainText('T-esigner');
  await expect(replacedEvent.getByTestId('event-version')).toContainText('Version 2');

  // The client asks a rework of version 2 at a pin on the crown.
  const comms: { files: Array<{ id: string; source: string; version: number | null }> } = await (
    await request.get(`/api/v1/orders/${orderId}/comms`, { headers: { authorization: `Bearer ${clientToken}` } })
  ).json();
  const crownV2 = comms.files.find((f) => f.source === 'cad' && f.version === 2)!.id;
  await postJson(request, clientToken, `/api/v1/orders/${orderId}/pins`, { fileId: crownV2, point: [5, 5, 10], comment: 'Thicker walls here, please' });
  await clientPage.goto(`/payment/cad/${orderId}`);
  await clientPage.getByTestId('rework-link').click();
  await clientPage.getByRole('radio', { name: /A design error/ }).check();
  await clientPage.getByLabel('What should change?').fill('Make the walls 1.5 mm thick.');
  await clientPage.getByTestId('rework-submit').click();
  await expect(clientPage).toHaveURL(new RegExp(`/payment/reqeust/rework/view/${orderId}$`));

  // The client answered: the T-esigner delivers the rework as version 3, no longer a replacement.
  await page.goto(`/payment/${orderId}/designer`);
  await expect(page.getByTestId('replace-cad-link')).toHaveCount(0);
  await page.getByTestId('upload-cad-link').click();
  await expect(page).toHaveURL(new RegExp(`/payment/reqeust/${orderId}/cad$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CAD 결과물 업로드');
  await page.getByTestId('cad-upload-form').locator('input[type=file]').setInputFiles({ name: 'crown 11.stl', mimeType: 'model/stl', buffer: hollowCrownStl(1.5) });
  await expect(page.getByText('업로드 완료')).toBeVisible();
  await page.getByTestId('cad-deliver').click();
  await expect(page).toHaveURL(new RegExp(`/payment/${orderId}/designer$`));
  await expect(page.getByTestId('design-check-version').first()).toHaveAttribute('data-version', '3');
  await expect(page.getByTestId('design-check-version').first().getByTestId('design-check-verdict')).toHaveText('설계 검사 통과', CHECKED);

  // In the viewer the client compares version 2 with version 3: the map is computed off the page's thread.
  await clientPage.goto(`/payment/cad/${orderId}`);
  await expect(clientPage.getByTestId('design-check-version')).toHaveCount(3);
  await clientPage.getByTestId('design-check-viewer').click();
  await expect(clientPage).toHaveURL(new RegExp(`/payment/comms/${orderId}/cad$`));
  await expect(clientPage.getByTestId('viewer-canvas')).toBeVisible();
  const deviation = clientPage.getByTestId('deviation');
  await expect(deviation.getByTestId('deviation-older')).toHaveValue(crownV2);
  await deviation.getByTestId('deviation-show').click();
  const legend = deviation.getByTestId('deviation-legend');
  await expect(legend).toBeVisible({ timeout: 30_000 });
  // The cavity's walls moved by 0.5 mm (from 1 to 1.5 mm thick), more at its corners: the largest change, marked.
  await expect(legend.getByTestId('deviation-largest')).toHaveText(/^Largest change [+-]\d+\.\d\d mm$/);
  await expect(clientPage.getByTestId('pin-item')).toContainText('Thicker walls here, please');
  await clientContext.close();
});
