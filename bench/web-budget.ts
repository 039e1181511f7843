// The first-load JavaScript of `/`, `/login` and `/request` (issue 27): in Debian's chromium, each page
// loaded with an empty cache in a fresh Korean context, on a phone's screen and on a desktop's, until
// it is interactive; every script response fetched by then is counted and its bytes as transferred
// (the build's precompressed brotli copies) summed. The budget: 120 KB brotli and 15 scripts a page.
// `node bench/web-budget.ts` runs it alone against the real server built in-process on PGlite, as
// bench/web.ts does. See bench/README.md for how to read the table.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page, type Response } from 'playwright-core';
import { runAlone } from './servers.ts';
import { printTable } from './table.ts';

export const BUDGET_BROTLI_KB = 120;
export const BUDGET_SCRIPTS = 15;
/** No request in flight for this long after the page shows its heading: nothing more is on its way. */
const NETWORK_IDLE_MS = 500;
/** The heaviest scripts named in a row: three, or WEB_BUDGET_LARGEST (20 names them all). */
const LARGEST_PRINTED = Number(process.env.WEB_BUDGET_LARGEST ?? 3);
// The same flags as the e2e journeys (apps/web/e2e/playwright.config.ts): Debian's chromium, headless.
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
/** The demo client (DEMO=1): `/request` is a member's page, and a guest there is sent to `/login`. */
const DEMO_CLIENT = { email: 'client@demo.dcm', password: 'demo1234!' };

const PAGES: Array<{ path: string; who: 'guest' | 'client' }> = [
  { path: '/', who: 'guest' },
  { path: '/login', who: 'guest' },
  { path: '/request', who: 'client' },
];

const DEVICES: Record<'phone' | 'desktop', BrowserContextOptions> = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

type Device = keyof typeof DEVICES;

export interface ScriptFile {
  /** The file's name under /assets/. */
  file: string;
  /** The response body as transferred (brotli when the server had the copy). */
  bytes: number;
  encoding: string;
}

export interface WebBudgetRow {
  page: string;
  who: 'guest' | 'client';
  device: Device;
  scripts: number;
  /** Every script's body as transferred, summed. */
  transferredBytes: number;
  /** From the navigation to the page's heading shown by the app (before the network went quiet). */
  headingMs: number;
  withinBudget: boolean;
  /** What is over the budget: nothing, or `KB`, `scripts` or both. */
  over: Array<'KB' | 'scripts'>;
  /** Scripts the server sent without brotli: files under 1 KB have no compressed copy (apps/web/build/precompress.ts). */
  notBrotli: string[];
  /** Largest first. */
  files: ScriptFile[];
}

