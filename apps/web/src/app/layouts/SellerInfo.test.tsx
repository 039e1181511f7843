import { SELLER_INFO_SCRIPT_ID, SELLER_INFO_SLOT, sellerInfoHtml, sellerInfoJson, type SellerInfo } from '@dcm/shared';
import fs from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { initialLocale } from '../../lib/i18n.ts';
import { renderPage } from '../prerender.tsx';
import { EmptyLayout } from './EmptyLayout.tsx';
import { MainLayout } from './MainLayout.tsx';

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

/** The JSON the server writes into each page's head at start-up (apps/server/src/platform/seller-info.ts). */
function serveWith(info: SellerInfo) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SELLER_INFO_SCRIPT_ID;
  script.textContent = sellerInfoJson(info);
  document.head.append(script);
}

function renderLayout(layout: 'main' | 'empty') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/somewhere']}>
        <Routes>
          <Route element={layout === 'main' ? <MainLayout /> : <EmptyLayout />}>
            <Route path="/somewhere" element={<h1>page</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  document.getElementById(SELLER_INFO_SCRIPT_ID)?.remove();
  await i18n.changeLanguage(initialLocale);
});

describe("the footer's seller information", () => {
  it('shows no legal block when nothing is configured, in the site footer or the empty layout', async () => {
    await i18n.changeLanguage('ko');
    const main = renderLayout('main');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '공지사항' })).toBeTruthy();
    expect(footer.querySelector('[data-seller-info]')?.innerHTML).toBe('');
    expect(within(footer).queryByText('상호')).toBeNull();
    main.unmount();
    renderLayout('empty');
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows every configured field in Korean with the business number formatted and the lookup link', async () => {
    await i18n.changeLanguage('ko');
    serveWith(seller);
    renderLayout('main');
    const block = within(screen.getByRole('contentinfo')).getByLabelText('판매자 정보');
    const rows: Array<[string, string]> = [
      ['상호', '주식회사 티이사인'],
      ['대표자', '홍길동'],
      ['사업자등록번호', '123-45-67890'],
      ['통신판매업 신고번호', '제2026-서울강남-01234호'],
      ['주소', '서울특별시 강남구 테헤란로 1'],
      ['전화', '02-1234-5678'],
      ['이메일', 'help@t-esign.example'],
      ['호스팅 서비스 제공자', 'Amazon Web Services, Inc.'],
    ];
    for (const [label, value] of rows) {
      const term = within(block).getByText(label);
      expect(term.tagName).toBe('DT');
      expect(term.nextElementSibling?.textContent).toContain(value);
    }
    const lookup = within(block).getByRole('link', { name: '사업자정보 확인' });
    expect(lookup.getAttribute('href')).toBe('https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1234567890');
    expect(lookup.getAttribute('rel')).toContain('noopener');
  });

  it('shows English labels and the English values to an English reader', async () => {
    await i18n.changeLanguage('en');
    serveWith(seller);
    renderLayout('main');
    const block = within(screen.getByRole('contentinfo')).getByLabelText('Seller information');
    for (const text of ['Company', 'T-esign Inc.', 'Representative', 'Gildong Hong', 'Business registration no.', 'Mail-order business report no.', 'Address', '1 Teheran-ro, Gangnam-gu, Seoul', 'Phone', 'E-mail', 'Hosting']) {
      expect(within(block).getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(within(block).getByRole('link', { name: 'Business information' }).getAttribute('href')).toContain('wrkr_no=1234567890');
    expect(within(block).queryByText('홍길동')).toBeNull();
  });

  it('shows only the fields that are set', async () => {
    await i18n.changeLanguage('ko');
    serveWith({ companyName: { ko: '티이사인', en: '티이사인' }, email: 'help@t-esign.example' });
    renderLayout('main');
    const block = screen.getByLabelText('판매자 정보');
    expect([...block.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['상호', '이메일']);
    expect(within(block).queryByRole('link')).toBeNull();
  });

  it('is on the empty-layout pages too (the service introductions, 404, 500), in a footer of its own', async () => {
    await i18n.changeLanguage('ko');
    serveWith(seller);
    renderLayout('empty');
    const footer = screen.getByRole('contentinfo');
    expect(footer.className).toContain('print:hidden');
    expect(within(footer).getByText('주식회사 티이사인')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '사업자정보 확인' })).toBeTruthy();
  });

  it("is the very markup the server writes into the pre-rendered page's slot, so the hand-off moves nothing", async () => {
    // The build leaves the slot empty in the footer of each pre-rendered page…
    expect(await renderPage('/faq', 'ko')).toContain(SELLER_INFO_SLOT);
    await i18n.changeLanguage('ko');
    // …and the app renders into it exactly what the server put there.
    serveWith(seller);
    renderLayout('main');
    expect(screen.getByRole('contentinfo').querySelector('[data-seller-info]')?.innerHTML).toBe(sellerInfoHtml(seller, 'ko'));
  });
});

describe('the seller block’s styles', () => {
  it('come from the file that writes its markup: the stylesheet’s @source names it', () => {
    const stylesheet = path.resolve(import.meta.dirname, '../styles.css');
    const source = /@source '([^']+)'/.exec(fs.readFileSync(stylesheet, 'utf8'))?.[1] ?? '';
    const file = path.resolve(path.dirname(stylesheet), source);
    // Tailwind generates only the classes it finds in the files it reads: a moved sellerInfoHtml left its footer unstyled once.
    expect(fs.existsSync(file) && fs.readFileSync(file, 'utf8')).toContain('export function sellerInfoHtml');
  });
});
