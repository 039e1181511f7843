import type { QuickTransactions } from '@dcm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig } from '../../../../lib/http.ts';
import i18n from '../../../../lib/i18n.ts';
import { useUserStore } from '../../../../lib/user-store.ts';
import { renderAt } from '../../../../test/page-fixtures.tsx';
import { DESIGNER, prosthesisCodes, summaryOf } from '../test-fixtures.ts';
import QuickDesignerTransactionsPage from './QuickDesignerTransactionsPage.tsx';

const client = { memberNo: 7, nickname: 'drsmile' };
const taker = { memberNo: DESIGNER.memberNo, nickname: 'cadking' };
const working = summaryOf(1, 5, { status: 'taken', client, taker });
const remake = summaryOf(2, 5, { status: 'remakeRequested', client, taker });
const done = summaryOf(3, -20, { status: 'completed', client, taker });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  useUserStore.getState().login(DESIGNER);
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    const params = (config?.params ?? {}) as { type?: string; status?: string };
    const codes = prosthesisCodes(url, params.type);
    if (codes) return { data: codes };
    if (url === '/api/v1/quick/transactions') {
      const items = [working, remake, done].filter((i) => !params.status || i.status === params.status);
      const answer: QuickTransactions = { items, page: 1, size: 20, total: items.length, totals: [{ currency: 'KRW', count: items.length, amount: items.length * 80_000 }] };
      return { data: answer };
    }
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('the T-esigner’s quick jobs', () => {
  it('lists every job with totals per currency, each leading to the page its status needs', async () => {
    renderAt('/quick/Designer/transactions', <QuickDesignerTransactionsPage />);
    await waitFor(() => expect(screen.getAllByTestId('transaction-row')).toHaveLength(3));
    expect(screen.getAllByTestId('transaction-row').map((row) => row.getAttribute('href'))).toEqual([
      `/quick/cad-upload/${working.id}`,
      `/quick/remake-cad-upload/${remake.id}`,
      `/quick/request/detail/${done.id}`,
    ]);
    expect(within(screen.getByTestId('quick-totals')).getByText('₩240,000')).toBeTruthy();
    expect(http.get).toHaveBeenCalledWith('/api/v1/quick/transactions', { params: { side: 'designer', page: 1, size: 20 } });
  });

  it('filters by status from the tabs, keeping the filter in the address', async () => {
    renderAt('/quick/Designer/transactions', <QuickDesignerTransactionsPage />);
    fireEvent.click(await screen.findByTestId('filter-completed'));
    await waitFor(() => expect(screen.getAllByTestId('transaction-row')).toHaveLength(1));
    expect(screen.getByTestId('location').textContent).toBe('/quick/Designer/transactions?status=completed');
    expect(http.get).toHaveBeenCalledWith('/api/v1/quick/transactions', { params: { side: 'designer', page: 1, size: 20, status: 'completed' } });
    expect(within(screen.getByTestId('quick-totals')).getByText('₩80,000')).toBeTruthy();
  });
});
