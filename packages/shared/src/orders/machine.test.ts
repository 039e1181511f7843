import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASIS_POINTS_WHOLE } from '../mileage/schema.ts';
import { SURCHARGE_ORDER_STATUSES } from './delivery.ts';
import { OrderEventKind } from './schema.ts';
import {
  DELIVERY_ANSWERS,
  ESCROW_REFUND_BASIS_POINTS,
  findOrderTransition,
  ORDER_TRANSITIONS,
  OrderAction,
  orderActionsFor,
  OrderStatus,
  TERMINAL_ORDER_STATUSES,
  type OrderActor,
  type OrderTransition,
} from './machine.ts';

const actors: OrderActor[] = ['client', 'designer', 'system'];
const anyOf = <T>(values: Record<string, T>) => fc.constantFrom(...Object.values(values));
const randomStep = fc.record({ action: anyOf(OrderAction), actor: fc.constantFrom(...actors) });
/**
 * Mostly one of the moves listed from wherever the order is (the n-th, wrapping), so sequences go
 * deep enough to complete or be cancelled late; sometimes anything anyone might try.
 */
const step = fc.oneof(
  { weight: 1, arbitrary: randomStep },
  { weight: 3, arbitrary: fc.nat().map((pick) => ({ pick })) },
  // The client pays a surcharge the T-esigner asked (delivery.ts: into the same escrow).
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_000_000 }).map((surcharge) => ({ surcharge })) },
);

type Step = { action: OrderAction; actor: OrderActor } | { pick: number } | { surcharge: number };

function resolve(s: Exclude<Step, { surcharge: number }>, status: OrderStatus): { action: OrderAction; actor: OrderActor } | undefined {
  if (!('pick' in s)) return s;
  const listed = ORDER_TRANSITIONS.filter((m) => m.from === status);
  const chosen = listed[s.pick % Math.max(listed.length, 1)];
  return chosen && { action: chosen.action, actor: chosen.actor };
}

/** Where the money of one order is: the client's mileage, the order's escrow, the T-esigner's earnings. */
interface Purses {
  client: number;
  escrow: number;
  designer: number;
}

/**
 * The ledger's effect of a transition, as modules/mileage does it: a hold takes the amount from the
 * client (refused when short), a refund gives the client its share of the escrow rounded down and
 * the T-esigner the rest, a release gives the T-esigner all of it. Null: the hold was refused.
 */
function applyEscrow(transition: OrderTransition, purses: Purses, amount: number): Purses | null {
  switch (transition.escrow) {
    case undefined:
      return purses;
    case 'hold':
      if (purses.client < amount) return null;
      return { client: purses.client - amount, escrow: purses.escrow + amount, designer: purses.designer };
    case 'refundAll':
    case 'refundHalf': {
      const toClient = Math.floor((purses.escrow * ESCROW_REFUND_BASIS_POINTS[transition.escrow]) / BASIS_POINTS_WHOLE);
      return { client: purses.client + toClient, escrow: 0, designer: purses.designer + purses.escrow - toClient };
    }
    case 'release':
      return { client: purses.client, escrow: 0, designer: purses.designer + purses.escrow };
  }
}

