// i18next set up once: Korean for a ko / ko-KR browser, English otherwise, Korean as the fallback
// (SPEC §1). Catalogues are one JSON per module under locales/{ko,en}. Those the shell and the main
// page need are in the first load; every other module's catalogue loads with its first page
// (react-i18next suspends that page until it arrives), which keeps the phone's first load small.
// glossary.json is the product's words in each language (의뢰인, 티자이너 …): a lazy namespace like the
// others, loaded by no page; the locale tests and e2e/glossary.spec.ts hold the catalogues and pages to it.
import { localeFromBrowser, langCodeOf, type Locale } from '@dcm/shared';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Namespaces in the first load; keep this list short (see the build's first-load report). */
export const EAGER_NAMESPACES = ['common', 'errors', 'home', 'system', 'auth'] as const;

const eager = import.meta.glob<Record<string, unknown>>('../locales/*/{common,errors,home,system,auth}.json', { eager: true, import: 'default' });
const lazy = import.meta.glob<Record<string, unknown>>(['../locales/*/*.json', '!../locales/*/{common,errors,home,system,auth}.json'], {
  import: 'default',
});

const fileOf = (file: string) => /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, messages] of Object.entries(eager)) {
  const [, locale, ns] = fileOf(file);
  if (locale && ns) (resources[locale] ??= {})[ns] = messages;
}

/** Every namespace there is, for tests that render any page at once. */
export const ALL_NAMESPACES = [...new Set([...Object.keys(eager), ...Object.keys(lazy)].map((f) => fileOf(f)[2]).filter((ns) => !!ns))] as string[];

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = lazy[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (messages) => callback(null, messages),
      (error: Error) => callback(error, null),
    );
  },
};

export const initialLocale: Locale = localeFromBrowser(typeof navigator === 'undefined' ? 'ko' : navigator.language);

void i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: initialLocale,
    fallbackLng: 'ko',
    defaultNS: 'common',
    ns: [...EAGER_NAMESPACES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });

if (typeof document !== 'undefined') document.documentElement.lang = initialLocale;

export const currentLocale = (): Locale => (i18n.language === 'en' ? 'en' : 'ko');
/** The `lang` header and code-table `type` of SPEC §7: A Korean, B other. */
export const currentLangCode = () => langCodeOf(currentLocale());

export default i18n;
