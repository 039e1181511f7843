import { ReferralStatus, RequestStatus, RequestType, type CreateRequestBody, type RequestDetail } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig, type HttpError } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { codesFor, paramsOf, referralOf } from '../../../test/referral-fixtures.ts';
import { rememberDesigner } from '../request-draft.ts';
import RequestWritePage from './RequestWritePage.tsx';
import { answeredError, networkError } from '../../../lib/http.test-support.ts';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const bridge = { teeth: [14, 15, 16], bridges: [{ from: 14, to: 16 }], bundles: [] };
const first = referralOf(ReferralStatus.Complete, { referralNumber: '2025-001', prosthesis: [{ type: 'zirconia_crown', count: 3 }], teeth: bridge, confirmed: true });
const second = referralOf(ReferralStatus.Complete, { referralNumber: '2025-002', prosthesis: [{ type: 'inlay', count: 1 }], teeth: { teeth: [36], bridges: [], bundles: [] }, confirmed: true });
const requested = referralOf(ReferralStatus.Requested, { referralNumber: '2024-900', teeth: bridge });
const referrals = new Map([first, second, requested].map((r) => [r.id, r]));

const year = new Date().getFullYear() + 1;
const yy = String(year).slice(2);
// Typed times are read in the member's zone, Seoul's unless they picked another (decision 0031).
const expiry = new Date(`${year}-03-10T10:00+09:00`);
const deadline = new Date(`${year}-03-20T18:30+09:00`);

function answer(url: string, params: Record<string, unknown>): unknown {
  const referral = /^\/api\/v1\/referrals\/([\w-]+)$/.exec(url)?.[1];
  if (referral) {
    const found = referrals.get(referral);
    if (!found) throw networkError();
    return found;
  }
  if (url === '/api/v1/common/holidays') return [];
  return codesFor(url, params.type) ?? [];
}

function refusal(status: number, error: { code: string; message: string; fields?: Record<string, string> }): HttpError {
  return answeredError(status, { error });
}

function detailOf(body: CreateRequestBody): RequestDetail {
  return {
    id: '00000000-0000-4000-8000-00000000abcd',
    type: body.type,
    status: body.type === RequestType.Designated ? RequestStatus.WaitingForRequest : RequestStatus.QuoteRequested,
    client: { memberNo: 7, nickname: 'Smile' },
    designer: body.type === RequestType.Designated ? { memberNo: body.designerNo, nickname: 'BestCAD' } : null,
    quoteExpiresAt: body.quoteExpiresAt,
    deadlineAt: body.deadlineAt,
    notes: body.notes,
    referralCount: body.referralIds.length,
    referralNumbers: [],
    teeth: [],
    units: [],
    quotationCount: 0,
    myQuotation: null,
    createdAt: new Date().toISOString(),
    referrals: [],
    rejectReason: null,
    actions: [],
    canQuote: false,
    orderId: null,
  };
}

function EndProbe() {
  const location = useLocation();
  return <p data-testid="end-page">{location.search}</p>;
}

function renderWrite(path: string, type: typeof RequestType.Public | typeof RequestType.Designated) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/request/public/write" element={<RequestWritePage type={type} />} />
          <Route path="/request/target/write" element={<RequestWritePage type={type} />} />
          <Route path="/request/end" element={<EndProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Types a date into a picker and leaves the field. */
function typeDate(label: RegExp, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.focusOut(input, { relatedTarget: document.body });
}

const fieldOf = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  sessionStorage.clear();
  vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: HttpConfig) => ({ data: answer(url, paramsOf(config)) }));
});
afterEach(() => vi.restoreAllMocks());

