// Interface language (SPEC §1): Korean for ko / ko-KR, English otherwise, Korean as the fallback.
// Server calls carry `lang: A` for Korean and `lang: B` otherwise.

export const Locales = ['ko', 'en'] as const;
export type Locale = (typeof Locales)[number];

export const LangCode = { Korean: 'A', Other: 'B' } as const;
export type LangCode = (typeof LangCode)[keyof typeof LangCode];

export function localeFromBrowser(language: string | undefined | null): Locale {
  if (!language) return 'ko';
  const lower = language.toLowerCase();
  return lower === 'ko' || lower.startsWith('ko-') ? 'ko' : 'en';
}

export const langCodeOf = (locale: Locale): LangCode => (locale === 'ko' ? LangCode.Korean : LangCode.Other);
export const localeOfLangCode = (code: string | undefined): Locale => (code === LangCode.Other ? 'en' : 'ko');

/**
 * The language a member picked with the header's EN|KR switch, kept in a cookie so the server sends
 * the pre-rendered page in it too; it wins over the browser's language.
 */
export const LANG_COOKIE = 'lang';

/** The picked language in a Cookie header (`lang=en`), or null when none was picked. */
export function localeFromCookie(cookieHeader: string | undefined | null): Locale | null {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANG_COOKIE)?.[1];
  return value === 'ko' || value === 'en' ? value : null;
}

/** The interface language: the one picked, else the browser's first. */
export const pickLocale = (cookieHeader: string | undefined | null, browserLanguage: string | undefined | null): Locale =>
  localeFromCookie(cookieHeader) ?? localeFromBrowser(browserLanguage);
