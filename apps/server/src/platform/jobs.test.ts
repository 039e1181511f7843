import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { startJobs } from './jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('job runner', () => {
  it('runs a job inside its transaction, and a failing job changes nothing', async () => {
    await t.app.db.execute(sql`create table if not exists job_probe (n int)`);
    const runner = startJobs(
      t.app.db,
      t.app.log,
      [
        { name: 'ok', everyMs: 60_000, run: async (tx) => void (await tx.execute(sql`insert into job_probe values (1)`)) },
        {
          name: 'fails',
          everyMs: 60_000,
          run: async (tx) => {
            await tx.execute(sql`insert into job_probe values (2)`);
            throw new Error('boom');
          },
        },
      ],
      { autostart: false },
    );
    expect(await runner.runNow('ok')).toBe(true);
    expect(await runner.runNow('fails')).toBe(false);
    const { rows } = (await t.app.db.execute(sql`select n from job_probe order by n`)) as unknown as { rows: Array<{ n: number }> };
    expect(rows.map((r) => r.n)).toEqual([1]);
    runner.stop();
  });

  it('runs a job once at a time across runners sharing the database', async () => {
    let concurrent = 0;
    let most = 0;
    const job = {
      name: 'slow',
      everyMs: 60_000,
      run: async () => {
        concurrent++;
        most = Math.max(most, concurrent);
        await new Promise((r) => setTimeout(r, 50));
        concurrent--;
      },
    };
    const a = startJobs(t.app.db, t.app.log, [job], { autostart: false });
    const b = startJobs(t.app.db, t.app.log, [job], { autostart: false });
    await Promise.all([a.runNow('slow'), b.runNow('slow')]);
    expect(most).toBe(1);
  });
  it('runs the work a job hands back only after its transaction has committed', async () => {
    await t.app.db.execute(sql`create table if not exists job_after (n int)`);
    const seen: number[] = [];
    const runner = startJobs(
      t.app.db,
      t.app.log,
      [
        {
          name: 'hands-back',
          everyMs: 60_000,
          run: async (tx) => {
            await tx.execute(sql`insert into job_after values (7)`);
            // Outside the transaction: on PGlite's one connection this would wait forever were it still open.
            return async () => {
              const { rows } = (await t.app.db.execute(sql`select n from job_after`)) as unknown as { rows: Array<{ n: number }> };
              seen.push(...rows.map((r) => r.n));
            };
          },
        },
      ],
      { autostart: false },
    );
    expect(await runner.runNow('hands-back')).toBe(true);
    expect(seen).toEqual([7]);
  });
});

describe('scheduled jobs of the app', () => {
  it('sweeps uploads that no join claimed within a day', async () => {
    const { files } = await import('../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.app.db
      .insert(files)
      .values({ name: 'abandoned.png', mime: 'image/png', size: 1, storageKey: 'uploads/zz/abandoned', createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .returning();
    expect(await t.app.jobs.runNow('sweep-unattached-uploads')).toBe(true);
    expect(await t.app.db.select().from(files).where(eq(files.id, row?.id ?? ''))).toEqual([]);
  });
});
