import { formatPickerDateTime, MemberType, QuotationStatus, type Quotation } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { answerGet, CLIENT, DESIGNER, quotationOf, refusal, REQUEST_ID, requestOf, userOf } from '../test-fixtures.ts';
import QuotationFormPage from './QuotationFormPage.tsx';

let request = requestOf();
let quotations: Quotation[] = [];

function renderForm(path = `/request/estimated?request=${REQUEST_ID}`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/request/estimated" element={<QuotationFormPage />} />
          <Route path="/request/view/:id" element={<p>request page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const priceOf = (name: string) => screen.getByRole('textbox', { name: new RegExp(`Unit price — ${name}`) }) as HTMLInputElement;
const deliveryInput = () => screen.getByLabelText('Possible delivery date') as HTMLInputElement;

/** Ten days from now at 15:30, as typed into the date picker, and the moment it names. */
const later = new Date();
later.setDate(later.getDate() + 10);
later.setHours(15, 30, 0, 0);
// As the picker shows it in the member's zone (Seoul's unless they picked another, decision 0031).
const laterTyped = formatPickerDateTime(later, 'en');

/** Types a delivery date into the picker and leaves the field, as a person does. */
function typeDelivery(text: string) {
  fireEvent.change(deliveryInput(), { target: { value: text } });
  fireEvent.focusOut(deliveryInput(), { relatedTarget: document.body });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  request = requestOf();
  quotations = [];
  useUserStore.getState().login(userOf(DESIGNER, MemberType.Designer));
  vi.spyOn(http, 'get').mockImplementation(answerGet(() => request, () => quotations));
});
afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.getState().logout();
});

