import { afterEach, describe, expect, it } from 'vitest';
import enHome from '../locales/en/home.json';
import koHome from '../locales/ko/home.json';
import enContent from '../locales/en/content.json';
import i18n from '../lib/i18n.ts';
import { PRERENDERED_PAGES, renderPage } from './prerender.tsx';
import { prerenderedHtml } from '../../build/prerender.ts';

afterEach(async () => {
  await i18n.changeLanguage('ko');
});

describe('the pre-rendered public pages', () => {
  it('render the home page in each language with its hero title and the signed-out header', async () => {
    const en = await renderPage('/', 'en');
    expect(en).toContain(enHome.hero.title);
    expect(en).toContain('href="/login"');
    const ko = await renderPage('/', 'ko');
    expect(ko).toContain(koHome.hero.title);
    expect(ko).not.toContain(enHome.hero.title);
  });

  it('render the FAQ and the notices with their page titles, their lists still loading', async () => {
    const faq = await renderPage('/faq', 'en');
    expect(faq).toContain(enContent.faq.title);
    expect(Object.keys(PRERENDERED_PAGES)).toEqual(['/', '/faq', '/notice', '/login', '/join', '/login/join', '/help']);
  });

  it('render the login form and the join chooser in each language', async () => {
    const login = await renderPage('/login', 'en');
    expect(login).toContain('name="email"');
    expect(login).toContain('type="password"');
    expect(await renderPage('/join', 'ko')).toContain('href="/login/join/client"');
    expect(await renderPage('/login/join', 'en')).toContain('href="/login/join/designer"');
  });

  it('render the help centre with its title and question search', async () => {
    const help = await renderPage('/help', 'en');
    expect(help).toContain('Help centre');
    expect(help).toContain('id="help-search"');
  });

  it('make the forms of the static copy inert: nothing typed there is lost, nothing is sent without the app', () => {
    const index = '<!doctype html><html lang="ko"><head></head><body><div id="root"></div></body></html>';
    const html = prerenderedHtml(index, '<form noValidate="" class="f"><input name="email"/></form><p>formal</p><form>x</form>', 'en', () => '');
    expect(html).toContain('<form inert="" noValidate="" class="f"><input name="email"/></form><p>formal</p><form inert="">x</form>');
  });

  it('go into index.html before a hidden root, in the page language, with the page title and the styles inlined (their link kept disabled, so the app adds no second copy)', () => {
    const index = '<!doctype html><html lang="ko"><head><title>T-esign</title><link rel="stylesheet" crossorigin href="/assets/index-x1.css"></head><body><div id="root"></div></body></html>';
    const html = prerenderedHtml(index, '<title>FAQ · T-esign</title><h1>FAQ</h1>', 'en', (file) => `/* ${file} */ h1{color:red}`);
    expect(html).toBe(
      '<!doctype html><html lang="en"><head><title>FAQ · T-esign</title><style>/* assets/index-x1.css */ h1{color:red}</style><link rel="stylesheet" href="/assets/index-x1.css" disabled></head><body><div id="prerendered"><h1>FAQ</h1></div><div id="root" hidden></div></body></html>',
    );
  });

  it('inline the stylesheet without @font-face rules of its own: the page’s fonts are those index.html preloads (build/fonts.ts)', () => {
    const index = '<!doctype html><html lang="ko"><head><link rel="stylesheet" crossorigin href="/assets/index-x1.css"></head><body><div id="root"></div></body></html>';
    const css = "@font-face{font-family:Pretendard;src:url(/a.woff2)}body{font-family:'Pretendard Variable',sans-serif}@font-face{font-family:P;font-display:optional}";
    const html = prerenderedHtml(index, '<h1>FAQ</h1>', 'ko', () => css);
    expect(html).not.toContain('@font-face');
    expect(html).toContain("body{font-family:'Pretendard Variable',sans-serif}");
  });
});
