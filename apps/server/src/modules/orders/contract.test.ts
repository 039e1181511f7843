import { Currency } from '@dcm/shared';
import { describe, expect, it } from 'vitest';
import { writeContract, type ContractTerms } from './contract.ts';

const terms = (deliveryAt: string): ContractTerms => ({
  orderId: '20000000-0000-4000-8000-000000000001',
  requestId: '10000000-0000-4000-8000-000000000001',
  client: { memberNo: 1, nickname: 'clinic' },
  designer: { memberNo: 2, nickname: 'cadmaster' },
  items: [{ type: 'zirconia', count: 2, unitPrice: 30_000 }],
  amount: 60_000,
  currency: Currency.KRW,
  conversion: null,
  referralCount: 1,
  deliveryAt: new Date(deliveryAt),
  editCount: 2,
  warrantyDays: 30,
});

describe('the e-contract’s text', () => {
  it('dates the delivery in Korean time on both sides of midnight, in both languages, naming the zone', () => {
    // 14:59 and 15:00 UTC on 28 November: 23:59 on the 28th and 00:00 on the 29th in Seoul.
    const names = new Map([['zirconia', '지르코니아 크라운']]);
    expect(writeContract(terms('2026-11-28T14:59:00Z'), 'ko', names).text).toContain('2026-11-28 23:59 (Asia/Seoul)까지');
    expect(writeContract(terms('2026-11-28T15:00:00Z'), 'ko', names).text).toContain('2026-11-29 00:00 (Asia/Seoul)까지');
    expect(writeContract(terms('2026-11-28T15:30:00Z'), 'en', names).text).toContain('by 2026-11-29 00:30 (Asia/Seoul).');
  });

  it('writes its amounts as every screen does: 60,000원 in Korean, ₩60,000 in English', () => {
    const names = new Map([['zirconia', 'Zirconia crown']]);
    expect(writeContract(terms('2026-11-28T15:00:00Z'), 'ko', names).text).toContain('합계: 60,000원');
    expect(writeContract(terms('2026-11-28T15:00:00Z'), 'en', names).text).toContain('Total: ₩60,000');
  });
});
