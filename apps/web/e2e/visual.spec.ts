// Visual baselines of the redesigned screens (issue 26, decision 0039): each screen in Korean and
// English at 1440 px and on a 390 px phone, compared with the committed picture in
// visual.spec.ts-snapshots/. What changes from run to run is held still: the answers that depend on
// what other journeys did (figures, notices, partners, questions, lab counts) are fixed here, the
// clock reads one moment, and the member's own name is masked. A layout break moves far more than the
// 1 % of pixels allowed. After a deliberate design change: `playwright test visual --update-snapshots`,
// look at every new picture, and commit them with the change.
import { expect, test, type Page } from '@playwright/test';
import { acceptedOrder, apiToken, approvedMember, chosenQuotation, logIn, postJson, quotedRequest } from './fixtures.ts';

// A moment before any run, so a token the server signs now is not expired in the page's eyes.
const MOMENT = new Date('2026-11-29T09:00:00+09:00');
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LOCALES = [
  { tag: 'ko', locale: 'ko-KR' },
  { tag: 'en', locale: 'en-US' },
] as const;

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const notices = (en: boolean) => ({
  items: [
    { id: uuid(1), title: en ? 'Server maintenance on Dec 1, 2–4 AM' : '12월 1일 새벽 2시~4시 서버 점검 안내', pinned: true, publishedAt: '2026-11-28T01:00:00.000Z' },
    { id: uuid(2), title: en ? 'Quick requests now open to dental labs' : '치과기공소도 퀵 의뢰를 이용할 수 있습니다', pinned: false, publishedAt: '2026-11-20T01:00:00.000Z' },
  ],
  page: 1,
  size: 5,
  total: 2,
});
const faq = (en: boolean) => ({
  items: [1, 2, 3, 4, 5].map((n) => ({
    id: uuid(10 + n),
    category: 'general',
    question: en ? `Sample question ${n}?` : `자주 묻는 질문 예시 ${n}?`,
    answer: en ? 'A sample answer.' : '예시 답변입니다.',
  })),
});
const REGIONS = ['seoul', 'gyeonggi', 'incheon', 'bucheon', 'chuncheon', 'gangwon', 'daejeon', 'chungnam', 'sejong', 'cheongju', 'chungbuk', 'daegu', 'gyeongbuk', 'jeonju', 'jeonbuk', 'gwangju', 'jeonnam', 'busan', 'ulsan', 'gyeongnam', 'jeju'];

/** The public answers that other journeys change, fixed; everything else comes from the server. */
async function holdStill(page: Page, en: boolean) {
  await page.clock.setFixedTime(MOMENT);
  const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route('**/api/v1/stats', (route) => route.fulfill(json({ members: 1284, referrals: 5310, transactions: { KRW: 384_500_000, USD: 0 }, at: MOMENT.toISOString() })));
  await page.route('**/api/v1/notices?**', (route) => route.fulfill(json(notices(en))));
  await page.route('**/api/v1/partners', (route) => route.fulfill(json({ items: [] })));
  await page.route('**/api/v1/faq?**', (route) => route.fulfill(json(faq(en))));
  await page.route('**/api/v1/profiles/labs/regions', (route) => route.fulfill(json({ items: REGIONS.map((code, i) => ({ code, count: (i * 7) % 23 })) })));
}

