// Pretendard on every page from the first paint (issue 26), the pre-rendered ones included. At build,
// three woff2 files are cut from Pretendard's variable font (the `pretendard` package), each keeping
// the weight axis from 400 to 900: Latin (Basic Latin, Latin-1, the punctuation, ₩ and the arrows the
// app writes), the app's own Hangul (the syllables its words and code tables use, with the
// compatibility jamo), and the rest of the 2,350 syllables of KS X 1001. index.html gets, in place of
// its `pretendard-subsets` comment, a preload link for the first two and the three @font-face rules
// in a <style> of its own: the browser fetches the first two with the HTML, before any stylesheet or
// script asks, and the third only for a page that shows one of its syllables; the rules survive the
// pre-rendering (build/prerender.ts drops faces only from the stylesheets it inlines).
// `font-display: swap`: text that paints before a file arrives is shown in the system's font and
// redrawn once it does, so the font is never missing for a whole visit (with `optional`, a first
// visit to this single-page app read in the fallback until it was closed).
// Korean outside KS X 1001 (rare syllables, old jamo) is drawn by the next font of --font-sans (the
// system's Korean font), one character at a time: the package's 92 unicode-range faces it replaces
// cost 8 KB of render-blocking CSS (brotli) on every page loaded from index.html.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';

/** Cuts a font down to the characters of `text` and the layout features named, variation axes kept, and writes it as woff2. */
export type Subsetter = (font: Buffer, text: string, features: readonly string[]) => Promise<Buffer>;

type CodePoints = readonly (readonly [from: number, to: number])[];

export interface FontSubset {
  name: string;
  /** The characters the file holds. */
  text: string;
  /** The characters its @font-face claims: the browser fetches the file only for text among them. */
  unicodeRange: string;
  /** Fetched with the HTML (a preload link), for the first paint; else only when a page shows one of its characters. */
  preload: boolean;
}

export const FONT_FAMILY = 'Pretendard Variable';
/**
 * The weights the app sets, normal (400) to black (900): the package's axis runs 45–930, and pinning
 * it to what is used cuts the Hangul file by a quarter (411 → about 290 KB).
 */
export const WEIGHT_AXIS = { min: 400, max: 900 } as const;
const FONT_WEIGHT = `${WEIGHT_AXIS.min} ${WEIGHT_AXIS.max}`;
/**
 * The OpenType features kept: those browsers apply by default (composition, localized forms,
 * contextual alternates and ligatures, kerning, mark positioning) and tabular figures (`tabular-nums`,
 * for amounts and tables). Pretendard's stylistic sets, fractions and the rest are left out: with all
 * of them the Latin file was half as large again (51 KB, not 34).
 */
export const LAYOUT_FEATURES = ['ccmp', 'locl', 'calt', 'liga', 'clig', 'rlig', 'kern', 'mark', 'mkmk', 'tnum'] as const;
export const MARKER = '<!-- pretendard-subsets: their preload links and @font-face, written by build/fonts.ts -->';

const LATIN: CodePoints = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: nbsp, ·, ×, ©, accented letters
  [0x2010, 0x2027], // dashes, quotes, •, …
  [0x2030, 0x203b], // ‰, ‹ ›, ※
  [0x20a9, 0x20a9], // ₩
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2199], // arrows
  [0x2212, 0x2212], // −
  [0x2264, 0x2265], // ≤ ≥
  [0x22ef, 0x22ef], // ⋯
  [0x2713, 0x2713], // ✓
];
/** What Korean text sets beside its syllables: the compatibility jamo (ㄱ, ㅏ, ㆍ) and the CJK brackets and marks (「」『』《》、。). */
const KOREAN_MARKS: CodePoints = [
  [0x3000, 0x3003],
  [0x3008, 0x3011],
  [0x3131, 0x318e],
];
const HANGUL_SYLLABLES: CodePoints = [[0xac00, 0xd7a3]];

const characters = (points: CodePoints) => points.map(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('')).join('');
const hex = (point: number) => point.toString(16).toUpperCase();
const unicodeRange = (points: CodePoints) => points.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');

/**
 * The 2,350 Hangul syllables of KS X 1001, the set every Korean encoding has held since 1987 and
 * nearly all Korean text keeps to: EUC-KR's rows 0xB0–0xC8, 94 cells each, in code point order.
 */
export function ksX1001Hangul(): string {
  const euckr = new TextDecoder('euc-kr');
  let text = '';
  for (let lead = 0xb0; lead <= 0xc8; lead++) for (let trail = 0xa1; trail <= 0xfe; trail++) text += euckr.decode(Uint8Array.of(lead, trail));
  return text;
}

/** Where the app's own Korean words are written: the catalogues, the code, and the code tables' names (seeded by migrations). */
const APP_TEXT_SOURCES = [
  { dir: 'apps/web/src', file: /\.(json|tsx?)$/ },
  { dir: 'packages/shared/src', file: /\.tsx?$/ },
  { dir: 'apps/server/src/db/migrations', file: /\.sql$/ },
] as const;
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Every Hangul syllable the app writes itself (tests left out): what its screens show before any member's text. */
export function appHangul(root = repoRoot): string {
  const found = new Set<string>();
  for (const { dir, file } of APP_TEXT_SOURCES) {
    for (const entry of fs.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !file.test(entry.name) || /\.test\.|test-support/.test(entry.name)) continue;
      for (const c of fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8')) if (c >= '가' && c <= '힣') found.add(c);
    }
  }
  return [...found].sort().join('');
}

const rangesOf = (text: string): CodePoints => {
  const points = [...new Set(text)].map((c) => c.codePointAt(0) ?? 0).sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges;
};

