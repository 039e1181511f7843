// fast-check over random sequences of quick moves (issue 11 "fast-check on the state machine with
// money conservation"): against the real service and ledger, a move succeeds exactly when machine.ts
// lists it from the request's status for that actor (and the allowance and the mileage allow it);
// a refused move changes nothing; and money is conserved at every step: the client's mileage, the
// escrows and the taker's quick earnings always add up to what was charged, and a request in a
// terminal status holds nothing in escrow.
import { Currency, findQuickTransition, QuickAction, QuickStatus, Role, TERMINAL_QUICK_STATUSES, type QuickActor, type QuickRequestBody } from '@dcm/shared';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, quickRequests } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { completeReferral, freshMember } from '../requests/test-support.ts';
import { takeQuick } from './board.ts';
import { completeDueQuick, completeQuick } from './completion.ts';
import { missDueQuick } from './deadlines.ts';
import { deliverQuick, replaceQuick, requestQuickRemake } from './delivery.ts';
import { editQuick, postQuick, withdrawQuick } from './posting.ts';
import { quickDepsOf } from './routes.ts';
import type { QuickDeps } from './service.ts';
import { chargeMileage, clientMileageOf, escrowOf, inHours, quickDesigner, quickEarningsOf, setPrices } from './test-support.ts';

const PRICE = 15_000;
const CHARGED = 100_000;
const REMAKE_LIMIT = 1;

let t: TestApp;
let deps: QuickDeps;
let designer: { memberNo: number; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  await setPrices(t, REMAKE_LIMIT);
  deps = quickDepsOf(t.app);
  designer = await quickDesigner(t);
});
afterAll(() => t.close());

type Step =
  | { op: 'post'; count: number; onMissed: 'repost' | 'refund' }
  | { op: 'edit'; i: number; count: number }
  | { op: 'withdraw' | 'take' | 'deliver' | 'replace' | 'remake' | 'complete' | 'auto' | 'miss'; i: number };

// Mostly the first request, so sequences reach the deep states (delivered, remakes, completion).
const index = fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.nat({ max: 3 }) });
const move = (op: 'withdraw' | 'take' | 'deliver' | 'replace' | 'remake' | 'complete' | 'auto' | 'miss') => fc.record({ op: fc.constant(op), i: index });
const post = fc.record({ op: fc.constant('post' as const), count: fc.integer({ min: 1, max: 4 }), onMissed: fc.constantFrom('repost' as const, 'refund' as const) });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: post },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('edit' as const), i: index, count: fc.integer({ min: 1, max: 8 }) }) },
  { weight: 1, arbitrary: move('withdraw') },
  { weight: 4, arbitrary: move('take') },
  { weight: 4, arbitrary: move('deliver') },
  { weight: 2, arbitrary: move('replace') },
  { weight: 3, arbitrary: move('remake') },
  { weight: 2, arbitrary: move('complete') },
  { weight: 2, arbitrary: move('auto') },
  { weight: 3, arbitrary: move('miss') },
);
/** Every sequence starts with a post, so there is something to move. */
const steps = fc.tuple(post, fc.array(step, { minLength: 1, maxLength: 20 })).map(([first, rest]): Step[] => [first, ...rest]);

interface Model {
  id: string;
  referralId: string;
  status: QuickStatus;
  total: number;
  onMissed: 'repost' | 'refund';
  remakes: number;
}

const ACTION: Record<Exclude<Step['op'], 'post'>, [QuickAction, QuickActor]> = {
  edit: [QuickAction.edit, 'client'],
  withdraw: [QuickAction.withdraw, 'client'],
  take: [QuickAction.take, 'designer'],
  deliver: [QuickAction.deliver, 'designer'],
  replace: [QuickAction.replace, 'designer'],
  remake: [QuickAction.requestRemake, 'client'],
  complete: [QuickAction.complete, 'client'],
  auto: [QuickAction.autoComplete, 'system'],
  miss: [QuickAction.releaseMissed, 'system'],
};

