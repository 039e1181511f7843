import { describe, expect, it } from 'vitest';
import { accountHolderVerified, businessNumberIssues, ClientJoin, depositorMatchesRepresentative, DesignerJoin, KOREA, LabJoin, storedBusinessNumber } from './join.ts';

const fieldsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('join schema', () => {
  it('reports cross-field rules together with field errors, so the form shows them all at once', () => {
    const result = ClientJoin.safeParse({
      memberSe: 'A',
      email: 'not-an-email',
      password: 'abc12345',
      passwordConfirm: 'abc12346',
      businessName: '스마일 치과기공소',
      representative: '김하나',
      depositor: '이두리',
    });
    const fields = fieldsOf(result);
    expect(fields).toMatchObject({
      email: 'email',
      passwordConfirm: 'passwordMismatch',
      depositor: 'depositorMismatch',
      businessName: 'clinicNameLab',
    });
  });

  it('does not trip over fields that are missing altogether', () => {
    expect(() => ClientJoin.safeParse({})).not.toThrow();
    expect(() => ClientJoin.safeParse({ memberSe: 'A', depositor: 5, representative: null, businessName: 3 })).not.toThrow();
  });
});

describe('business number by country (decision 0041)', () => {
  it('asks a Korean member for the 10-digit number and a copy of the registration', () => {
    expect(businessNumberIssues({ businessNumber: '123-45-67890', businessFileId: 'f' }, KOREA)).toEqual([]);
    expect(businessNumberIssues({ businessNumber: '123 45 67890', businessFileId: 'f' }, KOREA)).toEqual([]);
    expect(businessNumberIssues({ businessNumber: '', businessFileId: null }, KOREA)).toEqual([
      { path: 'businessNumber', message: 'required' },
      { path: 'businessFileId', message: 'fileRequired' },
    ]);
    for (const wrong of ['12345', '12345678901', '123-45-6789O', 'GB123456789']) {
      expect(businessNumberIssues({ businessNumber: wrong, businessFileId: 'f' }, KOREA)).toEqual([{ path: 'businessNumber', message: 'businessNumber' }]);
    }
  });

  it('asks a member abroad for their country’s registration or tax ID instead, never skipping it, and no copy', () => {
    for (const fine of ['12-3456789', 'GB 123 4567 89', 'DE123456789', '91350100M000100Y43', 'T1234567890123', 'ABN 51 824 753 556', '1234']) {
      expect(businessNumberIssues({ businessNumber: fine }, 'US'), fine).toEqual([]);
    }
    expect(businessNumberIssues({}, 'US')).toEqual([{ path: 'businessNumber', message: 'businessNumberAbroadRequired' }]);
    expect(businessNumberIssues({ businessNumber: '   ' }, 'JP')).toEqual([{ path: 'businessNumber', message: 'businessNumberAbroadRequired' }]);
    for (const wrong of ['123', 'none', '사업자 1234', '-1234-', '12#34', 'A'.repeat(20) + '1'.repeat(11)]) {
      expect(businessNumberIssues({ businessNumber: wrong }, 'DE'), wrong).toEqual([{ path: 'businessNumber', message: 'businessNumberAbroad' }]);
    }
  });

  it('runs inside the join schema with the nation of the body', () => {
    const base = { memberSe: 'C', representative: '김하나', depositor: '김하나' };
    expect(fieldsOf(DesignerJoin.safeParse({ ...base, memberContactNation: 'US' }))).toMatchObject({ businessNumber: 'businessNumberAbroadRequired' });
    expect(fieldsOf(DesignerJoin.safeParse({ ...base, memberContactNation: 'US', businessNumber: '12-3456789' }))).not.toHaveProperty('businessNumber');
    expect(fieldsOf(DesignerJoin.safeParse({ ...base, memberContactNation: 'US', businessNumber: '12-3456789' }))).not.toHaveProperty('businessFileId');
    expect(fieldsOf(DesignerJoin.safeParse({ ...base, memberContactNation: 'KR', businessNumber: '12-3456789' }))).toMatchObject({ businessNumber: 'businessNumber', businessFileId: 'fileRequired' });
  });

  it('keeps a Korean number as its digits and one from abroad as typed, spaces tidied', () => {
    expect(storedBusinessNumber(' 123-45-67890 ', KOREA)).toBe('1234567890');
    expect(storedBusinessNumber(' GB  123 4567-89 ', 'GB')).toBe('GB 123 4567-89');
    expect(storedBusinessNumber('  ', 'US')).toBeNull();
    expect(storedBusinessNumber(undefined, KOREA)).toBeNull();
  });
});

describe('licence number format (SPEC §8 "check business or dental technician license")', () => {
  it('takes the ways licence numbers are written and names the licence asked for when one is plainly wrong', () => {
    const base = { memberSe: 'C', memberContactNation: 'KR' };
    for (const fine of ['12345', '제 12345 호', 'DT-12345', 'CA DT 10442', 'No. 4471/2019']) {
      expect(fieldsOf(DesignerJoin.safeParse({ ...base, licenseNumber: fine })), fine).not.toHaveProperty('licenseNumber');
    }
    for (const wrong of ['없음', 'none', '#12345!', '-12345', '1'.repeat(31)]) {
      expect(fieldsOf(DesignerJoin.safeParse({ ...base, licenseNumber: wrong })).licenseNumber, wrong).toBe('licenseNumber');
      expect(fieldsOf(LabJoin.safeParse({ ...base, memberSe: 'B', licenseNumber: wrong })).licenseNumber, wrong).toBe('licenseNumber');
      expect(fieldsOf(ClientJoin.safeParse({ ...base, memberSe: 'A', licenseNumber: wrong })).licenseNumber, wrong).toBe('licenseNumberClient');
    }
    expect(fieldsOf(ClientJoin.safeParse({ ...base, memberSe: 'A', licenseNumber: ' ' })).licenseNumber).toBe('required');
  });
});

describe('account holder verification (SPEC §5, §8)', () => {
  it('verifies a holder that is the representative, ignoring spaces, case and how Hangul was composed', () => {
    expect(accountHolderVerified('김하나', '김하나')).toBe(true);
    expect(accountHolderVerified(' kim  HANA ', 'Kim Hana')).toBe(true);
    expect(accountHolderVerified('김하나'.normalize('NFD'), '김하나')).toBe(true);
  });

  it('does not verify another name, or a holder or representative that is missing', () => {
    expect(accountHolderVerified('이두리', '김하나')).toBe(false);
    expect(accountHolderVerified('김하나', null)).toBe(false);
    expect(accountHolderVerified('', '')).toBe(false);
    expect(accountHolderVerified('  ', '  ')).toBe(false);
    expect(accountHolderVerified(undefined, '김하나')).toBe(false);
  });

  it('leaves a blank side to the form’s required rule, so the form does not say "mismatch" for an empty field', () => {
    expect(depositorMatchesRepresentative('', '김하나')).toBe(true);
    expect(depositorMatchesRepresentative('이두리', '김하나')).toBe(false);
  });
});
