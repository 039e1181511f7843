// i18next set up once: Korean for a ko / ko-KR browser, English otherwise, Korean as the fallback
// (SPEC §1). Catalogues are one JSON per module under locales/{ko,en}, loaded in the visitor's
// language only, and in Korean, the fallback (decisions 0008, 0034). Those the shell and the first
// pages need (locales/first-load-{ko,en}.ts) are there before the app renders: the Korean ones in
// this module's chunk, the English ones in a chunk of their own that an English visitor's start
// waits for. Every other module's catalogue loads with its first page (react-i18next suspends that
// page until it arrives), which keeps the phone's first load small.
// glossary.json is the product's words in each language (의뢰인, 티자이너 …): a lazy namespace like the
// others, loaded by no page; the locale tests and e2e/glossary.spec.ts hold the catalogues and pages to it.
import { LANG_COOKIE, langCodeOf, pickLocale, type Locale } from '@dcm/shared';
import i18n, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import korean from '../locales/first-load-ko.ts';
import { withChunkReload } from './chunk-reload.ts';

// Without the first-load namespaces, which come together and not one by one.
const lazy = import.meta.glob<Record<string, unknown>>(['../locales/*/*.json', '!../locales/*/{auth,common,errors,home,system}.json'], {
  import: 'default',
});

/** The English first-load catalogues: a chunk like a page's code, so a deploy that removed it reloads the tab (decision 0027). */
const loadEnglish = () => withChunkReload(() => import('../locales/first-load-en.ts')).then((m) => m.default);

/** A namespace not loaded yet; a first-load one only when English is asked for after Korean (the pre-render switching languages). */
function readCatalogue(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = lazy[`../locales/${language}/${namespace}.json`];
  if (load) return withChunkReload(load);
  if (language === 'en') return loadEnglish().then((catalogues) => catalogues[namespace] ?? {});
  return Promise.resolve({});
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    readCatalogue(language, namespace).then(
      (found) => callback(null, found),
      (error: Error) => callback(error, null),
    );
  },
};

/** The language the member picked with the EN|KR switch (a cookie the server reads too), else the browser's. */
export const initialLocale: Locale = typeof document === 'undefined' ? 'ko' : pickLocale(document.cookie, navigator.language);

// Copies: i18next adds each namespace it loads later to its language's object.
const resources: Resource = { ko: { ...korean } };
if (initialLocale === 'en') resources.en = { ...(await loadEnglish()) };
const firstLoadNamespaces = Object.keys(korean);

const namespaceOf = (file: string) => /locales\/\w+\/([\w-]+)\.json$/.exec(file)?.[1] ?? '';

/** Every namespace there is, for tests that render any page at once. */
export const ALL_NAMESPACES = [...new Set([...firstLoadNamespaces, ...Object.keys(lazy).map(namespaceOf)])];

void i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: initialLocale,
    fallbackLng: 'ko',
    defaultNS: 'common',
    ns: firstLoadNamespaces,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

// Only when it differs: setting \`lang\`, even to the value it has, makes the browser restyle the whole
// document (the language picks the fonts), a long task on a phone over a pre-rendered page.
if (typeof document !== 'undefined' && document.documentElement.lang !== initialLocale) document.documentElement.lang = initialLocale;

export const currentLocale = (): Locale => (i18n.language === 'en' ? 'en' : 'ko');

/**
 * The EN|KR switch: remembered for a year in the cookie the server reads for pre-rendered pages; the
 * page's `lang` (screen readers, fonts) follows, and the caller asks the server again for what it
 * answered in the other language.
 */
export async function switchLocale(next: Locale): Promise<void> {
  document.cookie = `${LANG_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = next;
  await i18n.changeLanguage(next);
}
/** The `lang` header and code-table `type` of SPEC §7: A Korean, B other. */
export const currentLangCode = () => langCodeOf(currentLocale());

export default i18n;
