import { describe, expect, it } from 'vitest';
import i18nSource from '../lib/i18n.ts?raw';
import english from './first-load-en.ts';
import korean from './first-load-ko.ts';

describe('the first-load catalogues', () => {
  it('are the same namespaces in Korean and English', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(korean).sort());
  });

  it('are left out of the catalogues loaded one by one, or each would be a chunk of its own as well', () => {
    const leftOut = /'!\.\.\/locales\/\*\/\{([\w,]+)\}\.json'/.exec(i18nSource)?.[1]?.split(',');
    expect(leftOut?.sort()).toEqual(Object.keys(korean).sort());
  });
});
