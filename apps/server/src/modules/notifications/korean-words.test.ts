import fs from 'node:fs';
import path from 'node:path';
import { NotificationEvents } from '@dcm/shared';
import { describe, expect, it } from 'vitest';
import { renderEmail, renderNotification } from './templates.ts';

// The product's words are one glossary for the whole product, kept with the web's catalogues
// (apps/web/src/locales/{ko,en}/glossary.json): what a Korean member reads from the server names the
// product in Korean too (티자이너, not T-esigner).
const englishGlossary = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../../../web/src/locales/en/glossary.json'), 'utf8')) as Record<string, string>;
const terms = [...new Set([...Object.values(englishGlossary), ...Object.keys(englishGlossary).filter((id) => /^[a-z]+$/.test(id))])];
const latinTerm = new RegExp(`(?<![A-Za-z0-9/-])(?:${terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:s|es)?(?![A-Za-z0-9-])`, 'gi');

/** Korean params, as members write them: any Latin word left in the text is the template's. */
const params = { referralNumbers: ['2026-031', '2026-032'], nickname: '한빛기공', amount: 125000, currency: 'KRW', reason: '교합 조정 필요', decision: 'rejected', rating: 9, version: 2, kind: 'designError', auto: 1, preview: '파일 확인', title: '운영 안내' };

/** What the reader sees of an e-mail: its text without the markup and the addresses. */
const readable = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/https?:\/\/\S+/g, ' ');

describe('Korean notifications and e-mails', () => {
  it('name the product in Korean: no product term in Latin letters', () => {
    const found = NotificationEvents.flatMap((event) => {
      const { title, body } = renderNotification(event, params, 'ko');
      const mail = renderEmail(event, params, '/payment/1/designer', 'ko', 'https://dcm.example');
      return [title, body, readable(mail.text), readable(mail.html)].flatMap((text) => [...text.matchAll(latinTerm)].map((m) => `${event}: ${m[0]}`));
    });
    expect(terms).toContain('T-esigner');
    expect([...new Set(found)]).toEqual([]);
  });
});
