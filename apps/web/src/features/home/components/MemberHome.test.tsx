import { MemberType, type OrderStatus, type RequestSummary } from '@dcm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { renderAt, userOf } from '../../../test/page-fixtures.tsx';
import { answer, type Params } from '../../content/test-fixtures.ts';
import MainPage from '../pages/MainPage.tsx';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function requestOf(n: number, extra: Partial<RequestSummary> = {}): RequestSummary {
  return {
    id: uuid(n),
    type: 'designated',
    status: 'waitingForRequest',
    client: { memberNo: 7, nickname: 'smileclinic' },
    designer: { memberNo: 9, nickname: 'cadmaster' },
    quoteExpiresAt: '2026-12-01T09:00:00.000Z',
    deadlineAt: '2026-12-03T09:00:00.000Z',
    notes: '',
    referralCount: 1,
    referralNumbers: [`2026-0${n}`],
    teeth: [36],
    units: [{ type: 'zirconia_crown', count: 1 }],
    quotationCount: 0,
    myQuotation: null,
    createdAt: '2026-11-28T09:00:00.000Z',
    ...extra,
  };
}

const page = (items: RequestSummary[], total = items.length) => ({ items, page: 1, size: 3, total });
const counts = (some: Partial<Record<OrderStatus, number>>) => ({ items: [], page: 1, size: 1, total: 0, counts: some });

let routes: Record<string, (params: Params) => unknown>;

