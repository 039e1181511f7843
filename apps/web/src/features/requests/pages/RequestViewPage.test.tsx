import {
  QuotationStatus,
  ReferralStatus,
  RequestAction,
  requestActionsFor,
  RequestStage,
  requestStageOf,
  RequestStatus,
  RequestType,
  type Comment,
  type RequestDetail,
  type StageParty,
} from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { formatDateTime } from '../../../lib/format.ts';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { codesFor, paramsOf, referralOf } from '../../../test/referral-fixtures.ts';
import { CLIENT, commentOf, DESIGNER, detailOf, OTHER_DESIGNER, refusal, signIn } from '../../../test/request-fixtures.ts';
import RequestViewPage from './RequestViewPage.tsx';
import { networkError } from '../../../lib/http.test-support.ts';

const scan = { id: 'f-scan', name: 'upper-scan.stl', size: 2048, mime: 'model/stl', url: '/api/v1/common/file/f-scan' };
const withScan = referralOf(ReferralStatus.Requested, { referralNumber: '2025-001', scanFileId: scan.id, prosthesis: [{ type: 'zirconia_crown', count: 3 }] }, { files: [scan] });

let request: RequestDetail;
let comments: Comment[];

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/request/view/${request.id}`]}>
        <Routes>
          <Route path="/request/view/:id" element={<RequestViewPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let post: MockInstance<typeof http.post>;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  request = detailOf({ referrals: [withScan], referralCount: 1, notes: 'Please keep the margins thin.' });
  comments = [];
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    if (url === `/api/v1/requests/${request.id}`) return { data: request };
    if (url === `/api/v1/requests/${request.id}/comments`) return { data: { items: comments } };
    return { data: codesFor(url, paramsOf(config).type) ?? [] };
  });
  post = vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
    if (url.endsWith('/comments')) return { data: commentOf() };
    return { data: request };
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

const button = (name: string) => screen.queryByRole('button', { name });

const ORDER_ID = '20000000-0000-4000-8000-000000000011';

describe('request page', () => {
  it('shows the client the facts of their request and only the moves the machine allows them', async () => {
    signIn('client', CLIENT.memberNo);
    request = { ...request, status: RequestStatus.Choosing, quotationCount: 2, actions: [RequestAction.Select] };
    renderPage();
    expect((await screen.findByTestId('request-status')).textContent).toBe('Choosing');
    expect(screen.getByTestId('request-type').textContent).toBe('Public request');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Compare and choose a quotation');
    expect(screen.getByTestId('stage-next').textContent).toMatch(/^Your turn · Next: Compare and choose · By /);
    expect(screen.getByText('Please keep the margins thin.')).toBeTruthy();
    expect(await screen.findByText('Zirconia crown × 3', { selector: '[data-testid=request-units]' })).toBeTruthy();
    expect(screen.getAllByTestId('expiry-countdown')[0]!.textContent).toBe('closes in 2 h 30 min');
    expect(screen.getByRole('link', { name: 'Quotations (2) — compare' }).getAttribute('href')).toBe(`/request/estimated/view/${request.id}`);
    expect(button('Cancel request')).toBeNull();
    expect(button('Accept')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Send a quotation' })).toBeNull();
    // The client's own files download; nobody tells them to wait for payment.
    expect(screen.queryByTestId('files-after-payment')).toBeNull();
    expect(screen.getByRole('link', { name: 'upper-scan.stl' })).toBeTruthy();
  });

  it('lets the client cancel once, however often the confirmation is pressed', async () => {
    signIn('client', CLIENT.memberNo);
    request = { ...request, actions: [RequestAction.Cancel] };
    let answer: (v: { data: RequestDetail }) => void = () => undefined;
    post.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const success = vi.spyOn(toast, 'success');
    renderPage();
    expect(button('Accept')).toBeNull();
    expect(button('Reject')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Cancel request' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(`/api/v1/requests/${request.id}/cancel`);
    expect(within(dialog).getByRole('button', { name: 'Working…' }).hasAttribute('disabled')).toBe(true);
    request = { ...request, status: RequestStatus.Cancelled, actions: [] };
    answer({ data: request });
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(success).toHaveBeenCalledWith('Request cancelled. Its referrals are back in your cart.');
    expect((await screen.findByTestId('request-status')).textContent).toBe('Cancelled');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('shows the designated T-esigner Accept (with their price, on the quotation form) and Reject, and no Cancel', async () => {
    signIn('designer', DESIGNER.memberNo);
    request = { ...request, type: RequestType.Designated, status: RequestStatus.WaitingForRequest, designer: DESIGNER, actions: [RequestAction.Accept, RequestAction.Reject] };
    renderPage();
    const accept = await screen.findByRole('link', { name: 'Accept' });
    expect(accept.getAttribute('href')).toBe(`/request/estimated?request=${request.id}`);
    expect(button('Reject')).toBeTruthy();
    expect(button('Cancel request')).toBeNull();
    expect(screen.getByText('Designated T-esigner').nextElementSibling?.textContent).toBe(DESIGNER.nickname);
  });

  it('leads the client of an accepted designated request to sign and pay its order', async () => {
    signIn('client', CLIENT.memberNo);
    request = { ...request, type: RequestType.Designated, status: RequestStatus.RequestAccepted, designer: DESIGNER, orderId: ORDER_ID, actions: [RequestAction.Pay] };
    renderPage();
    const pay = await screen.findByRole('link', { name: 'Sign the contract and pay' });
    expect(pay.getAttribute('href')).toBe(`/payment/contract/${ORDER_ID}`);
  });

  it('rejects only with a reason, and sends the reason', async () => {
    signIn('designer', DESIGNER.memberNo);
    request = { ...request, type: RequestType.Designated, status: RequestStatus.WaitingForRequest, designer: DESIGNER, actions: [RequestAction.Accept, RequestAction.Reject] };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const sheet = await screen.findByRole('dialog', { name: 'Reject this request' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Reject request' }));
    expect(await within(sheet).findByText('Please give a reason.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    const reason = within(sheet).getByRole('textbox', { name: 'Reason' });
    fireEvent.change(reason, { target: { value: 'x'.repeat(301) } });
    expect(within(sheet).getByText('301 / 300')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Reject request' }));
    expect(await within(sheet).findByText('Too long.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: '  The deadline is too short for a bridge.  ' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Reject request' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledWith(`/api/v1/requests/${request.id}/reject`, { reason: 'The deadline is too short for a bridge.' }));
  });

  it('tells a T-esigner why a request was rejected and that scan files wait for payment', async () => {
    signIn('designer', DESIGNER.memberNo);
    request = { ...request, type: RequestType.Designated, status: RequestStatus.RequestRejected, designer: DESIGNER, rejectReason: 'Too short a deadline.' };
    renderPage();
    expect((await screen.findByTestId('reject-reason')).textContent).toContain('Too short a deadline.');
    expect(screen.getByTestId('files-after-payment').textContent).toMatch(/once the order is paid/);
    expect(screen.queryByTestId('request-actions')).toBeNull();
  });

  it('invites a T-esigner to quote when they may, and shows their quotation once sent', async () => {
    signIn('designer', OTHER_DESIGNER.memberNo);
    request = { ...request, canQuote: true };
    const { unmount } = renderPage();
    expect((await screen.findByRole('link', { name: 'Send a quotation' })).getAttribute('href')).toBe(`/request/estimated?request=${request.id}`);
    expect(screen.queryByRole('link', { name: /compare/ })).toBeNull();
    unmount();

    request = { ...request, canQuote: false, myQuotation: QuotationStatus.Submitted, quotationCount: 1 };
    renderPage();
    expect((await screen.findByTestId('quotation-status')).textContent).toBe('Submitted');
    expect(screen.queryByRole('link', { name: 'Send a quotation' })).toBeNull();
    expect(screen.queryByRole('link', { name: /compare/ })).toBeNull();
  });

  it('lets a T-esigner report the request to the operator from its "more" menu, and not its client', async () => {
    signIn('designer', OTHER_DESIGNER.memberNo);
    const { unmount } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: `More for ${CLIENT.nickname}` }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByTestId('report-dialog');
    expect(within(dialog).getByRole('heading', { name: `Report the request from ${CLIENT.nickname}` })).toBeTruthy();
    unmount();

    signIn('client', CLIENT.memberNo);
    renderPage();
    expect(await screen.findByTestId('request-status')).toBeTruthy();
    expect(screen.queryByTestId('member-more')).toBeNull();
  });

  it('lets a T-esigner block the request’s client, who is never offered to block themselves', async () => {
    signIn('designer', OTHER_DESIGNER.memberNo);
    const { unmount } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: `More for ${CLIENT.nickname}` }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Report', 'Block']);
    unmount();

    signIn('client', CLIENT.memberNo);
    renderPage();
    expect(await screen.findByTestId('request-status')).toBeTruthy();
    expect(screen.queryByTestId('member-more')).toBeNull();
  });

  /** Types a date into a picker and leaves the field, as a person does. */
  const typeInto = (input: HTMLElement, text: string) => {
    fireEvent.change(input, { target: { value: text } });
    fireEvent.focusOut(input, { relatedTarget: document.body });
  };

  it('reopens a closed request with new dates sent as ISO moments', async () => {
    signIn('client', CLIENT.memberNo);
    request = { ...request, status: RequestStatus.RequestClosed, actions: [RequestAction.Reopen, RequestAction.Cancel] };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen with new dates' }));
    const sheet = await screen.findByRole('dialog', { name: 'Reopen the request' });
    const year = new Date().getFullYear() + 1;
    typeInto(within(sheet).getByLabelText('Quote expiry'), `${year}-03-10 10:00`);
    typeInto(within(sheet).getByLabelText('Delivery deadline'), `${year}-03-09 10:00`);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Reopen' }));
    expect(await within(sheet).findByText('The delivery deadline must be after the quote expiry.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    typeInto(within(sheet).getByLabelText('Delivery deadline'), `${year}-03-12 17:30`);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Reopen' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/api/v1/requests/${request.id}/reopen`, {
        // Typed times are the member's, Seoul's unless they picked another zone (decision 0031).
        quoteExpiresAt: new Date(`${year}-03-10T10:00+09:00`).toISOString(),
        deadlineAt: new Date(`${year}-03-12T17:30+09:00`).toISOString(),
      }),
    );
  });

  it('says a refused move in the member’s language', async () => {
    signIn('client', CLIENT.memberNo);
    request = { ...request, actions: [RequestAction.Cancel] };
    post.mockRejectedValue(refusal(409, 'INVALID_TRANSITION'));
    const error = vi.spyOn(toast, 'error');
    await i18n.changeLanguage('ko');
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '요청 취소' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '요청 취소' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('잘못된 시도입니다. 이미 처리되었거나 지금은 할 수 없는 작업입니다.'));
  });

  it('nests replies under their comment, marks the client’s, and replies with the comment’s id', async () => {
    signIn('designer', DESIGNER.memberNo);
    const question = commentOf({ requestId: request.id, body: 'Which cement gap do you want?' });
    comments = [
      question,
      commentOf({ requestId: request.id, author: CLIENT, byClient: true, parentId: question.id, body: '0.04 mm, please.' }),
      commentOf({ requestId: request.id, author: OTHER_DESIGNER, body: 'Is the antagonist scan included?' }),
    ];
    renderPage();
    const threads = await screen.findAllByTestId('comment-thread');
    expect(threads).toHaveLength(2);
    const reply = within(threads[0]!).getByTestId('comment-reply');
    expect(reply.textContent).toContain('0.04 mm, please.');
    expect(within(reply).getByTestId('comment-by-client').textContent).toBe('Client');
    expect(within(threads[1]!).queryByTestId('comment-reply')).toBeNull();

    fireEvent.click(within(threads[0]!).getByRole('button', { name: `Reply to ${DESIGNER.nickname}` }));
    const form = within(threads[0]!).getByTestId('reply-form');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Your reply' }), { target: { value: 'Thank you.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reply' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledWith(`/api/v1/requests/${request.id}/comments`, { body: 'Thank you.', parentId: question.id }));
  });

  it('asks a new question without a parent, within the comment limit', async () => {
    signIn('designer', DESIGNER.memberNo);
    renderPage();
    const form = await screen.findByTestId('comment-form');
    const box = within(form).getByRole('textbox', { name: 'Ask the client a question' });
    fireEvent.click(within(form).getByRole('button', { name: 'Post' }));
    expect(await within(form).findByText('This field is required.')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Is tooth 16 a bridge abutment?' } });
    expect(within(form).getByText('30 / 1000')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Post' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledWith(`/api/v1/requests/${request.id}/comments`, { body: 'Is tooth 16 a bridge abutment?' }));
    await vi.waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('says a request that cannot be seen is not found, with the way back to the list', async () => {
    signIn('designer', OTHER_DESIGNER.memberNo);
    vi.mocked(http.get).mockImplementation(async (url: string) => {
      if (url.startsWith('/api/v1/requests/')) throw refusal(404, 'NOT_FOUND');
      return { data: [] };
    });
    await i18n.changeLanguage('ko');
    renderPage();
    const notFound = await screen.findByTestId('request-not-found');
    expect(within(notFound).getByText('요청을 찾을 수 없습니다')).toBeTruthy();
    expect(within(notFound).getByRole('link', { name: '요청 목록으로' }).getAttribute('href')).toBe('/request');
    expect(screen.queryByTestId('request-error')).toBeNull();
  });

  it('says the request could not be loaded when the server fails, and Retry loads it (SPEC §8 "request view failed")', async () => {
    signIn('client', CLIENT.memberNo);
    const load = vi.fn<() => Promise<{ data: RequestDetail }>>(async () => {
      throw refusal(500, 'INTERNAL');
    });
    const answer = vi.mocked(http.get).getMockImplementation()!;
    vi.mocked(http.get).mockImplementation(async (url: string, config?: HttpConfig) => (url === `/api/v1/requests/${request.id}` ? load() : answer(url, config)));
    renderPage();

    const problem = await screen.findByTestId('request-error');
    expect(within(problem).getByText('The request could not be loaded.')).toBeTruthy();
    expect(screen.queryByTestId('request-not-found')).toBeNull();
    load.mockImplementation(async () => ({ data: request }));
    fireEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('request-units')).toBeTruthy();
    expect(screen.queryByTestId('request-error')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says in Korean that the request could not be loaded, and that the network is down, when no answer came', async () => {
    signIn('client', CLIENT.memberNo);
    vi.mocked(http.get).mockImplementation(async (url: string) => {
      if (url.startsWith('/api/v1/requests/')) throw networkError();
      return { data: [] };
    });
    await i18n.changeLanguage('ko');
    renderPage();
    const problem = await screen.findByTestId('request-error');
    expect(within(problem).getByText('요청을 불러오지 못했습니다. 네트워크 오류가 발생했습니다. 연결을 확인해 주세요.')).toBeTruthy();
    expect(within(problem).getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });

  it('shows the status badge in Korean', async () => {
    signIn('client', CLIENT.memberNo);
    request = { ...request, status: RequestStatus.RequestClosed, quoteExpiresAt: '2025-01-01T00:00:00.000Z' };
    await i18n.changeLanguage('ko');
    renderPage();
    expect((await screen.findByTestId('request-status')).textContent).toBe('요청 마감(견적일 만료)');
    expect(screen.getByTestId('request-type').textContent).toBe('공개 요청');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('마감된 의뢰');
    expect(screen.getByTestId('stage-next').textContent).toBe('내 차례 · 다음 할 일: 새 일정으로 다시 열기');
    expect(screen.getAllByTestId('expiry-countdown')[0]!.textContent).toBe('마감됨');
  });
});

describe('request page, stage by stage', () => {
  const designated = { type: RequestType.Designated, designer: DESIGNER };
  const ordered = { orderId: ORDER_ID };
  /** A request in each stage each party can find it in (requests/stages.ts), as the server answers it to them. */
  const cases: [RequestStage, StageParty, Partial<RequestDetail> & { status: RequestStatus }][] = [
    [RequestStage.awaitingQuotations, 'client', { status: RequestStatus.QuoteRequested }],
    [RequestStage.awaitingQuotations, 'designer', { status: RequestStatus.QuoteRequested, myQuotation: QuotationStatus.Withdrawn }],
    [RequestStage.openForQuotes, 'designer', { status: RequestStatus.QuoteRequested, canQuote: true }],
    [RequestStage.choosing, 'client', { status: RequestStatus.Choosing, quotationCount: 2 }],
    [RequestStage.choosing, 'designer', { status: RequestStatus.Choosing, quotationCount: 2, myQuotation: QuotationStatus.Submitted }],
    [RequestStage.awaitingAnswer, 'client', { status: RequestStatus.WaitingForRequest, ...designated }],
    [RequestStage.awaitingAnswer, 'designer', { status: RequestStatus.WaitingForRequest, ...designated }],
    [RequestStage.awaitingPayment, 'client', { status: RequestStatus.RequestAccepted, ...designated, ...ordered }],
    [RequestStage.awaitingPayment, 'designer', { status: RequestStatus.RequestAccepted, ...designated, ...ordered }],
    [RequestStage.rejected, 'client', { status: RequestStatus.RequestRejected, ...designated, rejectReason: 'Fully booked this week.' }],
    [RequestStage.rejected, 'designer', { status: RequestStatus.RequestRejected, ...designated, rejectReason: 'Fully booked this week.' }],
    [RequestStage.closed, 'client', { status: RequestStatus.RequestClosed }],
    [RequestStage.closed, 'designer', { status: RequestStatus.RequestClosed }],
    [RequestStage.closedQuoted, 'client', { status: RequestStatus.RequestClosed, quotationCount: 2 }],
    [RequestStage.closedQuoted, 'designer', { status: RequestStatus.RequestClosed, quotationCount: 2, myQuotation: QuotationStatus.Submitted }],
    [RequestStage.ordered, 'client', { status: RequestStatus.TransactionOngoing, quotationCount: 2, ...ordered }],
    [RequestStage.ordered, 'designer', { status: RequestStatus.TransactionOngoing, quotationCount: 2, myQuotation: QuotationStatus.Selected, ...ordered }],
    [RequestStage.notChosen, 'designer', { status: RequestStatus.TransactionOngoing, quotationCount: 2, myQuotation: QuotationStatus.NotChosen, ...ordered }],
    [RequestStage.complete, 'client', { status: RequestStatus.Complete, ...designated, ...ordered }],
    [RequestStage.complete, 'designer', { status: RequestStatus.Complete, ...designated, ...ordered }],
    [RequestStage.cancelled, 'client', { status: RequestStatus.Cancelled }],
    [RequestStage.cancelled, 'designer', { status: RequestStatus.Cancelled, myQuotation: QuotationStatus.NotChosen }],
  ];

  /** Signs in as `party` and sets the request they open, with the moves the machine allows them. */
  function open(party: StageParty, extra: Partial<RequestDetail> & { status: RequestStatus }) {
    signIn(party, party === 'client' ? CLIENT.memberNo : DESIGNER.memberNo);
    request = { ...request, ...extra };
    request = { ...request, actions: requestActionsFor(request.status, party, request.type) };
  }

  it.each(cases)('%s, for the %s: titles the page and leads with the stage, and says whose move it is, what and by when', async (stage, party, extra) => {
    open(party, extra);
    const read = requestStageOf(request, party);
    expect(read.id).toBe(stage);
    renderPage();

    const names = { client: CLIENT.nickname, designer: request.designer?.nickname ?? i18n.t('requestView:unknownMember') };
    const lead = await screen.findByTestId('stage-lead');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(i18n.t(`requestView:stages.${stage}.${party}.title`, names));
    expect(lead.textContent).toBe(i18n.t(`requestView:stages.${stage}.${party}.lead`, names));
    const next = screen.queryByTestId('stage-next')?.textContent ?? '';
    const turn = read.actor === 'nobody' ? null : read.actor === party ? 'Your turn' : i18n.t(`common:stage.turn.${read.actor}`);
    if (turn) expect(next.startsWith(turn)).toBe(true);
    if (read.next) expect(next).toContain(`Next: ${i18n.t(`requestView:stages.${stage}.${party}.action`)}`);
    else expect(next).not.toContain('Next:');
    if (read.due) expect(screen.getByTestId('stage-due').getAttribute('dateTime')).toBe(request.quoteExpiresAt);
    else expect(screen.queryByTestId('stage-due')).toBeNull();
  });

  it('tells a Korean T-esigner to quote on an open public request, by its quote expiry', async () => {
    await i18n.changeLanguage('ko');
    open('designer', { status: RequestStatus.QuoteRequested, canQuote: true });
    renderPage();

    expect((await screen.findByTestId('stage-lead')).textContent).toBe('의뢰서를 확인하고 견적 마감 전에 견적을 보내 주세요. 의뢰인이 받은 견적을 비교해 티자이너 한 명을 고릅니다.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('견적을 보낼 수 있는 의뢰');
    expect(screen.getByTestId('stage-next').textContent).toBe(`내 차례 · 다음 할 일: 견적 보내기 · ${formatDateTime(request.quoteExpiresAt, 'ko')}까지`);
  });

  it('once the T-esigner accepted a designated request, asks its client to sign and pay', async () => {
    open('client', { status: RequestStatus.RequestAccepted, ...designated, ...ordered });
    renderPage();
    expect((await screen.findByTestId('stage-lead')).textContent).toBe('Kim CAD accepted your request. Sign the e-contract and pay to start the work.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign and pay');
    expect(screen.getByTestId('stage-next').textContent).toBe('Your turn · Next: Sign the e-contract and pay');
  });

  it('once a Korean T-esigner accepted a designated request, tells them the client pays next', async () => {
    await i18n.changeLanguage('ko');
    open('designer', { status: RequestStatus.RequestAccepted, ...designated, ...ordered });
    renderPage();
    expect((await screen.findByTestId('stage-lead')).textContent).toBe('의뢰를 수락했습니다. Smile Dental님이 계약서에 서명하고 결제하면 작업을 시작할 수 있습니다.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('의뢰인의 결제 대기');
    expect(screen.getByTestId('stage-next').textContent).toBe('의뢰인 차례');
  });
});
