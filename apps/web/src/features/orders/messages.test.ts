import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { cadUploadErrorText, contractErrorText } from './messages.ts';
import { answeredError } from '../../lib/http.test-support.ts';

const answered = (status: number, code: string) => {
  return answeredError(status, { error: { code, message: code } });
};

beforeEach(async () => {
  await i18n.loadNamespaces(['orders', 'errors']);
});

describe('the contract error and the failed CAD upload (SPEC §8)', () => {
  it('names the failed signature and the failed delivery in English', async () => {
    await i18n.changeLanguage('en');
    expect(contractErrorText(i18n.t, answered(500, 'INTERNAL'))).toBe('Signing the contract failed.');
    expect(cadUploadErrorText(i18n.t, answered(503, 'INTERNAL'))).toBe('Uploading the CAD result failed.');
    expect(contractErrorText(i18n.t, answered(409, 'INVALID_TRANSITION'))).toBe(i18n.t('orders:alreadyProcessed'));
  });

  it('names them in Korean, and keeps a reason the server gave', async () => {
    await i18n.changeLanguage('ko');
    expect(contractErrorText(i18n.t, answered(500, 'INTERNAL'))).toBe('계약 처리 중 오류가 발생했습니다.');
    expect(cadUploadErrorText(i18n.t, answered(500, 'INTERNAL'))).toBe('CAD 결과 업로드에 실패했습니다.');
    expect(contractErrorText(i18n.t, answered(409, 'INSUFFICIENT_MILEAGE'))).toBe(i18n.t('errors:INSUFFICIENT_MILEAGE'));
  });
});
