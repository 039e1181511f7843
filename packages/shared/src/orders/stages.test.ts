import { describe, expect, it } from 'vitest';
import { openSurcharge } from './test-fixtures.ts';
import type { StageParty } from '../stages.ts';
import { findSurchargeTransition, SURCHARGE_ORDER_STATUSES, SurchargeAction } from './delivery.ts';
import { OrderAction, orderActionsFor, OrderStatus, type OrderActor } from './machine.ts';
import { progressOf, type ProgressFacts } from './progress.ts';
import { ORDER_STAGES, OrderStage, orderStageOf, type OrderStageAction, type OrderStageFacts } from './stages.ts';

type Order = OrderStageFacts & ProgressFacts;

const ORDER_ID = '20000000-0000-4000-8000-000000000007';
const parties: StageParty[] = ['client', 'designer'];
const actors: OrderActor[] = ['client', 'designer', 'system'];
const surcharge = openSurcharge;

/**
 * Orders in every status, with each fact a stage may read taken both ways where the order can have
 * it: unpaid only before payment (or cancelled then), a surcharge open only where one may be asked,
 * a review only once complete.
 */
function everyOrder(): Order[] {
  const orders: Order[] = [];
  for (const status of Object.values(OrderStatus)) {
    const paid = status === OrderStatus.awaitingPayment ? [false] : status === OrderStatus.cancelled ? [false, true] : [true];
    const surcharges = SURCHARGE_ORDER_STATUSES.includes(status) ? [null, surcharge] : [null];
    const reviews = status === OrderStatus.complete ? [false, true] : [false];
    for (const isPaid of paid)
      for (const openSurcharge of surcharges)
        for (const reviewed of reviews)
          orders.push({
            id: ORDER_ID,
            status,
            paidAt: isPaid ? '2027-03-02T05:30:00.000Z' : null,
            acceptedAt: null,
            openSurcharge,
            surchargeAsked: openSurcharge !== null,
            completesAt: status === OrderStatus.cadUploaded ? '2027-03-14T14:59:59.999Z' : null,
            reviewed,
            hasPins: false,
          });
  }
  return orders;
}

/** Whether `party` may take `action` on `order` now: the order machine, the surcharge machine, or the review of a finished order. */
function allowed(order: Order, party: StageParty, action: OrderStageAction): boolean {
  const finished = actors.every((actor) => orderActionsFor(order.status, actor).length === 0);
  switch (action) {
    case 'paySurcharge':
      return !!order.openSurcharge && !!findSurchargeTransition(SurchargeAction.pay, order.openSurcharge.status, party);
    case 'writeReview':
      return finished && order.status === OrderStatus.complete && !order.reviewed;
    case 'readReview':
      return finished && order.status === OrderStatus.complete && order.reviewed;
    default:
      return orderActionsFor(order.status, party).includes(action);
  }
}

const byStage = new Map<OrderStage, Order[]>();
for (const order of everyOrder()) {
  const { id } = orderStageOf(order, 'client');
  byStage.set(id, [...(byStage.get(id) ?? []), order]);
}

describe('the stages of an order', () => {
  it('give every order one stage, the same for both parties, and leave no stage of the table unreached', () => {
    for (const order of everyOrder()) expect(orderStageOf(order, 'designer').id).toBe(orderStageOf(order, 'client').id);
    expect([...byStage.keys()].sort()).toEqual(Object.keys(ORDER_STAGES).sort());
    expect(Object.keys(ORDER_STAGES).sort()).toEqual(Object.values(OrderStage).sort());
  });

  describe.each([...byStage])('%s', (stage, orders) => {
    it.each(parties)('for the %s: waits on whoever takes the current progress step, and offers only a move the machines allow them now', (party) => {
      for (const order of orders) {
        const read = orderStageOf(order, party);
        const current = progressOf(order).find((item) => item.state === 'current');
        expect(read.actor, order.status).toBe(current?.actor ?? 'nobody');
        // The party the order waits on has their next action named; the other has none.
        expect(read.next !== null, order.status).toBe(read.actor === party);
        if (read.next) {
          expect(allowed(order, party, read.next.action), `${order.status} ${read.next.action}`).toBe(true);
          expect(read.next.path).toMatch(new RegExp(`^/[^:]*${ORDER_ID}[^:]*$`));
        }
      }
    });

    it('says by when from the order’s own deadline, if the stage has one', () => {
      for (const order of orders) {
        const { due } = orderStageOf(order, 'client');
        const field = ORDER_STAGES[stage].due;
        expect(due).toEqual(field && order[field] ? { field, at: order[field] } : null);
      }
    });
  });

  it('answers a T-esigner who accepted with the referral to receive, not the contract request to answer again', () => {
    const accepted = everyOrder().find((order) => order.status === OrderStatus.accepted)!;
    expect(orderStageOf(accepted, 'designer')).toMatchObject({ id: OrderStage.accepted, next: { action: OrderAction.receiveReferral } });
    expect(orderStageOf({ ...accepted, status: OrderStatus.awaitingAcceptance }, 'client')).toMatchObject({ id: OrderStage.awaitingAcceptance, actor: 'designer', next: null });
  });
});
