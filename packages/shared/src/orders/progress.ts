// The progress steps of an order (SPEC §4 "Progress statuses": pay for referral, receive referral,
// viewer communication, upload file, additional payment, file received, write review, see review),
// read from the order's status and a few facts, for the timeline both order pages show with who
// acts next. Derived here, once, so the client's page and the T-esigner's never tell them apart.
import { OrderStatus } from './machine.ts';
import type { OrderDetail } from './schema.ts';

export const ProgressStep = {
  payReferral: 'payReferral',
  receiveReferral: 'receiveReferral',
  /** Optional: done once either party placed a pin in the order's 3D viewer, skipped if it completed without. */
  viewerComms: 'viewerComms',
  uploadFile: 'uploadFile',
  /** Only when the T-esigner asked a surcharge. */
  additionalPayment: 'additionalPayment',
  fileReceived: 'fileReceived',
  writeReview: 'writeReview',
  seeReview: 'seeReview',
} as const;
export type ProgressStep = (typeof ProgressStep)[keyof typeof ProgressStep];

export type ProgressState = 'done' | 'current' | 'upcoming' | 'skipped';

export interface ProgressItem {
  step: ProgressStep;
  state: ProgressState;
  /** Who takes the step. */
  actor: 'client' | 'designer';
  /** When the step happens without them: the day the order completes by itself, for "file received". */
  due?: string;
}

const ACTORS: Record<ProgressStep, ProgressItem['actor']> = {
  payReferral: 'client',
  receiveReferral: 'designer',
  viewerComms: 'designer',
  uploadFile: 'designer',
  additionalPayment: 'client',
  fileReceived: 'client',
  writeReview: 'client',
  seeReview: 'designer',
};

export type ProgressFacts = Pick<OrderDetail, 'status' | 'paidAt' | 'acceptedAt' | 'openSurcharge' | 'surchargeAsked' | 'completesAt' | 'reviewed' | 'hasPins'>;

/**
 * The step the order stands at: the one being taken while it runs, or the one it ended on when
 * declined (the T-esigner answered instead of receiving) or cancelled (before payment, or before the
 * CAD upload: the order does not say whether the referral was received by then).
 */
function stepOf(order: ProgressFacts): ProgressStep {
  switch (order.status) {
    case OrderStatus.awaitingPayment:
      return ProgressStep.payReferral;
    case OrderStatus.awaitingAcceptance:
    case OrderStatus.accepted:
    case OrderStatus.declined:
      return ProgressStep.receiveReferral;
    case OrderStatus.referralReceived:
    case OrderStatus.reworkRequested:
      return ProgressStep.uploadFile;
    case OrderStatus.cadUploaded:
      return order.openSurcharge ? ProgressStep.additionalPayment : ProgressStep.fileReceived;
    case OrderStatus.complete:
      return order.reviewed ? ProgressStep.seeReview : ProgressStep.writeReview;
    case OrderStatus.cancelled:
      return order.paidAt ? ProgressStep.receiveReferral : ProgressStep.payReferral;
  }
}

const ENDED_UNFINISHED: readonly OrderStatus[] = [OrderStatus.declined, OrderStatus.cancelled];

/**
 * The steps in order with their state; the additional payment only when a surcharge was asked. A
 * declined or cancelled order's steps stop at the one it ended on, shown as skipped.
 */
export function progressOf(order: ProgressFacts): ProgressItem[] {
  const steps = Object.values(ProgressStep).filter((step) => step !== ProgressStep.additionalPayment || order.surchargeAsked || !!order.openSurcharge);
  const at = steps.indexOf(stepOf(order));
  const ended = ENDED_UNFINISHED.includes(order.status);
  return steps
    .slice(0, ended ? at + 1 : steps.length)
    .map((step, index): ProgressItem => {
      let state: ProgressState = index < at ? 'done' : index === at ? 'current' : 'upcoming';
      // Talking in the viewer is optional and open until the order ends: done by a first pin, else skipped once complete.
      if (step === ProgressStep.viewerComms) state = order.hasPins ? 'done' : order.status === OrderStatus.complete ? 'skipped' : 'upcoming';
      if (ended && index === at) state = 'skipped';
      const due = step === ProgressStep.fileReceived && state === 'current' && order.completesAt ? { due: order.completesAt } : {};
      return { step, state, actor: ACTORS[step], ...due };
    });
}
