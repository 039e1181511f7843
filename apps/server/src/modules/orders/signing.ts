// Signing the order (issue 7): the client reads the e-contract in their language, signs the text
// they read and pays into the order's escrow in one step; once signed, the signed text is the
// contract whatever the locale asked.
import {
  ErrorCode,
  langCodeOf,
  OrderAction,
  RequestAction,
  RequestStatus,
  type Locale,
  type OrderContract,
  type OrderDetail,
  type SignOrderBody,
} from '@dcm/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderContracts } from '../../db/schema/orders.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { listCodes } from '../codes/index.ts';
import { caseParams, nicknameOf, notify, orderPageFor } from '../notifications/index.ts';
import { moveRequest, referralNumbersOf, type RequestRow, viewerOf } from '../requests/index.ts';
import { contractTitle, writeContract, type ContractTerms, type WrittenContract } from './contract.ts';
import { describeOrder, findOrder, lockOrder, moveOrder, partsOf, termsOf, toDetail, transitionFor, type OrderRow } from './service.ts';

type ContractRow = typeof orderContracts.$inferSelect;

/** What the signature records besides the body: the client's key for the payment, where they signed from. */
export interface SigningContext {
  idempotencyKey: string | undefined;
  ip: string;
  userAgent: string;
}

/** The contract as it would be signed now in `locale`. */
async function currentContract(db: Db, terms: ContractTerms, locale: Locale): Promise<WrittenContract> {
  const names = new Map((await listCodes(db, 'prosthesis', langCodeOf(locale))).map((c) => [c.code, c.name]));
  return writeContract(terms, locale, names);
}

async function signatureOf(db: Db, orderId: string): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(orderContracts).where(eq(orderContracts.orderId, orderId));
  return row;
}

const signedContract = (row: ContractRow): OrderContract => ({
  locale: row.locale,
  title: contractTitle(row.locale),
  text: row.text,
  hash: row.hash,
  signature: { name: row.signedName, signedAt: row.signedAt.toISOString(), locale: row.locale, hash: row.hash },
});

/** The contract to read in `locale`, or once signed the signed text, whatever the locale asked. */
export async function getContract(db: Db, member: TokenMember, id: string, locale: Locale): Promise<OrderContract> {
  const viewer = await viewerOf(db, member);
  const { order } = await findOrder(db, viewer, id);
  const signed = await signatureOf(db, order.id);
  if (signed) return signedContract(signed);
  return { ...(await currentContract(db, await termsOf(db, order), locale)), signature: null };
}

/**
 * The client signs the contract they read (`body.hash`) and pays from mileage into the order's
 * escrow, in one step. A retry with the same Idempotency-Key answers the order it signed; another
 * signing is refused by the machine (409). Too little mileage → 409 with the shortfall, nothing kept.
 */
export async function signOrder(db: Db, member: TokenMember, id: string, body: SignOrderBody, signing: SigningContext): Promise<OrderDetail> {
  const key = signing.idempotencyKey;
  if (!key?.trim()) throw new AppError(ErrorCode.ValidationFailed, 400, { idempotencyKey: 'required' });
  const viewer = await viewerOf(db, member);
  return db.transaction(async (tx) => {
    const { order, request } = await lockOrder(tx, viewer, id, 'client');
    const signed = await signatureOf(tx, order.id);
    if (signed?.idempotencyKey === key) {
      const same = signed.signedName === body.name && signed.locale === body.locale && signed.hash === body.hash;
      if (!same) throw new AppError(ErrorCode.IdempotencyConflict, 409);
      return describeOrder(tx, order, 'client');
    }
    const transition = transitionFor(order, OrderAction.signAndPay, 'client');
    const terms = await termsOf(tx, order);
    const contract = await currentContract(tx, terms, body.locale);
    if (contract.hash !== body.hash) throw new AppError(ErrorCode.ValidationFailed, 400, { hash: 'contractChanged' });

    const now = new Date();
    const moved = await moveOrder(tx, order, request, transition, {
      actorNo: viewer.memberNo,
      changes: { paidAt: now },
      holdKey: key,
      details: { hash: contract.hash, locale: contract.locale, amount: order.amount, currency: order.currency },
    });
    await tx.insert(orderContracts).values({
      orderId: order.id,
      locale: contract.locale,
      text: contract.text,
      hash: contract.hash,
      signedName: body.name,
      signedAt: now,
      signedIp: signing.ip,
      userAgent: signing.userAgent,
      idempotencyKey: key,
    });
    // A designated request waits in "request accepted" for this payment (SPEC §4: the T-esigner
    // accepted with their price, then the client pays), so the order is accepted at once; a chosen
    // public request is already ongoing and its T-esigner answers the contract request.
    const designated = request.status === RequestStatus.RequestAccepted;
    const paid = designated ? await acceptDesignated(tx, moved, request) : moved;
    await notify(tx, {
      event: 'contractRequested',
      to: [order.designerNo],
      // `designated`: the T-esigner accepted already, the order is accepted with this payment (nothing to answer).
      params: {
        nickname: await nicknameOf(tx, order.clientNo),
        ...caseParams(await referralNumbersOf(tx, order.requestId)),
        amount: order.amount,
        currency: order.currency,
        designated: designated ? 1 : 0,
      },
      link: orderPageFor('designer', order.id),
    });
    return toDetail(paid, terms, 'client', await partsOf(tx, paid, 'client', terms));
  });
}

/** The paid order of a designated request the T-esigner already accepted with their price: accepted by the system, the request ongoing. */
async function acceptDesignated(tx: Tx, order: OrderRow, request: RequestRow): Promise<OrderRow> {
  const ongoing = await moveRequest(tx, request, RequestAction.Pay, 'client');
  return moveOrder(tx, order, ongoing, transitionFor(order, OrderAction.accept, 'system'), { actorNo: null, changes: { acceptedAt: new Date() }, details: { designated: true } });
}
