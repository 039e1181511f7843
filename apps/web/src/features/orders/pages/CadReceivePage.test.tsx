import { OrderAction, OrderStatus, type OrderDetail } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as download from '../../../lib/download.ts';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { answerGet, balancesOf, CAD_FILE_IDS, cadOf, ORDER_ID, orderOf, refusal, signedContractOf, surchargeOf, type ServerState } from '../test-fixtures.ts';
import CadReceivePage from './CadReceivePage.tsx';

let server: ServerState;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/payment/cad/${ORDER_ID}`]}>
        <Routes>
          <Route path="/payment/cad/:id" element={<CadReceivePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The order as the client finds it once the CAD result was delivered. */
const delivered = (extra: Partial<OrderDetail> = {}) =>
  orderOf({
    status: OrderStatus.cadUploaded,
    paidAt: '2027-03-02T05:30:00.000Z',
    acceptedAt: '2027-03-02T08:00:00.000Z',
    deliveryCount: 1,
    completesAt: '2027-03-14T14:59:59.999Z',
    actions: [OrderAction.requestRework, OrderAction.confirmReceipt],
    ...extra,
  });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = { order: delivered(), contract: () => signedContractOf('en'), balances: balancesOf(0), cad: cadOf() };
  vi.spyOn(http, 'get').mockImplementation(answerGet(() => server));
});
afterEach(() => vi.restoreAllMocks());

describe('the CAD result page', () => {
  it('lists the version with its files and note and says the day the order completes by itself', async () => {
    renderPage();
    const version = await screen.findByTestId('cad-version');
    expect(within(version).getByText('Version 1')).toBeTruthy();
    expect(within(version).getAllByTestId('cad-file').map((row) => row.textContent)).toEqual([expect.stringContaining('crown 11.stl'), expect.stringContaining('bridge.stl')]);
    expect(within(version).getByTestId('cad-message-text').textContent).toBe('Margins at 0.05 mm as asked.');
    expect(screen.getByTestId('completes-at').textContent).toContain('completes by itself');
  });

  it('downloads all files as one ZIP through the link the server issues', async () => {
    const started = vi.spyOn(download, 'startDownload').mockImplementation(() => undefined);
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: { url: '/api/v1/downloads/signed', expiresAt: '2027-03-05T03:05:00.000Z' } });
    renderPage();
    fireEvent.click(await screen.findByTestId('cad-download-all'));
    await waitFor(() => expect(started).toHaveBeenCalledWith('/api/v1/downloads/signed'));
    expect(post).toHaveBeenCalledWith(`/api/v1/orders/${ORDER_ID}/cad/link`, { version: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Download bridge.stl' }));
    await waitFor(() => expect(post).toHaveBeenLastCalledWith(`/api/v1/orders/${ORDER_ID}/cad/link`, { version: 1, fileId: CAD_FILE_IDS[1] }));
  });

  it('confirms receipt once, however often the dialog’s button is pressed', async () => {
    const post = vi.spyOn(http, 'post').mockImplementation(async () => {
      server = { ...server, order: delivered({ status: OrderStatus.complete, actions: [], completesAt: null, completedAt: '2027-03-06T00:00:00.000Z' }) };
      return { data: server.order };
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('confirm-receipt'));
    const dialog = await screen.findByTestId('confirm-dialog');
    const yes = within(dialog).getByRole('button', { name: 'Confirm receipt' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    await waitFor(() => expect(screen.getByTestId('order-stage').dataset.status).toBe(OrderStatus.complete));
    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('confirm-receipt')).toBeNull();
  });

  it('sends the client to the waiting surcharge before any confirmation', async () => {
    server = { ...server, order: delivered({ openSurcharge: surchargeOf() }), cad: cadOf([surchargeOf()]) };
    renderPage();
    const link = await screen.findByTestId('surcharge-answer-link');
    expect(link.textContent).toContain('₩20,000');
    expect(link.getAttribute('href')).toBe(`/payment/reqeust/charges/view/${ORDER_ID}`);
    expect(screen.queryByTestId('confirm-receipt')).toBeNull();
  });

  it('says a refused confirmation in the member’s language', async () => {
    await i18n.changeLanguage('ko');
    vi.spyOn(http, 'post').mockRejectedValue(refusal(409, { code: 'SURCHARGE_OPEN', message: 'open' }));
    renderPage();
    fireEvent.click(await screen.findByTestId('confirm-receipt'));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '수령 확인' }));
    expect((await screen.findByTestId('order-notice')).textContent).toContain('추가 결제 요청');
  });
});