/** The page as it rests: the app has taken over, nothing loads, the fonts are in. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  // A page's code still on its way shows the loading screen, which networkidle alone does not wait out on a busy machine.
  await expect(page.getByTestId('loading-screen')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready);
}

const snap = (page: Page, name: string, mask: ReturnType<Page['locator']>[] = []) =>
  expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, animations: 'disabled', caret: 'hide', mask, maxDiffPixelRatio: 0.01 });

for (const { tag, locale } of LOCALES) {
  test.describe(`${tag}`, () => {
    test.use({ locale });

    for (const size of SIZES) {
      test(`the public screens at ${size.name} width`, async ({ page }) => {
        test.slow();
        await page.setViewportSize({ width: size.width, height: size.height });
        await holdStill(page, tag === 'en');
        for (const [address, name] of [
          ['/', 'home'],
          ['/login', 'login'],
          ['/component', 'component'],
        ] as const) {
          await page.goto(address);
          await settle(page);
          await snap(page, `${name}-${tag}-${size.name}`);
        }
      });

      test(`a case's screens at ${size.name} width: the referral form, the quotation comparison, the order to sign`, async ({ page, request }) => {
        test.slow();
        await page.setViewportSize({ width: size.width, height: size.height });
        const [client, designer] = [await approvedMember(request, 'client'), await approvedMember(request, 'designer')];
        const [clientToken, designerToken] = [await apiToken(request, client), await apiToken(request, designer)];
        const { requestId } = await quotedRequest(request, clientToken, designerToken);
        const orderId = await chosenQuotation(request, clientToken, designerToken);
        await page.clock.setFixedTime(MOMENT);
        await logIn(page, client, tag === 'en');
        await expect(page).not.toHaveURL(/\/login$/);
        // The members, the referral numbers (e2e fixtures number them by the clock) and every date are the test's own.
        const own = [page.getByText(client.nickname), page.getByText(designer.nickname), page.locator('main').getByText(/\d{3,6}-\d{3}/), page.locator('time')];
        for (const [address, name] of [
          ['/request/detailmode', 'referral-form'],
          [`/request/estimated/view/${requestId}`, 'quotations'],
          [`/payment/contract/${orderId}`, 'order'],
        ] as const) {
          await page.goto(address);
          await settle(page);
          await snap(page, `${name}-${tag}-${size.name}`, own);
        }
      });

      test(`a T-esigner's screens at ${size.name} width: the order to work on, the chat about it, their public profile`, async ({ page, request }) => {
        test.slow();
        await page.setViewportSize({ width: size.width, height: size.height });
        const [client, designer] = [await approvedMember(request, 'client'), await approvedMember(request, 'designer')];
        const [clientToken, designerToken] = [await apiToken(request, client), await apiToken(request, designer)];
        const profile = { briefIntro: tag === 'en' ? 'Zirconia and e.max crowns, same-day' : '지르코니아, e.max 크라운 당일 작업', region: 'seoul', editCount: 3, warrantyDays: 30, prosthesisTypes: ['zirconia_crown', 'emax_crown'], prices: [], isPublic: true };
        expect((await request.put('/api/v1/profiles/me/designer', { headers: { authorization: `Bearer ${designerToken}` }, data: profile })).ok()).toBe(true);
        const orderId = await acceptedOrder(request, clientToken, designerToken, { charge: 1_000_000 });
        const { id: roomId } = (await postJson(request, clientToken, '/api/v1/chat/rooms', { partnerNo: designer.memberNo, orderId })) as { id: string };
        for (const [token, body] of [
          [clientToken, tag === 'en' ? 'Please keep the margin line 0.5 mm supragingival.' : '마진 라인은 치은 위 0.5 mm로 부탁드립니다.'],
          [designerToken, tag === 'en' ? 'Noted. I will send the design by tomorrow noon.' : '확인했습니다. 내일 정오까지 보내드리겠습니다.'],
        ] as const) {
          await postJson(request, token, `/api/v1/chat/rooms/${roomId}/messages`, { clientKey: `visual-${crypto.randomUUID()}`, body });
        }
        await page.clock.setFixedTime(MOMENT);
        await logIn(page, designer, tag === 'en');
        await expect(page).not.toHaveURL(/\/login$/);
        const own = [page.getByText(client.nickname), page.getByText(designer.nickname), page.locator('main').getByText(/\d{3,6}-\d{3}/), page.locator('time')];
        for (const [address, name] of [
          [`/payment/${orderId}/designer`, 'designer-order'],
          [`/designerchat/view/${roomId}`, 'chat-room'],
          [`/designer/view/${designer.memberNo}`, 'designer-profile'],
        ] as const) {
          await page.goto(address);
          await settle(page);
          await snap(page, `${name}-${tag}-${size.name}`, own);
        }
      });

      test(`a new client's screens at ${size.name} width`, async ({ page, request }) => {
        test.slow();
        await page.setViewportSize({ width: size.width, height: size.height });
        const member = await approvedMember(request, 'client');
        await page.clock.setFixedTime(MOMENT);
        await logIn(page, member, tag === 'en');
        await expect(page).not.toHaveURL(/\/login$/);
        const own = [page.getByText(member.nickname), page.getByText(member.email), page.locator('time')];
        for (const [address, name] of [
          ['/request', 'requests'],
          ['/payment', 'transactions'],
          ['/mileage', 'mileage'],
          ['/mypage', 'mypage'],
        ] as const) {
          await page.goto(address);
          await settle(page);
          await snap(page, `${name}-${tag}-${size.name}`, own);
        }
      });
    }
  });
}
