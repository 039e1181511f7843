// What the member reads when their code could not be sent (decision 0026): the SMS provider down,
// their number refused, or their country without a provider, each in the member's language, and
// the send button still there for another try.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../lib/http.ts';
import i18n from '../lib/i18n.ts';
import { refusal } from '../test/page-fixtures.tsx';
import { PhoneVerification } from './PhoneVerification.tsx';

function renderVerification() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PhoneVerification purpose="join" onVerified={() => undefined} />
    </QueryClientProvider>,
  );
}

async function sendCodeTo(phone: string, language: 'ko' | 'en') {
  await i18n.changeLanguage(language);
  renderVerification();
  fireEvent.change(screen.getByLabelText(i18n.t('members:phone.number')), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: i18n.t('members:phone.send') }));
  return (await screen.findByRole('alert')).textContent;
}

beforeEach(() => {
  vi.spyOn(http, 'get').mockResolvedValue({ data: [{ code: 'KR', name: 'Korea', sort: 1, extra: '+82' }] });
});
afterEach(() => vi.restoreAllMocks());

describe('a phone code that could not be sent', () => {
  it.each([
    ['en', 'We could not send the verification code. Please request it again in a minute.'],
    ['ko', '인증번호 문자를 보내지 못했습니다. 1분 뒤 다시 요청해 주세요.'],
  ] as const)('tells the member, in %s, to request it again in a minute when SMS is unavailable, and keeps the send button', async (language, message) => {
    vi.spyOn(http, 'post').mockRejectedValue(refusal(503, { code: 'SMS_UNAVAILABLE', message: 'server text' }));
    expect(await sendCodeTo('01012345678', language)).toBe(message);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: i18n.t('members:phone.send') }).disabled).toBe(false);
  });

  it('shows the server’s field message for a number the provider refused', async () => {
    vi.spyOn(http, 'post').mockRejectedValue(refusal(400, { code: 'VALIDATION_FAILED', message: 'x', fields: { phone: 'Invalid phone number format.' } }));
    expect(await sendCodeTo('01012345678', 'en')).toBe('Invalid phone number format.');
  });

  it('explains a country without a provider from the error catalogue when the server names no field', async () => {
    vi.spyOn(http, 'post').mockRejectedValue(refusal(422, { code: 'SMS_COUNTRY_UNAVAILABLE', message: 'x' }));
    expect(await sendCodeTo('01012345678', 'ko')).toBe('이 국가의 휴대폰 번호로는 아직 인증번호를 보낼 수 없습니다. 고객센터로 문의해 주세요.');
  });
});
