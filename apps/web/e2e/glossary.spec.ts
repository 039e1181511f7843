// Every route of the route table (SPEC §2 and the admin console), in Korean and in English, as a
// guest, the demo client, the demo dental lab, the demo T-esigner and the operator: a Korean page
// names the product in Korean (no Latin product term of the glossary: 티자이너, not T-esigner), and
// no page shows a translation key instead of its message. One browser context per role and language,
// a few tabs at once, each moving from page to page client-side the way a link does.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { hasHangul, latinProductTerms, latinTermPattern, latinTermsIn, rawKeyFinder, type Catalogue } from '../src/locales/glossary.test-support.ts';
import { acceptedOrder, adminAccount, apiToken, demo, expectSignedIn, logIn, postJson, stlBytes, uploadFile } from './fixtures.ts';

const webSrc = path.join(import.meta.dirname, '../src');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;

/** Both languages' catalogues by namespace. */
function catalogues(locale: 'ko' | 'en'): Record<string, Catalogue> {
  const dir = path.join(webSrc, 'locales', locale);
  return Object.fromEntries(fs.readdirSync(dir).map((file) => [file.replace(/\.json$/, ''), readJson(path.join(dir, file))]));
}

const latinTerms = latinTermPattern(latinProductTerms(catalogues('en').glossary as Record<string, string>));
const rawKeysIn = rawKeyFinder({ ...catalogues('en'), ...catalogues('ko') });

