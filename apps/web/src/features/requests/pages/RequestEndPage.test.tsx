import { RequestStatus, RequestType, type RequestDetail } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { setViewerTimeZone } from '../../../lib/time-zone.ts';
import RequestEndPage from './RequestEndPage.tsx';

const id = '00000000-0000-4000-8000-00000000abcd';

function requestOf(extra: Partial<RequestDetail> = {}): RequestDetail {
  return {
    id,
    type: RequestType.Public,
    status: RequestStatus.QuoteRequested,
    client: { memberNo: 7, nickname: 'Smile' },
    designer: null,
    // 10:00 on 10 March 2027 in Seoul.
    quoteExpiresAt: '2027-03-10T01:00:00.000Z',
    // 18:30 on 20 March 2027 in Seoul.
    deadlineAt: '2027-03-20T09:30:00.000Z',
    notes: '',
    referralCount: 2,
    referralNumbers: ['2027-031', '2027-032'],
    teeth: [16, 15, 14],
    units: [],
    quotationCount: 0,
    myQuotation: null,
    createdAt: '2027-03-01T00:00:00.000Z',
    referrals: [],
    rejectReason: null,
    actions: [],
    canQuote: false,
    orderId: null,
    ...extra,
  };
}

function renderEnd(request: RequestDetail) {
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === `/api/v1/requests/${id}`) return { data: request };
    throw new Error(`unexpected ${url}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/request/end?id=${id}`]}>
        <Routes>
          <Route path="/request/end" element={<RequestEndPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// The browser's own zone does not matter: times follow the zone the member reads in (decision 0031).
const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Lisbon';
});
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});
const setZone = (zone: string | null) => setViewerTimeZone(zone);

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  setZone(null);
  vi.restoreAllMocks();
});

describe('request sent page', () => {
  it('shows the expiry and the deadline in the viewer’s time zone, named', async () => {
    setZone('America/New_York');
    renderEnd(requestOf());

    // 01:00 and 09:30 UTC are the evening before and the early morning in New York (EST before 14 March).
    expect((await screen.findByTestId('end-expiry')).textContent).toMatch(/Tue, Mar 9, 2027.*08:00\sPM EST/);
    expect(screen.getByTestId('end-deadline').textContent).toMatch(/Sat, Mar 20, 2027.*05:30\sAM EDT/);
    expect(screen.getByText(/your time zone \(America\/New_York\)/)).toBeTruthy();
  });

  it('shows a Korean viewer the same moments in Korean time, the member who never picked a zone too', async () => {
    setZone(null);
    await i18n.changeLanguage('ko');
    renderEnd(requestOf());

    const expiry = await screen.findByTestId('end-expiry');
    expect(expiry.textContent).toMatch(/2027년 3월 10일 \(수\).*오전 10:00/);
    expect(expiry.getAttribute('dateTime')).toBe('2027-03-10T01:00:00.000Z');
    expect(screen.getByTestId('end-deadline').textContent).toMatch(/2027년 3월 20일 \(토\).*오후 06:30/);
  });

  it('confirms a designated request: to whom it went and that the T-esigner answers next', async () => {
    renderEnd(requestOf({ type: RequestType.Designated, status: RequestStatus.WaitingForRequest, designer: { memberNo: 12, nickname: 'BestCAD' }, referralCount: 1 }));

    expect(await screen.findByRole('heading', { name: 'Your request was sent' })).toBeTruthy();
    expect(screen.getByTestId('end-designer').textContent).toBe('BestCAD');
    expect(screen.getByTestId('end-type').textContent).toBe('Designated request');
    expect(screen.getByTestId('end-referrals').textContent).toBe('1');
    expect(screen.getByTestId('request-status').textContent).toBe('Waiting for request');
    expect(screen.getByText(/The T-esigner accepts or declines by/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the request' }).getAttribute('href')).toBe(`/request/view/${id}`);
    expect(screen.getByRole('link', { name: 'Request list' }).getAttribute('href')).toBe('/request');
  });

  it('explains quotations for a public request', async () => {
    renderEnd(requestOf());
    expect(await screen.findByRole('heading', { name: 'Your public request was sent' })).toBeTruthy();
    expect(screen.getByText(/T-esigners send quotations until/)).toBeTruthy();
    expect(screen.getByText(/Compare the quotations/)).toBeTruthy();
  });

  it('labels each fact once, the status among them, in Korean', async () => {
    await i18n.changeLanguage('ko');
    renderEnd(requestOf());
    await screen.findByTestId('end-expiry');
    const summary = screen.getByRole('region', { name: '보낸 내용' });
    expect([...summary.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['상태', '요청 유형', '의뢰서', '견적 마감', '납기']);
    expect(summary.querySelector('dt + dd [data-testid="request-status"]')?.textContent).toBe('견적 요청');
    expect(screen.getByTestId('request-end').textContent).not.toMatch(/(견적 요청)\s*\1/);
  });
});