/** A refusal: an AppError (409, 402, 400…), never anything else. */
async function refused(run: Promise<unknown>): Promise<number> {
  try {
    await run;
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
  throw new Error('the move was expected to be refused');
}

async function insertCad(ownerNo: number): Promise<string> {
  const [row] = await t.app.db
    .insert(files)
    .values({ ownerNo, name: 'crown.stl', mime: 'model/stl', size: 10, storageKey: `prop/${crypto.randomUUID()}` })
    .returning({ id: files.id });
  return row!.id;
}

describe('the quick state machine against the service', () => {
  it('only the listed moves succeed, a refusal changes nothing, and money is conserved at every step', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (sequence) => {
        const client = await freshMember(t);
        const clientMember = { memberNo: client.memberNo, role: Role.Member };
        const designerMember = { memberNo: designer.memberNo, role: Role.Member };
        await chargeMileage(t, client.memberNo, CHARGED);
        const earnings0 = await quickEarningsOf(t, designer.memberNo);
        const model: Model[] = [];
        let mileage = CHARGED;

        const bodyOf = (m: { referralId: string; onMissed: 'repost' | 'refund' }, count: number): QuickRequestBody => ({
          referralId: m.referralId,
          items: [{ type: 'zirconia_crown', count }],
          deadlineAt: inHours(24),
          onMissed: m.onMissed,
          notes: '',
        });

        for (const s of sequence) {
          if (s.op === 'post') {
            const referral = await completeReferral(t, client);
            const total = s.count * PRICE;
            const run = postQuick(deps, clientMember, bodyOf({ referralId: referral.id, onMissed: s.onMissed }, s.count), crypto.randomUUID());
            if (total > mileage) {
              expect(await refused(run)).toBe(402);
            } else {
              const q = await run;
              model.push({ id: q.id, referralId: referral.id, status: QuickStatus.open, total, onMissed: s.onMissed, remakes: 0 });
              mileage -= total;
            }
          } else if (model.length > 0) {
            const m = model[s.i % model.length]!;
            const [action, actor] = ACTION[s.op];
            const listed =
              s.op === 'miss'
                ? findQuickTransition(m.onMissed === 'refund' ? QuickAction.refundMissed : QuickAction.releaseMissed, m.status, actor)
                : findQuickTransition(action, m.status, actor);
            switch (s.op) {
              case 'edit': {
                const total = s.count * PRICE;
                const run = editQuick(deps, clientMember, m.id, bodyOf(m, s.count));
                if (!listed) expect(await refused(run)).toBe(409);
                else if (total - m.total > mileage) expect(await refused(run)).toBe(402);
                else {
                  await run;
                  mileage -= total - m.total;
                  m.total = total;
                }
                break;
              }
              case 'withdraw':
                if (!listed) expect(await refused(withdrawQuick(deps, clientMember, m.id))).toBe(409);
                else {
                  await withdrawQuick(deps, clientMember, m.id);
                  mileage += m.total;
                  m.status = QuickStatus.withdrawn;
                }
                break;
              case 'take':
                if (!listed) expect(await refused(takeQuick(deps, designerMember, m.id))).toBe(409);
                else {
                  await takeQuick(deps, designerMember, m.id);
                  m.status = QuickStatus.taken;
                }
                break;
              case 'deliver': {
                const run = deliverQuick(deps, designerMember, m.id, { fileIds: [await insertCad(designer.memberNo)], note: '' });
                // Before anyone took it, the T-esigner is nobody to the request.
                if (!listed) expect([404, 409]).toContain(await refused(run));
                else {
                  await run;
                  m.status = QuickStatus.delivered;
                }
                break;
              }
              case 'replace': {
                // A replacement moves no money and leaves the delivery waiting for the client.
                const run = replaceQuick(deps, designerMember, m.id, { fileIds: [await insertCad(designer.memberNo)], note: '' });
                if (!listed) expect([404, 409]).toContain(await refused(run));
                else await run;
                break;
              }
              case 'remake': {
                const run = requestQuickRemake(deps, clientMember, m.id, { reason: 'The margin is open.' });
                if (!listed || m.remakes >= REMAKE_LIMIT) expect(await refused(run)).toBe(409);
                else {
                  await run;
                  m.remakes += 1;
                  m.status = QuickStatus.remakeRequested;
                }
                break;
              }
              case 'complete':
                if (!listed) expect(await refused(completeQuick(deps, clientMember, m.id))).toBe(409);
                else {
                  await completeQuick(deps, clientMember, m.id);
                  m.status = QuickStatus.completed;
                }
                break;
              case 'auto': {
                // Only a delivered request is made old enough; the job must move it and nothing else.
                if (listed) await t.app.db.update(quickRequests).set({ deliveredAt: new Date(Date.now() - 40 * 86_400_000) }).where(eq(quickRequests.id, m.id));
                const done = await t.app.db.transaction((tx) => completeDueQuick(tx, deps.autoCompleteBusinessDays));
                expect(done).toBe(listed ? 1 : 0);
                if (listed) m.status = QuickStatus.completed;
                break;
              }
              case 'miss': {
                if (listed) await t.app.db.update(quickRequests).set({ deadlineAt: new Date(Date.now() - 60_000) }).where(eq(quickRequests.id, m.id));
                const moved = await t.app.db.transaction((tx) => missDueQuick(tx));
                expect(moved.map((r) => r.id)).toEqual(listed ? [m.id] : []);
                if (listed && m.onMissed === 'refund') {
                  m.status = QuickStatus.refunded;
                  mileage += m.total;
                } else if (listed) m.status = QuickStatus.open;
                break;
              }
            }
          }

          // The tables agree with the model, and the money adds up.
          const rows = model.length ? await t.app.db.select().from(quickRequests).where(inArray(quickRequests.id, model.map((m) => m.id))) : [];
          const byId = new Map(rows.map((r) => [r.id, r]));
          let escrows = 0;
          for (const m of model) {
            const row = byId.get(m.id)!;
            expect(row.status).toBe(m.status);
            expect(row.total).toBe(m.total);
            const escrow = await escrowOf(t, m.id);
            escrows += escrow;
            expect(escrow).toBe(TERMINAL_QUICK_STATUSES.includes(m.status) ? 0 : m.total);
          }
          const clientNow = await clientMileageOf(t, client.memberNo, Currency.KRW);
          const earned = (await quickEarningsOf(t, designer.memberNo)) - earnings0;
          expect(clientNow).toBe(mileage);
          expect(clientNow + escrows + earned).toBe(CHARGED);
          expect(earned).toBe(model.filter((m) => m.status === QuickStatus.completed).reduce((s, m) => s + m.total, 0));
        }
      }),
      { numRuns: 60 },
    );
  }, 240_000);
});
