import { RequestStatus, RequestType, type RequestDetail } from '@dcm/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { renderAt, signIn } from '../test-setup.tsx';
import ReRequestAddPage from './ReRequestAddPage.tsx';
import ReRequestWritePage from './ReRequestWritePage.tsx';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const id = '20000000-0000-4000-8000-000000000011';
const created = '20000000-0000-4000-8000-000000000099';
const year = new Date().getFullYear() + 1;
const yy = String(year).slice(2);

let request: RequestDetail;
const closed: RequestDetail = {
  id,
  type: RequestType.Public,
  status: RequestStatus.RequestClosed,
  client: { memberNo: 7, nickname: 'Smile' },
  designer: null,
  quoteExpiresAt: '2026-01-10T01:00:00.000Z',
  deadlineAt: '2026-01-20T09:00:00.000Z',
  notes: 'Shade A2',
  referralCount: 2,
  referralNumbers: [],
  teeth: [],
  units: [],
  quotationCount: 0,
  myQuotation: null,
  createdAt: '2026-01-01T01:00:00.000Z',
  referrals: [],
  rejectReason: null,
  actions: [],
  canQuote: false,
  orderId: null,
};

function typeDate(label: RegExp, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.focusOut(input, { relatedTarget: document.body });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signIn();
  request = closed;
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === `/api/v1/requests/${id}`) return { data: request };
    if (url === '/api/v1/common/holidays') return { data: [] };
    return { data: [] };
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.setState({ user: null });
});

describe('re-request', () => {
  it('sends a closed request again with the new dates and notes, then opens the new request', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: { requestId: created } });
    renderAt(`/reRequestWrite?id=${id}`, '/reRequestWrite', <ReRequestWritePage />);
    expect((await screen.findByTestId('re-request-summary')).textContent).toContain('2 referrals');
    typeDate(/Quotations until/, `${yy}.03.10 10:00`);
    typeDate(/Delivery deadline/, `${yy}.03.20 18:30`);
    fireEvent.change(screen.getByLabelText(/Notes/), { target: { value: ' Same as before ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect((await screen.findByTestId('landed')).textContent).toBe(`/request/view/${created}`);
    expect(post).toHaveBeenCalledWith(`/api/v1/requests/${id}/re-request`, {
      // Typed times are the member's, Seoul's unless they picked another zone (decision 0031).
      quoteExpiresAt: new Date(`${year}-03-10T10:00+09:00`).toISOString(),
      deadlineAt: new Date(`${year}-03-20T18:30+09:00`).toISOString(),
      notes: 'Same as before',
    });
  });

  it('asks for the dates before sending and wants the deadline after the expiry', async () => {
    const post = vi.spyOn(http, 'post');
    renderAt(`/ReRequesReqAdd?id=${id}`, '/ReRequesReqAdd', <ReRequestAddPage />);
    await screen.findByTestId('re-request-form');
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findAllByText(i18n.t('common:validation.required'))).toHaveLength(2);
    typeDate(/Quotations until/, `${yy}.03.20 10:00`);
    typeDate(/Delivery deadline/, `${yy}.03.10 18:30`);
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    // The deadline picker itself refuses a moment before the expiry.
    const deadline = document.querySelector<HTMLElement>('[data-field="deadlineAt"]')!;
    expect(await within(deadline).findByTestId('date-input-error')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('does not offer to send again a request still open', async () => {
    request = { ...closed, status: RequestStatus.QuoteRequested };
    renderAt(`/reRequestWrite?id=${id}`, '/reRequestWrite', <ReRequestWritePage />);
    expect(await screen.findByTestId('re-request-not-allowed')).toBeTruthy();
    expect(screen.queryByTestId('re-request-form')).toBeNull();
  });
});