describe('quotation form', () => {
  it('lists the request’s units and works out each amount and the total from the unit prices as they are typed', async () => {
    renderForm();
    const units = await screen.findAllByTestId('quotation-unit');
    expect(units.map((u) => within(u).getByText(/^×/).textContent)).toEqual(['× 3', '× 1']);
    expect(await screen.findByText('Zirconia crown')).toBeTruthy();
    expect(screen.getByTestId('quotation-total').textContent).toBe('₩0');

    fireEvent.change(priceOf('Zirconia crown'), { target: { value: '120000' } });
    expect(priceOf('Zirconia crown').value).toBe('120,000');
    expect(screen.getByTestId('line-amount-zirconia_crown').textContent).toBe('₩360,000');
    expect(screen.getByTestId('quotation-total').textContent).toBe('₩360,000');

    fireEvent.change(priceOf('Inlay'), { target: { value: '5a0,000' } });
    expect(priceOf('Inlay').value).toBe('50,000');
    expect(screen.getByTestId('quotation-total').textContent).toBe('₩410,000');
  });

  it('sends integer prices and an ISO delivery date once however often it is clicked, then opens the request', async () => {
    let answer: (v: { data: Quotation }) => void = () => undefined;
    const post = vi.spyOn(http, 'post').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderForm();
    fireEvent.change(await screen.findByRole('textbox', { name: /Unit price — Zirconia crown/ }), { target: { value: '120,000' } });
    fireEvent.change(priceOf('Inlay'), { target: { value: '50000' } });
    typeDelivery(laterTyped);
    fireEvent.change(screen.getByLabelText(/Note to the client/), { target: { value: '  Cement gap 40 µm.  ' } });

    const send = screen.getByRole('button', { name: 'Send quotation' });
    fireEvent.click(send);
    fireEvent.click(send);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(`/api/v1/requests/${REQUEST_ID}/quotations`, {
      items: [
        { type: 'zirconia_crown', count: 3, unitPrice: 120_000 },
        { type: 'inlay', count: 1, unitPrice: 50_000 },
      ],
      deliveryAt: later.toISOString(),
      note: 'Cement gap 40 µm.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sending…' }));
    answer({ data: quotationOf() });
    expect(await screen.findByText('request page')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('asks for every unit price and a delivery date before sending', async () => {
    const post = vi.spyOn(http, 'post');
    renderForm();
    fireEvent.change(await screen.findByRole('textbox', { name: /Unit price — Zirconia crown/ }), { target: { value: '120000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send quotation' }));
    const inlay = (await screen.findByText('Enter a unit price: a whole number of won from 0 to 10,000,000.')).closest('[data-field]');
    expect(inlay?.getAttribute('data-field')).toBe('items.1.unitPrice');
    expect(within(screen.getByText('Possible delivery date').closest('[data-field]') as HTMLElement).getByText('This field is required.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows a server field error next to its field and a refusal code as a message', async () => {
    const post = vi
      .spyOn(http, 'post')
      .mockRejectedValueOnce(
        refusal(400, {
          code: 'VALIDATION_FAILED',
          message: 'Check the fields',
          fields: { 'items.1.unitPrice': 'Enter a unit price: a whole number of won from 0 to 10,000,000.', deliveryAt: 'The delivery date must be before the request’s deadline.' },
        }),
      )
      .mockRejectedValueOnce(refusal(409, { code: 'QUOTE_CLOSED', message: 'closed' }));
    renderForm();
    fireEvent.change(await screen.findByRole('textbox', { name: /Unit price — Zirconia crown/ }), { target: { value: '120000' } });
    fireEvent.change(priceOf('Inlay'), { target: { value: '50000' } });
    typeDelivery(laterTyped);
    fireEvent.click(screen.getByRole('button', { name: 'Send quotation' }));

    const deliveryError = await screen.findByText('The delivery date must be before the request’s deadline.');
    expect(deliveryError.closest('[data-field]')?.getAttribute('data-field')).toBe('deliveryAt');
    expect(deliveryInput().getAttribute('aria-invalid')).toBe('true');
    const priceError = screen.getByText('Enter a unit price: a whole number of won from 0 to 10,000,000.');
    expect(priceError.closest('[data-field]')?.getAttribute('data-field')).toBe('items.1.unitPrice');
    expect(screen.queryByTestId('quotation-form-error')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send quotation' }));
    expect((await screen.findByTestId('quotation-form-error')).textContent).toBe('The quotation period of this request has ended.');
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('edits the T-esigner’s submitted quotation with PUT, its prices filled in', async () => {
    const mine = quotationOf({ note: 'Within two days.' });
    quotations = [mine];
    request = requestOf({ canQuote: false, myQuotation: QuotationStatus.Submitted });
    const put = vi.spyOn(http, 'put').mockResolvedValue({ data: mine });
    renderForm();
    expect(await screen.findByRole('heading', { name: 'Edit your quotation' })).toBeTruthy();
    await screen.findByRole('textbox', { name: /Unit price — Zirconia crown/ });
    expect(priceOf('Zirconia crown').value).toBe('120,000');
    expect(priceOf('Inlay').value).toBe('50,000');
    expect(screen.getByTestId('quotation-total').textContent).toBe('₩410,000');
    expect((screen.getByLabelText(/Note to the client/) as HTMLTextAreaElement).value).toBe('Within two days.');

    fireEvent.change(priceOf('Inlay'), { target: { value: '45000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put.mock.calls[0]![0]).toBe(`/api/v1/quotations/${mine.id}`);
    expect((put.mock.calls[0]![1] as { items: unknown[] }).items[1]).toEqual({ type: 'inlay', count: 1, unitPrice: 45_000 });
    expect((put.mock.calls[0]![1] as { deliveryAt: string }).deliveryAt).toBe(mine.deliveryAt);
    expect(await screen.findByText('request page')).toBeTruthy();
  });

  it('withdraws the submitted quotation once after confirming, then shows it withdrawn', async () => {
    const mine = quotationOf();
    quotations = [mine];
    request = requestOf({ canQuote: false, myQuotation: QuotationStatus.Submitted });
    const post = vi.spyOn(http, 'post').mockImplementation(async () => {
      quotations = [{ ...mine, status: QuotationStatus.Withdrawn }];
      return { data: quotations[0] };
    });
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw quotation' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Withdraw' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(`/api/v1/quotations/${mine.id}/withdraw`);

    const summary = await screen.findByTestId('quotation-summary');
    expect(within(summary).getByTestId('quotation-status').textContent).toBe('Withdrawn');
    expect(screen.queryByTestId('quotation-form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw quotation' })).toBeNull();
  });

  it('shows a quotation that was not chosen read-only with its badge', async () => {
    quotations = [quotationOf({ status: QuotationStatus.NotChosen })];
    request = requestOf({ status: 'transactionOngoing', canQuote: false, myQuotation: QuotationStatus.NotChosen });
    renderForm();
    const summary = await screen.findByTestId('quotation-summary');
    expect(within(summary).getByTestId('quotation-status').textContent).toBe('Not chosen');
    expect(within(summary).getByTestId('quotation-total').textContent).toBe('₩410,000');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw quotation' })).toBeNull();
  });

  it('sends the client of the request to its quotations instead of a form', async () => {
    useUserStore.getState().login(userOf(CLIENT, MemberType.Client));
    request = requestOf({ canQuote: false });
    renderForm();
    const notice = await screen.findByTestId('cannot-quote');
    expect(within(notice).getByRole('link', { name: 'See the quotations' }).getAttribute('href')).toBe(`/request/estimated/view/${REQUEST_ID}`);
  });

  it('says the request was not found, with a way back, when the address names none or another', async () => {
    renderForm('/request/estimated');
    expect((await screen.findByTestId('quotations-not-found')).textContent).toMatch(/Request not found/);
    expect(screen.getByRole('link', { name: 'Back to requests' }).getAttribute('href')).toBe('/request');
  });
});
