// Receiving the referral (SPEC §4 step "receive referral", issue 7): the order's referrals and their
// scan files, readable by the client always and by the T-esigner once the order is accepted. The
// T-esigner's first download (through an expiring link, docs/decisions/0012) is the machine's
// `receiveReferral` (accepted → referralReceived); every later one is a `fileDownloaded` event, so
// the timeline shows what was fetched and when. An order whose referrals carry no file at all (saved
// before a scan was required, issue 31) has nothing to download: its T-esigner confirms receipt instead.
import { ErrorCode, findOrderTransition, OrderAction, OrderEventKind, OrderStatus, type OrderDetail, type OrderReferral, type Referral } from '@dcm/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderEvents } from '../../db/schema/orders.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { describeReferrals } from '../referrals/index.ts';
import { requestReferralIds, viewerOf } from '../requests/index.ts';
import type { LinkIssuer } from './delivery.ts';
import { describeOrder, findOrder, lockOrder, moveOrder, recordEvent, transitionFor, type OrderRow, type ViewerRole } from './service.ts';

/**
 * Where the T-esigner may read the referral: from acceptance on, for the design and the reworks of
 * the warranty. Not before (the contract is not theirs yet), and not once the order is declined or
 * cancelled: the referrals are back in the client's cart, for another T-esigner perhaps.
 */
const DESIGNER_READS: readonly OrderStatus[] = [
  OrderStatus.accepted,
  OrderStatus.referralReceived,
  OrderStatus.cadUploaded,
  OrderStatus.reworkRequested,
  OrderStatus.complete,
];

/** The client reads their own referral always, the admin reads; the T-esigner only in DESIGNER_READS (else 403). */
export function assertMayRead(order: OrderRow, role: ViewerRole): void {
  if (role === 'designer' && !DESIGNER_READS.includes(order.status)) throw new AppError(ErrorCode.Forbidden, 403);
}

export const referralsOf = async (db: Db, order: OrderRow): Promise<Referral[]> => describeReferrals(db, await requestReferralIds(db, order.requestId));

/** When the T-esigner first downloaded a file: the moment of the `receiveReferral` move. */
async function receivedAt(db: Db, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.action, OrderAction.receiveReferral)))
    .orderBy(asc(orderEvents.id))
    .limit(1);
  return row?.at ?? null;
}

/** The order's referrals, in the order the client picked them, each with its scan file first and then the other files. */
export async function getOrderReferral(db: Db, member: TokenMember, id: string): Promise<OrderReferral> {
  const viewer = await viewerOf(db, member);
  const { order, role } = await findOrder(db, viewer, id);
  assertMayRead(order, role);
  const referrals = await referralsOf(db, order);
  return {
    referrals: referrals.map((r) => ({
      id: r.id,
      referralNumber: r.data.referralNumber,
      files: r.files.map((f) => ({ id: f.id, name: f.name, size: f.size, kind: f.id === r.data.scanFileId ? 'scan' : 'other' })),
    })),
    receivedAt: (await receivedAt(db, order.id))?.toISOString() ?? null,
  };
}

/**
 * An expiring link to one file of the order's referrals (a file of any other referral is a 404).
 * The T-esigner's download is recorded when the link is issued, under the order's lock: the first
 * one moves the order to `referralReceived`, every later one is a `fileDownloaded` event.
 */
export async function linkOrderFile(db: Db, links: LinkIssuer, member: TokenMember, id: string, fileId: string): Promise<{ url: string; expiresAt: string }> {
  const viewer = await viewerOf(db, member);
  const { order, role } = await findOrder(db, viewer, id);
  assertMayRead(order, role);
  const referrals = await referralsOf(db, order);
  if (!referrals.some((r) => r.files.some((f) => f.id === fileId))) throw new AppError(ErrorCode.NotFound, 404);
  if (role === 'designer') {
    await db.transaction(async (tx) => {
      const { order: locked, request } = await lockOrder(tx, viewer, id, 'designer');
      // Declined or cancelled meanwhile: the referral is no longer theirs.
      assertMayRead(locked, 'designer');
      const receive = findOrderTransition(OrderAction.receiveReferral, locked.status, 'designer');
      if (receive) {
        await moveOrder(tx, locked, request, receive, { actorNo: viewer.memberNo, details: { fileId } });
      } else {
        await recordEvent(tx, locked, viewer.memberNo, OrderEventKind.fileDownloaded, { fileId });
      }
    });
  }
  return links.issue({ kind: 'file', fileId });
}

/**
 * Receipt without a download, for an order whose referrals carry no file at all (saved before a
 * complete referral needed its scan, issue 31): the T-esigner confirms they have what they need (the
 * client sent it in chat, say), so the order can still reach the CAD upload. An order with files is
 * received by downloading them (409): the timeline then says what was fetched.
 */
export async function confirmReferralReceipt(db: Db, member: TokenMember, id: string): Promise<OrderDetail> {
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const { order, request } = await lockOrder(tx, viewer, id, 'designer');
    const transition = transitionFor(order, OrderAction.receiveReferral, 'designer');
    const referrals = await referralsOf(tx, order);
    if (referrals.some((r) => r.files.length > 0)) throw new AppError(ErrorCode.InvalidTransition, 409);
    const moved = await moveOrder(tx, order, request, transition, { actorNo: viewer.memberNo, details: { withoutFiles: true } });
    return describeOrder(tx, moved, 'designer');
  });
}
