// Accessibility of the screens members live in (issue 26): axe-core, the engine Lighthouse uses,
// finds no WCAG 2.1 A/AA violation on them, in Korean and in English, signed out and as the demo
// client, at desktop width and on a 390 px phone.
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { demo, logIn } from './fixtures.ts';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** axe's violations on the page as it is now, one line each with where. */
async function violationsOn(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[]; html: string }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 140)}`) }));
  });
  return (found as Finding[]).map((f) => `${f.id} (${f.impact}): ${f.help} at ${f.targets.join(' | ')}`);
}

async function settle(page: Page, address: string) {
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  // The pre-rendered copy has handed over, and no skeleton is left.
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

const PUBLIC = ['/', '/login', '/login/join', '/designer', '/center', '/faq', '/notice', '/help', '/component'];
// '/' for a member starts from their own work (issue 31).
const MEMBER = ['/', '/request', '/request/basket', '/mypage', '/mileage', '/chat', '/notiy'];

for (const locale of ['ko-KR', 'en-US'] as const) {
  test.describe(locale, () => {
    // axe is put into the page as a script, which the app's Content-Security-Policy rightly refuses.
    test.use({ locale, bypassCSP: true });

    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      test(`the public pages have no accessibility violations at ${width} px`, async ({ page }) => {
        test.slow();
        await page.setViewportSize({ width, height });
        const found: string[] = [];
        for (const address of PUBLIC) {
          await settle(page, address);
          for (const violation of await violationsOn(page)) found.push(`${address}: ${violation}`);
        }
        expect(found).toEqual([]);
      });

      test(`the demo client's pages have no accessibility violations at ${width} px`, async ({ page }) => {
        test.slow();
        await page.setViewportSize({ width, height });
        await logIn(page, demo.client, locale === 'en-US');
        await expect(page).not.toHaveURL(/\/login$/);
        const found: string[] = [];
        for (const address of MEMBER) {
          await settle(page, address);
          for (const violation of await violationsOn(page)) found.push(`${address}: ${violation}`);
        }
        expect(found).toEqual([]);
      });

      test(`the demo T-esigner's work-first home has no accessibility violations at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await logIn(page, demo.designer, locale === 'en-US');
        await expect(page).not.toHaveURL(/\/login$/);
        await settle(page, '/');
        await expect(page.getByTestId('member-home-designer')).toBeVisible();
        expect(await violationsOn(page)).toEqual([]);
      });
    }
  });
}
