import { QuotationStatus, ReferralStatus, RequestStatus, RequestType, type AdminRequestDetail, type AdminRequestQuotation } from '@dcm/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { formatDateTime } from '../../../lib/format.ts';
import { http, type HttpConfig } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { formatMoney } from '../../../lib/money.ts';
import { refusal, renderAt } from '../../../test/page-fixtures.tsx';
import { codesFor, paramsOf, referralOf } from '../../../test/referral-fixtures.ts';
import { CLIENT, DESIGNER, detailOf, OTHER_DESIGNER } from '../../../test/request-fixtures.ts';
import AdminRequestDetailPage from './AdminRequestDetailPage.tsx';

const ORDER_ID = '3f2a0000-0000-4000-8000-0000000000a1';
const MISSING_ID = '00000000-0000-4000-8000-00000000dead';

const quotationOf = (extra: Partial<AdminRequestQuotation> = {}): AdminRequestQuotation => ({
  id: '3f2a0000-0000-4000-8000-0000000000b1',
  designer: DESIGNER,
  amount: 90_000,
  currency: 'KRW',
  deliveryAt: '2026-03-04T09:30:00.000Z',
  status: QuotationStatus.Submitted,
  createdAt: '2026-03-01T02:15:00.000Z',
  ...extra,
});

let request: AdminRequestDetail;
let get: MockInstance<typeof http.get>;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  request = {
    ...detailOf({
      type: RequestType.Designated,
      status: RequestStatus.QuoteRequested,
      designer: DESIGNER,
      quotationCount: 2,
      notes: 'Please keep the margins thin.',
      referrals: [referralOf(ReferralStatus.Requested, { referralNumber: '2025-001', prosthesis: [{ type: 'zirconia_crown', count: 3 }] })],
      referralCount: 1,
    }),
    quotations: [],
  };
  get = vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => {
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
    expect(screen.getByText('지정한 티자이너')).toBeTruthy();
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

  it('lists the quotations with their T-esigner’s member file, amount, delivery, status and submission time, in English', async () => {
    const withdrawn = quotationOf({ id: '3f2a0000-0000-4000-8000-0000000000b2', designer: OTHER_DESIGNER, amount: 1_250, currency: 'USD', status: QuotationStatus.Withdrawn });
    request = { ...request, quotations: [quotationOf(), withdrawn] };
    open(request.id);
    expect((await screen.findByRole('heading', { name: 'Quotations (2)' })).id).toBe('admin-request-quotation-list');
    const items = screen.getAllByTestId('admin-request-quotation');
    expect(items).toHaveLength(2);

    const first = within(items[0]!);
    const designer = first.getByTestId('admin-request-quotation-designer');
    expect(designer.textContent).toBe(`${DESIGNER.nickname} (member no. ${DESIGNER.memberNo})`);
    expect(designer.getAttribute('href')).toBe(`/admin/members?member=${DESIGNER.memberNo}`);
    expect(first.getByTestId('admin-request-quotation-status').textContent).toBe('Submitted');
    expect(first.getByText(formatMoney(90_000, 'KRW', 'en'))).toBeTruthy();
    expect(items[0]!.textContent).toContain('₩90,000');
    expect(first.getByText(formatDateTime('2026-03-04T09:30:00.000Z', 'en')).getAttribute('dateTime')).toBe('2026-03-04T09:30:00.000Z');
    expect(first.getByText(formatDateTime('2026-03-01T02:15:00.000Z', 'en'))).toBeTruthy();
    expect(first.getByText('Delivery by')).toBeTruthy();
    expect(first.getByText('Submitted', { selector: 'dt' })).toBeTruthy();

    const second = within(items[1]!);
    expect(second.getByTestId('admin-request-quotation-designer').getAttribute('href')).toBe(`/admin/members?member=${OTHER_DESIGNER.memberNo}`);
    expect(second.getByTestId('admin-request-quotation-status').textContent).toBe('Withdrawn');
    expect(items[1]!.textContent).toContain('$12.50');
    expect(screen.queryByTestId('admin-request-quotations-empty')).toBeNull();
  });

  it('lists the quotations in Korean, and says so when there are none yet', async () => {
    await i18n.changeLanguage('ko');
    request = { ...request, quotations: [quotationOf()] };
    const { unmount } = open(request.id);
    const [item] = await screen.findAllByTestId('admin-request-quotation');
    expect(item!.textContent).toContain('90,000원');
    expect(item!.textContent).toContain(formatDateTime('2026-03-04T09:30:00.000Z', 'ko'));
    expect(within(item!).getByTestId('admin-request-quotation-status').textContent).toBe('견적 제출');
    expect(within(item!).getByTestId('admin-request-quotation-designer').textContent).toBe(`${DESIGNER.nickname} (회원 번호 ${DESIGNER.memberNo})`);
    expect(screen.getByRole('heading', { name: '견적 (1)' })).toBeTruthy();
    unmount();

    request = { ...request, quotationCount: 0, quotations: [] };
    open(request.id);
    expect((await screen.findByTestId('admin-request-quotations-empty')).textContent).toBe('아직 받은 견적이 없습니다.');
    expect(screen.queryByTestId('admin-request-quotation')).toBeNull();
  });

  it('says in English that a request has no quotations yet', async () => {
    open(request.id);
    expect((await screen.findByTestId('admin-request-quotations-empty')).textContent).toBe('No quotations yet.');
    expect(screen.getByRole('heading', { name: 'Quotations (0)' })).toBeTruthy();
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
