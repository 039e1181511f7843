// Counts the database statements one call makes (issue 13, "queries per request"): the app is built
// with `onQuery` (BuildOptions.database.onQuery), and `count` runs a call inside an async scope, so
// only the statements sent on that call's behalf are counted, not those of a job or another call
// running at the same moment. Used by the N+1 tests (perf/n-plus-one.test.ts) and the bench, which
// also replays the statements, parameters and all, in its bare baseline (issue 27).
import { AsyncLocalStorage } from 'node:async_hooks';

/** One statement as Drizzle sent it: its text and its parameters, already in the driver's values. */
export interface Statement {
  sql: string;
  params: unknown[];
}

export interface QueryCounter {
  /** Give this to the app (BuildOptions.database.onQuery / TestAppOptions.onQuery). */
  onQuery: (query: string, params: unknown[]) => void;
  /** Runs `call` and answers its result with the statements it sent, in order. */
  count<T>(call: () => Promise<T>): Promise<{ result: T; queries: string[]; statements: Statement[] }>;
}

export function createQueryCounter(): QueryCounter {
  const scope = new AsyncLocalStorage<Statement[]>();
  return {
    onQuery: (sql, params) => scope.getStore()?.push({ sql, params }),
    async count(call) {
      const statements: Statement[] = [];
      // Awaited inside the scope: a lazy thenable (app.inject's chain) starts when it is awaited.
      const result = await scope.run(statements, async () => await call());
      return { result, queries: statements.map((s) => s.sql), statements };
    },
  };
}
