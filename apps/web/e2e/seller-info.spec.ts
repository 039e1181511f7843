// The seller's legal information (decision 0030), configured for this server by the SELLER_*
// variables in playwright.config.ts: in the footer of every page, in the reader's language, already
// in the first paint of a pre-rendered page (before any script runs), and with the lookup link.
import { expect, test, type Page } from '@playwright/test';

const LOOKUP = 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1234567890';

async function expectSellerFooter(page: Page, texts: string[], lookup: string) {
  const footer = page.getByRole('contentinfo');
  for (const text of texts) await expect(footer).toContainText(text);
  await expect(footer.getByRole('link', { name: lookup })).toHaveAttribute('href', LOOKUP);
}

const korean = ['상호', '주식회사 티이사인', '대표자', '홍길동', '사업자등록번호', '123-45-67890', '통신판매업 신고번호', '제2026-서울강남-01234호', '서울특별시 강남구 테헤란로 1, 2층', '02-1234-5678', 'help@t-esign.example', '호스팅 서비스 제공자', 'Amazon Web Services, Inc.'];
const english = ['Company', 'T-esign Inc.', 'Representative', 'Gildong Hong', 'Business registration no.', '123-45-67890', 'Mail-order business report no.', '2F, 1 Teheran-ro, Gangnam-gu, Seoul', 'E-mail', 'Hosting'];

test('a Korean reader finds the seller information in the footer of the main page, another page and an introduction', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.getByTestId('main-page')).toBeVisible();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expectSellerFooter(page, korean, '사업자정보 확인');
  // Read on a phone: the block wraps, nothing runs off the side.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await page.goto('/login');
  await expectSellerFooter(page, korean, '사업자정보 확인');
  // The empty layout (SPEC §2) has no site footer, but the law's block still shows.
  await page.goto('/service1');
  await expect(page.getByTestId('service-intro-client')).toBeVisible();
  await expectSellerFooter(page, ['주식회사 티이사인', '123-45-67890'], '사업자정보 확인');
});

test('an English reader finds it in English on the main page and the FAQ', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expectSellerFooter(page, english, 'Business information');
  await expect(page.getByRole('contentinfo')).not.toContainText('홍길동');
  await page.goto('/faq');
  await expectSellerFooter(page, english, 'Business information');
  await context.close();
});

test('the pre-rendered pages show it with no script run, so the first paint is complete', async ({ browser }) => {
  for (const [locale, texts, lookup] of [
    ['ko-KR', korean, '사업자정보 확인'],
    ['en-US', english, 'Business information'],
  ] as const) {
    const context = await browser.newContext({ locale, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/', '/notice']) {
      await page.goto(path);
      await expect(page.locator('#prerendered')).toBeVisible();
      await expectSellerFooter(page, [...texts], lookup);
    }
    await context.close();
  }
});
