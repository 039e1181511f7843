// Solapi's message API v4 (decision 0026) for Korean numbers: `POST /messages/v4/send` with the
// HMAC-SHA256 Authorization header (a signature of date + salt keyed by the API secret). The sender
// number must be registered with Solapi beforehand, as Korean law requires of every SMS sender.
import crypto from 'node:crypto';
import { callProvider, SMS_PROVIDER_TIMEOUT_MS, SmsError, SmsFailure, type SmsProvider } from './provider.ts';

export const SOLAPI_API_URL = 'https://api.solapi.com';

export interface SolapiOptions {
  apiKey: string;
  apiSecret: string;
  /** The registered sender number, digits only. */
  sender: string;
  baseUrl?: string;
  timeoutMs?: number;
}

export function solapiAuthorization(apiKey: string, apiSecret: string, date = new Date().toISOString(), salt = crypto.randomBytes(16).toString('hex')): string {
  const signature = crypto.createHmac('sha256', apiSecret).update(date + salt).digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/**
 * Solapi's refusals: `NotEnoughBalance` (402), `TooManyRequests` (429), `ValidationError` or
 * `InvalidPhoneNumber` (400) naming the recipient, its key or signature refused (403:
 * `InvalidAPIKey`, `SignatureDoesNotMatch`, `RequestTimeTooSkewed`, `DuplicatedSignature`), and 5xx.
 * A 400 about anything but the recipient is our mistake (a sender not registered), which the member
 * cannot fix: Unavailable. Refused keys are the account's problem, like an empty one: no retry helps.
 */
function failureOf(status: number, body: Record<string, unknown>): SmsError {
  const code = typeof body.errorCode === 'string' ? body.errorCode : `HTTP ${status}`;
  const message = typeof body.errorMessage === 'string' ? body.errorMessage : '';
  if (status === 402 || /Balance|Point/.test(code)) return new SmsError(SmsFailure.NoBalance, code, message);
  if (status === 401 || status === 403) return new SmsError(SmsFailure.NoBalance, code, message);
  if (status === 429 || code === 'TooManyRequests') return new SmsError(SmsFailure.RateLimited, code, message);
  if (status === 400 && (code === 'InvalidPhoneNumber' || /\bto\b|수신/.test(message))) return new SmsError(SmsFailure.InvalidNumber, code, message);
  return new SmsError(SmsFailure.Unavailable, code, message);
}

/**
 * A 200 whose message was not accepted names why in its statusCode (Solapi's message status codes):
 * the account's balance, the account or its sender number barred (the operator's to fix), or a
 * recipient that cannot take SMS. Any other code is Unavailable.
 */
const STATUS_NO_BALANCE = new Set([
  '1030', '2230', // 잔액 부족
  '1020', // 등록된 계정이 아님
  '1062', '2062', // 발신번호 미등록
  '2063', // 차단된 계정
]);
const STATUS_INVALID_NUMBER = new Set([
  '3010', // 수신번호 형식 오류
  '3032', // 미가입자
  '3050', // SMS 서비스 불가 단말기
]);

function statusFailureOf(statusCode: string, statusMessage: string): SmsError {
  if (STATUS_NO_BALANCE.has(statusCode)) return new SmsError(SmsFailure.NoBalance, statusCode, statusMessage);
  if (STATUS_INVALID_NUMBER.has(statusCode)) return new SmsError(SmsFailure.InvalidNumber, statusCode, statusMessage);
  return new SmsError(SmsFailure.Unavailable, statusCode, statusMessage);
}

export function createSolapiProvider(options: SolapiOptions): SmsProvider {
  const url = `${(options.baseUrl ?? SOLAPI_API_URL).replace(/\/$/, '')}/messages/v4/send`;
  return {
    name: 'solapi',
    async send(to, text, signal) {
      const { status, ok, body } = await callProvider(
        url,
        {
          method: 'POST',
          headers: { authorization: solapiAuthorization(options.apiKey, options.apiSecret), 'content-type': 'application/json' },
          body: JSON.stringify({ message: { to: to.phone, from: options.sender, text } }),
        },
        options.timeoutMs ?? SMS_PROVIDER_TIMEOUT_MS,
        signal,
      );
      if (!ok) throw failureOf(status, body);
      // A 200 names its message's state in statusCode: 2000 is "accepted"; anything else was not taken.
      if (typeof body.statusCode === 'string' && body.statusCode !== '2000') {
        throw statusFailureOf(body.statusCode, typeof body.statusMessage === 'string' ? body.statusMessage : '');
      }
      return { id: String(body.messageId ?? '') };
    },
  };
}
