import { describe, expect, it } from 'vitest';
import { caseNameOf, initialsOf } from './format.ts';

describe('what chat calls a case and a partner without a picture', () => {
  it('names a case by its first referral number and counts the others, and names nothing without a number', () => {
    const about = (referralNumbers: string[]) => ({ requestId: '40000000-0000-4000-8000-000000000001', orderId: null, referralNumbers });
    expect(caseNameOf(about(['2027-0412']), 'ko')).toBe('의뢰서 번호 2027-0412');
    expect(caseNameOf(about(['2027-0412', '2027-0413', '2027-0414']), 'ko')).toBe('의뢰서 번호 2027-0412 외 2건');
    expect(caseNameOf(about([]), 'ko')).toBeNull();
    expect(caseNameOf(null, 'ko')).toBeNull();
  });

  it('shows two initials for a Latin name of several words, else the first letter', () => {
    expect(initialsOf('Bright Lab')).toBe('BL');
    expect(initialsOf('한빛 치과기공소')).toBe('한');
    expect(initialsOf('cadpro')).toBe('C');
    expect(initialsOf('  ')).toBe('?');
  });
});
