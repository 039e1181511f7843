import { describe, expect, it } from 'vitest';
import { groupAmountInput } from './money.ts';

describe('amount fields', () => {
  it('groups a typed amount as the member types it', () => {
    expect(groupAmountInput('1234567.5')).toBe('1,234,567.5');
    expect(groupAmountInput('.5')).toBe('0.5');
    expect(groupAmountInput('')).toBe('');
  });
});
