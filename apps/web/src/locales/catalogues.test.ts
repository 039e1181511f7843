import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

const flatten = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flatten(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));

const keysOf = (locale: string) =>
  Object.entries(files)
    .filter(([file]) => file.startsWith(`./${locale}/`))
    .flatMap(([file, messages]) => flatten(messages).map((k) => `${file.split('/')[2]}:${k}`))
    .sort();

describe('translation catalogues', () => {
  it('have the same keys in Korean and English', () => {
    expect(keysOf('en')).toEqual(keysOf('ko'));
  });

  it('have no empty message', () => {
    for (const [file, messages] of Object.entries(files)) {
      const empty = flatten(messages).filter((k) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], messages) === '');
      expect(empty, file).toEqual([]);
    }
  });

  it('translate every error code the API can answer', async () => {
    const { ErrorCode } = await import('@dcm/shared');
    const errorKeys = (locale: string) => keysOf(locale).filter((k) => k.startsWith('errors.json:')).map((k) => k.slice('errors.json:'.length));
    for (const code of Object.values(ErrorCode)) {
      expect(errorKeys('ko')).toContain(code);
      expect(errorKeys('en')).toContain(code);
    }
  });

  it('translate every tooth chart issue of the shared schema', async () => {
    const { ToothChartIssue } = await import('@dcm/shared');
    for (const key of Object.values(ToothChartIssue)) {
      expect(keysOf('ko')).toContain(`common.json:validation.${key}`);
    }
  });
});
