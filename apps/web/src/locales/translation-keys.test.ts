import { describe, expect, it } from 'vitest';

// Every translation key the source writes out resolves in both languages: a missing one shows the key
// itself on the page ("optional" for t('common:optional')). Keys built at run time (t(`status.${code}`))
// are out of a text scan's reach; the catalogue of each such family is checked by its own page tests.

type Catalogue = { [key: string]: string | Catalogue };

const catalogues = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**', '!../**/*.d.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const namespaces = [...new Set(Object.keys(catalogues).map((file) => file.split('/')[2]?.replace(/\.json$/, '') ?? ''))];

/** A message or a group of messages (returnObjects) at `key`, or a plural form of it (key_one, key_other). */
function resolves(locale: string, namespace: string, key: string): boolean {
  const at = (path: string) =>
    path.split('.').reduce<Catalogue | string | undefined>((node, part) => (node && typeof node === 'object' ? node[part] : undefined), catalogues[`./${locale}/${namespace}.json`]);
  return ['', '_one', '_other', '_zero'].some((suffix) => at(`${key}${suffix}`) !== undefined);
}

/** The namespaces a file's useTranslation calls name; useTranslation() is the default namespace, common. */
function namespacesUsedBy(source: string): string[] {
  return [...source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')?/g)].flatMap((call) => (call[1] ? [...call[1].matchAll(/'(\w+)'/g)].map((n) => n[1] ?? '') : ['common']));
}

interface KeyUse {
  file: string;
  key: string;
  /** Where an unprefixed key may live: every namespace the file's useTranslation calls name. */
  candidates: string[];
}

/** Each literal key: t('key') and t('ns:key') calls, and any 'ns:key' string of a catalogue's namespace. */
function keyUses(): KeyUse[] {
  return Object.entries(sources).flatMap(([file, source]) => {
    const used = namespacesUsedBy(source);
    const calls = [...source.matchAll(/\bt\(\s*(['"])([\w.:]+)\1/g)].map((m) => m[2] ?? '');
    const named = [...source.matchAll(/(['"`])(\w+):([A-Za-z_][\w.]*)\1/g)].filter((m) => namespaces.includes(m[2] ?? '')).map((m) => `${m[2]}:${m[3]}`);
    return [...new Set([...calls, ...named])].flatMap((written): KeyUse[] => {
      const colon = written.indexOf(':');
      if (colon > 0) return [{ file, key: written.slice(colon + 1), candidates: [written.slice(0, colon)] }];
      // A helper handed someone else's t: its namespace is not in this file.
      return used.length > 0 ? [{ file, key: written, candidates: used }] : [];
    });
  });
}

describe('translation keys in the source', () => {
  const uses = keyUses();

  it('are found by the scan (it reads the pages, not an empty list)', () => {
    expect(uses.length).toBeGreaterThan(1000);
  });

  for (const locale of ['ko', 'en']) {
    it(`each resolve in ${locale === 'ko' ? 'Korean' : 'English'}`, () => {
      const missing = uses.filter((use) => !use.candidates.some((namespace) => resolves(locale, namespace, use.key))).map((use) => `${use.file}: ${use.candidates.join('|')}:${use.key}`);
      expect(missing).toEqual([]);
    });
  }
});
