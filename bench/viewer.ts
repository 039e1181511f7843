// How fast the viewer shows a large mesh: in headless chromium, a generated binary STL is chosen on
// /studio of the built web app, and the time from the input's change event to the viewer's
// 'viewer:first-frame' mark (the first picture with the model, in part when the viewer draws a big
// model over several frames) and to its 'viewer:model-drawn' mark (the whole model on screen) is
// measured, with the main thread's longest task until the whole model is drawn. The
// baseline is three.js's own STLLoader parsing the same file on the main thread and drawing one
// frame, in the same browser, measured the same way. See bench/README.md for how to read the table.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export interface ViewerRow {
  triangles: number;
  fileBytes: number;
  /**
   * From the file chosen to the first frame with the mesh drawn (the mark after three.js's render
   * call): for ours, the first frame of a picture the viewer may draw over several frames.
   */
  oursMs: number;
  baselineMs: number;
  /** ours over the baseline: below 1 is faster. */
  ratio: number;
  /** From the file chosen to ours drawing the last piece of the model (the baseline draws it all in its first frame). */
  oursWholeMs: number;
  /**
   * To the end of the task that drew the whole model: in headless chromium without a GPU the
   * compositor waits in that task for the software-drawn WebGL picture, so this is when it can be on screen.
   */
  oursShownMs: number;
  baselineShownMs: number;
  /** null when no task reached 50 ms, the shortest the browser reports. */
  oursLongestTaskMs: number | null;
  baselineLongestTaskMs: number | null;
}

export interface ViewerSkip {
  triangles: number;
  skipped: string;
}

const repoRoot = path.resolve(import.meta.dirname, '..');
const DEFAULT_TRIANGLES = [1_000_000, 5_000_000];
/**
 * A generous guess at the peak memory a size needs, per triangle: the file (50 B) read whole by the
 * baseline page, the positions and normals (72 B) in the page and again in the GPU process, the
 * worker's arrays while it parses. Below it the size is skipped rather than swapping or killing the machine.
 */
const PEAK_BYTES_PER_TRIANGLE = 600;
const FILE_CHOSEN = 'bench:file-chosen';
const OURS_MARK = 'viewer:first-frame';
const OURS_WHOLE_MARK = 'viewer:model-drawn';
const BASELINE_MARK = 'baseline:first-frame';
const BASELINE_PATH = '/bench-baseline/';
// The same flags as the e2e journeys (apps/web/e2e/playwright.config.ts): Debian's chromium, headless.
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** The sizes to run: BENCH_VIEWER_TRIANGLES, comma-separated, or 1 and 5 million. */
export function viewerSizes(): number[] {
  const raw = process.env.BENCH_VIEWER_TRIANGLES;
  if (raw === undefined || raw.trim() === '') return DEFAULT_TRIANGLES;
  return raw.split(',').map((part) => {
    const n = Number(part.trim().replaceAll('_', ''));
    if (!Number.isInteger(n) || n <= 0) throw new Error(`BENCH_VIEWER_TRIANGLES must list whole numbers of triangles, not "${raw}"`);
    return n;
  });
}

/** Refuses a web build made before the viewer marked its whole model drawn: its numbers would never come. */
export function checkWebBuild(webDist: string): void {
  const assets = path.join(webDist, 'assets');
  const marked = fs.existsSync(assets) && fs.readdirSync(assets).some((f) => f.endsWith('.js') && fs.readFileSync(path.join(assets, f), 'utf8').includes(OURS_WHOLE_MARK));
  if (!marked) throw new Error(`${webDist} holds no build with the '${OURS_WHOLE_MARK}' mark: run \`npm run build\` first (or point WEB_DIST at a fresh build).`);
}

/** Runs every size against the app served at appUrl; sizes the machine's free memory cannot hold are skipped. */
export async function benchViewer(appUrl: string, sizes: number[]): Promise<Array<ViewerRow | ViewerSkip>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcm-bench-viewer-'));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const rows: Array<ViewerRow | ViewerSkip> = [];
    for (const triangles of sizes) {
      const needed = triangles * PEAK_BYTES_PER_TRIANGLE;
      if (os.freemem() < needed) {
        const skipped = `needs about ${gb(needed)} GB free, ${gb(os.freemem())} GB are`;
        console.log(`viewer: skipping ${triangles} triangles (${skipped})`);
        rows.push({ triangles, skipped });
        continue;
      }
      const file = path.join(dir, `bench-${triangles}.stl`);
      writeStl(file, triangles);
      try {
        rows.push(await benchSize(browser, appUrl, file, triangles));
      } finally {
        fs.rmSync(file, { force: true });
      }
    }
    return rows;
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const gb = (bytes: number) => (bytes / 2 ** 30).toFixed(1);

