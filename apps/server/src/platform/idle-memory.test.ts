import { describe, expect, it, vi } from 'vitest';
import { IDLE_UTILIZATION, IDLE_WINDOW_MS, idleCollector, reclaimMemoryWhenIdle } from './idle-memory.ts';

const busy = IDLE_UTILIZATION * 4;
const idle = IDLE_UTILIZATION / 4;

describe('reclaiming memory when idle', () => {
  it('collects once after the start, once after each busy spell, never under load or twice at rest', () => {
    const decide = idleCollector();
    const windows = [idle, idle, busy, busy, idle, idle, idle, busy, idle];
    expect(windows.map(decide)).toEqual([true, false, false, false, true, false, false, false, true]);
  });

  it('runs a memory-reducing collection from its timer, and does nothing without an exposed collector', () => {
    vi.useFakeTimers();
    try {
      const collect = vi.fn();
      const windows = [busy, idle, idle, busy, idle];
      const stop = reclaimMemoryWhenIdle(collect, () => windows.shift() ?? idle);
      vi.advanceTimersByTime(IDLE_WINDOW_MS);
      expect(collect).not.toHaveBeenCalled();
      vi.advanceTimersByTime(IDLE_WINDOW_MS);
      expect(collect).toHaveBeenCalledExactlyOnceWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
      vi.advanceTimersByTime(IDLE_WINDOW_MS * 3);
      expect(collect).toHaveBeenCalledTimes(2);
      stop();
      vi.advanceTimersByTime(IDLE_WINDOW_MS * 3);
      expect(collect).toHaveBeenCalledTimes(2);
      expect(reclaimMemoryWhenIdle(undefined)).toBeTypeOf('function');
    } finally {
      vi.useRealTimers();
    }
  });
});
