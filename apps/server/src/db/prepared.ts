// Statements built once (issue 27). Drizzle builds a statement's text anew on every call, walking the
// table's columns; for the wide reads every call makes (the member behind a token, a balance) that
// was the largest part of a short route's time. A prepared statement is built once per database and
// run with its placeholders' values; on PostgreSQL it is also named, so each connection parses and
// plans it once. Use it for reads on a hot path whose shape never changes; anything else stays a
// plain query (decision 0035).
import type { Db, Tx } from './client.ts';

/** Where a statement runs: the database, or a transaction's connection. */
type Executor = Db | Tx;

interface Executable<P, R> {
  execute(values: P): Promise<R>;
}

/**
 * A statement `build` makes once per database (and once per transaction it is run in: a transaction
 * is a database of its own connection), named `name` on PostgreSQL.
 */
export function prepared<P extends Record<string, unknown>, R>(name: string, build: (db: Executor, name: string) => Executable<P, R>): (db: Executor, values: P) => Promise<R> {
  const built = new WeakMap<Executor, Executable<P, R>>();
  return (db, values) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db, name);
      built.set(db, statement);
    }
    return statement.execute(values);
  };
}
