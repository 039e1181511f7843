import { MemberType, QuotationStatus, RequestStatus, RequestType, type MyQuotation, type MyQuotationList, type Quotation } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { paramsOf } from '../../../test/referral-fixtures.ts';
import { CLIENT, DESIGNER, quotationOf, REQUEST_ID, userOf } from '../test-fixtures.ts';
import MyQuotationsPage from './MyQuotationsPage.tsx';
import { networkError } from '../../../lib/http.test-support.ts';

const OTHER_REQUEST = '10000000-0000-4000-8000-000000000002';

function mine(quotation: Quotation, requestId: string, status: RequestStatus, referralNumbers: string[] = []): MyQuotation {
  return {
    ...quotation,
    requestId,
    request: { id: requestId, status, type: RequestType.Public, deadlineAt: '2099-06-01T09:00:00.000Z', quoteExpiresAt: '2099-05-01T09:00:00.000Z', client: CLIENT, referralNumbers },
  };
}

let items: MyQuotation[] = [];
let total = 0;

function renderList(path = '/estimate') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/estimate" element={<MyQuotationsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  items = [];
  total = 0;
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
    if (url !== '/api/v1/quotations') throw new Error(`unexpected ${url}`);
    const { page, size } = paramsOf(config) as { page: number; size: number };
    const list: MyQuotationList = { items, page, size, total: total || items.length };
    return { data: list };
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('my quotations', () => {
  it('shows a T-esigner that the client chose another T-esigner, in English and in Korean', async () => {
    useUserStore.getState().login(userOf(DESIGNER, MemberType.Designer));
    items = [
      mine(quotationOf({ status: QuotationStatus.NotChosen }), REQUEST_ID, RequestStatus.TransactionOngoing),
      mine(quotationOf({ status: QuotationStatus.Submitted }), OTHER_REQUEST, RequestStatus.Choosing),
    ];
    const { unmount } = renderList();
    const [lost, open] = await screen.findAllByTestId('my-quotation');
    expect(within(lost!).getByTestId('quotation-status').textContent).toBe('Not chosen');
    expect(within(lost!).getByTestId('request-status').textContent).toBe('Transaction ongoing');
    expect(within(lost!).getByRole('link', { name: 'smileclinic’s request' }).getAttribute('href')).toBe(`/request/view/${REQUEST_ID}`);
    expect(within(lost!).getByText('₩410,000')).toBeTruthy();
    expect(within(lost!).queryByRole('link', { name: 'Edit quotation' })).toBeNull();
    expect(within(open!).getByRole('link', { name: 'Edit quotation' }).getAttribute('href')).toBe(`/request/estimated?request=${OTHER_REQUEST}`);
    unmount();

    await i18n.changeLanguage('ko');
    renderList();
    const [lostKo] = await screen.findAllByTestId('my-quotation');
    expect(within(lostKo!).getByTestId('quotation-status').textContent).toBe('선택되지 않음');
    expect(within(lostKo!).getByRole('link', { name: 'smileclinic 님의 요청' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '내 견적' })).toBeTruthy();
  });

  it('names each case by its referral numbers, never by the client’s nickname, on both sides', async () => {
    useUserStore.getState().login(userOf(DESIGNER, MemberType.Designer));
    items = [mine(quotationOf({}), REQUEST_ID, RequestStatus.Choosing, ['2026-031', '2026-032'])];
    const { unmount } = renderList();
    const name = await screen.findByTestId('my-quotation-case');
    expect(name.textContent).toBe('Referral no. 2026-031 and 1 more');
    expect(name.getAttribute('title')).toBe('2026-031, 2026-032');
    expect(screen.queryByText(/smileclinic/)).toBeNull();
    unmount();

    useUserStore.getState().login(userOf(CLIENT, MemberType.Client));
    items = [mine(quotationOf({ designer: DESIGNER }), REQUEST_ID, RequestStatus.Choosing, ['2026-040'])];
    renderList();
    expect((await screen.findByTestId('request-group-case')).textContent).toBe('Referral no. 2026-040');
  });

  it('groups a client’s received quotations by request, each with a way to compare them', async () => {
    useUserStore.getState().login(userOf(CLIENT, MemberType.Client));
    items = [
      mine(quotationOf({ designer: { memberNo: 22, nickname: 'lowcost' } }), REQUEST_ID, RequestStatus.Choosing),
      mine(quotationOf({ designer: { memberNo: 23, nickname: 'newlab' } }), OTHER_REQUEST, RequestStatus.Choosing),
      mine(quotationOf({ designer: DESIGNER }), REQUEST_ID, RequestStatus.Choosing),
    ];
    renderList();
    const groups = await screen.findAllByTestId('request-group');
    expect(groups.map((g) => g.getAttribute('data-request'))).toEqual([REQUEST_ID, OTHER_REQUEST]);
    expect(within(groups[0]!).getAllByTestId('my-quotation')).toHaveLength(2);
    expect(within(groups[0]!).getByRole('link', { name: 'Compare' }).getAttribute('href')).toBe(`/request/estimated/view/${REQUEST_ID}`);
    expect(screen.getByRole('heading', { name: 'Quotations received' })).toBeTruthy();
  });

  it('pages ten at a time from the page in the address', async () => {
    useUserStore.getState().login(userOf(DESIGNER, MemberType.Designer));
    items = [mine(quotationOf(), REQUEST_ID, RequestStatus.Choosing)];
    total = 25;
    renderList('/estimate?page=3');
    await screen.findAllByTestId('my-quotation');
    expect(http.get).toHaveBeenCalledWith('/api/v1/quotations', { params: { page: 3, size: 10 } });
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when no quotation was sent yet', async () => {
    useUserStore.getState().login(userOf(DESIGNER, MemberType.Designer));
    renderList();
    const empty = await screen.findByTestId('mine-empty');
    expect(empty.textContent).toMatch(/You have not sent any quotations yet/);
    expect(within(empty).getByRole('link', { name: 'Find open requests' }).getAttribute('href')).toBe('/request');
  });

  it('shows why the list did not come, and asks again on Retry', async () => {
    useUserStore.getState().login(userOf(DESIGNER, MemberType.Designer));
    let fail = true;
    const get = vi.mocked(http.get).getMockImplementation()!;
    vi.mocked(http.get).mockImplementation(async (url, config) => {
      if (fail) throw networkError();
      return get(url, config);
    });
    items = [mine(quotationOf(), REQUEST_ID, RequestStatus.Choosing)];
    renderList();
    const problem = await screen.findByTestId('mine-error');
    fail = false;
    fireEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('my-quotation')).toHaveLength(1);
  });
});