async function benchSize(browser: Browser, appUrl: string, file: string, triangles: number): Promise<ViewerRow> {
  const timeout = 30_000 + triangles * 0.06;
  const fileBytes = fs.statSync(file).size;
  console.log(`viewer: ${triangles} triangles (${(fileBytes / 1e6).toFixed(0)} MB), ours...`);
  const ours = await inFreshPage(browser, async (page) => {
    await page.goto(`${appUrl}/studio`);
    const result = await chooseAndWait(page, file, OURS_MARK, OURS_WHOLE_MARK, timeout);
    const box = await page.getByTestId('viewer-canvas').boundingBox();
    return { ...result, width: Math.round(box?.width ?? 800), height: Math.round(box?.height ?? 600) };
  });
  console.log(`viewer: ${triangles} triangles, three.js STLLoader on the main thread...`);
  const baseline = await inFreshPage(browser, async (page) => {
    await routeBaseline(page, ours.width, ours.height);
    await page.goto(`${appUrl}${BASELINE_PATH}index.html`);
    await page.waitForFunction(() => 'benchReady' in window, undefined, { timeout: 10_000 });
    return chooseAndWait(page, file, BASELINE_MARK, BASELINE_MARK, timeout);
  });
  return {
    triangles,
    fileBytes,
    oursMs: ours.ms,
    baselineMs: baseline.ms,
    ratio: ours.ms / baseline.ms,
    oursWholeMs: ours.wholeMs,
    oursShownMs: ours.shownMs,
    baselineShownMs: baseline.shownMs,
    oursLongestTaskMs: ours.longestTaskMs,
    baselineLongestTaskMs: baseline.longestTaskMs,
  };
}

/** A page in its own context, with the file-chosen mark and the long-task log in place before any script of the page runs. */
async function inFreshPage<T>(browser: Browser, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLoading, FILE_CHOSEN);
    return await use(page);
  } finally {
    await context.close();
  }
}

declare global {
  interface Window {
    benchLongTasks?: Array<{ start: number; duration: number }>;
  }
}

/** Runs in the page: marks the moment a file input changes (capture phase, before the page's own handler) and logs every long task. */
function recordLoading(fileChosen: string) {
  const tasks: Array<{ start: number; duration: number }> = [];
  window.benchLongTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('change', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'file') performance.mark(fileChosen);
  }, true);
}

interface Loading {
  ms: number;
  wholeMs: number;
  shownMs: number;
  longestTaskMs: number | null;
}

/**
 * Chooses the file, waits for the whole model's mark, and reads the times to the first picture and
 * to the whole model, the end of the task that drew the whole model (its mark's moment when that
 * task was too short to be reported), and the longest task from the choice to the end of that one.
 */
async function chooseAndWait(page: Page, file: string, firstMark: string, wholeMark: string, timeout: number): Promise<Loading> {
  // A path, not bytes: a local browser reads the file from disk, as it would one a member picks.
  await page.locator('input[type=file]').setInputFiles(file);
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, wholeMark, { timeout, polling: 100 });
  // A long task is reported once it has ended; the one that drew the frame ends just after the mark.
  await page.waitForTimeout(500);
  return page.evaluate(
    ([chosenName, firstName, wholeName]) => {
      const chosen = performance.getEntriesByName(chosenName).at(-1)?.startTime ?? 0;
      const at = (name: string) => performance.getEntriesByName(name).find((m) => m.startTime >= chosen)?.startTime ?? chosen;
      const first = at(firstName);
      const whole = at(wholeName);
      const during = (window.benchLongTasks ?? []).filter((t) => t.start <= whole && t.start + t.duration > chosen);
      const drawing = during.find((t) => t.start + t.duration >= whole);
      return {
        ms: first - chosen,
        wholeMs: whole - chosen,
        shownMs: (drawing ? drawing.start + drawing.duration : whole) - chosen,
        longestTaskMs: during.length > 0 ? Math.max(...during.map((t) => t.duration)) : null,
      };
    },
    [FILE_CHOSEN, firstMark, wholeMark] as const,
  );
}

/**
 * The baseline page, served on the app's origin without touching the app: routed URLs under
 * /bench-baseline/ answer with a page and three.js's own files from node_modules.
 */
