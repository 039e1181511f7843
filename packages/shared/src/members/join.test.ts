import { describe, expect, it } from 'vitest';
import { ClientJoin } from './join.ts';

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
