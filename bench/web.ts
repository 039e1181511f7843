// Lighthouse on the public pages (`/`, `/faq`, `/notice`, `/login`, `/join`, `/help`) of the built web app, served by the real
// server built in-process exactly as bench/run.ts builds it (buildApp, demo members seeded, on an
// in-memory PGlite: no PostgreSQL needed), in Debian's chromium, headless, with Lighthouse's default
// settings: mobile form factor and screen, simulated throttling. Prints the four category scores per
// page with the paint and layout metrics, and the audits each page fails; writes everything to
// .tmp/bench-web.json. Numbers, not assertions: it exits 0 unless something crashed, and names the
// scores under the goal (95). See bench/README.md for how to read it.
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { runCleanups } from './cleanups.ts';
import { printTable } from './table.ts';

/** The public pages; `BENCH_WEB_PAGES=/,/faq` runs some of them (and `BENCH_WEB_RUNS=3` each several times). */
const PAGES = process.env.BENCH_WEB_PAGES?.split(',') ?? ['/', '/faq', '/notice', '/login', '/join', '/help'];
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 1);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOAL = 95;
/** Failing audits printed per page (all of them are in the JSON). */
const PRINTED_FAILURES = 8;
// The e2e journeys' flags (apps/web/e2e/playwright.config.ts): Debian's chromium, headless.
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The browser's language: Korean by default, the members' first language (its text and font subsets differ). */
const lang = process.env.BENCH_WEB_LANG ?? 'ko-KR';
const repoRoot = path.resolve(import.meta.dirname, '..');
const outFile = path.join(repoRoot, '.tmp/bench-web.json');
/** Lighthouse's own reports, one HTML and one JSON per page, for the details the table leaves out. */
const reportDir = path.join(repoRoot, '.tmp/bench-web');

type Category = (typeof CATEGORIES)[number];

interface Failure {
  id: string;
  title: string;
  category: Category;
  /** The audit's weight in its category's score (0 for the performance insights, which only hint). */
  weight: number;
  score: number;
  displayValue?: string;
  /** The first few failing elements or resources, as Lighthouse names them. */
  items: string[];
}

interface PageRow {
  page: string;
  scores: Record<Category, number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  failures: Failure[];
  /** Lighthouse's own warnings for the run (e.g. the page was redirected). */
  runWarnings: string[];
  lighthouseVersion: string;
}

/** Refuses a missing web build before anything starts: the server would answer every page with JSON 404s. */
function checkWebBuild(webDist: string): void {
  const assets = path.join(webDist, 'assets');
  const built = fs.existsSync(path.join(webDist, 'index.html')) && fs.existsSync(assets) && fs.readdirSync(assets).some((f) => f.endsWith('.js'));
  if (!built) throw new Error(`${webDist} holds no web build: run \`npm run build\` first (or point WEB_DIST at a build).`);
}

interface Browser {
  port: number;
  kill: () => Promise<void> | void;
}

/** Chromium through Lighthouse's own chrome-launcher when it resolves; otherwise started here with a debugging port. */
async function launchChromium(): Promise<Browser> {
  const launcher = await import('chrome-launcher').catch(() => undefined);
  if (launcher) {
    const chrome = await launcher.launch({ chromePath: chromiumPath, chromeFlags: [...CHROMIUM_FLAGS, `--accept-lang=${lang}`], logLevel: 'error' });
    return { port: chrome.port, kill: () => chrome.kill() };
  }
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'dcm-bench-web-profile-'));
  const child = spawn(chromiumPath, [...CHROMIUM_FLAGS, `--accept-lang=${lang}`, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null) child.kill();
    await exited;
    fs.rmSync(profile, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.ok, () => false);
    if (ready) return { port, kill };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await kill();
  throw new Error(`${chromiumPath} did not open its debugging port ${port} within 10 s`);
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function numeric(lhr: Result, id: string): number | null {
  return lhr.audits[id]?.numericValue ?? null;
}

/** A failing element or resource in an audit's details, as one short line. */
function itemLine(item: Record<string, unknown>): string | undefined {
  const node = item.node as { snippet?: string; nodeLabel?: string } | undefined;
  const text = node?.snippet ?? node?.nodeLabel ?? (typeof item.url === 'string' ? item.url : undefined);
  return text === undefined ? undefined : text.replace(/\s+/g, ' ').slice(0, 140);
}

/** Every scored audit under 1 (under 0.9 for the weightless performance insights), heaviest first. */
function failures(lhr: Result): Failure[] {
  const found: Failure[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || ['manual', 'notApplicable', 'informative'].includes(audit.scoreDisplayMode)) continue;
      // Metrics are in the table; their score is the category's.
      if (ref.group === 'metrics') continue;
      if (audit.score >= (ref.weight > 0 ? 1 : 0.9)) continue;
      const details = audit.details as { items?: Array<Record<string, unknown>> } | undefined;
      // Some audits' details hold their items as an object, not a list: they print no items.
      const items = (Array.isArray(details?.items) ? details.items : []).map(itemLine).filter((line): line is string => line !== undefined).slice(0, 3);
      found.push({ id: ref.id, title: audit.title, category, weight: ref.weight, score: audit.score, displayValue: audit.displayValue, items });
    }
  }
  return found.sort((a, b) => b.weight - a.weight || a.score - b.score);
}

