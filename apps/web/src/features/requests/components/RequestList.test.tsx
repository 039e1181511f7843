import { QuotationStatus, RequestStatus, RequestType, type RequestList as RequestListAnswer } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { codesFor, paramsOf } from '../../../test/referral-fixtures.ts';
import { CLIENT, DESIGNER, listOf, refusal, signIn, summaryOf } from '../../../test/request-fixtures.ts';
import RequestListPage from '../pages/RequestListPage.tsx';

const quoted = summaryOf({
  status: RequestStatus.Choosing,
  units: [
    { type: 'zirconia_crown', count: 3 },
    { type: 'inlay', count: 1 },
  ],
  referralCount: 2,
  quotationCount: 4,
  myQuotation: QuotationStatus.Submitted,
});
const closed = summaryOf({ status: RequestStatus.RequestClosed, quoteExpiresAt: '2025-01-01T00:00:00.000Z', referralCount: 1, referralNumbers: ['2024-117'], teeth: [46] });

let answer: (params: Record<string, unknown>) => RequestListAnswer | Promise<RequestListAnswer> = () => listOf([quoted, closed], 25);

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderList(path = '/request') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/request"
            element={
              <>
                <RequestListPage />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let get: MockInstance<typeof http.get>;
/** The query of the latest request list call. */
const lastListParams = () => paramsOf(get.mock.calls.filter(([url]) => url === '/api/v1/requests').at(-1)?.[1] as HttpConfig);
const address = () => screen.getByTestId('address').textContent;
/** The prosthesis chips of a row, once the code table named them. */
const chipsOf = (row: HTMLElement) => within(within(row).getByTestId('request-units')).getAllByRole('listitem').map((chip) => chip.textContent);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  answer = () => listOf([quoted, closed], 25);
  get = vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    const params = paramsOf(config);
    return { data: url === '/api/v1/requests' ? await answer(params) : (codesFor(url, params.type) ?? []) };
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('request list', () => {
  it('offers a T-esigner all requests or only those they quoted, never "my requests only"', async () => {
    signIn('designer', DESIGNER.memberNo);
    renderList();
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Only requests I quoted' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'My requests only' })).toBeNull();
    await screen.findAllByTestId('request-row');
    expect(lastListParams()).toMatchObject({ scope: 'all', page: 1, size: 10 });
  });

  it('offers a client all requests or only their own', async () => {
    signIn('client', CLIENT.memberNo);
    renderList();
    expect(screen.getByRole('button', { name: 'My requests only' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Only requests I quoted' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'My requests only' }));
    await vi.waitFor(() => expect(lastListParams()).toMatchObject({ scope: 'mine', page: 1 }));
    expect(address()).toBe('?scope=mine');
  });

  it('puts scope, due-soon hours, search and page in the address and in the call', async () => {
    signIn('designer', DESIGNER.memberNo);
    renderList();
    await screen.findAllByTestId('request-row');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(lastListParams()).toMatchObject({ page: 2 }));
    expect(address()).toBe('?page=2');

    // A filter starts again on the first page.
    fireEvent.click(screen.getByRole('button', { name: 'Only requests I quoted' }));
    await vi.waitFor(() => expect(lastListParams()).toMatchObject({ scope: 'quoted', page: 1 }));
    expect(address()).toBe('?scope=quoted');

    fireEvent.click(screen.getByRole('button', { name: '3 h' }));
    await vi.waitFor(() => expect(lastListParams()).toMatchObject({ scope: 'quoted', dueWithinHours: 3 }));
    expect(screen.getByRole('button', { name: '3 h' }).getAttribute('aria-pressed')).toBe('true');

    const box = screen.getByRole('searchbox', { name: 'Search requests' });
    fireEvent.change(box, { target: { value: '2025-001' } });
    fireEvent.submit(screen.getByRole('search'));
    // Enter does not wait for the pause in typing.
    expect(address()).toBe('?scope=quoted&due=3&q=2025-001');
    await vi.waitFor(() => expect(lastListParams()).toMatchObject({ scope: 'quoted', dueWithinHours: 3, q: '2025-001', page: 1 }));

    // The same chip again turns the due-soon filter off.
    fireEvent.click(screen.getByRole('button', { name: '3 h' }));
    await vi.waitFor(() => expect(lastListParams().dueWithinHours).toBeUndefined());
    expect(address()).toBe('?scope=quoted&q=2025-001');
  });

  it('searches once typing pauses, without Enter', async () => {
    signIn('designer', DESIGNER.memberNo);
    renderList();
    await screen.findAllByTestId('request-row');
    const calls = () => get.mock.calls.filter(([url]) => url === '/api/v1/requests').length;
    const before = calls();
    const box = screen.getByRole('searchbox', { name: 'Search requests' });
    fireEvent.change(box, { target: { value: 'Sm' } });
    fireEvent.change(box, { target: { value: 'Smile' } });
    expect(calls()).toBe(before);
    await vi.waitFor(() => expect(lastListParams()).toMatchObject({ q: 'Smile' }));
    expect(calls()).toBe(before + 1);
  });

  it('opens on the filters of the address', async () => {
    signIn('designer', DESIGNER.memberNo);
    renderList('/request?scope=quoted&due=12&q=crown&page=3');
    await screen.findAllByTestId('request-row');
    expect(lastListParams()).toMatchObject({ scope: 'quoted', dueWithinHours: 12, q: 'crown', page: 3 });
    expect((screen.getByRole('searchbox', { name: 'Search requests' }) as HTMLInputElement).value).toBe('crown');
  });

  it('moves a page past the end to the last page there is', async () => {
    signIn('designer', DESIGNER.memberNo);
    answer = (params) => (params.page === 3 ? listOf([quoted], 25, 3) : listOf([], 25, Number(params.page)));
    renderList('/request?scope=quoted&page=9');
    await vi.waitFor(() => expect(address()).toBe('?scope=quoted&page=3'));
    expect(await screen.findByTestId('request-row')).toBeTruthy();
  });

  it('shows on each row what a T-esigner decides by, and links it to the request', async () => {
    signIn('designer', DESIGNER.memberNo);
    renderList();
    const [first, second] = await screen.findAllByTestId('request-row');
    const row = within(first!);
    expect(row.getByTestId('request-status').textContent).toBe('Choosing');
    expect(row.getByText('Public request')).toBeTruthy();
    expect(row.getByText(CLIENT.nickname)).toBeTruthy();
    expect(row.getByTestId('case-name').textContent).toBe('Referral no. 2025-041 and 1 more');
    await vi.waitFor(() => expect(chipsOf(first!)).toEqual(['Zirconia crown × 3', 'Inlay × 1']));
    expect(row.getByTestId('request-teeth').textContent).toBe('11 21 36');
    expect(row.getByTestId('expiry-countdown').textContent).toBe('closes in 2 h 30 min');
    expect(row.getByTestId('quotation-count').textContent).toBe('4');
    expect(row.getByTestId('quotation-status').textContent).toBe('Submitted');
    expect(row.getByRole('link').getAttribute('href')).toBe(`/request/view/${quoted.id}`);

    expect(within(second!).getByTestId('expiry-countdown').textContent).toBe('closed');
    expect(within(second!).getByTestId('case-name').textContent).toBe('Referral no. 2024-117');
    expect(within(second!).getByTestId('request-teeth').textContent).toBe('46');
    expect(within(second!).queryByTestId('quotation-status')).toBeNull();
    expect(screen.getByText('25 requests')).toBeTruthy();
  });

  it('shows the status badges in Korean', async () => {
    await i18n.changeLanguage('ko');
    signIn('designer', DESIGNER.memberNo);
    renderList();
    const [first, second] = await screen.findAllByTestId('request-row');
    expect(within(first!).getByTestId('request-status').textContent).toBe('선택 중');
    expect(within(first!).getByTestId('quotation-status').textContent).toBe('견적 제출');
    expect(within(first!).getByTestId('expiry-countdown').textContent).toBe('2시간 30분 후 마감');
    await vi.waitFor(() => expect(chipsOf(first!)).toEqual(['지르코니아 크라운 3개', '인레이 1개']));
    expect(within(first!).getByTestId('case-name').textContent).toBe('의뢰서 번호 2025-041 외 1건');
    expect(within(second!).getByTestId('case-name').textContent).toBe('의뢰서 번호 2024-117');
    expect(within(second!).getByTestId('request-status').textContent).toBe('요청 마감(견적일 만료)');
    expect(screen.getByRole('button', { name: '내가 견적 낸 요청만' })).toBeTruthy();
  });

  it('shows a skeleton while the list loads', async () => {
    signIn('designer', DESIGNER.memberNo);
    let arrive: (list: RequestListAnswer) => void = () => undefined;
    answer = () => new Promise((resolve) => (arrive = resolve));
    renderList();
    expect(screen.getByTestId('request-list-skeleton')).toBeTruthy();
    arrive(listOf([quoted]));
    expect(await screen.findByTestId('request-row')).toBeTruthy();
    expect(screen.queryByTestId('request-list-skeleton')).toBeNull();
  });

  it('says when nothing matches the filters and clears them', async () => {
    signIn('designer', DESIGNER.memberNo);
    answer = (params) => (params.q ? listOf([]) : listOf([quoted]));
    renderList('/request?q=nothing&due=1');
    const empty = await screen.findByTestId('request-list-empty');
    expect(within(empty).getByText('No requests match these filters.')).toBeTruthy();
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByTestId('request-row')).toBeTruthy();
    expect(address()).toBe('');
    expect((screen.getByRole('searchbox', { name: 'Search requests' }) as HTMLInputElement).value).toBe('');
  });

  it('sends a client with no request yet to the referral cart', async () => {
    signIn('client', CLIENT.memberNo);
    answer = () => listOf([]);
    renderList();
    const empty = await screen.findByTestId('request-list-empty');
    expect(within(empty).getByRole('link', { name: 'Go to the referral cart' }).getAttribute('href')).toBe('/request/basket');
  });

  it('names the designated T-esigner on a client’s designated request', async () => {
    signIn('client', CLIENT.memberNo);
    answer = () => listOf([summaryOf({ type: RequestType.Designated, status: RequestStatus.WaitingForRequest, designer: DESIGNER })]);
    renderList();
    const row = await screen.findByTestId('request-row');
    expect(within(row).getByText('Designated request')).toBeTruthy();
    expect(within(row).getByText(`to ${DESIGNER.nickname}`)).toBeTruthy();
    expect(within(row).queryByTestId('quotation-count')).toBeNull();
  });

  it('names a client’s own case by its referral number and the day it was sent, never by their own nickname', async () => {
    signIn('client', CLIENT.memberNo);
    answer = () => listOf([summaryOf({ referralCount: 1, referralNumbers: ['2025-3/7'] })]);
    renderList();
    const row = await screen.findByTestId('request-row');
    const name = within(row).getByRole('link');
    expect(name.textContent).toMatch(/^Referral no\. 2025-3\/7 · sent .*2025$/);
    expect(name.getAttribute('title')).toBeNull();
    expect(within(row).queryByText(CLIENT.nickname)).toBeNull();
  });

  it('names a case of several referrals by the first number and how many more, every number under the pointer', async () => {
    signIn('client', CLIENT.memberNo);
    answer = () => listOf([summaryOf({ referralCount: 3, referralNumbers: ['31', '32', '33'] })]);
    renderList();
    const name = within(await screen.findByTestId('request-row')).getByRole('link');
    expect(within(name).getByTestId('case-name').textContent).toBe('Referral no. 31 and 2 more');
    expect(name.getAttribute('title')).toBe('31, 32, 33');
  });

  it('names a case whose referrals carry no number by its referral count, and shows no teeth when none were charted', async () => {
    signIn('client', CLIENT.memberNo);
    answer = () => listOf([summaryOf({ referralCount: 3, referralNumbers: [], teeth: [] })]);
    renderList();
    const row = await screen.findByTestId('request-row');
    expect(within(row).getByTestId('case-name').textContent).toBe('3 referrals');
    expect(within(row).queryByTestId('request-teeth')).toBeNull();
  });

  it('says why the list did not come and asks again on Retry', async () => {
    signIn('designer', DESIGNER.memberNo);
    let fail = true;
    answer = () => {
      if (fail) throw refusal(403, 'FORBIDDEN');
      return listOf([quoted]);
    };
    renderList();
    const error = await screen.findByTestId('request-list-error');
    expect(within(error).getByText('Invalid access.')).toBeTruthy();
    expect(screen.queryByTestId('request-list-empty')).toBeNull();
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('request-row')).toBeTruthy();
  });

  it('sends a T-esigner with no open request to their profile', async () => {
    signIn('designer', DESIGNER.memberNo);
    answer = () => listOf([]);
    renderList();
    const empty = await screen.findByTestId('request-list-empty');
    expect(within(empty).getByText('No requests are open to you right now')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe('/profileModify');
  });
});
