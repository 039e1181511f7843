import { MemberType, QuotationStatus, RequestAction, RequestStatus, type Quotation, type SelectionAnswer } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpError } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { answerGet, CLIENT, DESIGNER, ORDER_ID, quotationOf, REQUEST_ID, requestOf, userOf } from '../test-fixtures.ts';
import QuotationComparePage from './QuotationComparePage.tsx';
import { answeredError, networkError } from '../../../lib/http.test-support.ts';

const choosing = () => requestOf({ status: RequestStatus.Choosing, actions: [RequestAction.Select], canQuote: false, quotationCount: 3 });

// Dearer but sooner; cheaper but later; a withdrawn one that would be the cheapest of all.
const soon = quotationOf({ designer: DESIGNER, deliveryAt: '2099-05-10T06:00:00.000Z', facts: { rating: 4.8, reviewCount: 31, editCount: 3, warrantyDays: null } });
const cheap = quotationOf({
  designer: { memberNo: 22, nickname: 'lowcost' },
  items: [
    { type: 'zirconia_crown', count: 3, unitPrice: 90_000 },
    { type: 'inlay', count: 1, unitPrice: 30_000 },
  ],
  deliveryAt: '2099-05-25T06:00:00.000Z',
  createdAt: '2025-04-03T01:00:00.000Z',
});
const gone = quotationOf({
  designer: { memberNo: 23, nickname: 'leftearly' },
  status: QuotationStatus.Withdrawn,
  items: [
    { type: 'zirconia_crown', count: 3, unitPrice: 1_000 },
    { type: 'inlay', count: 1, unitPrice: 1_000 },
  ],
});

let request = choosing();
let quotations: Quotation[] = [];

