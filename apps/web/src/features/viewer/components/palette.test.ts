import { describe, expect, it } from 'vitest';
import { defaultColour } from './palette.ts';

describe('default colours', () => {
  it('gives a preparation scan, its antagonist and a crown three different colours', () => {
    const colours = [defaultColour('23_prep_scan.stl', 0), defaultColour('antagonist.stl', 1), defaultColour('crown_23.stl', 2)];
    expect(new Set(colours).size).toBe(3);
    // The role in the name wins over the place in the list.
    expect(defaultColour('LowerJaw_Antagonist.ply', 0)).toBe(defaultColour('antagonist.stl', 1));
  });

  it('tells files with no role in their name apart by their place in the list', () => {
    expect(defaultColour('a.stl', 0)).not.toBe(defaultColour('b.stl', 1));
  });
});
