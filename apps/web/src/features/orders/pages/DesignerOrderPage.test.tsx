import { CancellationAction, CancellationStatus, OrderAction, OrderStage, orderStageOf, OrderStatus, type OrderCancellationState, type OrderDetail } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import {
  answerGet,
  balancesOf,
  CANCELLATION_ID,
  cancellationOf,
  CLIENT,
  contractOf,
  DESIGNER,
  hashOf,
  networkError,
  ORDER_ID,
  orderInStage,
  orderOf,
  referralOf,
  refusal,
  signedContractOf,
  type ServerState,
} from '../test-fixtures.ts';
import DesignerOrderPage from './DesignerOrderPage.tsx';

let server: ServerState;
let queryClient: QueryClient;

function renderAt(path = `/payment/${ORDER_ID}/designer`) {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/payment/:id/designer" element={<DesignerOrderPage />} />
          <Route path="/payment/contract/:id" element={<p>client view</p>} />
          <Route path="/payment/receive/:id" element={<p>referral page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

type Post = (url: string, body?: unknown, config?: HttpConfig) => Promise<{ data: unknown }>;
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
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('New contract request');
    expect(screen.getByTestId('stage-next').textContent).toBe('Your turn · Next: Accept or decline the contract request');
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
    // The page no longer asks to accept or decline: its title and lead are the new stage's.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Receive the referral');
    expect(screen.getByTestId('stage-lead').textContent).toBe('You accepted the contract request. Download the client’s scan files to receive the referral.');
    expect(screen.getByTestId('stage-next').textContent).toBe('Your turn · Next: Receive the referral');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![0]).toBe(`/api/v1/orders/${ORDER_ID}/accept`);
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Receive the referral' }));
    expect(await screen.findByText('referral page')).toBeTruthy();
  });

  it('opens the contract while the T-esigner is to answer, and folds it away once they did', async () => {
    renderAt();
    await screen.findByTestId('signature-name');
    expect(screen.getByTestId('contract-fold').hasAttribute('open')).toBe(true);
    cleanup();

    server = { ...server, order: waiting({ status: OrderStatus.accepted, acceptedAt: '2027-03-02T08:00:00.000Z', actions: [] }), referral: referralOf() };
    renderAt();
    // Once accepted the T-esigner reads the referrals, and the case is named by their numbers.
    expect(await screen.findByText('Referral no. R-2027-031 and 1 more')).toBeTruthy();
    expect(screen.getByTestId('contract-fold').hasAttribute('open')).toBe(false);
    expect(screen.queryByRole('button', { name: 'More actions for this order' })).toBeNull();
  });

  it('does not ask for the referrals before the T-esigner accepted', async () => {
    server = { ...server, referral: referralOf() };
    renderAt();
    await screen.findByRole('button', { name: 'Accept' });
    expect(vi.mocked(http.get).mock.calls.some(([url]) => url.endsWith('/referral'))).toBe(false);
  });

  it('keeps the referral files at hand once the referral is received', async () => {
    server = { ...server, order: waiting({ status: OrderStatus.referralReceived, actions: [OrderAction.uploadCad] }) };
    renderAt();

    const link = await screen.findByRole('link', { name: 'Referral files' });
    expect(link.getAttribute('href')).toBe(`/payment/receive/${ORDER_ID}`);
    expect(screen.queryByRole('link', { name: 'Receive the referral' })).toBeNull();
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
    expect(screen.queryByTestId('receive-link')).toBeNull();
  });

  it('speaks Korean to the T-esigner', async () => {
    await i18n.changeLanguage('ko');
    renderAt();

    expect(await screen.findByRole('button', { name: '계약 요청 수락' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '새 계약 요청', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('stage-next').textContent).toBe('내 차례 · 다음 할 일: 계약 요청 수락 또는 거절');
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

describe('the T-esigner’s order page, stage by stage', () => {
  const names = { designer: DESIGNER.nickname, client: CLIENT.nickname };

  it.each(Object.values(OrderStage))('%s: titles the page and leads with the stage the order is in now, and says whose move it is', async (stage) => {
    const order = orderInStage(stage, 'designer');
    const read = orderStageOf(order, 'designer');
    expect(read.id).toBe(stage);
    server = { ...server, order, contract: () => (order.paidAt ? signedContractOf('en') : contractOf('en')) };
    renderAt();

    const lead = await screen.findByTestId('stage-lead');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(i18n.t(`orders:stages.${stage}.designer.title`, names));
    expect(lead.textContent).toBe(i18n.t(`orders:stages.${stage}.designer.lead`, names));
    const next = screen.queryByTestId('stage-next');
    if (read.actor === 'designer') expect(next?.textContent).toMatch(new RegExp(`^Your turn · Next: ${i18n.t(`orders:stages.${stage}.designer.action`)}`));
    else if (read.actor === 'client') expect(next?.textContent).toMatch(/^The client’s turn/);
    else expect(next).toBeNull();
  });

  it('says in Korean, once accepted, that the referral is to be received, and no longer asks to accept or decline', async () => {
    await i18n.changeLanguage('ko');
    server = { ...server, order: orderInStage(OrderStage.accepted, 'designer') };
    renderAt();

    const lead = await screen.findByTestId('stage-lead');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('의뢰서 수령');
    expect(lead.textContent).toBe('계약 요청을 수락했습니다. 의뢰인의 스캔 파일을 내려받아 의뢰서를 받으세요.');
    expect(screen.getByTestId('stage-next').textContent).toBe('내 차례 · 다음 할 일: 의뢰서 수령하기');
    expect(screen.queryByRole('button', { name: '계약 요청 수락' })).toBeNull();
  });
});

describe('replacing a delivery, the T-esigner’s side', () => {
  it('offers it as a quiet step while the client has not answered, never as the primary action', async () => {
    server = { ...server, order: orderInStage(OrderStage.cadUploaded, 'designer') };
    renderAt();
    const replace = await screen.findByTestId('replace-cad-link');
    expect(replace.textContent).toBe('Replace the file');
    expect(replace.getAttribute('href')).toBe(`/payment/reqeust/${ORDER_ID}/cad`);
    expect(replace.className).not.toContain('bg-brand-700');
    expect(screen.queryByTestId('upload-cad-link')).toBeNull();
  });

  it('offers nothing to replace once the client answered (the server leaves the move out)', async () => {
    server = { ...server, order: { ...orderInStage(OrderStage.cadUploaded, 'designer'), actions: [] } };
    renderAt();
    await screen.findByTestId('stage-lead');
    expect(screen.queryByTestId('replace-cad-link')).toBeNull();
  });
});

describe('cancellation by agreement, the T-esigner’s side', () => {
  /** An accepted order of ₩410,001, so the split shows which side the odd won goes to. */
  const accepted = (cancellation: OrderCancellationState, extra: Partial<OrderDetail> = {}) =>
    waiting({ status: OrderStatus.accepted, acceptedAt: '2027-03-02T08:00:00.000Z', amount: 410_001, actions: [], cancellation, ...extra });
  const asked = () => accepted({ latest: cancellationOf(), actions: [CancellationAction.approve, CancellationAction.reject] });
  const panel = () => screen.getByTestId('cancellation-panel');

  beforeEach(() => {
    server = { ...server, order: asked() };
  });

  it('approves the client’s request once, stating the split, and shows the order cancelled with the money and the cart read again', async () => {
    const cancelled = accepted({ latest: cancellationOf({ status: CancellationStatus.approved, decidedAt: '2027-03-03T05:00:00.000Z' }), actions: [] }, { status: OrderStatus.cancelled });
    const post = mockPost(moveTo(cancelled));
    renderAt();

    expect((await screen.findByTestId('cancellation-asked')).textContent).toMatch(/^The client smileclinic asked to cancel this order\. \(/);
    expect(screen.getByTestId('cancellation-reason').textContent).toBe('Reason for cancellingThe patient moved abroad.');
    expect(screen.getByTestId('cancellation-if-approved').textContent).toBe('If approved: ₩205,000 back to the client, ₩205,001 to the T-esigner.');
    expect(screen.getByRole('link', { name: 'Receive the referral' })).toBeTruthy();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    fireEvent.click(within(panel()).getByRole('button', { name: 'Approve cancellation' }));
    const dialog = screen.getByTestId('cancellation-approve-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Approve the cancellation?' })).toBeTruthy();
    expect(dialog.textContent).toMatch(/The order is cancelled: ₩205,000 back to the client, ₩205,001 to the T-esigner\. The referrals go back to the client’s referral cart\. This cannot be undone\./);
    const confirm = within(dialog).getByRole('button', { name: 'Approve cancellation' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    const title = await screen.findByRole('heading', { name: 'Order cancelled' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![0]).toBe(`/api/v1/orders/${ORDER_ID}/cancellations/${CANCELLATION_ID}/approve`);
    expect(screen.getByTestId('cancellation-outcome').textContent).toBe(
      'Cancelled by agreement: ₩205,000 back to the client, ₩205,001 to the T-esigner. The referrals went back to the client’s referral cart.',
    );
    expect(screen.getByTestId('order-status').textContent).toBe('Cancelled');
    expect(screen.queryByTestId('receive-link')).toBeNull();
    const invalidated = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(invalidated).toEqual(expect.arrayContaining([['orders', ORDER_ID], ['mileage'], ['requests'], ['referrals']]));
  });

  it('rejects a request only with a reason the client reads, and the order goes on', async () => {
    const reason = 'The design is almost finished.';
    const rejected = accepted({ latest: cancellationOf({ status: CancellationStatus.rejected, decidedAt: '2027-03-03T05:00:00.000Z', rejectReason: reason }), actions: [CancellationAction.request] });
    const post = mockPost(moveTo(rejected));
    renderAt();

    fireEvent.click(await screen.findByRole('button', { name: 'Reject cancellation' }));
    const dialog = screen.getByTestId('cancellation-reject-dialog');
    expect(dialog.textContent).toMatch(/The order goes on\. Tell smileclinic why\./);
    const submit = within(dialog).getByRole('button', { name: 'Reject' });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Please give a reason.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason for rejecting'), { target: { value: 'x'.repeat(301) } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Keep the reason within 300 characters.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Reason for rejecting'), { target: { value: reason } });
    fireEvent.click(submit);

    expect(await screen.findByText('The request was rejected; the order goes on.')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(`/api/v1/orders/${ORDER_ID}/cancellations/${CANCELLATION_ID}/reject`, { reason });
    expect(screen.getByTestId('cancellation-reject-reason').textContent).toBe(`Reason for rejecting${reason}`);
    expect(screen.getByTestId('order-status').textContent).toBe('Accepted');
    expect(screen.getByRole('button', { name: 'Request cancellation' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(panel()).getByRole('heading', { name: 'Cancellation' })));
  });

  it('keeps the reject dialog open with the server’s words when the answer fails for another reason', async () => {
    mockPost(async () => {
      throw refusal(500, { code: 'INTERNAL', message: 'boom' });
    });
    renderAt();

    fireEvent.click(await screen.findByRole('button', { name: 'Reject cancellation' }));
    const dialog = screen.getByTestId('cancellation-reject-dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason for rejecting'), { target: { value: 'Almost done.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect((await within(dialog).findByTestId('cancellation-error')).textContent).toBe('Rejecting the cancellation failed.');
    expect(screen.getByTestId('cancellation-reject-dialog')).toBeTruthy();
  });

  it('says approving the cancellation failed, on the page, when the server fails without a reason (SPEC §8)', async () => {
    mockPost(async () => {
      throw refusal(503, { code: 'INTERNAL', message: 'down' });
    });
    renderAt();

    fireEvent.click(await screen.findByRole('button', { name: 'Approve cancellation' }));
    fireEvent.click(within(screen.getByTestId('cancellation-approve-dialog')).getByRole('button', { name: 'Approve cancellation' }));

    expect((await screen.findByTestId('order-notice')).textContent).toBe('Approving the cancellation failed.');
    expect(screen.queryByTestId('cancellation-approve-dialog')).toBeNull();
    // The request still waits for an answer: the T-esigner may try again.
    expect(within(panel()).getByRole('button', { name: 'Approve cancellation' })).toBeTruthy();
  });

  it('says in Korean which answer failed, with the network error, when no answer came', async () => {
    await i18n.changeLanguage('ko');
    mockPost(async () => {
      throw networkError();
    });
    renderAt();

    fireEvent.click(await screen.findByRole('button', { name: '취소 거절' }));
    const dialog = screen.getByTestId('cancellation-reject-dialog');
    fireEvent.change(within(dialog).getByLabelText('거절 사유'), { target: { value: '거의 끝났습니다.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '거절' }));

    expect((await within(dialog).findByTestId('cancellation-error')).textContent).toBe('취소 요청 거절에 실패했습니다. 네트워크 오류가 발생했습니다. 연결을 확인해 주세요.');
  });

  it('says the request was already answered when the approval comes too late', async () => {
    mockPost(async () => {
      throw refusal(409, { code: 'INVALID_TRANSITION', message: 'answered' });
    });
    renderAt();

    fireEvent.click(await screen.findByRole('button', { name: 'Approve cancellation' }));
    fireEvent.click(within(screen.getByTestId('cancellation-approve-dialog')).getByRole('button', { name: 'Approve cancellation' }));

    expect((await screen.findByTestId('order-notice')).textContent).toMatch(/^This cancellation request was already answered or withdrawn/);
  });

  it('lets the T-esigner ask to cancel too, the client being the one to answer', async () => {
    server = { ...server, order: accepted({ latest: null, actions: [CancellationAction.request] }, { amount: 410_000 }) };
    renderAt();

    fireEvent.click(await screen.findByRole('button', { name: 'Request cancellation' }));
    const dialog = screen.getByTestId('cancellation-request-dialog');
    expect(dialog.textContent).toMatch(/smileclinic approves or rejects your request/);
    expect(within(dialog).getByText('smileclinic reads this.')).toBeTruthy();
  });

  it('speaks Korean in the cancellation panel', async () => {
    await i18n.changeLanguage('ko');
    renderAt();

    expect((await screen.findByTestId('cancellation-asked')).textContent).toMatch(/^의뢰인 smileclinic님이 이 거래의 취소를 요청했습니다\./);
    expect(screen.getByRole('button', { name: '취소 승인' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '취소 거절' })).toBeTruthy();
    expect(screen.getByTestId('cancellation-status').textContent).toBe('승인 대기');
    expect(screen.getByRole('link', { name: '의뢰서 수령하기' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '취소 승인' }));
    expect(screen.getByTestId('cancellation-approve-dialog').textContent).toMatch(/의뢰인에게 205,000원 환불, 티자이너에게 205,001원 지급/);
  });
});