/** Every path of the route table (apps/web/src/app/routes.tsx), as the table writes it. */
function routeTable(): string[] {
  const source = fs.readFileSync(path.join(webSrc, 'app/routes.tsx'), 'utf8');
  return [...new Set([...source.matchAll(/(?:\[\s*|path:\s*)'(\/[^']*|\*)'/g)].map((m) => m[1] ?? ''))];
}

interface Ids {
  referral: string;
  group: string;
  request: string;
  /** An order the demo T-esigner has received the referral of: the CAD upload form is open. */
  received: string;
  /** An order with the CAD result delivered and a surcharge asked: the client's receipt, payment and rework pages. */
  delivered: string;
  room: string;
  designerNo: number;
  labNo: number;
}

/**
 * The records the `:id` routes show, made once per worker through the API: two orders of the demo
 * client with the demo T-esigner (a public request quoted, chosen, signed, paid and accepted, the
 * referral received; the second with the CAD delivered and a surcharge asked), and a chat room on it.
 * Neither completes, so the demo T-esigner's earnings stay as the demo left them. Quick requests are
 * left out: one on the board would be the first card of the quick journey's T-esigner, so the quick
 * pages show an id that is no one's.
 */
async function makeIds(request: APIRequestContext): Promise<Ids> {
  const [client, designer, lab] = await Promise.all([apiToken(request, demo.client), apiToken(request, demo.designer), apiToken(request, demo.lab)]);
  const get = async <T,>(token: string, url: string): Promise<T> => {
    const response = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
    expect(response.ok(), `${url} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const memberNo = async (token: string) => (await get<{ memberNo: number }>(token, '/api/v1/mypage/profile')).memberNo;
  const [designerNo, labNo] = await Promise.all([memberNo(designer), memberNo(lab)]);
  const receivedOrder = async () => {
    const scanFileId = await uploadFile(request, client, 'referral', 'scan.stl', stlBytes());
    const order = await acceptedOrder(request, client, designer, { charge: 150_000, files: { scanFileId } });
    await postJson(request, designer, `/api/v1/orders/${order}/files/${scanFileId}/link`, {});
    return order;
  };
  const received = await receivedOrder();
  const delivered = await receivedOrder();
  const cad = await uploadFile(request, designer, 'cad', 'crown.stl', stlBytes());
  await postJson(request, designer, `/api/v1/orders/${delivered}/deliveries`, {
    fileIds: [cad],
    message: '크라운 디자인을 보내 드립니다.',
    surcharge: { amount: 30_000, reason: '지대치 형태가 바뀌어 다시 디자인했습니다.' },
  });
  const { requestId } = await get<{ requestId: string }>(client, `/api/v1/orders/${received}`);
  const { referrals } = await get<{ referrals: Array<{ id: string }> }>(client, `/api/v1/orders/${delivered}/referral`);
  const referral = referrals[0]?.id ?? '';
  const { groupId } = await get<{ groupId: string }>(client, `/api/v1/referrals/${referral}`);
  const room = (await postJson(request, client, '/api/v1/chat/rooms', { partnerNo: designerNo, orderId: delivered })) as { id: string };
  return { referral, group: groupId, request: requestId, received, delivered, room: room.id, designerNo, labNo };
}

let ids: Promise<Ids> | undefined;

/** A quick request no one has: its pages answer "not found" in each language. */
const NO_ONES_ID = '00000000-0000-4000-8000-000000000000';

/** The address of `route` with its parameters filled in; the first matching prefix names the record. */
function addressOf(route: string, made: Ids): string {
  if (route === '*') return '/no/such/page';
  const byPrefix: Array<[string, string | number]> = [
    ['/request/view/doc/', made.referral],
    ['/request/group/doc/', made.group],
    ['/request/', made.request],
    ['/admin/requests/', made.request],
    ...['/payment/cad/', '/payment/charges/', '/payment/reqeust/charges/', '/payment/reqeust/rework/', '/payment/comms/', '/payment/review/'].map((prefix): [string, string] => [prefix, made.delivered]),
    ['/payment/', made.received],
    ['/admin/orders/', made.delivered],
    ['/profile/view/', made.designerNo],
    ['/designer/view/', made.designerNo],
    ['/centerView/', made.labNo],
    ['/quick/', NO_ONES_ID],
  ];
  const id = byPrefix.find(([prefix]) => route.startsWith(prefix))?.[1] ?? NO_ONES_ID;
  return route.replace(/:(\w+)/g, (_, name: string) => (name === 'roomId' ? made.room : name === 'type' ? 'designer' : String(id)));
}

/**
 * Requests still on the wire that started at `since` or later, as the browser sees them (page chunks,
 * catalogues and API calls alike). An event stream (the 3D viewer's pins) stays open for good and is no
 * sign of a page still loading; nor is a request an earlier page left hanging, which would otherwise
 * hold every later page of the walk to the four-second cap.
 */
function trackRequests(page: Page): (since: number) => number {
  const pending = new Map<Request, number>();
  page.on('request', (r) => {
    if (!(r.headers().accept ?? '').includes('text/event-stream')) pending.set(r, Date.now());
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  return (since) => [...pending.values()].filter((at) => at >= since).length;
}

/**
 * Moves the tab to `address` as a link does (a history entry the router hears of), then waits until
 * the page is quiet: no change to the page for a moment, no loading screen or busy skeleton. A page
 * still changing after `capMs` is read as it is.
 */
const goAndWaitForQuiet = (page: Page, address: string | null, capMs: number) =>
  page.evaluate(
    ([to, cap]) =>
      new Promise<void>((resolve) => {
        const busy = () => document.querySelector('[data-testid="loading-screen"], [aria-busy="true"]') !== null;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const observer = new MutationObserver(() => arm());
        const done = () => {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(capTimer);
          resolve();
        };
        const arm = () => {
          clearTimeout(timer);
          timer = setTimeout(() => (busy() ? arm() : done()), 80);
        };
        const capTimer = setTimeout(done, cap);
        observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
        if (to !== null) {
          history.pushState(null, '', to);
          dispatchEvent(new PopStateEvent('popstate', { state: null }));
        }
        arm();
      }),
    [address, capMs] as const,
  );

/**
 * Opens `address` and waits until the page has settled: quiet, and nothing on the wire (a page's chunk
 * loads while the previous page stays on screen, so quiet alone is not enough). Four seconds at most.
 */
async function visit(page: Page, address: string, inFlight: (since: number) => number): Promise<void> {
  const since = Date.now();
  const until = since + 4_000;
  await goAndWaitForQuiet(page, address, 4_000);
  while (inFlight(since) > 0 && Date.now() < until) {
    while (inFlight(since) > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    await goAndWaitForQuiet(page, null, Math.max(until - Date.now(), 0));
  }
}

/**
 * The text a visitor reads that could hold a finding: each visible text node (and the tab's title)
 * with Latin letters in Korean, or with a key-like `a.b` / `a:b` in English; code shown as written
 * (<code>) left out. Picked out in the page, so only a few texts cross to the test.
 */
const textsToCheck = (page: Page, locale: 'ko' | 'en') =>
  page.evaluate((korean) => {
    const worth = korean ? /[A-Za-z]/ : /[A-Za-z_]\w*[.:][A-Za-z_]/;
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !worth.test(text) || !parent || parent.closest('script, style, noscript, template, code')) continue;
      if (parent.checkVisibility() || parent.closest('select')?.checkVisibility()) texts.push(text);
    }
    return texts;
  }, locale === 'ko');

/**
 * What is wrong with one text of a page. In Korean, a Latin product term inside Korean words, or a
 * text that is only the term ("T-esigner"); English text around a term is left alone, because it is
 * what members wrote (a lab named "Bright Lab", a chat message), which the page shows as written.
 */
function problemsOf(text: string, locale: 'ko' | 'en'): string[] {
  const problems = rawKeysIn(text).map((key) => `raw key ${key}`);
  if (locale === 'ko') {
    const terms = latinTermsIn(text, latinTerms);
    const onlyTheTerm = terms.length === 1 && text.replace(/[\s()[\]:·,.!?]/g, '').toLowerCase() === (terms[0] ?? '').replace(/\s/g, '').toLowerCase();
    if (terms.length > 0 && (hasHangul(text) || onlyTheTerm)) problems.push(`Latin term ${terms.join(', ')}`);
  }
  return problems;
}

/** `step`, or an error naming `what` (as it is then) when it has not answered within `ms`. */
async function within<T>(ms: number, what: string | (() => string), step: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${typeof what === 'string' ? what : what()}: no answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([step, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Opens `address` client-side. A tab that does not answer in ten seconds loads the address afresh,
 * noted on the test ("reloaded"); one that still does not answer fails the walk, naming the address.
 * (Before these bounds a walk hung twice in about two hundred runs; the cause was not found.)
 */
async function open(page: Page, address: string, inFlight: (since: number) => number): Promise<void> {
  try {
    await within(10_000, address, visit(page, address, inFlight));
  } catch (error) {
    test.info().annotations.push({ type: 'reloaded', description: `${address}: ${String(error)}` });
    await within(15_000, `${address} (loaded afresh)`, page.goto(address).then(() => goAndWaitForQuiet(page, null, 4_000)));
  }
}

/** Where a tab's walk is: the address it is on and how many it has read. */
interface Progress {
  at: string;
  read: number;
}

/** Visits each address in turn in one tab; answers what each shows wrong. */
async function walk(page: Page, addresses: string[], locale: 'ko' | 'en', progress: Progress): Promise<string[]> {
  const inFlight = trackRequests(page);
  const found: string[] = [];
  for (const address of addresses) {
    progress.at = address;
    await open(page, address, inFlight);
    progress.read += 1;
    const at = new URL(page.url()).pathname;
    for (const text of await within(10_000, `${address} (reading)`, textsToCheck(page, locale))) {
      for (const problem of problemsOf(text, locale)) found.push(`${address} (at ${at}): ${problem} in “${text.slice(0, 120)}”`);
    }
  }
  return found;
}

const TABS = 3;

const roles = [
  { name: 'a guest', who: null },
  { name: 'the demo client', who: () => demo.client },
  { name: 'the demo dental lab', who: () => demo.lab },
  { name: 'the demo T-esigner', who: () => demo.designer },
  { name: 'the operator', who: adminAccount },
] as const;

// A trace would snapshot each of the hundreds of pages: a finding names the page and the text instead.
test.use({ trace: 'off' });

test('the walk reads the whole route table and fills in every parameter', () => {
  const routes = routeTable();
  for (const route of ['/', '/request/view/:id', '/payment/reqeust/:id/cad', '/admin/settlement', '/quick/cad-upload/:id', '*']) expect(routes).toContain(route);
  expect(routes.length).toBeGreaterThan(130);
  const made: Ids = { referral: 'r', group: 'g', request: 'q', received: 'o1', delivered: 'o2', room: 'c', designerNo: 1, labNo: 2 };
  expect(routes.map((route) => addressOf(route, made)).filter((address) => address.includes(':'))).toEqual([]);
});

for (const locale of ['ko', 'en'] as const) {
  test.describe(locale === 'ko' ? 'Korean' : 'English', () => {
    test.use({ locale: locale === 'ko' ? 'ko-KR' : 'en-US' });

    for (const role of roles) {
      test(`every page ${role.name} opens speaks the glossary's ${locale === 'ko' ? 'Korean' : 'English'} and shows no translation key`, async ({ context, page, request }) => {
        test.setTimeout(150_000);
        const made = await (ids ??= makeIds(request));
        const member = role.who?.();
        if (member) {
          await logIn(page, member, locale === 'en');
          await expectSignedIn(page, member.nickname);
        } else {
          await page.goto('/');
        }
        const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => context.newPage())))];
        await Promise.all(tabs.slice(1).map((tab) => tab.goto('/')));

        const addresses = routeTable().map((route) => addressOf(route, made));
        const shares = tabs.map((_, i) => addresses.filter((__, n) => n % TABS === i));
        const progress = tabs.map((): Progress => ({ at: '', read: 0 }));
        // Short of the test's timeout, so a walk that hangs says where each tab was.
        const where = () => `the walk (${progress.map((p, i) => `tab ${i + 1}: ${p.read} of ${shares[i]?.length} read, at ${p.at}`).join('; ')})`;
        const found = await within(135_000, where, Promise.all(tabs.map((tab, i) => walk(tab, shares[i] ?? [], locale, progress[i] as Progress))));
        expect(found.flat()).toEqual([]);
      });
    }
  });
}
