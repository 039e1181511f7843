import { describe, expect, it } from 'vitest';
import { businessLookupUrl, formatBusinessNumber, sellerInfoHtml, sellerInfoJson, type SellerInfo } from './seller.ts';

const seller: SellerInfo = {
  companyName: { ko: '주식회사 티이사인', en: 'T-esign Inc.' },
  representative: { ko: '홍길동', en: 'Gildong Hong' },
  businessNumber: '1234567890',
  mailOrderNumber: '제2026-서울강남-01234호',
  address: { ko: '서울특별시 강남구 테헤란로 1', en: '1 Teheran-ro, Gangnam-gu, Seoul' },
  phone: '02-1234-5678',
  email: 'help@t-esign.example',
  hosting: 'Amazon Web Services, Inc.',
};

describe("the seller's legal information", () => {
  it('prints a business number as 123-45-67890 and links the Fair Trade Commission lookup with its ten digits', () => {
    expect(formatBusinessNumber('1234567890')).toBe('123-45-67890');
    expect(formatBusinessNumber('123-45-67890')).toBe('123-45-67890');
    expect(businessLookupUrl('123-45-67890')).toBe('https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1234567890');
    // Not a business number: shown as written, never linked to someone else's record.
    expect(formatBusinessNumber('12345')).toBe('12345');
    expect(businessLookupUrl('12345')).toBeUndefined();
  });

  it('is empty when nothing is configured, so no company data is ever made up', () => {
    expect(sellerInfoHtml(undefined, 'ko')).toBe('');
    expect(sellerInfoHtml({}, 'en')).toBe('');
  });

  it('shows every configured row with Korean labels and values in Korean', () => {
    const html = sellerInfoHtml(seller, 'ko');
    for (const text of ['상호', '주식회사 티이사인', '대표자', '홍길동', '사업자등록번호', '123-45-67890', '통신판매업 신고번호', '제2026-서울강남-01234호', '주소', '서울특별시 강남구 테헤란로 1', '전화', '02-1234-5678', '이메일', 'help@t-esign.example', '호스팅 서비스 제공자', 'Amazon Web Services, Inc.', '사업자정보 확인']) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('T-esign Inc.');
    expect(html).toContain('href="https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1234567890"');
  });

  it('shows English labels and the English values to an English reader', () => {
    const html = sellerInfoHtml(seller, 'en');
    for (const text of ['Company', 'T-esign Inc.', 'Representative', 'Gildong Hong', 'Business registration no.', 'Mail-order business report no.', '1 Teheran-ro, Gangnam-gu, Seoul', 'Phone', 'E-mail', 'Hosting', 'Business information']) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('홍길동');
  });

  it('shows only the rows that are set', () => {
    const html = sellerInfoHtml({ companyName: { ko: '티이사인', en: '티이사인' }, phone: '02-1234-5678' }, 'ko');
    expect(html.match(/data-seller-field="(\w+)"/g)).toEqual(['data-seller-field="companyName"', 'data-seller-field="phone"']);
    expect(html).not.toContain('ftc.go.kr');
  });

  it('escapes configured text, in the markup and in the JSON the page carries', () => {
    const tricky: SellerInfo = { companyName: { ko: '<b>A&B</b>', en: '</script><script>alert(1)</script>' } };
    expect(sellerInfoHtml(tricky, 'ko')).toContain('&lt;b&gt;A&amp;B&lt;/b&gt;');
    expect(sellerInfoHtml(tricky, 'en')).not.toContain('<script>');
    const json = sellerInfoJson(tricky);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual(tricky);
  });
});
