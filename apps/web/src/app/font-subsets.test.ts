import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IndexHtmlTransformHook, ResolvedConfig, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILY, MARKER, appHangul, ksX1001Hangul, pretendardFonts, pretendardSubsets, type Subsetter } from '../../build/fonts.ts';
import { prerenderedHtml } from '../../build/prerender.ts';

const INDEX = `<!doctype html><html lang="ko"><head><meta charset="UTF-8" />${MARKER}<title>T-esign</title><link rel="stylesheet" crossorigin href="/assets/index-x1.css"></head><body><div id="root"></div></body></html>`;

/** Stands in for hb-subset: the "font" it writes is the text it was asked for, so each file differs. */
const asked: string[][] = [];
const fakeSubsetter: Subsetter = async (_font, text, features) => {
  asked.push([...features]);
  return Buffer.from(text);
};

/** Runs the plugin as a build would: resolved config, buildStart, then index.html. */
async function build(html = INDEX) {
  const font = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fonts-')), 'Variable.ttf');
  fs.writeFileSync(font, 'a variable font');
  const plugin = pretendardFonts({ subsetter: fakeSubsetter, font });
  // The hooks are plain functions in this plugin; Vite's types allow an object form too, hence the casts.
  (plugin.configResolved as (config: ResolvedConfig) => void)({ command: 'build', base: '/', build: { assetsDir: 'assets' } } as ResolvedConfig);
  const emitted: Rollup.EmittedAsset[] = [];
  await (plugin.buildStart as (this: unknown) => Promise<void>).call({ emitFile: (asset: Rollup.EmittedAsset) => emitted.push(asset) });
  const page = await (plugin.transformIndexHtml as IndexHtmlTransformHook).call(undefined as never, html, { path: '/index.html', filename: 'index.html' });
  return { emitted, page: page as string };
}

const chars = (text: string) => new Set(text);

describe('Pretendard in three subsets', () => {
  it('the Hangul subset holds the 2,350 syllables of KS X 1001, and rarer ones are left to the system font', () => {
    const hangul = ksX1001Hangul();
    expect(chars(hangul).size).toBe(2350);
    expect([...hangul].every((c) => c >= '가' && c <= '힣')).toBe(true);
    for (const c of '가각힝치과기공소의뢰견적') expect(hangul).toContain(c);
    for (const c of '똠햏뷁') expect(hangul).not.toContain(c);
  });

  it("the app's own syllables are preloaded apart from the rest of KS X 1001, and the two faces claim no syllable in common", () => {
    const [, own, rest] = pretendardSubsets();
    const app = appHangul();
    // The catalogues' words and the code tables' names (seeded by a migration) are the app's own.
    for (const c of '의뢰서티자이너마일리지크라운지르코니아') expect(app).toContain(c);
    expect(own?.text).toContain(app);
    expect(own?.preload).toBe(true);
    expect(rest?.preload).toBe(false);
    expect(chars(`${own?.text}${rest?.text}`)).toEqual(chars(`${ksX1001Hangul()}${own?.text}`));
    const claimed = (range: string) =>
      new Set(
        range.split(', ').flatMap((part) => {
          const [from, to = from] = part.slice(2).split('-').map((h) => parseInt(h, 16));
          return Array.from({ length: (to ?? 0) - (from ?? 0) + 1 }, (_, i) => (from ?? 0) + i).filter((p) => p >= 0xac00 && p <= 0xd7a3);
        }),
      );
    const ownClaims = claimed(own?.unicodeRange ?? '');
    const restClaims = claimed(rest?.unicodeRange ?? '');
    expect(ownClaims.size + restClaims.size).toBe(0xd7a3 - 0xac00 + 1);
    expect([...ownClaims].filter((p) => restClaims.has(p))).toEqual([]);
  });

  it('every character of the catalogues, Korean and English, is in one of the files', () => {
    const held = chars(pretendardSubsets().map((s) => s.text).join(''));
    const locales = path.join(import.meta.dirname, '../locales');
    const missing = new Set<string>();
    for (const locale of ['ko', 'en']) {
      for (const file of fs.readdirSync(path.join(locales, locale)).filter((f) => f.endsWith('.json'))) {
        for (const c of fs.readFileSync(path.join(locales, locale, file), 'utf8')) if (c >= ' ' && !held.has(c)) missing.add(c);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('each file is emitted into the build under a name that changes with its content', async () => {
    const { emitted } = await build();
    expect(emitted.map((a) => a.fileName)).toEqual([
      expect.stringMatching(/^assets\/pretendard-latin-[\w-]{8}\.woff2$/),
      expect.stringMatching(/^assets\/pretendard-hangul-[\w-]{8}\.woff2$/),
      expect.stringMatching(/^assets\/pretendard-hangul-rest-[\w-]{8}\.woff2$/),
    ]);
    expect(String(emitted[1]?.source)).toBe(pretendardSubsets()[1]?.text);
    // Kerning and tabular figures (amounts, tables) stay in; the stylistic sets do not.
    expect(asked.at(-1)).toEqual(expect.arrayContaining(['kern', 'mark', 'tnum']));
    expect(asked.at(-1)).not.toContain('ss01');
  });

  it("index.html preloads Latin and the app's Hangul and declares the three faces, swap, variable weight, each with its unicode-range", async () => {
    const { emitted, page } = await build();
    expect(page).not.toContain(MARKER);
    for (const [at, { fileName }] of emitted.entries()) {
      const preload = `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${fileName}">`;
      if (at < 2) expect(page).toContain(preload);
      else expect(page).not.toContain(preload);
      expect(page).toContain(`src:url(/${fileName}) format('woff2-variations'),url(/${fileName}) format('woff2')`);
    }
    const faces = page.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(3);
    for (const face of faces) {
      expect(face).toContain(`font-family:'${FONT_FAMILY}'`);
      expect(face).toContain('font-weight:400 900');
      expect(face).toContain('font-display:swap');
    }
    expect(faces[0]).toContain('unicode-range:U+20-7E, U+A0-FF');
    expect(faces[0]).toContain('U+20A9');
    expect(faces[1]).toMatch(/unicode-range:U\+AC00/);
    expect(faces[1]).toContain('U+3131-318E');
    expect(faces[2]).toMatch(/-D7A3\}?$|-D7A3[,}]|U\+D7A3/);
    // Preloads before the stylesheet and the scripts, so the font requests leave first.
    expect(page.indexOf('rel="preload"')).toBeLessThan(page.indexOf('rel="stylesheet"'));
  });

  it('a pre-rendered page keeps the preloads and the faces while its stylesheet is inlined; in English, without the Hangul preload', async () => {
    const { page } = await build();
    const css = () => '@font-face{font-family:Other;src:url(/o.woff2)}h1{font-weight:800}';
    const ko = prerenderedHtml(page, '<h1>티자이너</h1>', 'ko', css);
    expect(ko.match(/rel="preload" as="font"/g)).toHaveLength(2);
    expect(ko.match(/@font-face\{font-family:'Pretendard Variable'/g)).toHaveLength(3);
    expect(ko).not.toContain('font-family:Other');
    const en = prerenderedHtml(page, '<h1>T-esign</h1>', 'en', css);
    expect(en.match(/rel="preload" as="font"[^>]*>/g)).toEqual([expect.stringMatching(/pretendard-latin-/)]);
    expect(en.match(/@font-face\{font-family:'Pretendard Variable'/g)).toHaveLength(3);
  });

  it('an index.html without the place for the fonts fails the build instead of shipping without them', async () => {
    await expect(build(INDEX.replace(MARKER, ''))).rejects.toThrow(/pretendard-subsets/);
  });
});
