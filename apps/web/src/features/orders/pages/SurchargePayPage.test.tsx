import { OrderAction, OrderStatus, type OrderDetail } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { answerGet, balancesOf, keyOf, ORDER_ID, orderOf, refusal, signedContractOf, surchargeOf, SURCHARGE_ID, type ServerState } from '../test-fixtures.ts';
import SurchargePayPage from './SurchargePayPage.tsx';

let server: ServerState;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/payment/charges/${ORDER_ID}`]}>
        <Routes>
          <Route path="/payment/charges/:id" element={<SurchargePayPage />} />
          <Route path="/payment/cad/:id" element={<p data-testid="cad-page">CAD</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const waiting = (extra: Partial<OrderDetail> = {}) =>
  orderOf({ status: OrderStatus.cadUploaded, deliveryCount: 1, openSurcharge: surchargeOf(), actions: [OrderAction.requestRework, OrderAction.confirmReceipt], ...extra });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = { order: waiting(), contract: () => signedContractOf('en'), balances: balancesOf(50_000) };
  vi.spyOn(http, 'get').mockImplementation(answerGet(() => server));
});
afterEach(() => vi.restoreAllMocks());

describe('paying a surcharge', () => {
  it('shows the amount and the T-esigner’s reason and pays once for a double click, then goes to the CAD result', async () => {
    let answer: (value: { data: OrderDetail }) => void = () => undefined;
    const post = vi.spyOn(http, 'post').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect((await screen.findByTestId('surcharge-reason')).textContent).toContain('re-scanned');
    const pay = await screen.findByTestId('surcharge-pay-submit');
    expect(pay.textContent).toBe('Pay ₩20,000');
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![0]).toBe(`/api/v1/orders/${ORDER_ID}/surcharges/${SURCHARGE_ID}/pay`);
    expect(keyOf(post.mock.calls[0]![2])).toBeTruthy();
    answer({ data: waiting({ openSurcharge: null }) });
    expect(await screen.findByTestId('cad-page')).toBeTruthy();
  });

  it('offers to charge exactly what is missing when the mileage is short', async () => {
    server = { ...server, balances: balancesOf(5_000) };
    vi.spyOn(http, 'post').mockRejectedValue(
      refusal(409, { code: 'INSUFFICIENT_MILEAGE', message: 'short', details: { shortfall: { amount: 15_000, currency: 'KRW' } } }),
    );
    renderPage();
    expect((await screen.findByTestId('surcharge-short')).textContent).toContain('₩15,000');
    fireEvent.click(screen.getByTestId('surcharge-pay-submit'));
    const prompt = await screen.findByTestId('insufficient-mileage');
    const charge = within(prompt).getByRole('link');
    expect(charge.getAttribute('href')).toContain('amount=15000');
  });

  it('says when no surcharge waits', async () => {
    server = { ...server, order: waiting({ openSurcharge: null }) };
    renderPage();
    await waitFor(() => expect(screen.getByTestId('surcharge-pay-none')).toBeTruthy());
  });
});
