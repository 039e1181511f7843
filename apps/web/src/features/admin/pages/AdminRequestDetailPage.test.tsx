import { ReferralStatus, RequestStatus, RequestType, type RequestDetail } from '@dcm/shared';
import { screen, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { formatDateTime } from '../../../lib/format.ts';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { refusal, renderAt } from '../../../test/page-fixtures.tsx';
import { codesFor, paramsOf, referralOf } from '../../../test/referral-fixtures.ts';
import { CLIENT, DESIGNER, detailOf } from '../../../test/request-fixtures.ts';
import AdminRequestDetailPage from './AdminRequestDetailPage.tsx';

const ORDER_ID = '3f2a0000-0000-4000-8000-0000000000a1';
const MISSING_ID = '00000000-0000-4000-8000-00000000dead';

let request: RequestDetail;
let get: MockInstance<typeof http.get>;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  request = detailOf({
    type: RequestType.Designated,
    status: RequestStatus.QuoteRequested,
    designer: DESIGNER,
    quotationCount: 2,
    notes: 'Please keep the margins thin.',
    referrals: [referralOf(ReferralStatus.Requested, { referralNumber: '2025-001', prosthesis: [{ type: 'zirconia_crown', count: 3 }] })],
    referralCount: 1,
  });
  get = vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: AxiosRequestConfig) => {
    if (url === `/api/v1/admin/requests/${request.id}`) return { data: request };
    const codes = codesFor(url, paramsOf(config).type);
    if (codes) return { data: codes };
    throw refusal(404, { code: 'NOT_FOUND', message: 'no' });
  });
});
afterEach(() => vi.restoreAllMocks());

const open = (id: string) => renderAt('/admin/requests/:id', <AdminRequestDetailPage />, `/admin/requests/${id}`);

describe('the admin request detail', () => {
  it('shows the request’s facts, its parties as member files and its referrals, in English', async () => {
    open(request.id);
    expect((await screen.findByTestId('admin-request-status')).textContent).toContain(i18n.t('common:requestStatus.quoteRequested'));
    expect(screen.getByTestId('admin-request-type').textContent).toContain('Designated request');
    expect(screen.getByTestId('admin-request-deadline').textContent).toContain(formatDateTime(request.deadlineAt, 'en'));
    expect(screen.getByTestId('admin-request-quotations').textContent).toContain('2 quotations');
    expect(await screen.findByText('Zirconia crown × 3', { selector: '[data-testid=admin-request-units] dd' })).toBeTruthy();
    expect(screen.getByText('Please keep the margins thin.')).toBeTruthy();
    expect(screen.getByText(request.id)).toBeTruthy();

    const client = screen.getByTestId('admin-request-client');
    expect(client.textContent).toBe(`${CLIENT.nickname} (member no. ${CLIENT.memberNo})`);
    expect(client.getAttribute('href')).toBe(`/admin/members?member=${CLIENT.memberNo}`);
    const designer = screen.getByTestId('admin-request-designer');
    expect(designer.getAttribute('href')).toBe(`/admin/members?member=${DESIGNER.memberNo}`);
    expect(screen.getByText('Addressed T-esigner')).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Referral (1)' })).toBeTruthy();
    expect(screen.getAllByText('2025-001').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Back to requests' }).getAttribute('href')).toBe('/admin/requests');
    expect(get).toHaveBeenCalledWith(`/api/v1/admin/requests/${request.id}`);
  });

  it('shows the request’s facts in Korean', async () => {
    await i18n.changeLanguage('ko');
    open(request.id);
    expect((await screen.findByTestId('admin-request-type')).textContent).toContain('지정 요청');
    expect(screen.getByTestId('admin-request-status').textContent).toContain(i18n.t('common:requestStatus.quoteRequested'));
    expect(screen.getByTestId('admin-request-quotations').textContent).toContain('견적 2건');
    expect(screen.getByTestId('admin-request-deadline').textContent).toContain(formatDateTime(request.deadlineAt, 'ko'));
    expect(screen.getByTestId('admin-request-client').textContent).toBe(`${CLIENT.nickname} (회원 번호 ${CLIENT.memberNo})`);
    expect(screen.getByText('지정한 T-esigner')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByTestId('admin-request-units').textContent).toContain(i18n.t('requestView:units.item', { name: '지르코니아 크라운', n: 3 })));
    expect(screen.getByTestId('admin-request-order').textContent).toContain('아직 거래가 없습니다');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('의뢰 요청 상세');
  });

  it('links a request with an order to the order’s console page, and says when there is none', async () => {
    request = { ...request, status: RequestStatus.Complete, orderId: ORDER_ID };
    const { unmount } = open(request.id);
    const link = within(await screen.findByTestId('admin-request-order')).getByRole('link', { name: ORDER_ID });
    expect(link.getAttribute('href')).toBe(`/admin/orders/${ORDER_ID}`);
    unmount();

    request = { ...request, orderId: null };
    open(request.id);
    const none = await screen.findByTestId('admin-request-order');
    expect(within(none).queryByRole('link')).toBeNull();
    expect(none.textContent).toContain('No order yet');
  });

  it('says in the admin’s language that a request does not exist', async () => {
    const { unmount } = open(MISSING_ID);
    expect((await screen.findByTestId('admin-request-not-found')).textContent).toContain('This request does not exist');
    expect(screen.queryByTestId('admin-request-error')).toBeNull();
    unmount();

    await i18n.changeLanguage('ko');
    open(MISSING_ID);
    expect((await screen.findByTestId('admin-request-not-found')).textContent).toContain('없는 의뢰 요청입니다');
  });
});
