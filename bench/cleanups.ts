// What a bench part built (servers, browsers, databases, files), undone in the order of the list
// (callers `unshift`, so the newest goes first), also after an error: a failed step is reported and
// fails the run without keeping the others from running.
export async function runCleanups(cleanups: ReadonlyArray<() => unknown>, label = 'cleanup'): Promise<void> {
  for (const cleanup of cleanups) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`${label} failed:`, error);
      process.exitCode = 1;
    }
  }
}
