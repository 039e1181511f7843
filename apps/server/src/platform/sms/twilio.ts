// Twilio's Messages API (decision 0026) for numbers outside Korea: a form-encoded
// `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` with HTTP Basic auth, the number in E.164.
import { e164, fetchProvider, jsonOf, SmsError, SmsFailure, type SmsProvider } from './provider.ts';

export const TWILIO_API_URL = 'https://api.twilio.com';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A Twilio number or alphanumeric sender id, e.g. `+15005550006`. */
  from: string;
  baseUrl?: string;
  timeoutMs?: number;
}

/** Twilio's error codes for a number that cannot take the message, and for an account that cannot pay. */
const INVALID_NUMBER = new Set([21211, 21214, 21614, 21612, 21408, 21610]);
const NO_CREDIT = new Set([20003, 21606, 30044]);

function failureOf(status: number, body: Record<string, unknown>): SmsError {
  const code = typeof body.code === 'number' ? body.code : undefined;
  const label = code === undefined ? `HTTP ${status}` : String(code);
  const message = typeof body.message === 'string' ? body.message : '';
  if (code !== undefined && INVALID_NUMBER.has(code)) return new SmsError(SmsFailure.InvalidNumber, label, message);
  if (code !== undefined && NO_CREDIT.has(code)) return new SmsError(SmsFailure.NoBalance, label, message);
  if (status === 429 || code === 20429) return new SmsError(SmsFailure.RateLimited, label, message);
  return new SmsError(SmsFailure.Unavailable, label, message);
}

export function createTwilioProvider(options: TwilioOptions): SmsProvider {
  const url = `${(options.baseUrl ?? TWILIO_API_URL).replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(to, text) {
      const res = await fetchProvider(
        url,
        {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: e164(to), From: options.from, Body: text }).toString(),
        },
        options.timeoutMs ?? 2000,
      );
      const body = await jsonOf(res);
      if (!res.ok) throw failureOf(res.status, body);
      return { id: String(body.sid ?? '') };
    },
  };
}
