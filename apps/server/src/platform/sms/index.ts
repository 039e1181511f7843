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
  /** Told of every refused attempt (the operator's log). */
  onFailure?: (error: SmsError, provider: string, attempt: number) => void;
}

/** Three attempts in under 1.5 s of waiting: with the adapters' 2 s time-out, well inside the web's 10 s. */
export const SMS_RETRY_DELAYS_MS = [300, 900] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createSms(options: SmsOptions): Sms {
  const delays = options.retryDelaysMs ?? SMS_RETRY_DELAYS_MS;
  return {
    async send(to, text) {
      const provider = to.nation === KOREA ? options.providers.korea : options.providers.abroad;
      if (!provider) {
        if (options.production) throw new SmsError(SmsFailure.NoProvider, to.nation, `no SMS provider for ${to.nation}`);
        return options.devOutbox(`${to.nation}:${to.phone}`, text);
      }
      for (let attempt = 1; ; attempt++) {
        try {
          await provider.send(to, text);
          return;
        } catch (error) {
          const failure = error instanceof SmsError ? error : new SmsError(SmsFailure.Unavailable, 'unexpected', String(error));
          options.onFailure?.(failure, provider.name, attempt);
          const retry = failure.failure === SmsFailure.Unavailable && attempt <= delays.length;
          if (!retry) throw failure;
          await sleep(delays[attempt - 1] ?? 0);
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
