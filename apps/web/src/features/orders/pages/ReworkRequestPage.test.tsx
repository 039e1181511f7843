import { OrderAction, OrderStatus, ReworkKind, type OrderDetail, type OrderPin } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { answerGet, balancesOf, CLIENT, ORDER_ID, orderOf, refusal, signedContractOf, type ServerState } from '../test-fixtures.ts';
import ReworkRequestPage from './ReworkRequestPage.tsx';

let server: ServerState;

function renderPage(search = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/payment/reqeust/rework/${ORDER_ID}${search}`]}>
        <Routes>
          <Route path="/payment/reqeust/rework/:id" element={<ReworkRequestPage />} />
          <Route path="/payment/reqeust/rework/view/:id" element={<p data-testid="rework-view">view</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const delivered = (extra: Partial<OrderDetail> = {}) =>
  orderOf({
    status: OrderStatus.cadUploaded,
    deliveryCount: 1,
    actions: [OrderAction.requestRework, OrderAction.confirmReceipt],
    rework: { open: null, editsUsed: 0, warrantyEndsAt: '2027-03-19T03:00:00.000Z' },
    ...extra,
  });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = { order: delivered(), contract: () => signedContractOf('en'), balances: balancesOf(0) };
  vi.spyOn(http, 'get').mockImplementation(answerGet(() => server));
});
afterEach(() => vi.restoreAllMocks());

describe('asking a rework', () => {
  it('needs the kind and the reason, said in the member’s language, before anything is sent', async () => {
    await i18n.changeLanguage('ko');
    const post = vi.spyOn(http, 'post');
    renderPage();
    fireEvent.click(await screen.findByTestId('rework-submit'));
    expect(await screen.findByText('재작업 사유의 종류를 골라 주세요.')).toBeTruthy();
    expect(screen.getByText('사유를 입력해 주세요.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a design error once however often it is pressed, then shows the request', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: delivered({ status: OrderStatus.reworkRequested, actions: [OrderAction.withdrawRework] }) });
    renderPage();
    expect((await screen.findByTestId('rework-edits')).textContent).toBe('0 of 2');
    fireEvent.click(screen.getByRole('radio', { name: /A design error/ }));
    fireEvent.change(screen.getByLabelText('What should change?'), { target: { value: 'The margin of 11 is open distally.' } });
    fireEvent.click(screen.getByTestId('rework-submit'));
    fireEvent.click(screen.getByTestId('rework-submit'));
    expect(await screen.findByTestId('rework-view')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(`/api/v1/orders/${ORDER_ID}/reworks`, { kind: ReworkKind.designError, reason: 'The margin of 11 is open distally.', pinIds: [] });
  });

  it('sends the pins ticked to show where, the one the viewer sent ticked already', async () => {
    const pin = (id: string, comment: string): OrderPin => ({
      id,
      fileId: '70000000-0000-4000-8000-000000000001',
      point: [1, 2, 3],
      comment,
      parentId: null,
      author: CLIENT,
      authorRole: 'client',
      createdAt: '2027-03-05T01:00:00.000Z',
    });
    const [first, second] = ['80000000-0000-4000-8000-000000000001', '80000000-0000-4000-8000-000000000002'];
    server.pins = [pin(first, 'Open margin on 11.'), pin(second, 'Contact too light.')];
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: delivered({ status: OrderStatus.reworkRequested, actions: [OrderAction.withdrawRework] }) });
    renderPage(`?pin=${second}`);
    const options = await screen.findAllByTestId('rework-pin-option');
    expect(options.map((o) => (o as HTMLInputElement).checked)).toEqual([false, true]);
    fireEvent.click(options[0]!);
    fireEvent.click(screen.getByRole('radio', { name: /A design error/ }));
    fireEvent.change(screen.getByLabelText('What should change?'), { target: { value: 'See the pins.' } });
    fireEvent.click(screen.getByTestId('rework-submit'));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/api/v1/orders/${ORDER_ID}/reworks`, { kind: ReworkKind.designError, reason: 'See the pins.', pinIds: [second, first] }));
  });

  it('offers only a changed prescription once the edits are used up, and says a refusal', async () => {
    server = { ...server, order: delivered({ rework: { open: null, editsUsed: 2, warrantyEndsAt: '2027-03-19T03:00:00.000Z' } }) };
    vi.spyOn(http, 'post').mockRejectedValue(refusal(409, { code: 'WARRANTY_OVER', message: 'over' }));
    renderPage();
    expect(((await screen.findByRole('radio', { name: /A design error/ })) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /A changed prescription/ }));
    fireEvent.change(screen.getByLabelText('What should change?'), { target: { value: 'New scan after the bite adjustment.' } });
    fireEvent.click(screen.getByTestId('rework-submit'));
    await waitFor(() => expect(screen.getByTestId('rework-problem').textContent).toBe('The edit warranty is over: a rework can no longer be asked.'));
  });
});
