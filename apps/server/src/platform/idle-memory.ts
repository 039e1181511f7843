// Memory back to the machine once the server falls idle (issue 27, idle memory ≤ 200 MB). V8 keeps
// what its heap grew into: the young generation at its largest (32 MB at --max-semi-space-size=16)
// and the old generation's pages, start-up's garbage included (the heap held ~95 MB, 45 MB of it
// garbage, at rest after a start). Nothing collects a heap that allocates nothing, so an idle
// server kept it all. Once the event loop has been busy and then idle for a whole window, one
// memory-reducing collection (V8's "last resort": full, compacting, pages handed back) runs: after
// the start, and after each busy spell. A server under steady load never runs it, an idle one runs
// it once; a call arriving during it waits for it (tens of milliseconds, only at rest).
import { performance } from 'node:perf_hooks';

/** The window the event loop is judged over, and how busy it may be in it to count as idle. */
export const IDLE_WINDOW_MS = 5_000;
export const IDLE_UTILIZATION = 0.05;

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** V8's collector, when Node was started with --expose-gc (SERVER_NODE_OPTIONS), else undefined. */
function exposedCollector(): Collect | undefined {
  const gc = (globalThis as { gc?: unknown }).gc;
  return typeof gc === 'function' ? (gc as Collect) : undefined;
}

/**
 * Decides, window by window, whether to collect: `true` after a window whose event-loop utilisation
 * is under IDLE_UTILIZATION if some window since the last collection was over it (the start counts
 * as one). Pure, for the tests.
 */
export function idleCollector(): (utilization: number) => boolean {
  let busySinceCollected = true;
  return (utilization) => {
    if (utilization >= IDLE_UTILIZATION) {
      busySinceCollected = true;
      return false;
    }
    if (!busySinceCollected) return false;
    busySinceCollected = false;
    return true;
  };
}

/** The event loop's utilisation since the last call (0 to 1). */
function utilizationSinceLastCall(): () => number {
  let mark = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, mark);
    mark = now;
    return utilization;
  };
}

/** Starts watching; answers the stop (the timer is unref'd: it never holds the process open). */
export function reclaimMemoryWhenIdle(collect: Collect | undefined = exposedCollector(), utilization = utilizationSinceLastCall()): () => void {
  if (!collect) return () => {};
  const decide = idleCollector();
  const timer = setInterval(() => {
    if (decide(utilization())) collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  }, IDLE_WINDOW_MS);
  timer.unref();
  return () => clearInterval(timer);
}
