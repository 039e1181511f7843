// Solapi's message API v4 (decision 0026) for Korean numbers: `POST /messages/v4/send` with the
// HMAC-SHA256 Authorization header (a signature of date + salt keyed by the API secret). The sender
// number must be registered with Solapi beforehand, as Korean law requires of every SMS sender.
import crypto from 'node:crypto';
import { fetchProvider, jsonOf, SmsError, SmsFailure, type SmsProvider } from './provider.ts';

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
 * `InvalidStatusCode` (400) naming the recipient, and 5xx. A 400 about anything but the recipient is
 * our mistake (a sender not registered, a bad key), so the member cannot fix it: Unavailable.
 */
function failureOf(status: number, body: Record<string, unknown>): SmsError {
  const code = typeof body.errorCode === 'string' ? body.errorCode : `HTTP ${status}`;
  const message = typeof body.errorMessage === 'string' ? body.errorMessage : '';
  if (status === 402 || code === 'NotEnoughBalance') return new SmsError(SmsFailure.NoBalance, code, message);
  if (status === 429 || code === 'TooManyRequests') return new SmsError(SmsFailure.RateLimited, code, message);
  if ((code === 'ValidationError' || code === 'InvalidStatusCode' || code === 'InvalidPhoneNumber') && /\bto\b|수신/.test(message)) {
    return new SmsError(SmsFailure.InvalidNumber, code, message);
  }
  return new SmsError(SmsFailure.Unavailable, code, message);
}

export function createSolapiProvider(options: SolapiOptions): SmsProvider {
  const url = `${(options.baseUrl ?? SOLAPI_API_URL).replace(/\/$/, '')}/messages/v4/send`;
  return {
    name: 'solapi',
    async send(to, text) {
      const res = await fetchProvider(
        url,
        {
          method: 'POST',
          headers: { authorization: solapiAuthorization(options.apiKey, options.apiSecret), 'content-type': 'application/json' },
          body: JSON.stringify({ message: { to: to.phone, from: options.sender, text } }),
        },
        options.timeoutMs ?? 2000,
      );
      const body = await jsonOf(res);
      if (!res.ok) throw failureOf(res.status, body);
      // A 200 may still carry a refusal in statusCode (2000 is "accepted").
      if (typeof body.statusCode === 'string' && body.statusCode !== '2000') {
        throw new SmsError(/^10(6|2)/.test(body.statusCode) ? SmsFailure.InvalidNumber : SmsFailure.Unavailable, body.statusCode, String(body.statusMessage ?? ''));
      }
      return { id: String(body.messageId ?? '') };
    },
  };
}
