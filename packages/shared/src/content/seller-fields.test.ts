import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SellerInfo } from './seller.ts';
import { sellerInfoOf } from './seller-fields.ts';

describe('seller information read without zod', () => {
  it('reads what the schema reads, unknown keys left out', () => {
    const value = { companyName: { ko: '티이사인', en: 'T-esign', extra: 1 }, businessNumber: '1234567890', other: true };
    expect(sellerInfoOf(value)).toEqual(SellerInfo.parse(value));
    expect(sellerInfoOf({})).toEqual({});
  });

  it('refuses what the schema refuses', () => {
    for (const value of [null, 'x', 1, { phone: 1 }, { address: 'Seoul' }, { representative: { ko: '홍길동' } }]) {
      expect(SellerInfo.safeParse(value).success).toBe(false);
      expect(sellerInfoOf(value)).toBeUndefined();
    }
  });

  it('agrees with the schema on any value', () => {
    const text = fc.oneof(fc.string(), fc.integer(), fc.constant(undefined), fc.constant(null));
    const field = fc.oneof(text, fc.record({ ko: text, en: text }, { requiredKeys: [] }));
    const keys = ['companyName', 'representative', 'businessNumber', 'mailOrderNumber', 'address', 'phone', 'email', 'hosting', 'other'] as const;
    fc.assert(
      fc.property(fc.record(Object.fromEntries(keys.map((k) => [k, field])), { requiredKeys: [] }), (value) => {
        const parsed = SellerInfo.safeParse(value);
        expect(sellerInfoOf(value)).toEqual(parsed.success ? parsed.data : undefined);
      }),
    );
  });
});
