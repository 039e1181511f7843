import { OrderAction, OrderStatus, type OrderDetail } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { answerGet, balancesOf, contractOf, hashOf, ORDER_ID, orderOf, refusal, signedContractOf, type ServerState } from '../test-fixtures.ts';
import DesignerOrderPage from './DesignerOrderPage.tsx';

let server: ServerState;

function renderAt(path = `/payment/${ORDER_ID}/designer`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/payment/:id/designer" element={<DesignerOrderPage />} />
          <Route path="/payment/contract/:id" element={<p>client view</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

type Post = (url: string, body?: unknown, config?: AxiosRequestConfig) => Promise<{ data: unknown }>;
const mockPost = (impl: Post) => vi.spyOn(http, 'post').mockImplementation(impl as typeof http.post);

/** The contract request as the T-esigner finds it: signed and paid, waiting for their answer. */
const waiting = (extra: Partial<OrderDetail> = {}) =>
  orderOf({ status: OrderStatus.awaitingAcceptance, paidAt: '2027-03-02T05:30:00.000Z', viewerRole: 'designer', actions: [OrderAction.accept, OrderAction.decline], ...extra });

/** The server moves the order to `next` and answers it. */
const moveTo = (next: OrderDetail) => async () => {
  server = { ...server, order: next };
  return { data: next };
};

const reasonField = () => screen.getByLabelText('Reason') as HTMLTextAreaElement;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = { order: waiting(), contract: () => signedContractOf('en'), balances: balancesOf(0) };
  vi.spyOn(http, 'get').mockImplementation(answerGet(() => server));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('contract request, the T-esigner’s view', () => {
  it('shows the signed contract with its hash and PDF, and accepts it, saying what comes next', async () => {
    const post = mockPost(moveTo(waiting({ status: OrderStatus.accepted, acceptedAt: '2027-03-02T08:00:00.000Z', actions: [] })));
    renderAt();

    expect(await screen.findByRole('heading', { name: 'Accept or decline this contract request' })).toBeTruthy();
    expect(screen.getByTestId('stage-body').textContent).toMatch(/smileclinic signed the contract and paid ₩410,000, held in escrow/);
    expect((await screen.findByTestId('signature-name')).textContent).toBe('Kim Minji');
    expect(screen.getByTestId('signature-hash').textContent).toBe(hashOf('b'));
    expect(screen.getByTestId('contract-text').textContent).toMatch(/^Article 1/);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByTestId('summary-client').textContent).toBe('smileclinic');
    expect(screen.getByTestId('summary-total').textContent).toBe('₩410,000');

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByTestId('accept-dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Accept' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    const title = await screen.findByRole('heading', { name: 'You accepted the contract request' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByTestId('stage-body').textContent).toMatch(/^Next step: receive the referral/);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![0]).toBe(`/api/v1/orders/${ORDER_ID}/accept`);
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('declines only with a reason of at most 300 characters, and shows it', async () => {
    const reason = 'The scans are too blurred to design from.';
    const post = mockPost(moveTo(waiting({ status: OrderStatus.declined, actions: [], declineReason: reason })));
    renderAt();

    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByTestId('decline-dialog');
    expect(dialog.textContent).toMatch(/smileclinic gets the whole payment back/);
    const submit = within(dialog).getByRole('button', { name: 'Decline' });

    fireEvent.click(submit);
    expect(await within(dialog).findByText('Please give a reason.')).toBeTruthy();
    fireEvent.change(reasonField(), { target: { value: 'x'.repeat(301) } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Keep the reason within 300 characters.')).toBeTruthy();
    expect(within(dialog).getByText('301/300')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(reasonField(), { target: { value: `  ${reason}  ` } });
    fireEvent.click(submit);

    expect(await screen.findByRole('heading', { name: 'You declined this contract request' })).toBeTruthy();
    expect(post).toHaveBeenCalledWith(`/api/v1/orders/${ORDER_ID}/decline`, { reason });
    expect(screen.queryByTestId('decline-dialog')).toBeNull();
    expect(screen.getByTestId('decline-reason').textContent).toBe(`Reason for declining${reason}`);
    expect(screen.getByTestId('order-status').textContent).toBe('Declined');
  });

  it('says a contract request was already processed and shows where it stands', async () => {
    mockPost(async () => {
      server = { ...server, order: waiting({ status: OrderStatus.cancelled, actions: [] }) };
      throw refusal(409, { code: 'INVALID_TRANSITION', message: 'processed' });
    });
    renderAt();

    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    fireEvent.change(reasonField(), { target: { value: 'Fully booked.' } });
    fireEvent.click(within(screen.getByTestId('decline-dialog')).getByRole('button', { name: 'Decline' }));

    expect((await screen.findByTestId('order-notice')).textContent).toBe('This contract request was already processed. The page now shows where it stands.');
    expect(await screen.findByRole('heading', { name: 'Order cancelled' })).toBeTruthy();
    expect(screen.queryByTestId('decline-dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('offers no answer before the client has signed and paid', async () => {
    server = { ...server, order: orderOf({ viewerRole: 'designer', actions: [] }), contract: (locale) => contractOf(locale) };
    renderAt();

    expect(await screen.findByRole('heading', { name: 'Waiting for the client to sign and pay' })).toBeTruthy();
    expect((await screen.findByTestId('contract-hash')).textContent).toBe(hashOf('b'));
    expect(screen.queryByTestId('signature')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('speaks Korean to the T-esigner', async () => {
    await i18n.changeLanguage('ko');
    renderAt();

    expect(await screen.findByRole('button', { name: '계약 요청 수락' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '계약 요청', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '계약 요청 거절' })).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('수락 대기');
    // The signed English text stays as it was signed, whatever the page's language.
    expect((await screen.findByTestId('contract-language')).textContent).toBe('서명한 그대로의 계약서입니다(영어).');
  });

  it('sends the client to the contract page', async () => {
    server = { ...server, order: orderOf() };
    renderAt();
    expect(await screen.findByText('client view')).toBeTruthy();
  });
});
