// The quick requests' clock (issue 11): deadlines missed by the taker (every minute) and results the
// client left unanswered (completing by themselves after the orders' business days). Each run is one
// transaction of the job runner; the board hears of reposted requests after it commits.
import type { Db, Tx } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import type { AfterCommit, Job } from '../../platform/jobs.ts';
import { completeDueQuick } from './completion.ts';
import { missDueQuick } from './deadlines.ts';
import { announce } from './service.ts';

export function quickJobs(deps: { db: Db; bus: Bus; autoCompleteBusinessDays: number }): Job[] {
  return [
    {
      name: 'quick-deadlines',
      everyMs: 60 * 1000,
      run: async (tx: Tx): Promise<AfterCommit | void> => {
        const moved = await missDueQuick(tx);
        if (moved.length === 0) return;
        return async () => {
          for (const row of moved) await announce(deps, row);
        };
      },
    },
    {
      name: 'quick-auto-complete',
      everyMs: 5 * 60 * 1000,
      run: async (tx: Tx) => {
        await completeDueQuick(tx, deps.autoCompleteBusinessDays);
      },
    },
  ];
}
