import { describe, expect, it } from 'vitest';
import { emptyReferralDraft } from './empty-draft.ts';
import { ReferralDraft } from './schema.ts';

describe('the empty referral', () => {
  it('is what a draft with nothing written in it holds, field for field and in the same order', () => {
    // The order too: the web tells an untouched form from a written one by comparing their JSON.
    expect(JSON.stringify(emptyReferralDraft())).toBe(JSON.stringify(ReferralDraft.parse({})));
  });

  it('is a fresh copy each time, so two forms never share a list', () => {
    expect(emptyReferralDraft().prosthesis).not.toBe(emptyReferralDraft().prosthesis);
    expect(ReferralDraft.parse({}).teeth).not.toBe(ReferralDraft.parse({}).teeth);
  });
});
