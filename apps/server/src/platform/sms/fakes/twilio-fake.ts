// A local stand-in for Twilio's Messages API (`POST /2010-04-01/Accounts/{Sid}/Messages.json`):
// HTTP Basic auth with the account SID and auth token, form-encoded To/From/Body, a To that is not
// E.164 refused with error 21211, and Twilio's own error bodies for the faults tests ask for.
import crypto from 'node:crypto';
import { startFakeServer, type SmsFake, type SmsFakeOptions } from './fake-server.ts';

export const TWILIO_FAKE_SID = 'AC00000000000000000000000000000000';
export const TWILIO_FAKE_TOKEN = 'fake-auth-token';
export const TWILIO_FAKE_FROM = '+15005550006';

export function startTwilioFake(options: SmsFakeOptions & { accountSid?: string; authToken?: string } = {}): Promise<SmsFake> {
  const sid = options.accountSid ?? TWILIO_FAKE_SID;
  const expected = `Basic ${Buffer.from(`${sid}:${options.authToken ?? TWILIO_FAKE_TOKEN}`).toString('base64')}`;
  const error = (status: number, code: number, message: string) => ({ status, body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status } });
  return startFakeServer({
    refuseAuth: (req) => (req.headers.authorization === expected ? undefined : error(401, 20003, 'Authenticate')),
    fault: (fault) =>
      ({
        invalidNumber: error(400, 21211, "The 'To' number is not a valid phone number."),
        notMobile: error(400, 21614, "'To' number is not a valid mobile number"),
        noBalance: error(401, 20003, 'Permission Denied: your account is suspended or out of balance.'),
        rateLimited: error(429, 20429, 'Too Many Requests'),
        serverError: error(500, 20500, 'Internal Server Error'),
      })[fault],
    accept(path, raw) {
      if (path !== `/2010-04-01/Accounts/${sid}/Messages.json`) return error(404, 20404, 'The requested resource was not found');
      const form = new URLSearchParams(raw);
      const to = form.get('To') ?? '';
      if (!/^\+[1-9]\d{7,14}$/.test(to)) return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      const body = form.get('Body');
      if (!body) return error(400, 21602, 'Message body is required.');
      return { to, from: form.get('From') ?? '', text: body, at: Date.now() };
    },
    accepted: (m) => ({ sid: `SM${crypto.randomBytes(16).toString('hex')}`, status: 'queued', to: m.to, from: m.from, body: m.text }),
  }, options);
}