/**
 * The three files. The app's own Korean (its words and the code tables' names, about 580 syllables)
 * is preloaded with Latin: every screen's first paint needs it, at about a quarter of the 2,350
 * syllables of KS X 1001 (on slow 4G the whole set took 1.6 s before a pre-rendered page could show
 * its words in it). The rest of KS X 1001 is fetched only by a page that shows one of them (a
 * member's name, a notice): the two faces name their syllables exactly, so neither is fetched for the
 * other's (about 1,000 ranges, 3.7 KB compressed in every page's head). A syllable outside KS X 1001
 * is claimed by the second face, finds no glyph there and goes on to the system's font.
 */
export function pretendardSubsets(app = appHangul()): FontSubset[] {
  const own = new Set(app);
  const notOwn = (text: string) => [...text].filter((c) => !own.has(c)).join('');
  return [
    { name: 'latin', text: characters(LATIN), unicodeRange: unicodeRange(LATIN), preload: true },
    { name: 'hangul', text: app + characters(KOREAN_MARKS), unicodeRange: unicodeRange([...rangesOf(app), ...KOREAN_MARKS]), preload: true },
    { name: 'hangul-rest', text: notOwn(ksX1001Hangul()), unicodeRange: unicodeRange(rangesOf(notOwn(characters(HANGUL_SYLLABLES)))), preload: false },
  ];
}

/**
 * The preload link of a subset in a page's head (as fontHead writes it), for a page that does not
 * need it first: an English pre-rendered page shows no Korean of the app's own, so its Hangul file
 * waits until a Korean word asks for it (the face stays).
 */
export const fontPreloadLink = (subsetName: string) => new RegExp(`<link rel="preload" as="font"[^>]*/pretendard-${subsetName}-[\\w-]{8}\\.woff2">\\s*`);

export interface BuiltSubset {
  subset: FontSubset;
  /** Under the build's assets directory, named by its content like Vite's own assets (cached for a year). */
  fileName: string;
  source: Buffer;
}

/** The head of every page: a preload per file needed first, then the faces, with the same URLs (crossorigin: fonts are fetched in CORS mode, and a preload only serves a request of the same mode). */
export function fontHead(files: readonly { subset: FontSubset; href: string }[]): string {
  const preloads = files.filter(({ subset }) => subset.preload).map(({ href }) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`);
  const faces = files.map(
    ({ subset, href }) =>
      `@font-face{font-family:'${FONT_FAMILY}';font-style:normal;font-weight:${FONT_WEIGHT};font-display:swap;` +
      `src:url(${href}) format('woff2-variations'),url(${href}) format('woff2');unicode-range:${subset.unicodeRange}}`,
  );
  return `${preloads.join('\n    ')}\n    <style>${faces.join('')}</style>`;
}

const require = createRequire(import.meta.url);
const PRETENDARD_VARIABLE = 'pretendard/dist/public/variable/PretendardVariable.ttf';

/** subset-font's one function: hb-subset, HarfBuzz's own subsetter compiled to WebAssembly, and a woff2 writer. */
type SubsetFont = (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2'; keepFeatures: string[]; variationAxes: Record<string, { min: number; max: number }> },
) => Promise<Buffer>;

/**
 * hb-subset through the subset-font package; the weight axis is kept from 400 to 900. Imported by its resolved path when a build first cuts, so that reading
 * this config (the test runner reads it too) loads neither the package nor its WebAssembly.
 */
const harfbuzz: Subsetter = async (font, text, features) => {
  let entry: string;
  try {
    entry = require.resolve('subset-font');
  } catch (error) {
    throw new Error('build/fonts.ts cuts the web font with the subset-font package: npm install -D -w apps/web subset-font', { cause: error });
  }
  const { default: subsetFont } = (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as { default: SubsetFont };
  return subsetFont(font, text, { targetFormat: 'woff2', keepFeatures: [...features], variationAxes: { wght: { ...WEIGHT_AXIS } } });
};

export interface FontsOptions {
  subsetter?: Subsetter;
  /** The variable font to cut, a TrueType file. */
  font?: string;
}

/** The plugin: cuts the files once per process (a build, or the first page the dev server sends), emits them into the build and writes their head into index.html. */
export function pretendardFonts({ subsetter = harfbuzz, font = require.resolve(PRETENDARD_VARIABLE) }: FontsOptions = {}): Plugin {
  let config: ResolvedConfig;
  let built: Promise<BuiltSubset[]> | undefined;
  const cut = () =>
    (built ??= (async () => {
      const source = await fs.promises.readFile(font);
      const files: BuiltSubset[] = [];
      for (const subset of pretendardSubsets()) {
        const woff2 = await subsetter(source, subset.text, LAYOUT_FEATURES);
        const hash = crypto.createHash('sha256').update(woff2).digest('base64url').slice(0, 8);
        files.push({ subset, fileName: `${config.build.assetsDir}/pretendard-${subset.name}-${hash}.woff2`, source: woff2 });
      }
      return files;
    })());
  const href = (fileName: string) => `${config.base}${fileName}`;

  return {
    name: 'pretendard-fonts',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      // Not when the dev server (or the test runner on this config) starts: it cuts on the first page.
      if (config.command !== 'build') return;
      for (const file of await cut()) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!built || !req.url?.includes('/pretendard-')) return next();
        built.then((files) => {
          const file = files.find((f) => href(f.fileName) === req.url);
          if (!file) return next();
          res.setHeader('content-type', 'font/woff2');
          res.end(file.source);
        }, next);
      });
    },
    async transformIndexHtml(html) {
      if (!html.includes(MARKER)) throw new Error(`index.html has no ${MARKER} to write the fonts' preloads and faces into`);
      const files = await cut();
      return html.replace(MARKER, () => fontHead(files.map((f) => ({ subset: f.subset, href: href(f.fileName) }))));
    },
  };
}
