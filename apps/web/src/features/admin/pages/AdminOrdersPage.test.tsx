import type { AdminOrderSummary } from '@dcm/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { renderConsolePage } from '../content/test-setup.tsx';
import AdminOrdersPage from './AdminOrdersPage.tsx';

const client = { memberNo: 7, nickname: 'smile-lab' };
const designer = { memberNo: 9, nickname: 'cad-kim' };
const orders: AdminOrderSummary[] = [
  { id: '3f2a0000-0000-4000-8000-0000000000a1', requestId: '3f2a0000-0000-4000-8000-000000000001', status: 'complete', client, designer, amount: 90_000, currency: 'KRW', createdAt: '2026-03-02T01:00:00.000Z' },
  { id: '7b1c0000-0000-4000-8000-0000000000a2', requestId: '7b1c0000-0000-4000-8000-000000000002', status: 'awaitingPayment', client, designer, amount: 1_250, currency: 'USD', createdAt: '2026-03-01T01:00:00.000Z' },
];

let get: MockInstance<typeof http.get>;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  get = vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    if (url !== '/api/v1/admin/orders') throw new Error(`unexpected ${url}`);
    const p = (config?.params ?? {}) as { q?: string; status?: string; page?: number };
    const items = orders.filter((o) => (!p.q || o.id.startsWith(p.q)) && (!p.status || o.status === p.status));
    // A large total, so the pager shows more pages than one.
    return { data: { items, page: p.page ?? 1, size: 20, total: items.length === 0 ? 0 : 45 } };
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the admin order list', () => {
  it('lists every order with its parties, status and amount, each opening its detail', async () => {
    renderConsolePage('/admin/orders', <AdminOrdersPage />);
    const rows = await screen.findAllByTestId('admin-order-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.querySelector('[data-testid="admin-order-status"]')?.textContent).toBe(i18n.t('orders:status.complete'));
    expect(rows[0]!.textContent).toContain('₩90,000');
    expect(rows[1]!.textContent).toContain('$12.50');
    expect(rows[0]!.textContent).toContain('smile-lab (member no. 7)');
    expect(rows[0]!.querySelector('[data-testid="admin-order-open"]')?.getAttribute('href')).toBe(`/admin/orders/${orders[0]!.id}`);
  });

  it('filters by status and pages through the address', async () => {
    renderConsolePage('/admin/orders', <AdminOrdersPage />);
    await screen.findAllByTestId('admin-order-row');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'awaitingPayment' } });
    await vi.waitFor(() => expect(screen.getAllByTestId('admin-order-row')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('common:pagination.page', { page: 3 }) }));
    await vi.waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/admin/orders?status=awaitingPayment&page=3'));
    expect(get).toHaveBeenLastCalledWith('/api/v1/admin/orders', { params: { page: 3, status: 'awaitingPayment', size: 20 } });
  });

  it('says when nothing matches', async () => {
    renderConsolePage('/admin/orders?q=ffff', <AdminOrdersPage />);
    expect((await screen.findByTestId('admin-orders-empty')).textContent).toBe('No orders match.');
  });
});
