import { CancellationAction, CancellationStatus, OrderAction, OrderStage, orderStageOf, OrderStatus, type OrderCancellationState, type OrderDetail } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import {
  AMOUNT,
  answerGet,
  balancesOf,
  CANCELLATION_ID,
  cancellationOf,
  CLIENT,
  contractOf,
  DESIGNER,
  hashOf,
  keyOf,
  networkError,
  ORDER_ID,
  orderInStage,
  orderOf,
  referralOf,
  refusal,
  signedContractOf,
  type ServerState,
} from '../test-fixtures.ts';
import ContractPage from './ContractPage.tsx';

let server: ServerState;

function renderAt(path = `/payment/contract/${ORDER_ID}`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/payment/contract/:id" element={<ContractPage />} />
          <Route path="/payment/reqeust/:id" element={<ContractPage />} />
          <Route path="/payment/:id/designer" element={<p>designer view</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

type Post = (url: string, body?: unknown, config?: HttpConfig) => Promise<{ data: unknown }>;
const mockPost = (impl: Post) => vi.spyOn(http, 'post').mockImplementation(impl as typeof http.post);

/** The order once the server signed and held the payment. */
const paid = (): OrderDetail => orderOf({ status: OrderStatus.awaitingAcceptance, paidAt: '2027-03-02T05:30:00.000Z', actions: [OrderAction.cancel] });

const nameField = () => screen.getByLabelText('Your name') as HTMLInputElement;
const consent = () => screen.getByLabelText('I have read the contract above and agree to it.') as HTMLInputElement;
const signButton = () => screen.getByTestId('sign-submit') as HTMLButtonElement;

/** The items of the page's "more" menu, read by opening it and closing it again; none when the page has no menu. */
function moreItems(): string[] {
  const more = screen.queryByRole('button', { name: 'More actions for this order' });
  if (!more) return [];
  fireEvent.click(more);
  const items = within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent ?? '');
  fireEvent.click(more);
  return items;
}

/** Cancelling sits in the "more" menu, never beside the next step. */
async function chooseMore(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'More actions for this order' }));
  fireEvent.click(screen.getByRole('menuitem', { name }));
}