/** Every page on each device, against the app served at appUrl (its web build with the .br copies). */
export async function benchWebBudget(appUrl: string): Promise<WebBudgetRow[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const memberState = await signIn(browser, appUrl);
    const rows: WebBudgetRow[] = [];
    for (const device of Object.keys(DEVICES) as Device[]) {
      for (const { path: pagePath, who } of PAGES) {
        console.log(`web budget: ${pagePath} (${who}, ${device})...`);
        rows.push(await measure(browser, appUrl, pagePath, who, device, who === 'client' ? memberState : undefined));
      }
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** A browser context as a Korean visitor's: the language the server and the app pick the page's language by. */
function contextOptions(device: Device, storageState?: BrowserContextOptions['storageState']): BrowserContextOptions {
  return { ...DEVICES[device], locale: 'ko-KR', extraHTTPHeaders: { 'Accept-Language': 'ko-KR' }, storageState };
}

/** The demo client's cookies and storage after signing in on the login page; its scripts are not measured. */
async function signIn(browser: Browser, appUrl: string): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext(contextOptions('desktop'));
  try {
    const page = await context.newPage();
    await page.goto(`${appUrl}/login`);
    // The pre-rendered login form is inert until the app takes it over (decision 0024).
    await page.locator('#prerendered').waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByLabel('이메일').fill(DEMO_CLIENT.email);
    await page.getByLabel('비밀번호').fill(DEMO_CLIENT.password);
    await page.getByRole('button', { name: '로그인', exact: true }).last().click();
    await page.getByTestId('header-member').waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Loads the page in a fresh context (an empty cache) and waits until it is interactive: the `load`
 * event has fired, the app has taken over (no pre-rendered copy left, `#root` shown) with the
 * page's heading (`main h1`) visible, and then no request has been in flight for NETWORK_IDLE_MS.
 * Every script response received by then counts, the lazy chunks the start fetched included.
 */
async function measure(browser: Browser, appUrl: string, pagePath: string, who: 'guest' | 'client', device: Device, storageState?: BrowserContextOptions['storageState']): Promise<WebBudgetRow> {
  const context = await browser.newContext(contextOptions(device, storageState));
  try {
    const page = await context.newPage();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    const network = networkWatch(page);
    const started = Date.now();
    await page.goto(`${appUrl}${pagePath}`, { waitUntil: 'load' });
    if (new URL(page.url()).pathname !== pagePath) throw new Error(`${pagePath} went to ${page.url()}: the ${who} should stay on the page`);
    await page.locator('#root:not([hidden]) main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    if ((await page.locator('#prerendered').count()) > 0) throw new Error(`${pagePath} still shows its pre-rendered copy beside the app`);
    const headingMs = Date.now() - started;
    await network.idle(NETWORK_IDLE_MS);
    const files = await Promise.all(scripts.map(scriptFile));
    files.sort((a, b) => b.bytes - a.bytes);
    const transferredBytes = files.reduce((sum, f) => sum + f.bytes, 0);
    const over = [...(transferredBytes > BUDGET_BROTLI_KB * 1024 ? (['KB'] as const) : []), ...(files.length > BUDGET_SCRIPTS ? (['scripts'] as const) : [])];
    return {
      page: pagePath,
      who,
      device,
      scripts: files.length,
      transferredBytes,
      headingMs,
      withinBudget: over.length === 0,
      over,
      notBrotli: files.filter((f) => f.encoding !== 'br').map((f) => f.file),
      files,
    };
  } finally {
    await context.close();
  }
}

/** The body's size as transferred, from the browser's own count (the content-length when it has none). */
async function scriptFile(response: Response): Promise<ScriptFile> {
  const headers = await response.allHeaders();
  const sizes = await response.request().sizes();
  const bytes = sizes.responseBodySize > 0 ? sizes.responseBodySize : Number(headers['content-length'] ?? 0);
  return { file: path.basename(new URL(response.url()).pathname), bytes, encoding: headers['content-encoding'] ?? 'identity' };
}

/** Requests in flight on the page; `idle(ms)` resolves once none has been for `ms` in a row. */
function networkWatch(page: Page): { idle: (ms: number) => Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    async idle(ms) {
      const deadline = Date.now() + 30_000;
      while (inFlight > 0 || Date.now() - lastChange < ms) {
        if (Date.now() > deadline) throw new Error(`the network did not go quiet for ${ms} ms within 30 s (${inFlight} requests in flight)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function printWebBudgetTable(rows: WebBudgetRow[]): void {
  const header = ['page', 'device', 'scripts', 'KB brotli', 'not br', 'heading ms', 'budget', 'largest chunks (KB)'];
  printTable(
    header,
    rows.map((r) => [
      `${r.page} (${r.who})`,
      r.device,
      String(r.scripts),
      kb(r.transferredBytes),
      String(r.notBrotli.length),
      String(r.headingMs),
      r.withinBudget ? 'within' : `over: ${r.over.join(', ')}`,
      r.files
        .slice(0, LARGEST_PRINTED)
        .map((f) => `${f.file} ${kb(f.bytes)}`)
        .join(', '),
    ]),
  );
  // Under 1 KB a script has no compressed copy (apps/web/build/precompress.ts); a larger one without brotli means a build without its .br copies.
  const uncompressed = rows.flatMap((r) => r.files.filter((f) => f.encoding !== 'br' && f.bytes >= 1024).map((f) => `${r.page}: ${f.file} (${f.encoding})`));
  if (uncompressed.length > 0) console.log(`\nsent without brotli though over 1 KB: ${[...new Set(uncompressed)].join(', ')}`);
  const over = rows.filter((r) => !r.withinBudget).map((r) => `${r.page} on a ${r.device}`);
  console.log(over.length === 0 ? `\nevery page within the budget (${BUDGET_BROTLI_KB} KB brotli, ${BUDGET_SCRIPTS} scripts)` : `\nover the budget (${BUDGET_BROTLI_KB} KB brotli, ${BUDGET_SCRIPTS} scripts): ${over.join(', ')}`);
}

/** Alone: the real server with the demo members on an in-memory PGlite (runAlone), serving the web build. */
if (import.meta.main) {
  await runAlone(async (appUrl, config) => {
    const webDist = config.webDist ?? '';
    if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`${webDist} holds no web build: run \`npm run build\` first (or point WEB_DIST at a build).`);
    printWebBudgetTable(await benchWebBudget(appUrl));
  });
}
