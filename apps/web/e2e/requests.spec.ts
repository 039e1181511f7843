import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, approvedDesigner, completeReferral, demo, logIn, requestDates } from './fixtures.ts';

const uniqueNumber = () => `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 900 + 100)}`;

/** A request sent through the API (the journeys below send theirs through the pages). */
async function sendRequest(request: APIRequestContext, token: string, body: object): Promise<string> {
  const response = await request.post('/api/v1/requests', { headers: { authorization: `Bearer ${token}` }, data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('a client posts a public request, two T-esigners quote, the client compares and chooses one, and the other is told “not chosen”', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const number = uniqueNumber();
  const note = `e2e ${number}`;
  const clientToken = await apiToken(request, demo.client);
  await completeReferral(request, clientToken, number);
  const dates = await requestDates(request);
  const rival = await approvedDesigner(request);

  // The client sends the referral from the cart as a public request.
  await logIn(page, demo.client);
  await expect(page.getByTestId('header-member')).toHaveText(demo.client.nickname);
  await page.goto('/request/basket');
  await page.getByTestId('cart-item').filter({ hasText: number }).getByRole('checkbox').check();
  await page.getByRole('button', { name: '공개 요청하기' }).or(page.getByRole('link', { name: '공개 요청하기' })).click();
  await expect(page.getByRole('heading', { name: '공개 요청하기', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: '견적 마감' }).fill(dates.typed(dates.expiry));
  await page.keyboard.press('Tab');
  await page.getByRole('textbox', { name: '납기' }).fill(dates.typed(dates.deadline));
  await page.keyboard.press('Tab');
  await page.getByRole('textbox', { name: /요청 사항/ }).fill(note);
  await page.getByRole('button', { name: '공개 요청 보내기' }).click();
  await expect(page).toHaveURL(/\/request\/end\?id=/);
  const requestId = new URL(page.url()).searchParams.get('id') ?? '';

  // The demo T-esigner finds it in the list and quotes through the form.
  const designerContext = await browser.newContext({ locale: 'ko-KR' });
  const designerPage = await designerContext.newPage();
  await logIn(designerPage, demo.designer);
  await expect(designerPage.getByTestId('header-member')).toHaveText(demo.designer.nickname);
  await designerPage.goto(`/request?q=${encodeURIComponent(note)}`);
  await designerPage.locator(`[data-request="${requestId}"]`).getByRole('link').first().click();
  await designerPage.getByRole('link', { name: '견적 보내기' }).click();
  await designerPage.getByRole('textbox', { name: /단가/ }).fill('120000');
  await expect(designerPage.getByTestId('quotation-total')).toContainText('360,000');
  await designerPage.getByRole('textbox', { name: '납품 가능일' }).fill(dates.typed(dates.delivery));
  await designerPage.keyboard.press('Tab');
  await designerPage.getByRole('button', { name: '견적 보내기' }).click();
  await expect(designerPage).toHaveURL(new RegExp(`/request/view/${requestId}$`));

  // A second T-esigner quotes less, through the API.
  const rivalToken = await apiToken(request, rival);
  const quoted = await request.post(`/api/v1/requests/${requestId}/quotations`, {
    headers: { authorization: `Bearer ${rivalToken}` },
    data: { items: [{ type: 'zirconia_crown', count: 3, unitPrice: 100_000 }], deliveryAt: dates.delivery.toISOString(), note: '' },
  });
  expect(quoted.status(), await quoted.text()).toBe(201);

  // The client compares both and chooses the cheaper one.
  await page.goto(`/request/view/${requestId}`);
  await page.getByRole('link', { name: /받은 견적 2건 비교하기/ }).click();
  const cards = page.getByTestId('quotation-card');
  await expect(cards).toHaveCount(2);
  await cards.filter({ hasText: rival.nickname }).getByRole('button', { name: '이 티자이너 선택' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '선택', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/contract\//);

  // The demo T-esigner sees theirs was not chosen.
  await designerPage.goto('/estimate');
  // The case is named by its referral number, never by the client's nickname (issue 26).
  await expect(designerPage.getByTestId('my-quotation-case').filter({ hasText: number }).first()).toBeVisible();
  await expect(designerPage.getByTestId('quotation-status').filter({ hasText: '선택되지 않음' }).first()).toBeVisible();
  await designerContext.close();
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('a designated request is accepted and another is rejected with a reason, its referral back in the cart', async ({ page, browser, request }) => {
    test.setTimeout(90_000);
    const [first, second] = [uniqueNumber(), uniqueNumber()];
    const clientToken = await apiToken(request, demo.client);
    const firstReferral = await completeReferral(request, clientToken, first);
    const secondReferral = await completeReferral(request, clientToken, second);
    const dates = await requestDates(request);
    const designerNo = ((await (await request.get('/api/v1/mypage/profile', { headers: { authorization: `Bearer ${await apiToken(request, demo.designer)}` } })).json()) as { memberNo: number }).memberNo;

    // The first goes through the pages: the cart, the form, the T-esigner chosen from the list.
    await logIn(page, demo.client, true);
    await expect(page.getByTestId('header-member')).toHaveText(demo.client.nickname);
    await page.goto(`/request/target/write?referrals=${firstReferral}`);
    await page.getByRole('link', { name: /Choose a T-esigner|Change/ }).first().click();
    await page.getByRole('searchbox', { name: 'Search T-esigners by nickname' }).or(page.getByRole('textbox', { name: 'Search T-esigners by nickname' })).fill(demo.designer.nickname);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: `Choose ${demo.designer.nickname}` }).or(page.getByRole('link', { name: `Choose ${demo.designer.nickname}` })).click();
    await page.getByRole('textbox', { name: 'Answer by' }).fill(dates.typed(dates.expiry));
    await page.keyboard.press('Tab');
    await page.getByRole('textbox', { name: 'Delivery deadline' }).fill(dates.typed(dates.deadline));
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(/\/request\/end\?id=/);
    const acceptedId = new URL(page.url()).searchParams.get('id') ?? '';
    await expect(page.getByText(demo.designer.nickname).first()).toBeVisible();

    const rejectedId = await sendRequest(request, clientToken, {
      type: 'designated',
      designerNo,
      referralIds: [secondReferral],
      quoteExpiresAt: dates.expiry.toISOString(),
      deadlineAt: dates.deadline.toISOString(),
      notes: '',
    });

    // The T-esigner accepts one and rejects the other with a reason.
    const designerContext = await browser.newContext({ locale: 'en-US' });
    const designerPage = await designerContext.newPage();
    await logIn(designerPage, demo.designer, true);
    await expect(designerPage.getByTestId('header-member')).toHaveText(demo.designer.nickname);
    // Accepting a designated request is giving its price: the order the client signs and pays next.
    await designerPage.goto(`/request/view/${acceptedId}`);
    await designerPage.getByRole('link', { name: 'Accept' }).click();
    await expect(designerPage.getByRole('heading', { name: 'Accept the designated request', level: 1 })).toBeVisible();
    await designerPage.getByRole('textbox', { name: /Unit price/ }).fill('90000');
    await designerPage.getByRole('textbox', { name: 'Possible delivery date' }).fill(dates.typed(dates.delivery));
    await designerPage.keyboard.press('Tab');
    await designerPage.getByRole('button', { name: 'Accept at this price' }).click();
    await expect(designerPage).toHaveURL(/\/payment\/[0-9a-f-]+\/designer$/);
    await expect(designerPage.getByTestId('order-status')).toHaveText('Awaiting payment');

    await designerPage.goto(`/request/view/${rejectedId}`);
    await designerPage.getByRole('button', { name: 'Reject' }).click();
    const dialog = designerPage.getByRole('dialog');
    await dialog.getByRole('button', { name: /Reject/ }).click();
    await expect(dialog.getByText('Please give a reason.')).toBeVisible();
    await dialog.getByRole('textbox').fill('Fully booked this week.');
    await dialog.getByRole('button', { name: /Reject/ }).click();
    await expect(designerPage.getByTestId('request-status').first()).toHaveText('Request rejected');
    await designerContext.close();

    // The client sees both outcomes; the rejected referral is back in the cart.
    await page.goto(`/request/view/${rejectedId}`);
    await expect(page.getByTestId('request-status').first()).toHaveText('Request rejected');
    await expect(page.getByTestId('reject-reason')).toContainText('Fully booked this week.');
    await page.goto('/request/basket?group=notRequested');
    await expect(page.getByTestId('cart-item').filter({ hasText: second })).toBeVisible();
    await page.goto(`/request/view/${acceptedId}`);
    await expect(page.getByTestId('request-status').first()).toHaveText('Request accepted');
    await page.getByRole('link', { name: 'Sign the contract and pay' }).click();
    await expect(page).toHaveURL(/\/payment\/contract\//);
    await expect(page.getByTestId('contract-text')).toContainText('270,000');
  });
});