describe('the order machine', () => {
  it('conserves money, empties the escrow at every terminal status and accepts no move outside its table, over random actions of both parties and the system, surcharges paid included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 20_000_000 }), fc.array(step, { maxLength: 40 }), (amount, balance, steps) => {
        let status: OrderStatus = OrderStatus.awaitingPayment;
        let purses: Purses = { client: balance, escrow: 0, designer: 0 };
        for (const s of steps) {
          if ('surcharge' in s) {
            // Only while a surcharge may be asked, and only from mileage the client has.
            if (SURCHARGE_ORDER_STATUSES.includes(status) && purses.client >= s.surcharge) {
              purses = { ...purses, client: purses.client - s.surcharge, escrow: purses.escrow + s.surcharge };
            }
            continue;
          }
          const tried = resolve(s, status);
          if (!tried) continue;
          const { action, actor } = tried;
          const transition = findOrderTransition(action, status, actor);
          if (!transition) continue;
          expect(ORDER_TRANSITIONS).toContain(transition);
          expect(transition).toMatchObject({ action, actor, from: status });
          const after = applyEscrow(transition, purses, amount);
          if (!after) continue;
          purses = after;
          status = transition.to;
          expect(purses.client + purses.escrow + purses.designer).toBe(balance);
          expect(Math.min(purses.client, purses.escrow, purses.designer)).toBeGreaterThanOrEqual(0);
          if (TERMINAL_ORDER_STATUSES.includes(status)) expect(purses.escrow).toBe(0);
        }
      }),
    );
  });

  it('finds a move only when the table lists that action, status and actor', () => {
    fc.assert(
      fc.property(anyOf(OrderAction), anyOf(OrderStatus), fc.constantFrom(...actors), (action, status, actor) => {
        const listed = ORDER_TRANSITIONS.some((m) => m.action === action && m.from === status && m.actor === actor);
        expect(findOrderTransition(action, status, actor) !== undefined).toBe(listed);
      }),
    );
  });

  it('offers each viewer exactly the actions it would accept from them', () => {
    fc.assert(
      fc.property(anyOf(OrderStatus), fc.constantFrom(...actors), (status, actor) => {
        const offered = new Set(orderActionsFor(status, actor));
        for (const action of Object.values(OrderAction)) expect(offered.has(action)).toBe(findOrderTransition(action, status, actor) !== undefined);
      }),
    );
  });

  it('lets the T-esigner replace a delivery the client has not answered, keeping the order delivered and the escrow where it is (decision 0044)', () => {
    const replace = findOrderTransition(OrderAction.replaceCad, OrderStatus.cadUploaded, 'designer');
    expect(replace).toMatchObject({ from: OrderStatus.cadUploaded, to: OrderStatus.cadUploaded, unanswered: true });
    expect(replace?.escrow).toBeUndefined();
    expect(orderActionsFor(OrderStatus.cadUploaded, 'designer')).toContain(OrderAction.replaceCad);
    expect(orderActionsFor(OrderStatus.cadUploaded, 'designer', { deliveryAnswered: true })).not.toContain(OrderAction.replaceCad);
    // Nobody else replaces, and nothing is replaced before a delivery, during a rework or after completion.
    expect(ORDER_TRANSITIONS.filter((m) => m.action === OrderAction.replaceCad)).toEqual([replace]);
    for (const status of [OrderStatus.referralReceived, OrderStatus.reworkRequested, OrderStatus.complete]) {
      expect(orderActionsFor(status, 'designer')).not.toContain(OrderAction.replaceCad);
    }
  });

  it('counts as answers of a delivery only moves and events the client takes', () => {
    const known = new Set<string>([...Object.values(OrderAction), ...Object.values(OrderEventKind)]);
    for (const answer of DELIVERY_ANSWERS) expect(known.has(answer)).toBe(true);
    for (const m of ORDER_TRANSITIONS.filter((t) => (DELIVERY_ANSWERS as readonly string[]).includes(t.action))) expect(m.actor).toBe('client');
    expect(DELIVERY_ANSWERS).not.toContain(OrderEventKind.cadDownloaded);
  });

  it('moves nothing once complete, declined or cancelled', () => {
    for (const status of TERMINAL_ORDER_STATUSES) for (const actor of actors) expect(orderActionsFor(status, actor)).toEqual([]);
  });

  it('reaches every status from an unpaid order', () => {
    const reached = new Set<OrderStatus>([OrderStatus.awaitingPayment]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const m of ORDER_TRANSITIONS) {
        if (reached.has(m.from) && !reached.has(m.to)) {
          reached.add(m.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual(Object.values(OrderStatus).sort());
  });

  it('refunds in full before the T-esigner accepts, half after, and nothing once the CAD is uploaded (SPEC §9)', () => {
    const refundOf = (from: OrderStatus) => ORDER_TRANSITIONS.filter((m) => m.from === from && m.to === OrderStatus.cancelled).map((m) => m.escrow);
    expect(refundOf(OrderStatus.awaitingAcceptance)).toEqual(['refundAll']);
    expect(refundOf(OrderStatus.accepted)).toEqual(['refundHalf']);
    expect(refundOf(OrderStatus.referralReceived)).toEqual(['refundHalf']);
    expect(refundOf(OrderStatus.cadUploaded)).toEqual([]);
    expect(refundOf(OrderStatus.reworkRequested)).toEqual([]);
    expect(findOrderTransition(OrderAction.decline, OrderStatus.awaitingAcceptance, 'designer')?.escrow).toBe('refundAll');
  });
});
