// Search as you type, in Korean too: while an IME composes, the box holds a half-built syllable
// ("질" on the way to "지르코니아"), so names and queries are compared letter by letter (jamo),
// not syllable by syllable. Case, spaces and punctuation do not count ("emax" finds "e.max").
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const VOWELS = ['ㅏ', 'ㅐ', 'ㅑ', 'ㅒ', 'ㅓ', 'ㅔ', 'ㅕ', 'ㅖ', 'ㅗ', 'ㅗㅏ', 'ㅗㅐ', 'ㅗㅣ', 'ㅛ', 'ㅜ', 'ㅜㅓ', 'ㅜㅔ', 'ㅜㅣ', 'ㅠ', 'ㅡ', 'ㅡㅣ', 'ㅣ'];
const FINALS = ['', 'ㄱ', 'ㄲ', 'ㄱㅅ', 'ㄴ', 'ㄴㅈ', 'ㄴㅎ', 'ㄷ', 'ㄹ', 'ㄹㄱ', 'ㄹㅁ', 'ㄹㅂ', 'ㄹㅅ', 'ㄹㅌ', 'ㄹㅍ', 'ㄹㅎ', 'ㅁ', 'ㅂ', 'ㅂㅅ', 'ㅅ', 'ㅆ', 'ㅇ', 'ㅈ', 'ㅊ', 'ㅋ', 'ㅌ', 'ㅍ', 'ㅎ'];
/** Compound letters a keyboard types in two strokes. */
const COMPOUND: Record<string, string> = {
  ㄳ: 'ㄱㅅ', ㄵ: 'ㄴㅈ', ㄶ: 'ㄴㅎ', ㄺ: 'ㄹㄱ', ㄻ: 'ㄹㅁ', ㄼ: 'ㄹㅂ', ㄽ: 'ㄹㅅ', ㄾ: 'ㄹㅌ', ㄿ: 'ㄹㅍ', ㅀ: 'ㄹㅎ', ㅄ: 'ㅂㅅ',
  ㅘ: 'ㅗㅏ', ㅙ: 'ㅗㅐ', ㅚ: 'ㅗㅣ', ㅝ: 'ㅜㅓ', ㅞ: 'ㅜㅔ', ㅟ: 'ㅜㅣ', ㅢ: 'ㅡㅣ',
};

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;

function letters(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code < SYLLABLE_FIRST || code > SYLLABLE_LAST) return COMPOUND[char] ?? char;
  const index = code - SYLLABLE_FIRST;
  return `${INITIALS[Math.floor(index / 588)]}${VOWELS[Math.floor((index % 588) / 28)]}${FINALS[index % 28]}`;
}

/** The text as comparable letters: lower case, Hangul split into jamo, spaces and symbols dropped. */
export function searchKey(text: string): string {
  return [...text.normalize('NFC').toLowerCase()]
    .filter((c) => /[\p{L}\p{N}]/u.test(c))
    .map(letters)
    .join('');
}

/** Whether any of `names` contains what was typed; an empty query matches everything. */
export function matchesSearch(query: string, names: readonly string[]): boolean {
  const key = searchKey(query);
  return key === '' || names.some((name) => searchKey(name).includes(key));
}
