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
