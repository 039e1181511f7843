import { Currency, OrderStatus, type OrderList, type OrderSummary } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codesFor, paramsOf } from '../../../test/referral-fixtures.ts';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { signIn } from '../../../test/request-fixtures.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { CLIENT, DESIGNER, ORDER_ID, refusal } from '../test-fixtures.ts';
import TransactionsPage from './TransactionsPage.tsx';

const OTHER_ID = '20000000-0000-4000-8000-000000000008';

function summaryOf(extra: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: ORDER_ID,
    requestId: '10000000-0000-4000-8000-000000000007',
    referralNumbers: ['2027-0412'],
    status: OrderStatus.awaitingPayment,
    client: CLIENT,
    designer: DESIGNER,
    amount: 410_000,
    currency: Currency.KRW,
    createdAt: '2027-03-01T01:00:00.000Z',
    paidAt: null,
    viewerRole: 'client',
    units: 3,
    firstType: 'zirconia_crown',
    yourTurn: true,
    ...extra,
  };
}

/** What the mocked server answers for `GET /api/v1/orders`, and the queries it was asked. */
let answer: OrderList | Error;
let asked: Record<string, unknown>[];

const listOf = (items: OrderSummary[], extra: Partial<OrderList> = {}): OrderList => ({
  items,
  page: 1,
  size: 10,
  total: items.length,
  counts: { [OrderStatus.awaitingPayment]: 1, [OrderStatus.complete]: 2 },
  ...extra,
});

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderAt(path = '/payment') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/payment"
            element={
              <>
                <TransactionsPage />
                <Address />
              </>
            }
          />
          <Route path="/payment/contract/:id" element={<p>contract page</p>} />
          <Route path="/payment/:id/designer" element={<p>designer page</p>} />
          <Route path="/request" element={<p>request page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rows = () => screen.getAllByTestId('transaction-row');
const tab = (name: string) => screen.getByTestId(`tab-${name}`);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signIn('client', 7);
  answer = listOf([summaryOf(), summaryOf({ id: OTHER_ID, referralNumbers: ['31', '32'], status: OrderStatus.complete, viewerRole: 'designer', units: 1, yourTurn: false, amount: 1250, currency: Currency.USD })]);
  asked = [];
  vi.spyOn(http, 'get').mockImplementation((async (url: string, config?: HttpConfig) => {
    if (url === '/api/v1/orders') {
      asked.push(paramsOf(config));
      if (answer instanceof Error) throw answer;
      return { data: answer };
    }
    const codes = codesFor(url, paramsOf(config).type);
    if (codes) return { data: codes };
    throw new Error(`unexpected ${url}`);
  }) as typeof http.get);
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('transactions page', () => {
  it('shows each order named by its referral number, with its status, the other party, the items, the amount, the date and whose turn it is', async () => {
    renderAt();

    expect(screen.getByRole('heading', { name: 'Transaction history', level: 1 })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [mine, theirs] = rows().map((row) => within(row));
    expect(mine!.getByTestId('transaction-case').textContent).toBe('Referral no. 2027-0412');
    expect(mine!.getByTestId('order-status').textContent).toBe('Awaiting payment');
    expect(mine!.getByTestId('transaction-party').textContent).toBe('T-esigner cadmaster');
    await waitFor(() => expect(mine!.getByTestId('transaction-items').textContent).toBe('Zirconia crown and 2 more units'));
    expect(mine!.getByTestId('transaction-amount').textContent).toBe('₩410,000');
    expect(mine!.getByText('Your turn')).toBeTruthy();
    expect(mine!.getByText(/Mar 1, 2027/)).toBeTruthy();

    expect(theirs!.getByTestId('transaction-case').textContent).toBe('Referral no. 31 and 1 more');
    expect(theirs!.getByTestId('order-status').textContent).toBe('Complete');
    expect(theirs!.getByTestId('transaction-party').textContent).toBe('Client smileclinic');
    expect(theirs!.getByTestId('transaction-items').textContent).toBe('Zirconia crown');
    expect(theirs!.getByTestId('transaction-amount').textContent).toBe('$12.50');
    expect(theirs!.queryByTestId('your-turn')).toBeNull();
  });

  it('opens the client’s contract page for an order the viewer is the client of', async () => {
    renderAt();
    fireEvent.click(await screen.findByRole('link', { name: /Referral no\. 2027-0412/ }));
    expect(await screen.findByText('contract page')).toBeTruthy();
  });

  it('opens the T-esigner’s page for an order the viewer designs', async () => {
    renderAt();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[1]!).getByRole('link'));
    expect(await screen.findByText('designer page')).toBeTruthy();
  });

  it('names an order whose referrals carry no number by what it designs', async () => {
    answer = listOf([summaryOf({ referralNumbers: [] })]);
    renderAt();
    const row = within(await screen.findByTestId('transaction-row'));
    await waitFor(() => expect(row.getByTestId('transaction-case').textContent).toBe('Zirconia crown and 2 more units'));
    expect(row.queryByTestId('transaction-items')).toBeNull();
    expect(row.getByTestId('transaction-party').textContent).toBe('T-esigner cadmaster');
  });

  it('counts every status in the "All" tab and each status in its own', async () => {
    renderAt();
    await waitFor(() => expect(within(tab('all')).getByTestId('tab-count').textContent).toBe('3'));
    expect(tab('all').getAttribute('aria-selected')).toBe('true');
    expect(within(tab(OrderStatus.complete)).getByTestId('tab-count').textContent).toBe('2');
    expect(within(tab(OrderStatus.declined)).getByTestId('tab-count').textContent).toBe('0');
    expect(tab(OrderStatus.complete).textContent).toMatch(/^Complete/);
  });

  it('keeps the status tab in the address and asks the server for that status from the first page', async () => {
    renderAt('/payment?page=2');
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: 2, size: 10 }));

    fireEvent.click(tab(OrderStatus.complete));

    expect(screen.getByTestId('address').textContent).toBe('?status=complete');
    await waitFor(() => expect(asked.at(-1)).toEqual({ status: OrderStatus.complete, page: 1, size: 10 }));
    expect(tab(OrderStatus.complete).getAttribute('aria-selected')).toBe('true');
  });

  it('reads an unknown status in the address as all transactions', async () => {
    renderAt('/payment?status=lost');
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: 1, size: 10 }));
    expect(tab('all').getAttribute('aria-selected')).toBe('true');
  });

  it('pages through the transactions with the page in the address, keeping the tab', async () => {
    answer = listOf([summaryOf()], { total: 25 });
    renderAt('/payment?status=awaitingPayment');
    fireEvent.click(await screen.findByRole('button', { name: 'Page 3' }));

    expect(screen.getByTestId('address').textContent).toBe('?status=awaitingPayment&page=3');
    await waitFor(() => expect(asked.at(-1)).toEqual({ status: OrderStatus.awaitingPayment, page: 3, size: 10 }));
  });

  it('sends a client with no transactions to make a request', async () => {
    answer = listOf([], { counts: {} });
    renderAt();
    expect((await screen.findByTestId('transactions-empty')).textContent).toContain('You have no transactions yet.');
    fireEvent.click(screen.getByRole('link', { name: 'Request a design' }));
    expect(await screen.findByText('request page')).toBeTruthy();
  });

  it('sends a T-esigner with no transactions to the requests waiting for a quotation', async () => {
    signIn('designer', 7);
    answer = listOf([], { counts: {} });
    renderAt();
    const link = await screen.findByRole('link', { name: 'Find requests to quote' });
    expect(link.getAttribute('href')).toBe('/request');
  });

  it('offers all transactions when a status tab has none', async () => {
    answer = listOf([]);
    renderAt('/payment?status=declined');
    fireEvent.click(await screen.findByRole('button', { name: 'Show all transactions' }));
    expect(screen.getByTestId('address').textContent).toBe('');
  });

  it('says why the list could not be read', async () => {
    answer = refusal(500, { code: 'INTERNAL', message: 'boom' });
    renderAt();
    expect((await screen.findByTestId('transactions-error')).getAttribute('role')).toBe('alert');
  });

  it('shows the page in Korean', async () => {
    await i18n.changeLanguage('ko');
    renderAt();
    expect(screen.getByRole('heading', { name: '거래 내역', level: 1 })).toBeTruthy();
    await waitFor(() => expect(within(rows()[0]!).getByTestId('transaction-items').textContent).toBe('지르코니아 크라운 외 2개'));
    expect(within(rows()[0]!).getByTestId('transaction-case').textContent).toBe('의뢰서 번호 2027-0412');
    expect(within(rows()[1]!).getByTestId('transaction-case').textContent).toBe('의뢰서 번호 31 외 1건');
    expect(within(rows()[0]!).getByText('내 차례')).toBeTruthy();
    expect(within(rows()[0]!).getByTestId('transaction-amount').textContent).toBe('410,000원');
  });
});
