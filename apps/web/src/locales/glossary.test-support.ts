// The product's words (glossary.json in each language) turned into the two checks that the catalogue
// tests and the journey through every page (e2e/glossary.spec.ts) share: Korean text names the
// product in Korean (티자이너, not T-esigner), and no page shows a translation key instead of its message.

export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** Every message of a catalogue with its dotted key. */
export function messagesOf(catalogue: Catalogue, prefix = ''): Array<[key: string, message: string]> {
  return Object.entries(catalogue).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : messagesOf(value, `${prefix}${key}.`),
  );
}

/**
 * The product terms in Latin letters: each English word of the glossary ("T-esigner", "dental lab")
 * and each term's one-word code name (designer, lab), which is what leaks from an untranslated string.
 */
export function latinProductTerms(englishGlossary: Record<string, string>): string[] {
  const codeNames = Object.keys(englishGlossary).filter((id) => /^[a-z]+$/.test(id));
  const terms = new Set([...Object.values(englishGlossary), ...codeNames].map((term) => term.toLowerCase()));
  // Longest first, so "dental lab" is reported as itself rather than as "lab".
  return [...terms].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A term as a whole word, in any case and in the plural: "Orders", "T-esigner"; not "demolab", "ordered". */
export function latinTermPattern(terms: readonly string[]): RegExp {
  return new RegExp(`(?<![A-Za-z0-9-])(?:${terms.map(escapeRegExp).join('|')})(?:s|es)?(?![A-Za-z0-9-])`, 'gi');
}

/** What a message shows as written: its {{placeholders}}, $t(nesting) and <tags> are filled in or hidden. */
const shownWords = (message: string) =>
  message
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/\$t\([^)]*\)/g, ' ')
    .replace(/<\/?\w+[^>]*>/g, ' ');

/** The Latin product terms in a text, as they are written there. */
export function latinTermsIn(text: string, pattern: RegExp): string[] {
  return [...shownWords(text).matchAll(pattern)].map((match) => match[0]);
}

/** Hangul syllables or jamo: the text is Korean, or has Korean in it. */
export const hasHangul = (text: string) => /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/.test(text);

/**
 * A finder of translation keys shown as text: `namespace:key` for a namespace there is, or a dotted
 * key ("cadUpload.optional") whose parent is a key group of some catalogue, which is what i18next
 * shows for a missing message. `catalogues` by namespace (file name without .json).
 */
export function rawKeyFinder(catalogues: Record<string, Catalogue>): (text: string) => string[] {
  const namespaces = new Set(Object.keys(catalogues));
  const groups = new Set<string>();
  const collectGroups = (catalogue: Catalogue, prefix: string) => {
    for (const [key, value] of Object.entries(catalogue)) {
      if (typeof value === 'string') continue;
      groups.add(`${prefix}${key}`);
      collectGroups(value, `${prefix}${key}.`);
    }
  };
  for (const catalogue of Object.values(catalogues)) collectGroups(catalogue, '');

  const namespaced = /(?<![\w.@/-])([A-Za-z]\w*):([A-Za-z_]\w*(?:\.\w+)*)(?![\w@/-])/g;
  const dotted = /(?<![\w.@/:-])([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)(?![\w@/-]|\.\w)/g;
  return (text) => [
    ...[...text.matchAll(namespaced)].filter((m) => namespaces.has(m[1] ?? '')).map((m) => m[0]),
    ...[...text.matchAll(dotted)].map((m) => m[1] ?? '').filter((key) => groups.has(key.slice(0, key.lastIndexOf('.')))),
  ];
}
