// The server's answers for the my-page tests: the member's info, the outsourcing contract, the
// withdrawal state, balances and the bank table; members, refusals and routing come from the profile fixtures.
import type { MileageBalances, MyInfo, OutsourcingContract, WithdrawalState } from '@dcm/shared';

export { answerGet, CLIENT, DESIGNER, LAB, refusal, userOf } from '../profiles/test-fixtures.ts';

export function myInfoOf(kind: MyInfo['kind'], extra: Partial<MyInfo> = {}): MyInfo {
  const earner = kind !== 'client';
  return {
    memberNo: kind === 'client' ? 7 : kind === 'lab' ? 34 : 21,
    kind,
    email: `${kind}@example.com`,
    firstName: '서연',
    lastName: '김',
    nickname: kind === 'client' ? 'smileclinic' : kind === 'lab' ? 'hanbitlab' : 'cadmaster',
    phone: '01012345678',
    contactNation: 'KR',
    profileImageUrl: null,
    job: null,
    businessName: earner ? 'Hanbit Dental Lab' : null,
    representative: earner ? '김서연' : null,
    zipCode: '06236',
    address: '서울 강남구 테헤란로 123',
    addressDetail: '4층',
    bank: earner ? 'kb' : null,
    depositor: earner ? '김서연' : null,
    accountNumberMasked: earner ? '••••1234' : null,
    currency: 'KRW',
    registerDt: '2025-01-01T00:00:00.000Z',
    agreeMarketing: false,
    timeZone: null,
    ...extra,
  };
}

export const contractOf = (extra: Partial<OutsourcingContract> = {}): OutsourcingContract => ({
  version: '2026-01',
  title: 'Personal-data outsourcing contract',
  body: 'We entrust SMS sending to a carrier and payments to Toss Payments.',
  agreedAt: null,
  ...extra,
});

export const withdrawalOf = (extra: Partial<WithdrawalState> = {}): WithdrawalState => ({ status: 'none', requestedAt: null, blockers: [], ...extra });

export const balancesOf = (mileage: number, earnings = 0): MileageBalances => ({
  currency: 'KRW',
  clientMileage: { KRW: mileage, USD: 0 },
  designerEarnings: { KRW: earnings, USD: 0 },
});

export const BANK_CODES = {
  '/api/v1/common/code/bank': [
    { code: 'kb', name: 'KB Kookmin Bank', sort: 1, extra: null },
    { code: 'shinhan', name: 'Shinhan Bank', sort: 2, extra: null },
  ],
};
