import { formatPickerDateTime, QuickStatus, type QuickRequestBody } from '@dcm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpConfig, type HttpError } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { answerQuickGet, balancesOf, QUICK_ID, quickOf, REFERRAL, renderQuickAt, signInClient, TERMS, type QuickServer } from '../client-test-fixtures.tsx';
import QuickRequestFormPage from './QuickRequestFormPage.tsx';
import { answeredError } from '../../../lib/http.test-support.ts';

let server: QuickServer;

const HOUR = 3_600_000;
/** A moment on the pickers' half-hour steps, `hours` from now, as typed into a picker. */
const typedIn = (hours: number) => {
  const at = new Date(Math.ceil((Date.now() + hours * HOUR) / (30 * 60_000)) * 30 * 60_000);
  // As the picker shows it in the member's zone (Seoul's unless they picked another, decision 0031).
  return { at, text: formatPickerDateTime(at, 'en') };
};

function typeDeadline(text: string) {
  const input = screen.getByLabelText(/^Deadline/);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.focusOut(input, { relatedTarget: document.body });
}

const keyOf = (config: unknown) => ((config as HttpConfig | undefined)?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];

function refused(status: number, error: { code: string; message: string; details?: unknown }): HttpError {
  return answeredError(status, { error });
}

const renderNew = () => renderQuickAt('/quick/client/request', <QuickRequestFormPage />);
const renderEdit = () => renderQuickAt('/quick/client/request/edit/:id', <QuickRequestFormPage />, `/quick/client/request/edit/${QUICK_ID}`);