beforeEach(() => {
  routes = {
    '/api/v1/stats': () => ({ members: 1, referrals: 1, transactions: { KRW: 0, USD: 0 }, at: '2026-11-26T01:00:00.000Z' }),
    '/api/v1/partners': () => ({ items: [] }),
    '/api/v1/notices': () => ({ items: [], page: 1, size: 5, total: 0 }),
    '/api/v1/common/code/prosthesis': () => [],
    '/api/v1/faq': () => ({ items: [] }),
  };
  vi.spyOn(http, 'get').mockImplementation(answer((url, params) => routes[url]?.(params)));
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe("a member's home", () => {
  it('starts a T-esigner from their work: requests to quote, orders by next step, earnings to settle', async () => {
    await i18n.changeLanguage('en');
    useUserStore.getState().login(userOf({ memberNo: 9, nickname: 'cadmaster' }, MemberType.Designer));
    routes['/api/v1/requests'] = (params) => (params.status === 'waitingForRequest' ? page([requestOf(1)]) : page([requestOf(1), requestOf(2, { type: 'public', status: 'quoteRequested' })], 5));
    routes['/api/v1/orders'] = () => counts({ accepted: 2, referralReceived: 1, reworkRequested: 0, cadUploaded: 3 });
    routes['/api/v1/mileage'] = () => ({ currency: 'KRW', clientMileage: { KRW: 0, USD: 0 }, designerEarnings: { KRW: 270000, USD: 0 } });
    renderAt('/', <MainPage />);

    const home = await screen.findByTestId('member-home-designer', {}, { timeout: 5000 }); // its own chunk, the first time
    // The work comes first: the page's one h1 greets the T-esigner, the hero follows as a section.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hello, cadmaster');
    expect(screen.getByRole('heading', { level: 2, name: 'Dental CAD design, from referral to delivery, in one place' })).toBeTruthy();
    expect(home.compareDocumentPosition(document.getElementById('hero-title')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A T-esigner writes no referral: the hero offers them none.
    expect(screen.queryByTestId('main-write')).toBeNull();

    await waitFor(() => expect(screen.getByTestId('work-designated').dataset.count).toBe('1'));
    // One designated request: the count opens it; the public ones are the rest of what is open.
    expect(screen.getByTestId('work-designated').getAttribute('href')).toBe(`/request/view/${uuid(1)}`);
    expect(screen.getByTestId('work-public').dataset.count).toBe('4');
    expect(within(screen.getByTestId('work-request-links')).getByRole('link', { name: /2026-01/ }).getAttribute('href')).toBe(`/request/view/${uuid(1)}`);

    await waitFor(() => expect(screen.getByTestId('work-orders-accepted').dataset.count).toBe('2'));
    expect(screen.getByTestId('work-orders-accepted').getAttribute('href')).toBe('/payment?status=accepted');
    expect(screen.getByTestId('work-orders-referralReceived').textContent).toContain('CAD results to upload');
    expect(screen.getByTestId('work-orders-reworkRequested').dataset.count).toBe('0');
    expect(screen.getByTestId('work-orders-awaitingAcceptance').dataset.count).toBe('0');

    await waitFor(() => expect(screen.getByTestId('work-earnings').textContent).toBe('₩270,000'));
    expect(screen.getByRole('link', { name: 'Request settlement' }).getAttribute('href')).toBe('/mileageOffice');
    expect(screen.getByTestId('work-orders-referralReceived').getAttribute('href')).toBe('/payment?status=referralReceived');
  });

  it("puts a client's next steps before the hero: quotations to choose from and orders to sign or confirm, in Korean", async () => {
    await i18n.changeLanguage('ko');
    useUserStore.getState().login(userOf({ memberNo: 7, nickname: 'smileclinic' }, MemberType.Client));
    routes['/api/v1/requests'] = (params) =>
      params.scope === 'mine' && params.status === 'choosing' ? page([requestOf(3, { type: 'public', status: 'choosing', quotationCount: 2 }), requestOf(4, { type: 'public', status: 'choosing', quotationCount: 1 })]) : undefined;
    routes['/api/v1/orders'] = () => counts({ awaitingPayment: 1, cadUploaded: 0 });
    renderAt('/', <MainPage />);

    await screen.findByTestId('member-home-client', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('smileclinic님, 안녕하세요');
    await waitFor(() => expect(screen.getByTestId('next-quoted').dataset.count).toBe('2'));
    // Two requests with quotations: the count opens the member's requests, each case its comparison.
    expect(screen.getByTestId('next-quoted').getAttribute('href')).toBe('/request?scope=mine');
    expect(screen.getByRole('link', { name: /2026-03.*견적 2건/ }).getAttribute('href')).toBe(`/request/estimated/view/${uuid(3)}`);
    await waitFor(() => expect(screen.getByTestId('next-orders-awaitingPayment').dataset.count).toBe('1'));
    expect(screen.getByTestId('next-orders-awaitingPayment').getAttribute('href')).toBe('/payment?status=awaitingPayment');
    expect(screen.getByTestId('next-orders-cadUploaded').textContent).toContain('수령 확인할 CAD 결과물');
    // A client has no earnings card, and still finds the hero's way to write a referral.
    expect(screen.queryByTestId('work-settlement')).toBeNull();
    expect(screen.getByTestId('main-write').getAttribute('href')).toBe('/request');
  });

  it('says what failed and asks again when a count does not come', async () => {
    await i18n.changeLanguage('en');
    useUserStore.getState().login(userOf({ memberNo: 7, nickname: 'smileclinic' }, MemberType.Client));
    routes['/api/v1/requests'] = () => page([]);
    let fail = true;
    routes['/api/v1/orders'] = () => (fail ? undefined : counts({ cadUploaded: 1 }));
    renderAt('/', <MainPage />);
    const orders = await screen.findByTestId('next-orders', {}, { timeout: 5000 });
    const retry = await within(orders).findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByTestId('next-orders-cadUploaded').dataset.count).toBe('1'));
  });

  it('shows a visitor, a member not yet approved and the operator the page as it is', async () => {
    await i18n.changeLanguage('en');
    const { unmount } = renderAt('/', <MainPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dental CAD design, from referral to delivery, in one place' })).toBeTruthy();
    expect(screen.queryByTestId('member-home-client')).toBeNull();
    unmount();

    useUserStore.getState().login({ ...userOf({ memberNo: 9, nickname: 'newdesigner' }, MemberType.Designer), memberApprovalSe: 'A' });
    renderAt('/', <MainPage />);
    expect(screen.queryByTestId('member-home-designer')).toBeNull();
    expect(vi.mocked(http.get).mock.calls.some(([url]) => url === '/api/v1/orders' || url === '/api/v1/requests')).toBe(false);
  });
});