async function audit(port: number, url: string, page: string): Promise<PageRow> {
  // No config: Lighthouse's default one (mobile form factor and screen, simulated throttling).
  const flags: Flags = { port, output: ['html', 'json'], logLevel: 'error', onlyCategories: [...CATEGORIES] };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const [html, json] = result.report;
  const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '-');
  fs.mkdirSync(reportDir, { recursive: true });
  fs.writeFileSync(path.join(reportDir, `${name}.html`), html ?? '');
  fs.writeFileSync(path.join(reportDir, `${name}.json`), json ?? '');
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number | null>;
  return {
    page,
    scores,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    failures: failures(lhr),
    runWarnings: lhr.runWarnings.map(String),
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

function printPageTable(rows: PageRow[]): void {
  const header = ['page', 'perf', 'a11y', 'best pr.', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'];
  const score = (n: number | null) => (n === null ? '-' : String(n));
  const ms = (n: number | null) => (n === null ? '-' : n.toFixed(0));
  const lines = rows.map((r) => [
    r.page,
    ...CATEGORIES.map((c) => score(r.scores[c])),
    ms(r.fcpMs),
    ms(r.lcpMs),
    ms(r.tbtMs),
    r.cls === null ? '-' : r.cls.toFixed(3),
  ]);
  printTable(header, lines);
}

function printFailures(rows: PageRow[]): void {
  for (const row of rows) {
    console.log(`\n${row.page}: ${row.failures.length} failing audit(s)${row.failures.length > PRINTED_FAILURES ? `, the ${PRINTED_FAILURES} heaviest` : ''}`);
    for (const f of row.failures.slice(0, PRINTED_FAILURES)) {
      const value = f.displayValue ? ` (${f.displayValue})` : '';
      console.log(`  [${f.category}, weight ${f.weight}, score ${f.score}] ${f.id}: ${f.title}${value}`);
      for (const item of f.items) console.log(`      ${item}`);
    }
    for (const warning of row.runWarnings) console.log(`  warning: ${warning}`);
  }
}

function printUnderGoal(rows: PageRow[]): void {
  const under = rows.flatMap((r) => CATEGORIES.filter((c) => r.scores[c] !== null && (r.scores[c] ?? 0) < GOAL).map((c) => `${r.page} ${c} ${r.scores[c]}`));
  console.log(under.length === 0 ? `\nevery score is at or above ${GOAL}` : `\nunder ${GOAL}: ${under.join(', ')}`);
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcm-bench-web-'));
  const cleanups: Array<() => Promise<void> | void> = [() => fs.rmSync(dataDir, { recursive: true, force: true })];
  try {
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO: '1', ADMIN_PASSWORD: 'bench-admin-pass' });
    checkWebBuild(config.webDist ?? '');
    const app = await buildApp(config, { database: { url: undefined } });
    cleanups.unshift(() => app.close());
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port: appPort } = app.server.address() as AddressInfo;
    const appUrl = `http://127.0.0.1:${appPort}`;
    const browser = await launchChromium();
    cleanups.unshift(() => browser.kill());

    const rows: PageRow[] = [];
    for (const page of PAGES.flatMap((p) => Array<string>(RUNS).fill(p))) {
      console.log(`lighthouse ${page} (mobile, simulated throttling, ${lang})...`);
      rows.push(await audit(browser.port, `${appUrl}${page}`, page));
    }
    printPageTable(rows);
    printFailures(rows);
    printUnderGoal(rows);

    const report = { at: new Date().toISOString(), node: process.version, lighthouse: rows[0]?.lighthouseVersion, chromium: chromiumPath, lang, goal: GOAL, pages: rows };
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwritten to ${path.relative(process.cwd(), outFile) || outFile}, Lighthouse's reports to ${path.relative(process.cwd(), reportDir) || reportDir}/`);
  } finally {
    // In reverse order of creation: the browser, then the server, then the files.
    await runCleanups(cleanups);
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
