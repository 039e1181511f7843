// Which provider takes which payment (ARCHITECTURE §1 payments): Toss for KRW and cards when its keys
// are set, PayPal for USD when its keys are set, and the built-in test provider for the rest, which
// the web then labels "test mode". Tests hand buildApp their own set (fakes or the test provider).
import { Currency } from '@dcm/shared';
import type { PaymentProvider } from './provider.ts';
import { createPayPalProvider } from './paypal.ts';
import { createTestProvider } from './test-provider.ts';
import { createTossProvider } from './toss.ts';

export interface Payments {
  /** The provider that takes payments in `currency`. */
  forCurrency(currency: Currency): PaymentProvider;
  /** Toss's browser SDK key, when Toss takes KRW. */
  tossClientKey?: string;
}

export interface PaymentsConfig {
  toss?: { clientKey: string; secretKey: string; baseUrl?: string };
  paypal?: { clientId: string; clientSecret: string; baseUrl?: string };
}

export function createPayments(config: PaymentsConfig): Payments {
  const test = createTestProvider();
  const krw = config.toss ? createTossProvider({ secretKey: config.toss.secretKey, baseUrl: config.toss.baseUrl }) : test;
  const usd = config.paypal ? createPayPalProvider({ clientId: config.paypal.clientId, clientSecret: config.paypal.clientSecret, baseUrl: config.paypal.baseUrl }) : test;
  return {
    forCurrency: (currency) => (currency === Currency.KRW ? krw : usd),
    tossClientKey: config.toss?.clientKey,
  };
}

export * from './provider.ts';
