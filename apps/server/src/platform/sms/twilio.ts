// Twilio's Messages API (decision 0026) for numbers outside Korea: a form-encoded
// `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` with HTTP Basic auth, the number in E.164.
import { e164, callProvider, SMS_PROVIDER_TIMEOUT_MS, SmsError, SmsFailure, type SmsProvider } from './provider.ts';

export const TWILIO_API_URL = 'https://api.twilio.com';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A Twilio number or alphanumeric sender id, e.g. `+15005550006`. */
  from: string;
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * Twilio's error codes for a number that cannot take the message (not a number, not a mobile, not
 * reachable, unsubscribed; 30003/30005/30006 unreachable, unknown or a landline), for an account
 * that cannot send (20003: its credentials refused, suspended or out of credit; 21606: our From
 * number cannot send; 21408: the country is not enabled; 30002: the account suspended), and for
 * sending too fast (20429, 30001: the queue overflowed).
 */
const INVALID_NUMBER = new Set([21211, 21214, 21614, 21612, 21610, 30003, 30005, 30006]);
const NO_CREDIT = new Set([20003, 21606, 21408, 30002]);
const RATE_LIMITED = new Set([20429, 30001]);

function failureOf(status: number, body: Record<string, unknown>): SmsError {
  const code = typeof body.code === 'number' ? body.code : undefined;
  const label = code === undefined ? `HTTP ${status}` : String(code);
  const message = typeof body.message === 'string' ? body.message : '';
  if (code !== undefined && INVALID_NUMBER.has(code)) return new SmsError(SmsFailure.InvalidNumber, label, message);
  if ((code !== undefined && NO_CREDIT.has(code)) || status === 401 || status === 403) return new SmsError(SmsFailure.NoBalance, label, message);
  if (status === 429 || (code !== undefined && RATE_LIMITED.has(code))) return new SmsError(SmsFailure.RateLimited, label, message);
  return new SmsError(SmsFailure.Unavailable, label, message);
}

export function createTwilioProvider(options: TwilioOptions): SmsProvider {
  const url = `${(options.baseUrl ?? TWILIO_API_URL).replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(to, text, signal) {
      const { status, ok, body } = await callProvider(
        url,
        {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: e164(to), From: options.from, Body: text }).toString(),
        },
        options.timeoutMs ?? SMS_PROVIDER_TIMEOUT_MS,
        signal,
      );
      if (!ok) throw failureOf(status, body);
      return { id: String(body.sid ?? '') };
    },
  };
}
