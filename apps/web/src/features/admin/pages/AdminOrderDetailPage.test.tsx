import type { AdminOrderDetail, OrderDetail } from '@dcm/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { renderConsolePage } from '../content/test-setup.tsx';
import AdminOrderDetailPage from './AdminOrderDetailPage.tsx';
import { answeredError } from '../../../lib/http.test-support.ts';

const ORDER_ID = '3f2a0000-0000-4000-8000-0000000000a1';
const client = { memberNo: 7, nickname: 'smile-lab' };
const designer = { memberNo: 9, nickname: 'cad-kim' };

const order = {
  id: ORDER_ID,
  requestId: '3f2a0000-0000-4000-8000-000000000001',
  status: 'complete',
  client,
  designer,
  items: [{ type: 'zirconia_crown', count: 3, unitPrice: 30_000 }],
  amount: 90_000,
  currency: 'KRW',
  conversion: null,
  createdAt: '2026-03-01T01:00:00.000Z',
  paidAt: '2026-03-01T02:00:00.000Z',
  acceptedAt: '2026-03-01T03:00:00.000Z',
  completedAt: '2026-03-04T03:00:00.000Z',
  declineReason: null,
  viewerRole: 'admin',
  actions: [],
} as unknown as OrderDetail;

const detail: AdminOrderDetail = {
  order,
  ledger: [
    {
      id: '00000000-0000-4000-8000-0000000000b1',
      kind: 'hold',
      createdAt: '2026-03-01T02:00:00.000Z',
      postings: [
        { accountKind: 'clientMileage', member: client, amount: -90_000, currency: 'KRW' },
        { accountKind: 'escrow', member: null, amount: 90_000, currency: 'KRW' },
      ],
    },
    {
      id: '00000000-0000-4000-8000-0000000000b2',
      kind: 'release',
      createdAt: '2026-03-04T03:00:00.000Z',
      postings: [
        { accountKind: 'escrow', member: null, amount: -90_000, currency: 'KRW' },
        { accountKind: 'designerEarnings', member: designer, amount: 90_000, currency: 'KRW' },
      ],
    },
  ],
  timeline: [
    { id: 1, at: '2026-03-01T02:00:00.000Z', actor: client, actorRole: 'client', kind: 'signAndPay', fromStatus: 'awaitingPayment', toStatus: 'awaitingAcceptance', details: { amount: 90_000, currency: 'KRW', escrow: 'hold' } },
    { id: 2, at: '2026-03-04T03:00:00.000Z', actor: client, actorRole: 'client', kind: 'confirmReceipt', fromStatus: 'cadUploaded', toStatus: 'complete', details: { escrow: 'release' } },
  ],
};

let get: MockInstance<typeof http.get>;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  get = vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === `/api/v1/admin/orders/${ORDER_ID}`) return { data: detail };
    if (url.startsWith('/api/v1/common/')) return { data: [] };
    throw answeredError(404, { error: { code: 'NOT_FOUND', message: 'no' } });
  });
});
afterEach(() => vi.restoreAllMocks());

const open = (id: string) =>
  renderConsolePage(
    `/admin/orders/${id}`,
    <Routes>
      <Route path="/admin/orders/:id" element={<AdminOrderDetailPage />} />
    </Routes>,
  );

describe('the admin order detail', () => {
  it('shows the order’s facts', async () => {
    open(ORDER_ID);
    expect((await screen.findByTestId('admin-order-status')).textContent).toContain(i18n.t('orders:status.complete'));
    expect(screen.getByTestId('admin-order-amount').textContent).toContain('₩90,000');
    expect(screen.getByText(ORDER_ID)).toBeTruthy();
    expect(screen.getByRole('link', { name: order.requestId }).getAttribute('href')).toBe(`/admin/requests/${order.requestId}`);
    expect(get).toHaveBeenCalledWith(`/api/v1/admin/orders/${ORDER_ID}`);
  });

  it('lists the ledger entries with each posting’s account and signed amount', async () => {
    open(ORDER_ID);
    const entries = await screen.findAllByTestId('admin-ledger-entry');
    expect(entries.map((e) => e.getAttribute('data-kind'))).toEqual(['hold', 'release']);
    const hold = within(entries[0]!).getAllByTestId('admin-ledger-posting').map((p) => p.textContent);
    expect(hold).toEqual(['Mileage · smile-lab (member no. 7)−₩90,000', 'Escrow+₩90,000']);
    expect(entries[0]!.textContent).toContain('Escrow hold');
    const release = within(entries[1]!).getAllByTestId('admin-ledger-posting').map((p) => p.textContent);
    expect(release).toEqual(['Escrow−₩90,000', 'T-esigner earnings · cad-kim (member no. 9)+₩90,000']);
  });

  it('shows the timeline oldest first with who acted and what each event recorded', async () => {
    open(ORDER_ID);
    const events = await screen.findAllByTestId('timeline-event');
    expect(events.map((e) => e.getAttribute('data-kind'))).toEqual(['signAndPay', 'confirmReceipt']);
    expect(within(events[1]!).getByTestId('event-who').textContent).toContain('smile-lab');
    expect(within(events[1]!).getByTestId('event-what').textContent).toBe(i18n.t('timeline:kind.confirmReceipt'));
    // The details the orders' timeline page shows: the status moved, the money and what escrow did.
    expect(within(events[0]!).getByTestId('event-amount').textContent).toContain('₩90,000');
    expect(within(events[0]!).getByTestId('event-escrow').textContent).toContain(i18n.t('timeline:escrow.hold'));
  });

  it('says in the admin’s language that an order does not exist, and offers to try again', async () => {
    open('00000000-0000-4000-8000-00000000dead');
    const alert = await screen.findByTestId('admin-order-error');
    expect(alert.textContent).toContain(i18n.t('errors:NOT_FOUND'));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });
});
