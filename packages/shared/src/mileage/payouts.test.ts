import { describe, expect, it } from 'vitest';
import { adminPayoutActions, adminRefundActions, krwToUsdCents, PayoutAction, PayoutStatus, rateHundredths, settlementPayout, SETTLEMENT_TRANSITIONS } from './payouts.ts';

describe('the settlement rule (SPEC §9)', () => {
  it('pays KRW out as the amount minus the provider fee of 3.3% and its 10% VAT, each rounded up to the won', () => {
    // 3.3% of 100,000 = 3,300; VAT 330; 96,370 paid out.
    expect(settlementPayout(100_000, 'KRW')).toEqual({ amount: 100_000, currency: 'KRW', fee: 3_630, payoutKrw: 96_370 });
    // 3.3% of 123,457 = 4,074.08 → 4,075; VAT 407.5 → 408.
    expect(settlementPayout(123_457, 'KRW').fee).toBe(4_483);
  });

  it('pays USD out as cents × 90% × the rate in won, rounded down to the won', () => {
    expect(settlementPayout(10_000, 'USD', 138_520)).toEqual({ amount: 10_000, currency: 'USD', fee: 1_000, payoutKrw: 124_668 });
    expect(() => settlementPayout(10_000, 'USD')).toThrow();
  });

  it('reads a typed rate exactly, never through a float', () => {
    expect([rateHundredths('1385.2'), rateHundredths('1385.20'), rateHundredths('1385'), rateHundredths('0.07')]).toEqual([138_520, 138_520, 138_500, 7]);
  });
});

describe('the admin’s actions', () => {
  it('on a settlement follow the table: approve, then complete; reject only while requested', () => {
    expect(adminPayoutActions(SETTLEMENT_TRANSITIONS, PayoutStatus.requested)).toEqual([PayoutAction.approve, PayoutAction.reject]);
    expect(adminPayoutActions(SETTLEMENT_TRANSITIONS, PayoutStatus.inProgress)).toEqual([PayoutAction.complete]);
    expect(adminPayoutActions(SETTLEMENT_TRANSITIONS, PayoutStatus.complete)).toEqual([]);
  });

  it('on a refund in progress offer a rejection only once the provider refused the last cancel', () => {
    expect(adminRefundActions({ status: PayoutStatus.inProgress, lastError: null })).toEqual([PayoutAction.approve]);
    expect(adminRefundActions({ status: PayoutStatus.inProgress, lastError: 'ALREADY_CANCELED_PAYMENT: …' })).toEqual([PayoutAction.approve, PayoutAction.reject]);
    expect(adminRefundActions({ status: PayoutStatus.rejected, lastError: null })).toEqual([]);
  });
});

describe('pricing a quotation in won for a client who pays in USD (decision 16)', () => {
  it('converts at the rate to the nearest cent, exactly', () => {
    expect(krwToUsdCents(90_000, 138_520)).toBe(6_497);
    expect(krwToUsdCents(150_000, 138_520)).toBe(10_829);
    expect(krwToUsdCents(1_385, 138_520)).toBe(100);
  });
});
