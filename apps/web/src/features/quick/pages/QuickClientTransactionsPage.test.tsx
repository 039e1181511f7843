import { QuickStatus, type QuickTransactions } from '@dcm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { codesFor, paramsOf } from '../../../test/referral-fixtures.ts';
import { quickOf, renderQuickAt, signInClient } from '../client-test-fixtures.tsx';
import QuickClientTransactionsPage from './QuickClientTransactionsPage.tsx';

const ids = ['a', 'b', 'c', 'd'].map((c) => `9${c}000000-0000-4000-8000-000000000001`);
const open = quickOf({ id: ids[0], number: 'Q-000001' });
const delivered = quickOf({ id: ids[1], number: 'Q-000002', status: QuickStatus.delivered, taker: { memberNo: 9, nickname: 'cadmaster' } });
const completed = quickOf({ id: ids[2], number: 'Q-000003', status: QuickStatus.completed, currency: 'USD', total: 8_000 });
const withdrawn = quickOf({ id: ids[3], number: 'Q-000004', status: QuickStatus.withdrawn });

let asked: Record<string, unknown>[];

function pageOf(status: unknown): QuickTransactions {
  const all = [open, delivered, completed, withdrawn];
  const items = status ? all.filter((r) => r.status === status) : all;
  const totals = (['KRW', 'USD'] as const).flatMap((currency) => {
    const mine = items.filter((r) => r.currency === currency);
    return mine.length > 0 ? [{ currency, count: mine.length, amount: mine.reduce((sum, r) => sum + r.total, 0) }] : [];
  });
  return { items, page: 1, size: 10, total: items.length, totals };
}

const renderPage = (path = '/quick/client/transactions') => renderQuickAt('/quick/client/transactions', <QuickClientTransactionsPage />, path);
const rows = () => screen.queryAllByTestId('quick-row');

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInClient();
  asked = [];
  vi.spyOn(http, 'get').mockImplementation((async (url: string, config?: HttpConfig) => {
    if (url === '/api/v1/quick/transactions') {
      asked.push(paramsOf(config));
      return { data: pageOf(paramsOf(config).status) };
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

describe('the client’s quick transactions', () => {
  it('asks for the client’s side and shows the totals per currency', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(asked[0]).toMatchObject({ side: 'client', page: 1, size: 10 });
    const totals = screen.getAllByTestId('quick-total-row').map((row) => [row.dataset.currency, row.textContent]);
    expect(totals).toEqual([
      ['KRW', 'KRW · 3 requests₩300,000'],
      ['USD', 'USD · 1 request$80.00'],
    ]);
  });

  it('links each row to the page its status calls for', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(4));
    const hrefOf = (i: number) => within(rows()[i]!).queryByTestId('quick-row-link')?.getAttribute('href') ?? null;
    expect([hrefOf(0), hrefOf(1), hrefOf(2), hrefOf(3)]).toEqual([
      `/quick/client/request/edit/${ids[0]}`,
      `/quick/cad-receive/${ids[1]}`,
      `/quick/review/${ids[2]}`,
      null,
    ]);
  });

  it('filters by status with the tab, keeping it in the address, and sums only that tab', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(4));
    fireEvent.click(screen.getByTestId('quick-tab-delivered'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.dataset.status).toBe(QuickStatus.delivered);
    expect(asked.at(-1)).toMatchObject({ side: 'client', status: 'delivered' });
    expect(screen.getByTestId('location').textContent).toBe('/quick/client/transactions?status=delivered');
    expect(screen.getAllByTestId('quick-total-row').map((row) => row.textContent)).toEqual(['KRW · 1 request₩100,000']);
    expect(screen.getByTestId('quick-tab-delivered').getAttribute('aria-selected')).toBe('true');
  });

  it('says when a tab is empty and goes back to all', async () => {
    renderPage('/quick/client/transactions?status=refunded');
    expect(await screen.findByTestId('quick-list-empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
  });

  it('asks a signed-out visitor to sign in', () => {
    useUserStore.getState().logout();
    renderPage();
    expect(screen.getByTestId('quick-sign-in')).toBeTruthy();
  });
});
