// i18next set up once: Korean for a ko / ko-KR browser, English otherwise, Korean as the fallback
// (SPEC §1). Catalogues are one JSON per module under locales/{ko,en}.
import { localeFromBrowser, langCodeOf, type Locale } from '@dcm/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

const catalogues = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, messages] of Object.entries(catalogues)) {
  const [, locale, ns] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (locale && ns) (resources[locale] ??= {})[ns] = messages;
}

export const initialLocale: Locale = localeFromBrowser(typeof navigator === 'undefined' ? 'ko' : navigator.language);

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLocale,
  fallbackLng: 'ko',
  defaultNS: 'common',
  ns: Object.keys(resources.ko ?? {}),
  interpolation: { escapeValue: false },
  returnNull: false,
});

if (typeof document !== 'undefined') document.documentElement.lang = initialLocale;

export const currentLocale = (): Locale => (i18n.language === 'en' ? 'en' : 'ko');
/** The `lang` header and code-table `type` of SPEC §7: A Korean, B other. */
export const currentLangCode = () => langCodeOf(currentLocale());

export default i18n;
