import { CardIdentity, Currency, PaymentProviderName, type CardBody, type PaymentCard, type PaymentOptions } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, type HttpError } from '../../../lib/http.ts';
import i18n from '../../../lib/i18n.ts';
import CardInfoPage from './CardInfoPage.tsx';
import { answeredError } from '../../../lib/http.test-support.ts';

const shinhan: PaymentCard = { id: '00000000-0000-4000-8000-00000000ca01', lastFour: '4242', issuer: 'Shinhan', createdAt: '2027-03-05T03:00:00.000Z' };
const unknownIssuer: PaymentCard = { id: '00000000-0000-4000-8000-00000000ca02', lastFour: '0005', issuer: null, createdAt: '2027-04-01T03:00:00.000Z' };

const krw: PaymentOptions = { currency: Currency.KRW, provider: PaymentProviderName.test, testMode: true, min: 1_000, max: 10_000_000, cardsSupported: true };

let options: PaymentOptions;
let cards: PaymentCard[];

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

function refusal(status: number, error: { code: string; message: string; fields?: Record<string, string> }): HttpError {
  return answeredError(status, { error });
}

function renderCards(path = '/cardInfo') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/cardInfo" element={<CardInfoPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const fieldOf = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;

function fillCard({ number = '4111111111111111', expiry = `12${nextYear}`, password = '12', birthDate = '850314' } = {}) {
  type(/Card number/, number);
  type(/Valid thru/, expiry);
  type(/Card password/, password);
  if (birthDate) type(/birth date/, birthDate);
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  options = krw;
  cards = [shinhan, unknownIssuer];
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/v1/mileage/payment-options') return { data: options };
    if (url === '/api/v1/mileage/cards') return { data: cards };
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('card registration page', () => {
  it('lists the registered cards by issuer, last four digits and day of registration', async () => {
    renderCards();
    const rows = await screen.findAllByTestId('card-row');
    expect(rows.map((r) => r.textContent)).toEqual(['Shinhan •••• 4242Registered Mar 5, 2027Delete', 'Card •••• 0005Registered Apr 1, 2027Delete']);
    expect(screen.getByTestId('card-privacy').textContent).toMatch(/never stored here; only its last four digits are kept/);
    expect(screen.getByTestId('test-mode').textContent).toMatch(/^Test mode/);
    expect(screen.getByRole('link', { name: 'Charge mileage' }).getAttribute('href')).toBe('/mileageCharge');
  });

  it('groups the card number in fours as typed, keeps digits only, and masks the password digits', async () => {
    renderCards();
    await screen.findAllByTestId('card-row');

    type(/Card number/, '4111-1111 1111a11112345');
    expect(input(/Card number/).value).toBe('4111 1111 1111 1111');
    expect(input(/Card number/).inputMode).toBe('numeric');
    expect(input(/Card number/).autocomplete).toBe('cc-number');
    type(/Valid thru/, '0829');
    expect(input(/Valid thru/).value).toBe('08/29');
    type(/Valid thru/, '8/2031');
    expect(input(/Valid thru/).value).toBe('08/31');
    type(/Card password/, '1a234');
    expect(input(/Card password/).value).toBe('12');
    expect(input(/Card password/).type).toBe('password');
  });

  it('checks the card with the shared rules before sending, in the translated words', async () => {
    const post = vi.spyOn(http, 'post');
    renderCards();
    await screen.findAllByTestId('card-row');

    fireEvent.click(screen.getByRole('button', { name: 'Register card' }));
    expect(within(fieldOf('number')).getByText('Enter the 15 or 16 digits of the card number.')).toBeTruthy();
    expect(within(fieldOf('expiry')).getByText('Check the card’s validity (month/year).')).toBeTruthy();
    expect(within(fieldOf('passwordFirstTwo')).getByText('Enter the first two digits of the card password.')).toBeTruthy();
    expect(within(fieldOf('identityNumber')).getByText('Enter the birth date as 6 digits (YYMMDD).')).toBeTruthy();
    expect(document.activeElement).toBe(input(/Card number/));

    fillCard({ expiry: '0120' });
    fireEvent.click(screen.getByRole('button', { name: 'Register card' }));
    expect(within(fieldOf('expiry')).getByText('Check the card’s validity (month/year).')).toBeTruthy();
    expect(within(fieldOf('number')).queryByText(/card number/)).toBeNull();

    // A corporate card asks for the business number instead of a birth date.
    type(/Valid thru/, `12${nextYear}`);
    fireEvent.click(screen.getByLabelText('Corporate card'));
    expect(input(/Business registration number/).value).toBe('');
    type(/Business registration number/, '12345678');
    fireEvent.click(screen.getByRole('button', { name: 'Register card' }));
    expect(within(fieldOf('identityNumber')).getByText('Check the 10-digit business registration number.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('registers a card and forgets its number and password at once', async () => {
    const post = vi.spyOn(http, 'post').mockImplementation(async () => {
      cards = [...cards, { id: '00000000-0000-4000-8000-00000000ca03', lastFour: '1111', issuer: 'Hyundai', createdAt: '2027-05-01T00:00:00.000Z' }];
      return { data: cards.at(-1) };
    });
    renderCards();
    await screen.findAllByTestId('card-row');
    fireEvent.click(screen.getByLabelText('Corporate card'));
    fillCard({ birthDate: '' });
    type(/Business registration number/, '123-45-67890');
    fireEvent.click(screen.getByRole('button', { name: 'Register card' }));

    await vi.waitFor(() => expect(screen.getAllByTestId('card-row')).toHaveLength(3));
    const [url, body] = post.mock.calls[0]!;
    expect(url).toBe('/api/v1/mileage/cards');
    expect(body).toEqual({
      number: '4111111111111111',
      expiryMonth: '12',
      expiryYear: nextYear,
      passwordFirstTwo: '12',
      identityType: CardIdentity.businessNumber,
      identityNumber: '1234567890',
    } satisfies CardBody);
    expect(input(/Card number/).value).toBe('');
    expect(input(/Valid thru/).value).toBe('');
    expect(input(/Card password/).value).toBe('');
    expect(screen.getByText('Hyundai')).toBeTruthy();
  });

  it('says “card registration failed” when the provider refuses the card, and clears the password digits', async () => {
    const post = vi.spyOn(http, 'post').mockRejectedValue(refusal(422, { code: 'CARD_REGISTRATION_FAILED', message: 'failed' }));
    renderCards();
    await screen.findAllByTestId('card-row');
    fillCard();
    const register = screen.getByRole('button', { name: 'Register card' });
    fireEvent.click(register);
    fireEvent.click(register);

    expect((await screen.findByTestId('form-error')).textContent).toBe('Card registration failed. Please check the card details.');
    expect(post).toHaveBeenCalledTimes(1);
    expect(input(/Card password/).value).toBe('');
    expect(input(/Card number/).value).toBe('4111 1111 1111 1111');
    expect(screen.getAllByTestId('card-row')).toHaveLength(2);
  });

  it('shows the server’s field errors on their fields', async () => {
    vi.spyOn(http, 'post').mockRejectedValue(refusal(400, { code: 'VALIDATION_FAILED', message: 'Check', fields: { expiryYear: 'The card has expired.' } }));
    renderCards();
    await screen.findAllByTestId('card-row');
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Register card' }));
    expect(await within(fieldOf('expiry')).findByText('The card has expired.')).toBeTruthy();
    expect(document.activeElement).toBe(input(/Valid thru/));
  });

  it('deletes a card after one question', async () => {
    const remove = vi.spyOn(http, 'delete').mockImplementation(async () => {
      cards = [unknownIssuer];
      return { data: undefined, status: 204 };
    });
    renderCards();
    await screen.findAllByTestId('card-row');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Shinhan 4242' }));

    const dialog = await screen.findByTestId('delete-card-dialog');
    expect(dialog.textContent).toMatch(/Shinhan •••• 4242 will no longer pay your charges/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('card-row')).toHaveLength(1));
    expect(remove).toHaveBeenCalledWith(`/api/v1/mileage/cards/${shinhan.id}`);
    expect(screen.queryByTestId('delete-card-dialog')).toBeNull();
  });

  it('offers no card form where the provider takes no registered cards, and leads back to the charge', async () => {
    options = { ...krw, currency: Currency.USD, provider: PaymentProviderName.paypal, testMode: false, cardsSupported: false };
    renderCards(`/cardInfo?returnTo=${encodeURIComponent('/mileageCharge?amount=1234&currency=USD')}`);
    expect((await screen.findByTestId('cards-unsupported')).textContent).toMatch(/Cards are not registered for your currency/);
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the charge' }).getAttribute('href')).toBe('/mileageCharge?amount=1234&currency=USD');
  });

  it('speaks Korean to a Korean member', async () => {
    await i18n.changeLanguage('ko');
    renderCards();
    expect(await screen.findByRole('heading', { name: '카드 등록', level: 1 })).toBeTruthy();
    expect(screen.getByLabelText('법인카드')).toBeTruthy();
    expect((await screen.findByTestId('test-mode')).textContent).toMatch(/^테스트 모드/);
  });
});
