import { describe, expect, it } from 'vitest';
import { hasHangul, latinProductTerms, latinTermPattern, latinTermsIn, messagesOf, rawKeyFinder, type Catalogue } from './glossary.test-support.ts';

const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });
const inLocale = (locale: string) => Object.entries(files).filter(([file]) => file.startsWith(`./${locale}/`));
const glossaryOf = (locale: string) => files[`./${locale}/glossary.json`] as Record<string, string>;

const termPattern = latinProductTerms(glossaryOf('en'));

/**
 * Korean messages that may show a product term in Latin letters, each with its reason. Acronyms (CAD,
 * STL, PDF, KRW) and brand names (Google, PayPal) are no product terms and need no entry.
 */
const LATIN_ALLOWED: Record<string, string> = {
  'admin.json:console.audit.actionExample': 'the audit filter takes an action code as the log writes it (notice.publish)',
};

const koreanMessages = () =>
  inLocale('ko').flatMap(([file, catalogue]) => messagesOf(catalogue).map(([key, message]) => ({ id: `${file.split('/')[2]}:${key}`, message })));

describe('the glossary', () => {
  it('names each product term with a Korean word in Korean and in Latin letters in English', () => {
    const [ko, en] = [glossaryOf('ko'), glossaryOf('en')];
    expect(Object.keys(ko).length).toBeGreaterThan(10);
    for (const [term, word] of Object.entries(ko)) {
      expect(hasHangul(word) && !/[A-Za-z]/.test(word), `ko ${term}: ${word}`).toBe(true);
      expect(!hasHangul(en[term] ?? '') && /[A-Za-z]/.test(en[term] ?? ''), `en ${term}: ${en[term]}`).toBe(true);
    }
  });

  it('uses the Korean words the Korean catalogues use', () => {
    const elsewhere = koreanMessages()
      .filter(({ id }) => !id.startsWith('glossary.json:'))
      .map(({ message }) => message)
      .join('\n');
    const unused = Object.entries(glossaryOf('ko')).filter(([, word]) => !elsewhere.includes(word));
    expect(unused).toEqual([]);
  });

  it('finds a product term in Latin letters as a whole word, in any case and in the plural', () => {
    const pattern = latinTermPattern(latinProductTerms({ designer: 'T-esigner', lab: 'dental lab', order: 'order' }));
    expect(latinTermsIn('내 T-esigner 프로필', pattern)).toEqual(['T-esigner']);
    expect(latinTermsIn('Orders 3건, 치과 designer', pattern)).toEqual(['Orders', 'designer']);
    expect(latinTermsIn('Dental Labs 목록', pattern)).toEqual(['Dental Labs']);
    expect(latinTermsIn('{{designer}} 님, demolab의 주문(ordered)', pattern)).toEqual([]);
  });
});

describe('Korean catalogues', () => {
  it('names the review step with the glossary’s word on the progress steps and on its button (issue 31)', () => {
    const word = glossaryOf('ko').review ?? '';
    const review = files['./ko/reviews.json'] as { link: { write: string; see: string }; write: { title: string } };
    const progress = (files['./ko/timeline.json'] as { progress: { step: { writeReview: string; seeReview: string } } }).progress;
    expect(progress.step.writeReview).toBe(review.link.write);
    expect(review.write.title).toBe(review.link.write);
    expect(review.link.write).toContain(word);
    expect(progress.step.seeReview).toContain(word);
    const otherWord = word === '리뷰' ? '후기' : '리뷰';
    expect(koreanMessages().filter(({ message }) => message.includes(otherWord)).map(({ id }) => id)).toEqual([]);
  });
  it('show no product term in Latin letters (티자이너, not T-esigner)', () => {
    const pattern = latinTermPattern(termPattern);
    const found = koreanMessages()
      .filter(({ id }) => !(id in LATIN_ALLOWED))
      .flatMap(({ id, message }) => latinTermsIn(message, pattern).map((term) => `${id}: ${term}`));
    expect(found).toEqual([]);
  });

  it('allow a Latin term only where it is written down why, and only where one is still shown', () => {
    const pattern = latinTermPattern(termPattern);
    const messages = new Map(koreanMessages().map(({ id, message }) => [id, message]));
    for (const [id, reason] of Object.entries(LATIN_ALLOWED)) {
      expect(reason.length, id).toBeGreaterThan(20);
      expect(latinTermsIn(messages.get(id) ?? '', pattern), id).not.toEqual([]);
    }
  });
});

describe('a translation key shown as text', () => {
  const rawKeys = rawKeyFinder({ orders: { cadUpload: { files: 'CAD 파일' } }, common: { optional: '(선택)' } });

  it('is found as namespace:key, or as a dotted key under a key group', () => {
    expect(rawKeys('메시지 orders:cadUpload.files')).toEqual(['orders:cadUpload.files']);
    expect(rawKeys('cadUpload.optional')).toEqual(['cadUpload.optional']);
  });

  it('is not a time, an address, a file name or an unknown namespace', () => {
    expect(rawKeys('10:30, help@t-esign.example, crown.stl, https://t-esign.example/cadUpload.files, mailto:orders')).toEqual([]);
  });
});
