import { Currency, OrderStatus, type OrderEstimate } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codesFor, paramsOf } from '../../../test/referral-fixtures.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { AMOUNT, CLIENT, DESIGNER, networkError, ORDER_ID, REQUEST_ID, refusal } from '../test-fixtures.ts';
import EstimatePage from './EstimatePage.tsx';

const QUOTATION_ID = '50000000-0000-4000-8000-000000000007';
const DELIVERY = '2027-03-08T09:00:00.000Z';

function estimateOf(extra: Partial<OrderEstimate> = {}): OrderEstimate {
  return {
    id: ORDER_ID,
    requestId: REQUEST_ID,
    status: OrderStatus.awaitingAcceptance,
    viewerRole: 'client',
    client: CLIENT,
    designer: DESIGNER,
    items: [
      { type: 'zirconia_crown', count: 3, unitPrice: 120_000 },
      { type: 'inlay', count: 1, unitPrice: 50_000 },
    ],
    amount: AMOUNT,
    currency: Currency.KRW,
    conversion: null,
    editCount: 2,
    warrantyDays: 14,
    referralNumbers: ['R-2027-031', 'R-2027-032'],
    createdAt: '2027-03-01T01:00:00.000Z',
    quotation: {
      id: QUOTATION_ID,
      number: 'Q-20270228-500000',
      createdAt: '2027-02-28T05:00:00.000Z',
      updatedAt: '2027-02-28T05:00:00.000Z',
      deliveryAt: DELIVERY,
      total: AMOUNT,
      note: 'Margins on the model, please.',
    },
    referrals: [
      { referralNumber: 'R-2027-031', prosthesis: [{ type: 'zirconia_crown', count: 3 }], teeth: [14, 15, 16] },
      { referralNumber: 'R-2027-032', prosthesis: [{ type: 'inlay', count: 1 }], teeth: [36] },
    ],
    ...extra,
  };
}

let answer: () => OrderEstimate;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/payment/estimate/${ORDER_ID}`]}>
        <Routes>
          <Route path="/payment/estimate/:id" element={<EstimatePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  answer = () => estimateOf();
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    if (url === `/api/v1/orders/${ORDER_ID}/estimate`) return { data: answer() };
    const codes = codesFor(url, paramsOf(config).type);
    if (codes) return { data: codes };
    throw refusal(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
});
afterEach(() => vi.restoreAllMocks());

const documentShown = () => screen.findByTestId('estimate-document');

describe('the quotation document of an order', () => {
  it('shows the client the case, the quotation’s number, the parties, the referral lines, the quoted lines, the total and the terms, in Korean', async () => {
    await i18n.changeLanguage('ko');
    renderPage();
    const doc = await documentShown();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('견적서');
    expect(within(doc).getByTestId('estimate-title').textContent).toBe('견적서');
    expect(within(doc).getByTestId('estimate-case').textContent).toBe('의뢰서 번호 R-2027-031 외 1건');
    expect(within(doc).getByTestId('estimate-number').textContent).toBe('Q-20270228-500000');
    expect(within(doc).getByTestId('estimate-client').textContent).toBe('smileclinic');
    expect(within(doc).getByTestId('estimate-designer').textContent).toBe('cadmaster');
    // The prosthesis names come from the code table, read beside the document.
    await within(doc).findByText('인레이', { selector: 'td' });
    const referrals = within(doc).getAllByTestId('estimate-referral');
    expect(referrals.map((row) => row.textContent)).toEqual(['R-2027-031지르코니아 크라운14, 15, 163개', 'R-2027-032인레이361개']);
    const lines = within(doc).getAllByTestId('estimate-line');
    expect(lines[0]!.textContent).toBe('지르코니아 크라운3개120,000원360,000원');
    expect(within(doc).getByTestId('estimate-quoted-total').textContent).toBe('410,000원');
    expect(within(doc).getByTestId('estimate-total').textContent).toBe('410,000원');
    expect(within(doc).queryByTestId('estimate-conversion')).toBeNull();
    expect(within(doc).getByTestId('estimate-delivery').textContent).toBe(formatDateTime(DELIVERY, 'ko'));
    expect(within(doc).getByTestId('estimate-edits').textContent).toBe('2회');
    expect(within(doc).getByTestId('estimate-warranty').textContent).toBe('납품 후 14일');
    expect(within(doc).getByTestId('estimate-stage').textContent).toBe('수락 대기');
    expect(within(doc).getByTestId('estimate-note').textContent).toContain('Margins on the model, please.');
    expect(within(doc).getByText('시간은 Asia/Seoul 기준입니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '거래로 돌아가기' }).getAttribute('href')).toBe(`/payment/contract/${ORDER_ID}`);

    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: '인쇄' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows the T-esigner the same quotation in English, with the dollars a USD client pays and the rate', async () => {
    await i18n.changeLanguage('en');
    answer = () => estimateOf({ viewerRole: 'designer', currency: Currency.USD, amount: 29_600, conversion: { krwAmount: AMOUNT, krwPerUnitHundredths: 138_520, day: '2027-03-01' } });
    renderPage();
    const doc = await documentShown();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Quotation');
    expect(within(doc).getByTestId('estimate-case').textContent).toBe('Referral no. R-2027-031 and 1 more');
    expect(within(doc).getByTestId('estimate-quoted-total').textContent).toBe('₩410,000');
    expect(within(doc).getByTestId('estimate-total').textContent).toBe('$296.00');
    expect(within(doc).getByTestId('estimate-conversion').textContent).toContain('₩410,000 at ₩1,385.20 per USD');
    expect(within(doc).getByTestId('estimate-warranty').textContent).toBe('14 days after delivery');
    expect(within(doc).getByTestId('estimate-stage').textContent).toBe('Awaiting acceptance');
    expect(await within(doc).findByText('Zirconia crown', { selector: 'td' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the order' }).getAttribute('href')).toBe(`/payment/${ORDER_ID}/designer`);
  });

  it('tells anyone else the quotation is not theirs, whether the server says not found or forbidden', async () => {
    await i18n.changeLanguage('en');
    for (const [status, code] of [
      [404, 'NOT_FOUND'],
      [403, 'FORBIDDEN'],
    ] as const) {
      answer = () => {
        throw refusal(status, { code, message: code });
      };
      const view = renderPage();
      expect((await screen.findByTestId('estimate-not-found')).textContent).toContain('Quotation not found');
      expect(screen.queryByTestId('estimate-print')).toBeNull();
      view.unmount();
    }
  });

  it('says why it could not load and reads again on Retry', async () => {
    await i18n.changeLanguage('ko');
    let failed = false;
    answer = () => {
      if (!failed) {
        failed = true;
        throw networkError();
      }
      return estimateOf();
    };
    renderPage();
    const problem = await screen.findByTestId('estimate-error');
    fireEvent.click(within(problem).getByRole('button', { name: '다시 시도' }));
    expect(await documentShown()).toBeTruthy();
  });
});
