// Pre-renders the public pages (decision 0024): after the client build, builds src/app/prerender.tsx
// for Node, renders each page in Korean and in English, and writes dist/prerendered/{ko,en}/<page>.html:
// the built index.html with the page's markup shown in #prerendered and the app's #root hidden until
// it takes over. The server sends these files for the exact paths, in the visitor's language.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { fontPreloadLink } from './fonts.ts';

const LOCALES = ['ko', 'en'] as const;
const ROOT_DIV = '<div id="root"></div>';

interface PrerenderModule {
  PRERENDERED_PAGES: Record<string, { file: string }>;
  renderPage: (path: string, locale: (typeof LOCALES)[number]) => Promise<string>;
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/**
 * index.html with the page's markup before the (hidden) root, in the page's language. The page's own
 * <title> (React hoists it to the front of the markup) replaces the document's, and the stylesheets
 * are inlined (readCss gives a file's text): the page paints with the HTML alone, no request more.
 * The stylesheet's own @font-face rules are left out: Pretendard's faces and preloads are in the head
 * of index.html itself (build/fonts.ts), so the pre-rendered page paints in Pretendard like the others.
 * A disabled link to each inlined file stays (never fetched, never applied): the chunks that list the
 * file among what they need (Vite's preload helper) find it and add no second copy; one did, and the
 * browser parsed the whole stylesheet again and restyled the whole page, a 120–330 ms task on a
 * throttled phone while the app started. A page in English does not preload the app's Hangul.
 * Its forms are inert (shown as they are, but not focusable or editable) until the app's own page
 * replaces them: what a visitor typed there would go with them, and a form sent before the app has
 * its handler would go as a plain GET, the password in the address.
 */
export function prerenderedHtml(indexHtml: string, markup: string, locale: string, readCss: (file: string) => string): string {
  if (!indexHtml.includes(ROOT_DIV)) throw new Error(`index.html has no ${ROOT_DIV} to pre-render into`);
  const title = /<title>[^<]*<\/title>/.exec(markup)?.[0];
  const body = title ? markup.replace(title, '') : markup;
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(fontPreloadLink('hangul'), (link) => (locale === 'ko' ? link : ''))
    .replace(/<title>[^<]*<\/title>/, (original) => title ?? original)
    .replace(STYLESHEET, (_link, file: string) => `<style>${readCss(file).replace(FONT_FACE, '')}</style><link rel="stylesheet" href="/${file}" disabled>`)
    .replace(ROOT_DIV, () => `<div id="prerendered">${body.replace(/<form(?=[\s>])/g, '<form inert=""')}</div><div id="root" hidden></div>`);
}

export function prerenderPublicPages(entry: string): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'prerender-public-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Sequential: the files must be written before the precompress plugin's closeBundle reads the build.
    closeBundle: {
      sequential: true,
      async handler() {
        // Inside node_modules so Node resolves the bundle's external imports (react, i18next…) from here.
        const ssrDir = path.join(root, 'node_modules/.cache/prerender');
        await build({
          root,
          configFile: false,
          logLevel: 'warn',
          ssr: { noExternal: ['@dcm/shared'] },
          build: { ssr: entry, outDir: ssrDir, emptyOutDir: true, rollupOptions: { output: { entryFileNames: 'prerender.mjs' } } },
        });
        const mod = (await import(`${pathToFileURL(path.join(ssrDir, 'prerender.mjs')).href}?t=${Date.now()}`)) as PrerenderModule;
        const indexHtml = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        let written = 0;
        for (const locale of LOCALES) {
          fs.mkdirSync(path.join(outDir, 'prerendered', locale), { recursive: true });
          for (const [pagePath, { file }] of Object.entries(mod.PRERENDERED_PAGES)) {
            const markup = await mod.renderPage(pagePath, locale);
            fs.writeFileSync(path.join(outDir, 'prerendered', locale, `${file}.html`), prerenderedHtml(indexHtml, markup, locale, (file) => fs.readFileSync(path.join(outDir, file), 'utf8')));
            written += 1;
          }
        }
        this.info(`pre-rendered ${written} pages`);
      },
    },
  };
}
