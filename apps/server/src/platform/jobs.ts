// Scheduled sweeps (ARCHITECTURE §1 "jobs"): each job is an idempotent transition run every
// `everyMs`, inside one transaction that first takes a transaction-level advisory lock, so with several
// instances on one PostgreSQL only one runs a given job at a time, and a crash mid-run rolls back.
// Nothing depends on a process staying up: a missed run is caught up by the next.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.ts';

/** Work a job hands back to run after its transaction commits: network calls, bus messages. */
export type AfterCommit = () => Promise<void>;

export interface Job {
  name: string;
  everyMs: number;
  /**
   * Runs inside the job's transaction: use `tx` for every query. It may answer an AfterCommit,
   * run once the transaction has committed (never while it is open: PGlite has one connection),
   * before the next run of the same job starts.
   */
  run: (tx: Tx) => Promise<void | AfterCommit>;
}

/** A stable 32-bit key per job name for pg_try_advisory_xact_lock. */
function lockKey(name: string): number {
  let h = 0;
  for (const ch of name) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

export interface JobRunner {
  /** Runs one job now (tests call this instead of waiting). */
  runNow(name: string): Promise<boolean>;
  /** No more runs start; resolves once the runs under way have ended (shutdown closes the database after). */
  stop(): Promise<void>;
}

/** What one run of a job came to, for GET /metrics: a run another instance held the lock for is not one. */
export interface JobRun {
  name: string;
  failed: boolean;
  seconds: number;
}

export interface JobOptions {
  autostart?: boolean;
  /** Told of every run this instance made (the transaction and its after-commit work), failed or not. */
  onRun?: (run: JobRun) => void;
}

export function startJobs(db: Db, log: FastifyBaseLogger, jobs: Job[], opts: JobOptions = {}): JobRunner {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<string>();
  const inFlight = new Set<Promise<boolean>>();

  async function runNow(name: string): Promise<boolean> {
    const job = jobs.find((j) => j.name === name);
    if (!job || running.has(name)) return false;
    running.add(name);
    const start = performance.now();
    const told = (failed: boolean) => opts.onRun?.({ name, failed, seconds: (performance.now() - start) / 1000 });
    try {
      const outcome = await db.transaction(async (tx) => {
        // pg and PGlite both answer `execute` with { rows }.
        const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${lockKey(name)}) as locked`)) as unknown as {
          rows: Array<{ locked: boolean }>;
        };
        if (!result.rows[0]?.locked) return { ran: false };
        return { ran: true, after: (await job.run(tx)) ?? undefined };
      });
      if (outcome.after) await outcome.after();
      if (outcome.ran) told(false);
      return outcome.ran;
    } catch (error) {
      log.error({ err: error, job: name }, 'job failed');
      told(true);
      return false;
    } finally {
      running.delete(name);
    }
  }

  if (opts.autostart !== false) {
    for (const job of jobs) {
      const timer = setInterval(() => {
        const run = runNow(job.name);
        inFlight.add(run);
        void run.finally(() => inFlight.delete(run));
      }, job.everyMs);
      timer.unref();
      timers.push(timer);
    }
  }

  return {
    runNow,
    async stop() {
      timers.forEach(clearInterval);
      await Promise.all([...inFlight]);
    },
  };
}