function renderCompare() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/request/estimated/view/${REQUEST_ID}`]}>
        <Routes>
          <Route path="/request/estimated/view/:id" element={<QuotationComparePage />} />
          <Route path="/payment/contract/:id" element={<p>contract page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const cardOf = (nickname: string) => screen.getAllByTestId('quotation-card').find((c) => within(c).queryByRole('heading', { name: nickname }))!;
const order = () => screen.getAllByTestId('quotation-card').map((c) => within(c).getByRole('heading').textContent);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  request = choosing();
  quotations = [soon, cheap, gone];
  useUserStore.getState().login(userOf(CLIENT, MemberType.Client));
  vi.spyOn(http, 'get').mockImplementation(answerGet(() => request, () => quotations));
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('comparing quotations', () => {
  it('shows the quotations side by side, cheapest first, with the cheapest and the earliest marked', async () => {
    renderCompare();
    expect(await screen.findAllByTestId('quotation-card')).toHaveLength(3);
    expect(order()).toEqual(['lowcost', 'cadmaster', 'leftearly']);
    expect(within(cardOf('lowcost')).getByTestId('card-total').textContent).toBe('₩300,000');
    expect(within(cardOf('lowcost')).getByTestId('cheapest')).toBeTruthy();
    expect(within(cardOf('lowcost')).queryByTestId('earliest')).toBeNull();
    expect(within(cardOf('cadmaster')).getByTestId('earliest')).toBeTruthy();
    expect(within(cardOf('leftearly')).queryByTestId('cheapest')).toBeNull();
    expect(within(cardOf('cadmaster')).getByTestId('card-warranty').textContent).toBe('—');
    expect(within(cardOf('lowcost')).getByTestId('card-warranty').textContent).toBe('14 days');
    expect(within(cardOf('cadmaster')).getByText('4.8 / 10')).toBeTruthy();
    expect(within(cardOf('cadmaster')).getByText('· 31 reviews')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Earliest delivery' }));
    expect(order()).toEqual(['cadmaster', 'lowcost', 'leftearly']);
    expect(screen.getByRole('button', { name: 'Earliest delivery' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offers the choice only for submitted quotations while the client is choosing', async () => {
    renderCompare();
    await screen.findAllByTestId('quotation-card');
    expect(within(cardOf('lowcost')).getByRole('button', { name: /Choose this T-esigner/ })).toBeTruthy();
    expect(within(cardOf('cadmaster')).getByRole('button', { name: /Choose this T-esigner/ })).toBeTruthy();
    expect(within(cardOf('leftearly')).queryByRole('button', { name: /Choose this T-esigner/ })).toBeNull();
    expect(screen.getAllByTestId('choose')).toHaveLength(2);
  });

  it('shows Selected and Not chosen, and no choice, once a T-esigner was chosen', async () => {
    request = requestOf({ status: RequestStatus.TransactionOngoing, actions: [], canQuote: false, orderId: ORDER_ID });
    quotations = [
      { ...soon, status: QuotationStatus.Selected },
      { ...cheap, status: QuotationStatus.NotChosen },
    ];
    renderCompare();
    await screen.findAllByTestId('quotation-card');
    expect(within(cardOf('cadmaster')).getByTestId('quotation-status').textContent).toBe('Selected');
    expect(within(cardOf('lowcost')).getByTestId('quotation-status').textContent).toBe('Not chosen');
    expect(screen.queryByTestId('choose')).toBeNull();
    expect(within(screen.getByTestId('chosen-banner')).getByRole('link', { name: 'Go to the contract' }).getAttribute('href')).toBe(`/payment/contract/${ORDER_ID}`);
  });

  it('offers no choice on a request that is no longer choosing', async () => {
    request = requestOf({ status: RequestStatus.RequestClosed, actions: [RequestAction.Cancel], canQuote: false });
    renderCompare();
    await screen.findAllByTestId('quotation-card');
    expect(screen.queryByTestId('choose')).toBeNull();
  });

  it('chooses a T-esigner once after stating the total, then goes to the contract', async () => {
    let answer: (v: { data: SelectionAnswer }) => void = () => undefined;
    const post = vi.spyOn(http, 'post').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderCompare();
    await screen.findAllByTestId('quotation-card');
    fireEvent.click(within(cardOf('cadmaster')).getByRole('button', { name: /Choose this T-esigner/ }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Choose cadmaster?')).toBeTruthy();
    expect(within(dialog).getByText(/₩410,000/).textContent).toMatch(/e-contract and the payment/);
    const confirm = within(dialog).getByRole('button', { name: 'Choose' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(`/api/v1/quotations/${soon.id}/select`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choosing…' }));

    answer({ data: { requestId: REQUEST_ID, orderId: ORDER_ID } });
    expect(await screen.findByText('contract page')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('waits for quotations with the quote expiry when none arrived', async () => {
    request = requestOf({ status: RequestStatus.QuoteRequested, actions: [RequestAction.Cancel] });
    quotations = [];
    renderCompare();
    const empty = await screen.findByTestId('compare-empty');
    expect(within(empty).getByText('No quotations yet')).toBeTruthy();
    expect(empty.textContent).toMatch(/T-esigners can send quotations until .+\. You will get a notification as each one arrives/);
  });

  it('says no quotation will come once the request stopped taking them', async () => {
    request = requestOf({ status: RequestStatus.RequestClosed, quoteExpiresAt: '2025-04-03T01:00:00.000Z', actions: [] });
    quotations = [];
    renderCompare();
    expect((await screen.findByTestId('compare-empty')).textContent).toMatch(/no longer takes quotations/);
  });

  it('names the case by its referral numbers, with the request’s status', async () => {
    renderCompare();
    await screen.findAllByTestId('quotation-card');
    const header = screen.getByRole('heading', { level: 1, name: 'Compare quotations' }).closest('header')!;
    expect(within(header).getByText('Referral no. 2025-041 and 1 more').getAttribute('title')).toBe('2025-041, 2025-042');
    expect(within(header).getByTestId('request-status').textContent).toBe('Choosing');
    expect(within(header).getByRole('link', { name: 'Back to the request' }).getAttribute('href')).toBe(`/request/view/${REQUEST_ID}`);
  });

  it('says how much dearer each quotation is than the lowest, leaving out the withdrawn one', async () => {
    renderCompare();
    await screen.findAllByTestId('quotation-card');
    expect(within(cardOf('cadmaster')).getByText('₩110,000 above the lowest')).toBeTruthy();
    expect(within(cardOf('lowcost')).queryByText(/above the lowest/)).toBeNull();
    expect(within(cardOf('leftearly')).queryByText(/above the lowest/)).toBeNull();
  });

  it('shows why the quotations did not come, and asks again on Retry', async () => {
    let fail = true;
    vi.spyOn(http, 'get').mockImplementation(async (url, config) => {
      if (fail && url.endsWith('/quotations')) throw networkError();
      return answerGet(() => request, () => quotations)(url, config);
    });
    renderCompare();
    const problem = await screen.findByTestId('quotations-error');
    expect(problem.textContent).toContain('Network error');
    fail = false;
    fireEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('quotation-card')).toHaveLength(3);
  });

  it('lets only the request’s client compare', async () => {
    useUserStore.getState().login(userOf(DESIGNER, MemberType.Designer));
    quotations = [soon];
    renderCompare();
    expect(await screen.findByTestId('not-client')).toBeTruthy();
    expect(screen.queryByTestId('quotation-card')).toBeNull();
  });

  it('compares in Korean', async () => {
    await i18n.changeLanguage('ko');
    renderCompare();
    await screen.findAllByTestId('quotation-card');
    expect(screen.getByRole('heading', { name: '견적 비교' })).toBeTruthy();
    expect(within(cardOf('lowcost')).getByTestId('cheapest').textContent).toBe('최저가');
    expect(within(cardOf('leftearly')).getByTestId('quotation-status').textContent).toBe('견적 철회');
  });
});

describe('when choosing fails (SPEC §8 "select T-esigner failed")', () => {
  const refusal = (status: number, code: string) => {
    return answeredError(status, { error: { code, message: code } });
  };
  /** Chooses cadmaster with the server failing as `error`; the toast (sonner's, however the page reaches it) is watched. */
  async function chooseFailing(error: HttpError) {
    const toastError = vi.spyOn(sonnerToast, 'error');
    const post = vi.spyOn(http, 'post').mockRejectedValue(error);
    renderCompare();
    await screen.findAllByTestId('quotation-card');
    fireEvent.click(within(cardOf('cadmaster')).getByRole('button', { name: /Choose this T-esigner|이 티자이너 선택/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /^(Choose|선택)$/ }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    return toastError;
  }

  it('says choosing the T-esigner failed when the server fails without a reason, and lets the client choose again', async () => {
    const toastError = await chooseFailing(refusal(500, 'INTERNAL'));
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith('Choosing the T-esigner failed.', undefined));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(cardOf('cadmaster')).getByRole('button', { name: /Choose this T-esigner/ })).toBeTruthy();
  });

  it('says so in Korean, with the network error, when no answer came', async () => {
    await i18n.changeLanguage('ko');
    const toastError = await chooseFailing(networkError());
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith('티자이너 선택에 실패했습니다. 네트워크 오류가 발생했습니다. 연결을 확인해 주세요.', undefined));
  });

  it('keeps the server’s reason when it gave one, and reads the page again', async () => {
    const get = vi.mocked(http.get);
    const toastError = await chooseFailing(refusal(409, 'QUOTE_CLOSED'));
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith('The quotation period of this request has ended.', undefined));
    await vi.waitFor(() => expect(get.mock.calls.filter(([url]) => url === `/api/v1/requests/${REQUEST_ID}`).length).toBe(2));
  });

  it('calls a second choice "invalid attempt" (SPEC §8 general)', async () => {
    const toastError = await chooseFailing(refusal(409, 'INVALID_TRANSITION'));
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith('This action is not possible now: it was already done, or things have moved on.', undefined));
  });
});