describe('request form', () => {
  it('sends a designated request built from the address and the fields, once however often it is pressed', async () => {
    rememberDesigner(12, 'BestCAD');
    let done: (v: { data: RequestDetail }) => void = () => undefined;
    const post = vi.spyOn(http, 'post').mockImplementation(() => new Promise((resolve) => (done = resolve)));
    renderWrite(`/request/target/write?referrals=${first.id},${second.id},${requested.id}&designer=12`, RequestType.Designated);

    expect(await screen.findByText('2025-001')).toBeTruthy();
    expect(await screen.findByText('Zirconia crown × 3')).toBeTruthy();
    expect(screen.getByText('Bridge 14–16')).toBeTruthy();
    expect(screen.getByTestId('referrals-left-out').textContent).toMatch(/^1 of the chosen referrals/);
    expect(screen.getByTestId('chosen-designer').textContent).toBe('BestCAD');
    expect(screen.getByRole('link', { name: 'Change' }).getAttribute('href')).toBe(`/request/designerChoice?referrals=${first.id},${second.id},${requested.id}&designer=12`);

    typeDate(/Answer by/, `${yy}.03.10 10:00`);
    typeDate(/Delivery deadline/, `${yy}.03.20 18:30`);
    fireEvent.change(screen.getByLabelText(/Notes/), { target: { value: '  Shade A2 for all crowns.  ' } });
    expect(screen.getByTestId('notes-counter').textContent).toBe('24 / 1,000');

    const send = screen.getByRole('button', { name: 'Send request' });
    fireEvent.click(send);
    fireEvent.click(send);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [url, body] = post.mock.calls[0]!;
    expect(url).toBe('/api/v1/requests');
    expect(body).toEqual({
      type: RequestType.Designated,
      designerNo: 12,
      referralIds: [first.id, second.id],
      quoteExpiresAt: expiry.toISOString(),
      deadlineAt: deadline.toISOString(),
      notes: 'Shade A2 for all crowns.',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Sending…' }));
    done({ data: detailOf(body as CreateRequestBody) });
    expect((await screen.findByTestId('end-page')).textContent).toBe('?id=00000000-0000-4000-8000-00000000abcd');
    expect(post).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('dcm.request-draft:designated')).toBeNull();
  });

  it('shows the server’s field errors next to their fields and on the referral concerned', async () => {
    const post = vi.spyOn(http, 'post').mockRejectedValue(
      refusal(400, {
        code: 'VALIDATION_FAILED',
        message: 'Check the input.',
        fields: { deadlineAt: 'Holidays cannot be chosen.', 'referrals.1': 'Only complete referrals can be requested.' },
      }),
    );
    renderWrite(`/request/public/write?referrals=${first.id},${second.id}`, RequestType.Public);
    expect(await screen.findByText('2025-002')).toBeTruthy();
    expect(screen.getByTestId('quotation-explainer')).toBeTruthy();

    typeDate(/Quote expiry/, `${yy}.03.10 10:00`);
    typeDate(/Delivery deadline/, `${yy}.03.20 18:30`);
    fireEvent.click(screen.getByRole('button', { name: 'Send public request' }));

    expect(await within(fieldOf('deadlineAt')).findByText('Holidays cannot be chosen.')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
    expect((post.mock.calls[0]![1] as CreateRequestBody).type).toBe(RequestType.Public);
    const item = screen.getAllByTestId('chosen-referral').find((el) => el.getAttribute('data-referral') === second.id)!;
    expect(within(item).getByText('Only complete referrals can be requested.')).toBeTruthy();
    expect(screen.getByTestId('form-error').textContent).toBe('Please check the fields marked in red.');
    expect(screen.getByRole('button', { name: 'Send public request' }).hasAttribute('disabled')).toBe(false);
  });

  it('asks for the dates before sending and says the deadline must come after the expiry', async () => {
    const post = vi.spyOn(http, 'post');
    renderWrite(`/request/public/write?referrals=${first.id}`, RequestType.Public);
    await screen.findByText('2025-001');

    fireEvent.click(screen.getByRole('button', { name: 'Send public request' }));
    expect(within(fieldOf('quoteExpiresAt')).getByText('This field is required.')).toBeTruthy();
    expect(within(fieldOf('deadlineAt')).getByText('This field is required.')).toBeTruthy();

    typeDate(/Quote expiry/, `${yy}.03.10 10:00`);
    typeDate(/Delivery deadline/, `${yy}.03.01 10:00`);
    // The deadline picker starts after the expiry, so a typed earlier deadline is refused there.
    expect(within(fieldOf('deadlineAt')).getByTestId('date-input-error').textContent).toMatch(/or later\.$/);
    fireEvent.click(screen.getByRole('button', { name: 'Send public request' }));
    expect(post).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the client goes to choose a T-esigner and comes back', async () => {
    const path = `/request/target/write?referrals=${first.id}`;
    const { unmount } = renderWrite(path, RequestType.Designated);
    await screen.findByText('2025-001');
    expect(screen.getByTestId('chosen-designer').textContent).toBe('No T-esigner chosen yet');
    fireEvent.change(screen.getByLabelText(/Notes/), { target: { value: 'Light contacts' } });
    typeDate(/Answer by/, `${yy}.03.10 10:00`);
    unmount();

    renderWrite(`${path}&designer=12`, RequestType.Designated);
    await screen.findByText('2025-001');
    expect((screen.getByLabelText(/Notes/) as HTMLTextAreaElement).value).toBe('Light contacts');
    expect((screen.getByLabelText(/Answer by/) as HTMLInputElement).value).toMatch(new RegExp(`^${yy}\\.03\\.10\\.\\w{3} 10:00$`));
    expect(screen.getByTestId('chosen-designer').textContent).toBe('T-esigner no. 12');
  });

  it('sends the client back to the cart when none of the referrals can be sent', async () => {
    renderWrite(`/request/public/write?referrals=${requested.id}`, RequestType.Public);
    const empty = await screen.findByTestId('request-no-referrals');
    expect(within(empty).getByRole('link', { name: 'Go to the referral cart' }).getAttribute('href')).toBe('/request/basket');
  });

  it('leaves a removed referral out of the request', async () => {
    renderWrite(`/request/public/write?referrals=${first.id},${second.id}`, RequestType.Public);
    await screen.findByText('2025-002');
    fireEvent.click(screen.getByRole('button', { name: 'Remove referral 2025-001 from this request' }));
    expect(screen.queryByText('2025-001')).toBeNull();
    expect(screen.getByTestId('referral-count').textContent).toBe('1 in total');
  });
});
