import { describe, expect, it } from 'vitest';
import { nextBudget, PIECE_TRIANGLES, pieceRanges } from './scene.ts';

describe('drawing a big model over several frames', () => {
  it('cuts a model into pieces that cover every triangle once, none over the piece size', () => {
    expect(pieceRanges(25, 10)).toEqual([[0, 10], [10, 20], [20, 25]]);
    expect(pieceRanges(20, 10)).toEqual([[0, 10], [10, 20]]);
    expect(pieceRanges(3, 10)).toEqual([[0, 3]]);
    const million = pieceRanges(1_000_000);
    expect(million.every(([first, end]) => end - first <= PIECE_TRIANGLES)).toBe(true);
    expect(million.at(-1)?.[1]).toBe(1_000_000);
  });

  it('draws more triangles a frame after quick frames and fewer after slow ones, towards 40 ms a frame', () => {
    expect(nextBudget(100_000, 32)).toBe(125_000);
    expect(nextBudget(100_000, 80)).toBe(50_000);
    expect(nextBudget(100_000, 50)).toBe(80_000);
  });

  it('grows the budget by half at most and halves it at most at once, and never goes under one piece', () => {
    // A frame at the display's rate (a GPU) grows it by half; one held up by something else (the
    // first shader compilation, say) halves it at most.
    expect(nextBudget(100_000, 16)).toBe(150_000);
    expect(nextBudget(100_000, 0)).toBe(150_000);
    expect(nextBudget(100_000, 2_000)).toBe(50_000);
    expect(nextBudget(PIECE_TRIANGLES, 2_000)).toBe(PIECE_TRIANGLES);
  });
});
