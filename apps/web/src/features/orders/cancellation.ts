// Cancellation by agreement after acceptance (SPEC §4, §9), as the order pages need it: whether the
// order shows its cancellation at all, and how an approval splits the payment, computed the way the
// server's escrow refund does so the dialog states the amounts that will move.
import { CancellationStatus, escrowSplit, ESCROW_REFUND_BASIS_POINTS, OrderAction, ORDER_TRANSITIONS, type OrderDetail, type OrderStatus } from '@dcm/shared';

/** The state machine's answer: an order in `status` may still be cancelled by agreement (accepted, referral received). */
export const cancellableByAgreement = (status: OrderStatus): boolean => ORDER_TRANSITIONS.some((m) => m.action === OrderAction.cancelAgreed && m.from === status);

/**
 * An approved cancellation's split (the machine's `refundHalf`): the client gets the floor of their
 * share in minor units, the T-esigner the rest, so the two always add up to the amount paid.
 */
export const cancellationSplit = (amount: number): { back: number; kept: number } => escrowSplit(amount, ESCROW_REFUND_BASIS_POINTS.refundHalf);

/**
 * The cancellation panel appears while the order may be cancelled by agreement, while a request is
 * open or answerable, and on an order an approved request cancelled; an old rejected or withdrawn
 * request is not worth a panel once the order moved past cancellation.
 */
export function cancellationShown(order: OrderDetail): boolean {
  const latest = order.cancellation.latest?.status;
  return (
    order.cancellation.actions.length > 0 || cancellableByAgreement(order.status) || latest === CancellationStatus.requested || latest === CancellationStatus.approved
  );
}
