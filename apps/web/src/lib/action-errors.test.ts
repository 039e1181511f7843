import { beforeEach, describe, expect, it } from 'vitest';
import { actionErrorText } from './action-errors.ts';
import i18n from './i18n.ts';
import { answeredError, networkError } from './http.test-support.ts';

const answered = (status: number, code?: string) => {
  const data = code ? { error: { code, message: code } } : '<html>Bad gateway</html>';
  return answeredError(status, data);
};
const noAnswer = () => networkError();
const text = (error: unknown, staleKey?: string) => actionErrorText(i18n.t, error, 'quotations:compare.selectFailed', staleKey);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['quotations', 'orders']);
});

describe('the words of a failed action', () => {
  it('names the action when the server failed without a reason, or answered with no error body at all', () => {
    expect(text(answered(500, 'INTERNAL'))).toBe('Choosing the T-esigner failed.');
    expect(text(answered(502))).toBe('Choosing the T-esigner failed.');
    expect(text(answered(500, 'SOMETHING_NEW'))).toBe('Choosing the T-esigner failed.');
    expect(text(new Error('thrown in the page'))).toBe('Choosing the T-esigner failed.');
  });

  it('names the action and says the network is down when no answer came', () => {
    expect(text(noAnswer())).toBe('Choosing the T-esigner failed. Network error. Please check your connection.');
  });

  it('keeps the server’s reason when it gave one', () => {
    expect(text(answered(409, 'QUOTE_CLOSED'))).toBe('The quotation period of this request has ended.');
    expect(text(answered(409, 'INSUFFICIENT_MILEAGE'))).toBe('Your mileage is insufficient.');
  });

  it('calls a move the state no longer allows an invalid attempt, or the action’s own "already" words', () => {
    expect(text(answered(409, 'INVALID_TRANSITION'))).toBe('This action is not possible now: it was already done, or things have moved on.');
    expect(text(answered(409, 'INVALID_TRANSITION'), 'orders:alreadyProcessed')).toBe('This contract request was already processed. The page now shows where it stands.');
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    expect(text(answered(503, 'INTERNAL'))).toBe('티자이너 선택에 실패했습니다.');
    expect(text(noAnswer())).toBe('티자이너 선택에 실패했습니다. 네트워크 오류가 발생했습니다. 연결을 확인해 주세요.');
    expect(text(answered(409, 'INVALID_TRANSITION'))).toBe('잘못된 시도입니다. 이미 처리되었거나 지금은 할 수 없는 작업입니다.');
  });
});