/** Picks the test referral: its zirconia crowns (× 2) become the first line. */
async function pickReferral() {
  fireEvent.click(await screen.findByRole('button', { name: 'Choose referral Q-2025-01' }));
  await screen.findByTestId('quick-referral-chosen');
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  sessionStorage.clear();
  signInClient();
  server = { terms: TERMS, balances: balancesOf(500_000), referrals: [REFERRAL] };
  vi.spyOn(http, 'get').mockImplementation(answerQuickGet(() => server) as typeof http.get);
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('the quick request form', () => {
  it('asks a signed-out visitor to sign in first', () => {
    useUserStore.getState().logout();
    renderNew();
    expect(screen.getByTestId('quick-sign-in')).toBeTruthy();
  });

  it('computes the total from the price table as types and counts change', async () => {
    renderNew();
    await pickReferral();
    expect(screen.getByTestId('quick-form-total').textContent).toBe('₩100,000');

    fireEvent.change(screen.getByTestId('quick-item-count'), { target: { value: '3' } });
    expect(screen.getByTestId('quick-item-subtotal').textContent).toBe('₩150,000');
    fireEvent.click(screen.getByTestId('quick-add-item'));
    const [, inlay] = screen.getAllByTestId('quick-item');
    expect((within(inlay!).getByTestId('quick-item-type') as HTMLSelectElement).value).toBe('inlay');
    fireEvent.change(within(inlay!).getByTestId('quick-item-count'), { target: { value: '2' } });

    expect(screen.getByTestId('quick-form-total').textContent).toBe('₩210,000');
    expect(screen.getByTestId('quick-form-after').textContent).toBe('₩290,000');
    expect(screen.getByTestId('quick-submit').textContent).toBe('Pay ₩210,000 and post');
  });

  it('offers only the types priced in the client’s currency', async () => {
    server = { ...server, balances: balancesOf(100_000, 'USD') };
    renderNew();
    await pickReferral();
    expect(screen.getByTestId('quick-form-total').textContent).toBe('$80.00');
    expect(screen.queryByTestId('quick-add-item')).toBeNull();
    expect(within(screen.getByTestId('quick-item-type')).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['zirconia_crown']);
  });

  it('refuses a deadline earlier than the published minimum and sends nothing', async () => {
    const post = vi.spyOn(http, 'post');
    renderNew();
    await pickReferral();
    typeDeadline(typedIn(3).text);
    fireEvent.click(screen.getByTestId('quick-submit'));

    const field = document.querySelector<HTMLElement>('[data-field="deadlineAt"]')!;
    await waitFor(() => expect(within(field).getByTestId('date-input-error')).toBeTruthy());
    expect(post).not.toHaveBeenCalled();
  });

  it('caps the units of all types together at one referral form’s', async () => {
    const post = vi.spyOn(http, 'post');
    renderNew();
    await pickReferral();
    fireEvent.change(screen.getByTestId('quick-item-count'), { target: { value: '33' } });
    typeDeadline(typedIn(48).text);
    fireEvent.click(screen.getByTestId('quick-submit'));
    expect((await screen.findByTestId('quick-items-error')).textContent).toBe(i18n.t('common:validation.countRequired'));
    expect(post).not.toHaveBeenCalled();
  });

  it('posts once with an Idempotency-Key however often the button is pressed', async () => {
    let release: (value: unknown) => void = () => undefined;
    const post = vi.spyOn(http, 'post').mockImplementation(() => new Promise((resolve) => (release = resolve)));
    renderNew();
    await pickReferral();
    const deadline = typedIn(48);
    typeDeadline(deadline.text);
    fireEvent.click(screen.getByTestId('quick-on-missed-refund'));
    fireEvent.click(screen.getByTestId('quick-submit'));
    fireEvent.click(screen.getByTestId('quick-submit'));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [url, body, config] = post.mock.calls[0]!;
    expect(url).toBe('/api/v1/quick/requests');
    expect(body).toEqual({
      referralId: REFERRAL.id,
      items: [{ type: 'zirconia_crown', count: 2 }],
      deadlineAt: deadline.at.toISOString(),
      onMissed: 'refund',
      notes: '',
    } satisfies QuickRequestBody);
    expect(keyOf(config)).toMatch(/^[0-9a-f-]{36}$/);
    release({ data: quickOf() });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/quick/client/transactions'));
  });

  it('offers to charge exactly the shortfall when the mileage is too little, and keeps the form for the way back', async () => {
    const post = vi
      .spyOn(http, 'post')
      .mockRejectedValueOnce(refused(402, { code: 'INSUFFICIENT_MILEAGE', message: 'short', details: { shortfall: { amount: 40_000, currency: 'KRW' } } }));
    server = { ...server, balances: balancesOf(60_000) };
    renderNew();
    await pickReferral();
    typeDeadline(typedIn(48).text);
    fireEvent.click(screen.getByTestId('quick-submit'));

    const prompt = await screen.findByTestId('insufficient-mileage');
    const charge = within(prompt).getByRole('link');
    expect(charge.getAttribute('href')).toBe(`/mileageCharge?amount=40000&currency=KRW&returnTo=${encodeURIComponent('/quick/client/request')}`);
    expect(post).toHaveBeenCalledTimes(1);
    // The form waits in this tab while the client charges.
    expect(JSON.parse(sessionStorage.getItem('dcm.quick-draft:new') ?? '{}')).toMatchObject({ referralId: REFERRAL.id, items: [{ type: 'zirconia_crown', count: '2' }] });
  });

  it('shows an edit’s difference to pay and withdraws an open request after asking', async () => {
    server = { ...server, quick: quickOf() };
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: quickOf({ status: QuickStatus.withdrawn, actions: [] }) });
    renderEdit();
    await screen.findByTestId('quick-referral-chosen');
    fireEvent.change(screen.getByTestId('quick-item-count'), { target: { value: '3' } });
    expect(screen.getByTestId('quick-form-difference').textContent).toBe('₩50,000');
    expect(screen.getByTestId('quick-submit').textContent).toBe('Pay ₩50,000 and save');
    fireEvent.change(screen.getByTestId('quick-item-count'), { target: { value: '1' } });
    expect(screen.getByText('Returned to your mileage')).toBeTruthy();

    fireEvent.click(screen.getByTestId('quick-withdraw'));
    const dialog = await screen.findByTestId('quick-withdraw-dialog');
    expect(dialog.textContent).toContain('₩100,000 returns to your mileage');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/api/v1/quick/requests/${QUICK_ID}/withdraw`));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/quick/client/transactions'));
  });

  it('does not edit a request a T-esigner has taken', async () => {
    server = { ...server, quick: quickOf({ status: QuickStatus.taken, actions: [] }) };
    renderEdit();
    expect((await screen.findByTestId('quick-not-editable')).textContent).toContain('In progress');
    expect(screen.queryByTestId('quick-form')).toBeNull();
  });
});