async function routeBaseline(page: Page, width: number, height: number): Promise<void> {
  const threeRoot = path.dirname(path.dirname(createRequire(path.join(repoRoot, 'apps/web/package.json')).resolve('three')));
  await page.route(`**${BASELINE_PATH}**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    const rest = pathname.slice(BASELINE_PATH.length);
    if (rest === 'index.html') return route.fulfill({ contentType: 'text/html', body: baselineHtml(width, height) });
    const file = path.join(threeRoot, rest.replace(/^three\//, ''));
    if (!rest.startsWith('three/') || !file.startsWith(threeRoot + path.sep) || !fs.existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ contentType: 'text/javascript', body: fs.readFileSync(file) });
  });
}

/**
 * STLLoader.parse on the main thread, then one frame with the viewer's renderer settings and canvas
 * size, drawn in an animation frame as the viewer draws (and as the three.js examples do).
 */
function baselineHtml(width: number, height: number): string {
  const imports = { three: `${BASELINE_PATH}three/build/three.module.js`, 'three/addons/': `${BASELINE_PATH}three/examples/jsm/` };
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>three.js STLLoader baseline</title>
<script type="importmap">${JSON.stringify({ imports })}</script>
<style>body { margin: 0 } canvas { display: block }</style></head>
<body><input type="file" accept=".stl">
<script type="module">
import { AmbientLight, Color, DirectionalLight, DoubleSide, Mesh, MeshStandardMaterial, PerspectiveCamera, Scene, WebGLRenderer } from 'three';
import { STLLoader } from 'three/addons/loaders/STLLoader.js';
const input = document.querySelector('input');
input.addEventListener('change', async () => {
  const geometry = new STLLoader().parse(await input.files[0].arrayBuffer());
  geometry.computeBoundingSphere();
  const { center, radius } = geometry.boundingSphere;
  const renderer = new WebGLRenderer({ antialias: true });
  renderer.setClearColor(new Color('#f1f5f9'));
  renderer.setSize(${width}, ${height}, false);
  document.body.appendChild(renderer.domElement);
  const camera = new PerspectiveCamera(40, ${width} / ${height}, radius / 100, radius * 10);
  camera.position.set(center.x, center.y - radius * 2.5, center.z + radius * 1.5);
  camera.lookAt(center);
  camera.add(new DirectionalLight('#ffffff', 1.6));
  const scene = new Scene();
  scene.add(new AmbientLight('#ffffff', 0.6), camera);
  scene.add(new Mesh(geometry, new MeshStandardMaterial({ color: '#e2e8f0', roughness: 0.7, metalness: 0, side: DoubleSide })));
  requestAnimationFrame(() => {
    renderer.render(scene, camera);
    performance.mark('${BASELINE_MARK}');
  });
});
window.benchReady = true;
</script></body></html>`;
}

/**
 * A binary STL of exactly `triangles` triangles: a wavy sheet about 40 mm across, written in chunks
 * so a 250 MB file never sits in this process's memory at once.
 */
export function writeStl(file: string, triangles: number): void {
  const columns = Math.ceil(Math.sqrt(triangles / 2));
  const step = 40 / columns;
  const height = (x: number, y: number) => 2 * Math.sin(x * 0.3) * Math.cos(y * 0.3);
  const header = Buffer.alloc(84);
  header.write('dcm bench mesh');
  header.writeUInt32LE(triangles, 80);
  const fd = fs.openSync(file, 'w');
  try {
    fs.writeSync(fd, header);
    const chunk = 100_000;
    for (let first = 0; first < triangles; first += chunk) {
      const count = Math.min(chunk, triangles - first);
      const out = Buffer.alloc(count * 50);
      for (let k = 0; k < count; k += 1) {
        const t = first + k;
        const quad = t >> 1;
        const x0 = (quad % columns) * step;
        const y0 = Math.floor(quad / columns) * step;
        const x1 = x0 + step;
        const y1 = y0 + step;
        // Two triangles a quad, both counter-clockwise seen from above.
        const corners = t % 2 === 0 ? [x0, y0, x1, y0, x1, y1] : [x0, y0, x1, y1, x0, y1];
        const v = [0, 2, 4].flatMap((i) => {
          const x = corners[i] ?? 0;
          const y = corners[i + 1] ?? 0;
          return [x, y, height(x, y)];
        });
        const [ax = 0, ay = 0, az = 0, bx = 0, by = 0, bz = 0, cx = 0, cy = 0, cz = 0] = v;
        const ux = bx - ax, uy = by - ay, uz = bz - az;
        const wx = cx - ax, wy = cy - ay, wz = cz - az;
        const nx = uy * wz - uz * wy, ny = uz * wx - ux * wz, nz = ux * wy - uy * wx;
        const length = Math.hypot(nx, ny, nz) || 1;
        const at = k * 50;
        [nx / length, ny / length, nz / length, ...v].forEach((value, i) => out.writeFloatLE(value, at + i * 4));
      }
      fs.writeSync(fd, out);
    }
  } finally {
    fs.closeSync(fd);
  }
}

export function printViewerTable(rows: Array<ViewerRow | ViewerSkip>): void {
  const header = ['triangles', 'ours ms', 'baseline ms', 'ours/baseline', 'ours whole ms', 'ours longest task ms', 'baseline longest task ms', 'ours shown ms', 'baseline shown ms'];
  const task = (ms: number | null) => (ms === null ? '<50' : ms.toFixed(0));
  const lines = rows.map((r) =>
    'skipped' in r
      ? [r.triangles.toLocaleString('en'), `skipped: ${r.skipped}`, '', '', '', '', '', '', '']
      : [
          r.triangles.toLocaleString('en'),
          r.oursMs.toFixed(0),
          r.baselineMs.toFixed(0),
          `${r.ratio.toFixed(2)}x`,
          r.oursWholeMs.toFixed(0),
          task(r.oursLongestTaskMs),
          task(r.baselineLongestTaskMs),
          r.oursShownMs.toFixed(0),
          r.baselineShownMs.toFixed(0),
        ],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (i === 1 && l[2] === '' ? 0 : (l[i]?.length ?? 0)))));
  const format = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ');
  console.log('');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(l[2] === '' ? `${(l[0] ?? '').padStart(widths[0] ?? 0)}  ${l[1] ?? ''}` : format(l));
}
