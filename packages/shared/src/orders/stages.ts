// The stages of an order as each party reads them (SPEC §4 main flow steps 4–12): the order's status
// and a few facts (a surcharge waiting, the review written, whether it was ever paid) give the stage
// whose title and lead sentence both order pages show, who acts next, what and where, and by when.
// orders/stages.test.ts holds this table to the order machine and the progress steps.
import { ENDED_STAGE, readStage, type Stage, type StageParty, type StageRow } from '../stages.ts';
import { OrderAction, type OrderStatus } from './machine.ts';
import type { OrderDetail } from './schema.ts';

export const OrderStage = {
  awaitingPayment: 'awaitingPayment',
  awaitingAcceptance: 'awaitingAcceptance',
  accepted: 'accepted',
  referralReceived: 'referralReceived',
  /** The CAD result waits for the client's confirmation. */
  cadUploaded: 'cadUploaded',
  /** The CAD result is delivered with a surcharge the client has not answered: the order cannot complete before. */
  surchargeOpen: 'surchargeOpen',
  reworkRequested: 'reworkRequested',
  /** Complete; the client has not reviewed it (yet). */
  awaitingReview: 'awaitingReview',
  /** Complete and reviewed: the T-esigner reads the review. */
  reviewed: 'reviewed',
  declined: 'declined',
  /** Cancelled after payment: the refund followed SPEC §9. */
  cancelled: 'cancelled',
  /** Cancelled before anything was paid. */
  cancelledUnpaid: 'cancelledUnpaid',
} as const;
export type OrderStage = (typeof OrderStage)[keyof typeof OrderStage];

/**
 * What a stage asks of a party: a move of the order machine, paying the surcharge (delivery.ts, the
 * surcharge's own machine), or writing or reading the review (the reviews module, once complete).
 */
export type OrderStageAction = OrderAction | 'paySurcharge' | 'writeReview' | 'readReview';

/** An order's deadlines: the day it completes by itself while the CAD result waits for the client. */
export type OrderStageDue = 'completesAt';

export type OrderStageFacts = Pick<OrderDetail, 'id' | 'status' | 'paidAt' | 'openSurcharge' | 'reviewed' | 'completesAt'>;

/** The stage of each status; a new status fails the typecheck until it has one. */
const STAGE_OF_STATUS = {
  awaitingPayment: () => OrderStage.awaitingPayment,
  awaitingAcceptance: () => OrderStage.awaitingAcceptance,
  accepted: () => OrderStage.accepted,
  referralReceived: () => OrderStage.referralReceived,
  cadUploaded: (order) => (order.openSurcharge ? OrderStage.surchargeOpen : OrderStage.cadUploaded),
  reworkRequested: () => OrderStage.reworkRequested,
  complete: (order) => (order.reviewed ? OrderStage.reviewed : OrderStage.awaitingReview),
  declined: () => OrderStage.declined,
  cancelled: (order) => (order.paidAt ? OrderStage.cancelled : OrderStage.cancelledUnpaid),
} satisfies Record<OrderStatus, (order: OrderStageFacts) => OrderStage>;

const cadUpload = { action: OrderAction.uploadCad, route: '/payment/reqeust/:id/cad' };
const review = '/payment/review/:id';

/** Stage → who acts → their next action and its page → by when. */
export const ORDER_STAGES = {
  awaitingPayment: { actor: 'client', next: { client: { action: OrderAction.signAndPay, route: '/payment/contract/:id' } }, due: null },
  awaitingAcceptance: { actor: 'designer', next: { designer: { action: OrderAction.accept, route: '/payment/:id/designer' } }, due: null },
  accepted: { actor: 'designer', next: { designer: { action: OrderAction.receiveReferral, route: '/payment/receive/:id' } }, due: null },
  referralReceived: { actor: 'designer', next: { designer: cadUpload }, due: null },
  cadUploaded: { actor: 'client', next: { client: { action: OrderAction.confirmReceipt, route: '/payment/cad/:id' } }, due: 'completesAt' },
  // A surcharge still open when the order completes by itself lapses: that day is its deadline too.
  surchargeOpen: { actor: 'client', next: { client: { action: 'paySurcharge', route: '/payment/reqeust/charges/view/:id' } }, due: 'completesAt' },
  reworkRequested: { actor: 'designer', next: { designer: cadUpload }, due: null },
  awaitingReview: { actor: 'client', next: { client: { action: 'writeReview', route: review } }, due: null },
  reviewed: { actor: 'designer', next: { designer: { action: 'readReview', route: review } }, due: null },
  declined: ENDED_STAGE,
  cancelled: ENDED_STAGE,
  cancelledUnpaid: ENDED_STAGE,
} satisfies Record<OrderStage, StageRow<OrderStageAction, OrderStageDue>>;

/** The stage of `order` as `party` reads it. */
export function orderStageOf(order: OrderStageFacts, party: StageParty): Stage<OrderStage, OrderStageAction, OrderStageDue> {
  const id = STAGE_OF_STATUS[order.status](order);
  return readStage<OrderStage, OrderStageAction, OrderStageDue>(id, ORDER_STAGES[id], order, party, { id: order.id });
}
