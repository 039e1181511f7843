// The SMS router (decision 0026): Korean numbers through Solapi, the rest through Twilio, each
// only when configured. Without a provider for a country, development keeps the message in the dev
// outbox (a newcomer reads codes there) and production refuses: never "sent" for a message that
// goes nowhere. A provider that does not answer is tried again with back-off, the same text each time.
import { KOREA } from '@dcm/shared';
import type { Config } from '../../config.ts';
import { SmsError, SmsFailure, type SmsProvider, type SmsRecipient } from './provider.ts';
import { createSolapiProvider } from './solapi.ts';
import { createTwilioProvider } from './twilio.ts';

export { SmsError, SmsFailure, type SmsRecipient } from './provider.ts';

export interface Sms {
  /** Hands the text to the number's provider (or, outside production, to the dev outbox); throws SmsError. */
  send(to: SmsRecipient, text: string): Promise<void>;
}

export interface SmsOptions {
  providers: { korea?: SmsProvider; abroad?: SmsProvider };
  production: boolean;
  /** Where a message with no provider goes outside production. */
  devOutbox: (recipient: string, text: string) => Promise<void>;
  /** Waits before the second, third, … attempt at an Unavailable provider. */
  retryDelaysMs?: readonly number[];
  /** The whole call's time, attempts and waits included (SMS_BUDGET_MS). */
  budgetMs?: number;
  /** An attempt with less of the budget left than this is not started (1000 ms). */
  minAttemptMs?: number;
  /** Told of every refused attempt (the operator's log). */
  onFailure?: (error: SmsError, provider: string, attempt: number) => void;
}

/** At most three attempts, 300 ms then 900 ms apart. */
export const SMS_RETRY_DELAYS_MS = [300, 900] as const;
/**
 * A member waits at most this long for "sent" or "try again": well inside the web's 10 s time-out.
 * Three attempts that each wait out the adapters' 3 s would not fit, so the last is cut short or skipped.
 */
export const SMS_BUDGET_MS = 7000;
/** An attempt with less time than this left is not started: it would hardly get an answer. */
const MIN_ATTEMPT_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createSms(options: SmsOptions): Sms {
  const delays = options.retryDelaysMs ?? SMS_RETRY_DELAYS_MS;
  const budgetMs = options.budgetMs ?? SMS_BUDGET_MS;
  const minAttemptMs = options.minAttemptMs ?? MIN_ATTEMPT_MS;
  return {
    async send(to, text) {
      const provider = to.nation === KOREA ? options.providers.korea : options.providers.abroad;
      if (!provider) {
        if (options.production) throw new SmsError(SmsFailure.NoProvider, to.nation, `no SMS provider for ${to.nation}`);
        return options.devOutbox(`${to.nation}:${to.phone}`, text);
      }
      const deadline = Date.now() + budgetMs;
      for (let attempt = 1; ; attempt++) {
        try {
          await provider.send(to, text, AbortSignal.timeout(Math.max(1, deadline - Date.now())));
          return;
        } catch (error) {
          const failure = error instanceof SmsError ? error : new SmsError(SmsFailure.Unavailable, 'unexpected', String(error));
          options.onFailure?.(failure, provider.name, attempt);
          const delay = delays[attempt - 1];
          const retry = failure.failure === SmsFailure.Unavailable && delay !== undefined && deadline - Date.now() - delay >= minAttemptMs;
          if (!retry) throw failure;
          await sleep(delay);
        }
      }
    },
  };
}

/** The providers the configuration names: Solapi for Korea, Twilio abroad. */
export function smsProvidersOf(sms: Config['sms']): SmsOptions['providers'] {
  return {
    korea: sms.solapi && createSolapiProvider(sms.solapi),
    abroad: sms.twilio && createTwilioProvider(sms.twilio),
  };
}
