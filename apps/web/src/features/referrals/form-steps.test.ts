import { ReferralDraft, type ReferralData } from '@dcm/shared';
import { describe, expect, it } from 'vitest';
import { missingForComplete, stepOf, stepStates } from './form-steps.ts';

const data = (change: Partial<ReferralData> = {}): ReferralData => ({ ...ReferralDraft.parse({}), ...change });

const ready = data({
  referralNumber: '2026-0412',
  processing: 'milling',
  prosthesis: [{ type: 'zirconia_crown', count: 3 }],
  teeth: { teeth: [14, 15, 16], bridges: [{ from: 14, to: 16 }], bundles: [] },
  scanFileId: '3f2a0000-0000-4000-8000-00000000a5c1',
  confirmed: true,
});

describe('the detail form steps', () => {
  it('an empty form has every step still to do, and names what a complete save needs in form order', () => {
    expect(Object.values(stepStates(data()))).toEqual(['todo', 'todo', 'todo', 'todo', 'todo']);
    expect(missingForComplete(data())).toEqual(['referralNumber', 'processing', 'prosthesis', 'teeth', 'scanFileId', 'confirmed']);
  });

  it('a required step is done once a complete save finds nothing in it; an optional one once something is in it', () => {
    expect(stepStates(ready)).toEqual({ case: 'done', teeth: 'done', values: 'todo', files: 'done', notes: 'done' });
    expect(missingForComplete(ready)).toEqual([]);
    const withValues = { ...ready, values: [{ title: 'Cement gap', value: '0.03 mm' }] };
    expect(stepStates(withValues).values).toBe('done');
  });

  it('a value row without its value keeps the values step open and is named as missing', () => {
    const half = { ...ready, values: [{ title: 'Cement gap', value: '' }] };
    expect(stepStates(half).values).toBe('todo');
    expect(missingForComplete(half)).toEqual(['values']);
  });

  it('the files step is required: without the scan it stays to do and the scan is named as missing (issue 31)', () => {
    const withoutScan = { ...ready, scanFileId: null };
    expect(stepStates(withoutScan).files).toBe('todo');
    expect(missingForComplete(withoutScan)).toEqual(['scanFileId']);
  });

  it('an error from the last save marks the step that holds the field', () => {
    const states = stepStates(ready, { 'prosthesis.0.count': 'Enter a count.' });
    expect(states.teeth).toBe('error');
    expect(states.case).toBe('done');
    expect(stepOf('teeth.bridges.0')).toBe('teeth');
    expect(stepOf('otherFileIds.2')).toBe('files');
    expect(stepOf('nothing')).toBeUndefined();
  });
});
