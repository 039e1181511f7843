// Counts the database statements one call makes (issue 13, "queries per request"): the app is built
// with `onQuery` (BuildOptions.database.onQuery), and `count` runs a call inside an async scope, so
// only the statements sent on that call's behalf are counted, not those of a job or another call
// running at the same moment. Used by the N+1 tests (perf/n-plus-one.test.ts) and the bench.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface QueryCounter {
  /** Give this to the app (BuildOptions.database.onQuery / TestAppOptions.onQuery). */
  onQuery: (query: string) => void;
  /** Runs `call` and answers its result with the statements it sent, in order. */
  count<T>(call: () => Promise<T>): Promise<{ result: T; queries: string[] }>;
}

export function createQueryCounter(): QueryCounter {
  const scope = new AsyncLocalStorage<string[]>();
  return {
    onQuery: (query) => scope.getStore()?.push(query),
    async count(call) {
      const queries: string[] = [];
      // Awaited inside the scope: a lazy thenable (app.inject's chain) starts when it is awaited.
      const result = await scope.run(queries, async () => await call());
      return { result, queries };
    },
  };
}
