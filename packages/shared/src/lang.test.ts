import { describe, expect, it } from 'vitest';
import { langCodeOf, localeFromBrowser, localeFromCookie, localeOfLangCode, pickLocale } from './lang.ts';

describe('interface language', () => {
  it('is Korean for ko and ko-KR, English for anything else, Korean when unknown', () => {
    expect(localeFromBrowser('ko')).toBe('ko');
    expect(localeFromBrowser('ko-KR')).toBe('ko');
    expect(localeFromBrowser('en-US')).toBe('en');
    expect(localeFromBrowser('ja')).toBe('en');
    expect(localeFromBrowser(undefined)).toBe('ko');
  });

  it('maps to the server language code A for Korean and B otherwise', () => {
    expect(langCodeOf('ko')).toBe('A');
    expect(langCodeOf('en')).toBe('B');
    expect(localeOfLangCode('B')).toBe('en');
    expect(localeOfLangCode(undefined)).toBe('ko');
  });
});

describe('the picked language', () => {
  it('reads the EN|KR switch from the cookie and lets it win over the browser', () => {
    expect(localeFromCookie('a=1; lang=en; b=2')).toBe('en');
    expect(localeFromCookie('lang=de')).toBeNull();
    expect(localeFromCookie(undefined)).toBeNull();
    expect(pickLocale('lang=ko', 'en-US')).toBe('ko');
    expect(pickLocale('', 'en-US')).toBe('en');
  });
});