async function fillAndSign(name = 'Kim Minji') {
  await screen.findByTestId('contract-text');
  fireEvent.change(nameField(), { target: { value: name } });
  fireEvent.click(consent());
  fireEvent.click(signButton());
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  server = { order: orderOf(), contract: (locale) => contractOf(locale), balances: balancesOf(500_000) };
  vi.spyOn(http, 'get').mockImplementation(answerGet(() => server));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('e-contract page', () => {
  it('shows the order, the contract in the page’s language with its hash, and the amount beside the balance', async () => {
    renderAt();

    expect((await screen.findByTestId('contract-text')).textContent).toMatch(/^Article 1 \(Purpose\)\n\nThis contract governs/);
    expect(screen.getByRole('heading', { name: 'Sign the e-contract and pay', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('stage-next').textContent).toBe('Your turn · Next: Sign and pay');
    expect(screen.getByTestId('contract-hash').textContent).toBe(hashOf('b'));
    expect(screen.getByTestId('summary-designer').textContent).toBe('cadmaster');
    const items = () => screen.getAllByTestId('summary-item').map((li) => li.textContent);
    await waitFor(() => expect(items()).toEqual(['Zirconia crown 3 × ₩120,000₩360,000', 'Inlay 1 × ₩50,000₩50,000']));
    expect(screen.getByTestId('summary-total').textContent).toBe('₩410,000');
    expect(screen.getByTestId('summary-edits').textContent).toBe('2 edits');
    expect(screen.getByTestId('summary-warranty').textContent).toBe('14 days');
    expect(screen.getByTestId('order-status').textContent).toBe('Awaiting payment');
    await waitFor(() => expect(screen.getByTestId('sign-balance').textContent).toBe('₩500,000'));
    expect(screen.getByTestId('sign-amount').textContent).toBe('₩410,000');
    expect(signButton().textContent).toBe('Sign and pay ₩410,000');
    expect(nameField().value).toBe('');
    expect(consent().checked).toBe(false);
    expect(screen.queryByTestId('sign-short')).toBeNull();
    expect(vi.mocked(http.get).mock.calls.find(([url]) => url === `/api/v1/orders/${ORDER_ID}/contract`)?.[1]).toEqual({ params: { locale: 'en' } });
  });

  it('pays nothing without a typed name and the consent', async () => {
    const post = mockPost(async () => ({ data: paid() }));
    renderAt();
    await screen.findByTestId('contract-text');

    fireEvent.click(signButton());

    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Please agree to the contract.')).toBeTruthy();
    expect(document.activeElement).toBe(nameField());
    expect(post).not.toHaveBeenCalled();
  });

  it('signs and pays once however often it is pressed, then shows the payment waiting for the T-esigner with the signature', async () => {
    let answer: (value: { data: unknown }) => void = () => undefined;
    const post = mockPost(() => new Promise((resolve) => (answer = resolve)));
    renderAt();

    await fillAndSign();
    const form = signButton().closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(signButton().disabled).toBe(true);
    expect(signButton().textContent).toBe('Paying…');

    expect(post).toHaveBeenCalledTimes(1);
    const [url, body, config] = post.mock.calls[0]!;
    expect(url).toBe(`/api/v1/orders/${ORDER_ID}/sign`);
    expect(body).toEqual({ name: 'Kim Minji', agreed: true, locale: 'en', hash: hashOf('b') });
    expect(keyOf(config)).toMatch(/^[0-9a-f-]{36}$/);

    server = { ...server, order: paid(), contract: () => signedContractOf('en'), balances: balancesOf(500_000 - AMOUNT) };
    answer({ data: paid() });

    const title = await screen.findByText('Paid — waiting for the T-esigner’s answer');
    await waitFor(() => expect(document.activeElement).toBe(title));
    // The page no longer asks to sign and pay: its title and lead are the new stage's.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Waiting for the T-esigner to accept');
    expect(screen.getByTestId('stage-lead').textContent).toBe('You signed and paid. cadmaster now accepts or declines the contract request.');
    expect(screen.getByTestId('stage-next').textContent).toBe('The T-esigner’s turn');
    expect(screen.getByTestId('stage-body').textContent).toMatch(/₩410,000 is held in escrow\. cadmaster accepts or declines/);
    expect((await screen.findByTestId('signature-name')).textContent).toBe('Kim Minji');
    expect(screen.getByTestId('signature-time').getAttribute('dateTime')).toBe('2027-03-02T05:30:00.000Z');
    expect(screen.getByTestId('signature-hash').textContent).toBe(hashOf('b'));
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.queryByTestId('sign-form')).toBeNull();
    expect(moreItems()).toEqual(['Cancel the order']);
  });

  it('retries a payment that got no answer with the same Idempotency-Key', async () => {
    const post = mockPost(async () => {
      throw networkError();
    });
    renderAt();

    await fillAndSign();
    expect((await screen.findByTestId('sign-error')).textContent).toBe('Signing the contract failed. Network error. Please check your connection.');
    post.mockImplementation((async () => ({ data: paid() })) as typeof http.post);
    server = { ...server, order: paid(), contract: () => signedContractOf('en') };
    fireEvent.click(signButton());

    await screen.findByText('Paid — waiting for the T-esigner’s answer');
    expect(post).toHaveBeenCalledTimes(2);
    expect(keyOf(post.mock.calls[1]![2])).toBe(keyOf(post.mock.calls[0]![2]));
  });

  it('offers to charge exactly what is missing, coming back to this page', async () => {
    server.balances = balancesOf(300_000);
    const post = mockPost(async () => {
      throw refusal(409, { code: 'INSUFFICIENT_MILEAGE', message: 'short', details: { shortfall: { amount: 110_000, currency: 'KRW' } } });
    });
    renderAt();

    expect((await screen.findByTestId('sign-short')).textContent).toBe('Your mileage is ₩110,000 short of this payment.');
    await fillAndSign();

    const link = await screen.findByRole('link', { name: 'Charge ₩110,000' });
    expect(link.getAttribute('href')).toBe(`/mileageCharge?amount=110000&currency=KRW&returnTo=%2Fpayment%2Fcontract%2F${ORDER_ID}`);
    expect(screen.getByTestId('insufficient-mileage').textContent).toMatch(/Your mileage is insufficient\./);
    expect(screen.queryByTestId('sign-error')).toBeNull();
    // The refusal ended the intent: the next attempt is a new one.
    fireEvent.click(signButton());
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(keyOf(post.mock.calls[1]![2])).not.toBe(keyOf(post.mock.calls[0]![2]));
  });

  it('reloads a contract that changed meanwhile, says so, and asks for consent to the new text', async () => {
    const post = mockPost(async () => {
      server = { ...server, contract: (locale) => contractOf(locale, { text: 'Article 1 (Purpose), revised', hash: hashOf('c') }) };
      throw refusal(400, { code: 'VALIDATION_FAILED', message: 'changed', fields: { hash: 'The contract changed.' } });
    });
    renderAt();

    await fillAndSign();

    expect((await screen.findByTestId('contract-changed')).textContent).toBe('The contract changed since you opened it. Read the new text, then agree and sign again.');
    await waitFor(() => expect(screen.getByTestId('contract-text').textContent).toBe('Article 1 (Purpose), revised'));
    expect(screen.getByTestId('contract-hash').textContent).toBe(hashOf('c'));
    expect(consent().checked).toBe(false);
    expect(nameField().value).toBe('Kim Minji');

    post.mockImplementation((async () => ({ data: paid() })) as typeof http.post);
    fireEvent.click(consent());
    fireEvent.click(signButton());
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post.mock.calls[1]![1]).toEqual({ name: 'Kim Minji', agreed: true, locale: 'en', hash: hashOf('c') });
  });

  it('lets the client cancel before the T-esigner answers, with everything paid back', async () => {
    server = { ...server, order: paid(), contract: () => signedContractOf('en') };
    const post = mockPost(async () => {
      const cancelled = orderOf({ status: OrderStatus.cancelled, actions: [] });
      server = { ...server, order: cancelled };
      return { data: cancelled };
    });
    renderAt();

    await chooseMore('Cancel the order');
    const dialog = screen.getByTestId('cancel-dialog');
    expect(dialog.textContent).toMatch(/the whole ₩410,000 comes back to your mileage at once/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));

    const title = await screen.findByText('Order cancelled', { selector: 'h2' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(post.mock.calls[0]![0]).toBe(`/api/v1/orders/${ORDER_ID}/cancel`);
    expect(moreItems()).toEqual([]);
    expect(screen.getByTestId('order-status').textContent).toBe('Cancelled');
  });

  it('says a contract request was already processed and shows where it stands', async () => {
    server = { ...server, order: paid(), contract: () => signedContractOf('en') };
    mockPost(async () => {
      server = { ...server, order: orderOf({ status: OrderStatus.accepted, actions: [] }) };
      throw refusal(409, { code: 'INVALID_TRANSITION', message: 'processed' });
    });
    renderAt();

    await chooseMore('Cancel the order');
    fireEvent.click(within(screen.getByTestId('cancel-dialog')).getByRole('button', { name: 'Cancel the order' }));

    expect((await screen.findByTestId('order-notice')).textContent).toBe('This contract request was already processed. The page now shows where it stands.');
    expect(await screen.findByText('The T-esigner accepted')).toBeTruthy();
    expect(moreItems()).toEqual([]);
  });

  it('shows the client why the T-esigner declined and that everything came back', async () => {
    server = { ...server, order: orderOf({ status: OrderStatus.declined, actions: [], declineReason: 'Fully booked until May.' }), contract: () => signedContractOf('en') };
    renderAt();

    expect((await screen.findByTestId('decline-reason')).textContent).toBe('Reason for decliningFully booked until May.');
    expect(screen.getByTestId('stage-body').textContent).toMatch(/All you paid \(₩410,000\) came back to your mileage/);
    expect(screen.queryByTestId('sign-form')).toBeNull();
    expect(moreItems()).toEqual([]);
  });

  it('downloads the contract PDF with the member’s token, in the contract’s language', async () => {
    const createObjectURL = vi.fn(() => 'blob:contract');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt();
    const get = vi.mocked(http.get);
    const answer = get.getMockImplementation()!;
    get.mockImplementation(async (url: string, config?: HttpConfig) => (url.endsWith('/contract.pdf?locale=en') ? { data: new Blob(['%PDF']) } : answer(url, config)));

    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = get.mock.calls.find(([url]) => url.includes('contract.pdf'))!;
    expect(call[0]).toBe(`/api/v1/orders/${ORDER_ID}/contract.pdf?locale=en`);
    expect(call[1]).toMatchObject({ responseType: 'blob' });
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('speaks Korean at /payment/reqeust/:id, with the contract and the amount in won', async () => {
    await i18n.changeLanguage('ko');
    renderAt(`/payment/reqeust/${ORDER_ID}`);

    expect((await screen.findByTestId('contract-text')).textContent).toMatch(/^제1조 \(목적\)/);
    expect(screen.getByRole('heading', { name: '전자계약 서명과 결제', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('stage-next').textContent).toBe('내 차례 · 다음 할 일: 서명하고 결제하기');
    expect(screen.getByTestId('contract-hash').textContent).toBe(hashOf('a'));
    expect(screen.getByTestId('sign-submit').textContent).toBe('서명하고 410,000원 결제');
    expect(screen.getByLabelText('위 계약서 내용을 모두 읽었으며 이에 동의합니다.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('summary-item')[0]!.textContent).toBe('지르코니아 크라운 3개 × 120,000원360,000원'));
  });

  it('shows a contract signed in another language as it was signed', async () => {
    server = { ...server, order: paid(), contract: () => signedContractOf('ko', '김민지') };
    renderAt();

    expect((await screen.findByTestId('contract-language')).textContent).toBe('This is the text as it was signed, in Korean.');
    expect(screen.getByTestId('contract-text').getAttribute('lang')).toBe('ko');
    expect(screen.getByTestId('signature-name').textContent).toBe('김민지');
  });

  it('names the case by its referral numbers above the stage, never by a nickname or an id', async () => {
    server = { ...server, order: paid(), contract: () => signedContractOf('en'), referral: referralOf() };
    renderAt();

    expect((await screen.findByText('Referral no. R-2027-031 and 1 more')).tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Waiting for the T-esigner to accept');
    expect(screen.getByRole('link', { name: 'Transaction history' }).getAttribute('href')).toBe('/payment');
  });

  it('keeps the contract open while it is to be signed, and folds it away once signed', async () => {
    renderAt();
    await screen.findByTestId('contract-text');
    expect(screen.getByTestId('contract-fold').hasAttribute('open')).toBe(true);
    expect(screen.getByTestId('contract-fold-state').textContent).toBe('Not signed yet');
    cleanup();

    server = { ...server, order: paid(), contract: () => signedContractOf('en') };
    renderAt();
    await screen.findByTestId('signature-name');
    const fold = screen.getByTestId('contract-fold');
    expect(fold.hasAttribute('open')).toBe(false);
    expect(within(fold).getByText('View the contract')).toBeTruthy();
    expect(screen.getByTestId('contract-fold-state').textContent).toBe('Signed');
  });

  it('sends the T-esigner to their own view of the order', async () => {
    server = { ...server, order: orderOf({ viewerRole: 'designer', actions: [] }) };
    renderAt();
    expect(await screen.findByText('designer view')).toBeTruthy();
  });

  it('says an order that is not the viewer’s cannot be found', async () => {
    server = { ...server, order: refusal(404, { code: 'NOT_FOUND', message: 'Not found' }) };
    renderAt();
    expect((await screen.findByTestId('order-not-found')).textContent).toMatch(/Contract not found/);
    expect(screen.getByRole('link', { name: 'Transaction history' }).getAttribute('href')).toBe('/payment');
  });
});

describe('cancellation by agreement, the client’s side', () => {
  /** The order after the T-esigner accepted, with its cancellation facts for the client. */
  const accepted = (cancellation: OrderCancellationState = { latest: null, actions: [CancellationAction.request] }, extra: Partial<OrderDetail> = {}): OrderDetail =>
    orderOf({ status: OrderStatus.accepted, paidAt: '2027-03-02T05:30:00.000Z', acceptedAt: '2027-03-02T08:00:00.000Z', actions: [], cancellation, ...extra });
  const panel = () => screen.getByTestId('cancellation-panel');
  const reasonField = () => screen.getByLabelText('Reason for cancelling') as HTMLTextAreaElement;

  beforeEach(() => {
    server = { ...server, order: accepted(), contract: () => signedContractOf('en') };
  });

  it('asks the T-esigner to cancel with a reason, saying half the payment is deducted for them', async () => {
    const reason = 'The patient moved abroad.';
    const asked = accepted({ latest: cancellationOf({ reason }), actions: [CancellationAction.withdraw] });
    const post = mockPost(async () => {
      server = { ...server, order: asked };
      return { data: asked };
    });
    renderAt();

    expect((await screen.findByTestId('cancellation-rule')).textContent).toBe(
      'After acceptance, the order is cancelled only if the other side approves, and 50% of the payment is deducted for the T-esigner: of ₩410,000, ₩205,000 back to the client, ₩205,000 to the T-esigner. Once the CAD result is uploaded, the order can no longer be cancelled.',
    );
    expect(moreItems()).toEqual([]);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Request cancellation' }));
    const dialog = screen.getByTestId('cancellation-request-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Request cancellation?' })).toBeTruthy();
    expect(dialog.textContent).toMatch(/cadmaster approves or rejects your request\. If approved, the order is cancelled and 50% of the payment is deducted: ₩205,000 back to the client, ₩205,000 to the T-esigner\./);
    const send = within(dialog).getByRole('button', { name: 'Send the request' });

    fireEvent.click(send);
    expect(await within(dialog).findByText('Please give a reason.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(reasonField(), { target: { value: `  ${reason} ` } });
    fireEvent.click(send);

    await waitFor(() => expect(screen.queryByTestId('cancellation-request-dialog')).toBeNull());
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(`/api/v1/orders/${ORDER_ID}/cancellations`, { reason });
    await waitFor(() => expect(document.activeElement).toBe(within(panel()).getByRole('heading', { name: 'Cancellation' })));
    expect(screen.getByTestId('cancellation-status').textContent).toBe('Awaiting answer');
    expect(screen.getByTestId('cancellation-asked').textContent).toMatch(/^You asked to cancel this order\. \(/);
    expect(screen.getByTestId('cancellation-reason').textContent).toBe(`Reason for cancelling${reason}`);
    expect(screen.getByTestId('cancellation-if-approved').textContent).toBe('If approved: ₩205,000 back to the client, ₩205,000 to the T-esigner.');
    expect(within(panel()).getByText('Waiting for cadmaster to approve or reject it.')).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: 'Request cancellation' })).toBeNull();
    expect(within(panel()).getByRole('button', { name: 'Withdraw the request' })).toBeTruthy();
  });

  it('withdraws an open request once, and the order goes on', async () => {
    server = { ...server, order: accepted({ latest: cancellationOf(), actions: [CancellationAction.withdraw] }) };
    const withdrawn = accepted({ latest: cancellationOf({ status: CancellationStatus.withdrawn, decidedAt: '2027-03-03T03:00:00.000Z' }), actions: [CancellationAction.request] });
    const post = mockPost(async () => {
      server = { ...server, order: withdrawn };
      return { data: withdrawn };
    });
    renderAt();

    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw the request' }));
    const dialog = screen.getByTestId('cancellation-withdraw-dialog');
    expect(dialog.textContent).toMatch(/Withdraw your cancellation request\?The order goes on as before\./);
    const confirm = within(dialog).getByRole('button', { name: 'Withdraw' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    expect(await screen.findByText('The request was withdrawn; the order goes on.')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![0]).toBe(`/api/v1/orders/${ORDER_ID}/cancellations/${CANCELLATION_ID}/withdraw`);
    expect(screen.getByTestId('cancellation-status').textContent).toBe('Withdrawn');
    expect(screen.getByRole('button', { name: 'Request cancellation' })).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('Accepted');
  });

  it('shows a request the T-esigner rejected with their reason, and lets the client ask again', async () => {
    const rejected = cancellationOf({ status: CancellationStatus.rejected, decidedAt: '2027-03-03T04:00:00.000Z', rejectReason: 'The design is almost finished.' });
    server = { ...server, order: accepted({ latest: rejected, actions: [CancellationAction.request] }) };
    renderAt();

    expect((await screen.findByTestId('cancellation-outcome')).textContent).toBe('The request was rejected; the order goes on.');
    expect(screen.getByTestId('cancellation-reject-reason').textContent).toBe('Reason for rejectingThe design is almost finished.');
    expect(screen.getByTestId('cancellation-status').textContent).toBe('Rejected');
    expect(screen.getByRole('button', { name: 'Request cancellation' })).toBeTruthy();
  });

  it('shows an order cancelled by agreement with how the payment was split', async () => {
    const approved = cancellationOf({ status: CancellationStatus.approved, decidedAt: '2027-03-03T04:00:00.000Z' });
    server = { ...server, order: accepted({ latest: approved, actions: [] }, { status: OrderStatus.cancelled }) };
    renderAt();

    expect((await screen.findByTestId('cancellation-outcome')).textContent).toBe(
      'Cancelled by agreement: ₩205,000 back to the client, ₩205,000 to the T-esigner. The referrals went back to the client’s referral cart.',
    );
    expect(screen.getByRole('heading', { name: 'Order cancelled' })).toBeTruthy();
    expect(screen.queryByTestId('cancellation-rule')).toBeNull();
    expect(within(panel()).queryAllByRole('button')).toEqual([]);
  });

  it('says a request was already answered when withdrawing it comes too late, and shows where it stands', async () => {
    server = { ...server, order: accepted({ latest: cancellationOf(), actions: [CancellationAction.withdraw] }) };
    mockPost(async () => {
      server = { ...server, order: accepted({ latest: cancellationOf({ status: CancellationStatus.approved }), actions: [] }, { status: OrderStatus.cancelled }) };
      throw refusal(409, { code: 'INVALID_TRANSITION', message: 'processed' });
    });
    renderAt();

    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw the request' }));
    fireEvent.click(within(screen.getByTestId('cancellation-withdraw-dialog')).getByRole('button', { name: 'Withdraw' }));

    expect((await screen.findByTestId('order-notice')).textContent).toBe(
      'This cancellation request was already answered or withdrawn, or the order moved on. The page now shows where it stands.',
    );
    expect(await screen.findByRole('heading', { name: 'Order cancelled' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw the request' })).toBeNull();
  });

  it('offers no cancellation once the CAD result is uploaded', async () => {
    server = { ...server, order: accepted({ latest: null, actions: [] }, { status: OrderStatus.cadUploaded }) };
    renderAt();

    expect(await screen.findByRole('heading', { name: 'The CAD result was delivered' })).toBeTruthy();
    expect(screen.queryByTestId('cancellation-panel')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request cancellation' })).toBeNull();
  });

  it('speaks Korean in the cancellation panel, with the split in won', async () => {
    await i18n.changeLanguage('ko');
    renderAt();

    fireEvent.click(await screen.findByRole('button', { name: '취소 요청' }));
    const dialog = screen.getByTestId('cancellation-request-dialog');
    expect(dialog.textContent).toMatch(/의뢰인에게 205,000원 환불, 티자이너에게 205,000원 지급/);
    expect(within(dialog).getByRole('button', { name: '취소 요청 보내기' })).toBeTruthy();
    expect(within(dialog).getByLabelText('취소 사유')).toBeTruthy();
  });
});

describe('the e-contract page, stage by stage', () => {
  const names = { designer: DESIGNER.nickname, client: CLIENT.nickname };

  it.each(Object.values(OrderStage))('%s: titles the page and leads with the stage the order is in now, and says whose move it is', async (stage) => {
    const order = orderInStage(stage, 'client');
    const read = orderStageOf(order, 'client');
    expect(read.id).toBe(stage);
    server = { ...server, order, contract: () => (order.paidAt ? signedContractOf('en') : contractOf('en')) };
    renderAt();

    const lead = await screen.findByTestId('stage-lead');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(i18n.t(`orders:stages.${stage}.client.title`, names));
    expect(lead.textContent).toBe(i18n.t(`orders:stages.${stage}.client.lead`, names));
    const next = screen.queryByTestId('stage-next');
    if (read.actor === 'client') expect(next?.textContent).toMatch(new RegExp(`^Your turn · Next: ${i18n.t(`orders:stages.${stage}.client.action`)}`));
    else if (read.actor === 'designer') expect(next?.textContent).toMatch(/^The T-esigner’s turn/);
    else expect(next).toBeNull();
    if (read.due) expect(screen.getByTestId('stage-due').getAttribute('dateTime')).toBe(order.completesAt);
    else expect(screen.queryByTestId('stage-due')).toBeNull();
  });

  it('says in Korean, once paid, that the T-esigner answers next, and no longer asks to sign and pay', async () => {
    await i18n.changeLanguage('ko');
    server = { ...server, order: orderInStage(OrderStage.awaitingAcceptance, 'client'), contract: () => signedContractOf('ko') };
    renderAt();

    const lead = await screen.findByTestId('stage-lead');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('티자이너의 수락 대기');
    expect(lead.textContent).toBe('서명과 결제를 마쳤습니다. 이제 cadmaster 티자이너가 계약 요청을 수락하거나 거절합니다.');
    expect(screen.getByTestId('stage-next').textContent).toBe('티자이너 차례');
  });

  it('gives the Korean client the day the order completes by itself while the CAD result waits for them', async () => {
    await i18n.changeLanguage('ko');
    const order = orderInStage(OrderStage.cadUploaded, 'client');
    server = { ...server, order, contract: () => signedContractOf('ko') };
    renderAt();

    expect((await screen.findByRole('heading', { level: 1, name: 'CAD 결과물 확인' })).tagName).toBe('H1');
    expect(screen.getByTestId('stage-next').textContent).toMatch(/^내 차례 · 다음 할 일: CAD 결과물 받기 · 2027\. 3\. 14\. 오후 11:59까지$/);
  });
});
