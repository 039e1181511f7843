import { expect, test } from '@playwright/test';
import { apiToken, approvedMember, expectSignedIn, logIn, quotedRequest } from './fixtures.ts';

test('a client finds a T-esigner by prosthesis type, keeps them as a favourite, later blocks them and no longer sees their quotation', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const designer = await approvedMember(request, 'designer');
  const client = await approvedMember(request, 'client');
  const designerToken = await apiToken(request, designer);
  const clientToken = await apiToken(request, client);
  const profile = {
    briefIntro: 'Night guards and splints, digitally designed',
    editCount: 2,
    warrantyDays: 14,
    prosthesisTypes: ['zirconia_crown', 'night_guard'],
    prices: [{ prosthesis: 'night_guard', price: 38_000 }],
    isPublic: true,
  };
  expect((await request.put('/api/v1/profiles/me/designer', { headers: { authorization: `Bearer ${designerToken}` }, data: profile })).ok()).toBe(true);
  const { requestId } = await quotedRequest(request, clientToken, designerToken);

  // The client, in English, searches T-esigners who handle night guards and finds them with their price.
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await logIn(page, client, true);
  await expectSignedIn(page, client.nickname);
  await page.goto('/designer');
  await page.getByTestId('designer-type').selectOption({ label: 'Night guard / splint' });
  await expect(page).toHaveURL(/type=night_guard/);
  const card = page.getByTestId('designer-card').filter({ hasText: designer.nickname });
  await expect(card.getByTestId('designer-card-price')).toHaveText('₩38,000');

  // A favourite, kept on My page.
  await card.getByTestId('favourite-button').click();
  await expect(card.getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/mypage/favourites');
  await expect(page.getByTestId('designer-card').filter({ hasText: designer.nickname })).toBeVisible();

  // The quotation is there before the block.
  await page.goto(`/request/estimated/view/${requestId}`);
  await expect(page.getByTestId('quotation-card').filter({ hasText: designer.nickname })).toBeVisible();

  // Later the client blocks them from their profile: listed as blocked, gone from favourites, search and the request's quotations.
  await page.goto(`/designer/view/${designer.memberNo}`);
  await page.getByRole('button', { name: `More for ${designer.nickname}` }).click();
  await page.getByRole('menuitem', { name: 'Block', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page).toHaveURL(/\/mypage\/blocked$/);
  await expect(page.getByTestId('blocked-member').filter({ hasText: designer.nickname })).toBeVisible();
  await page.goto('/mypage/favourites');
  await expect(page.getByTestId('designer-card').filter({ hasText: designer.nickname })).toHaveCount(0);
  await page.goto('/designer?type=night_guard');
  await expect(page.getByTestId('designer-card').first().or(page.getByText('No T-esigner handles this prosthesis type yet', { exact: false }))).toBeVisible();
  await expect(page.getByTestId('designer-card').filter({ hasText: designer.nickname })).toHaveCount(0);
  await page.goto(`/request/estimated/view/${requestId}`);
  await expect(page.getByText('No quotations yet', { exact: false })).toBeVisible();
  await expect(page.getByTestId('quotation-card')).toHaveCount(0);
  await context.close();
});
