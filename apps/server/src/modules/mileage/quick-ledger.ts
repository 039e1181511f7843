// The money of quick requests (issue 11; ADR 0009): each quick request has its own escrow, the
// escrow account keyed by the quick request's id (the account's orderId column, no foreign key). The
// client pays the whole total into it on posting, an edit holds the difference or gives it back, a
// withdrawal or a refunded missed deadline gives it all back, and completion pays it to the taker's
// *quick* earnings, settled apart from ordinary earnings. Each call is in the caller's transaction.
import { AccountKind, ErrorCode, JournalKind, Money, type Currency } from '@dcm/shared';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema/mileage.ts';
import { AppError } from '../../platform/errors.ts';
import { balanceOfAccount, postEntry, type AccountRef, type Executor, type PostedEntry } from './ledger.ts';

const clientMileage = (memberNo: number, currency: Currency): AccountRef => ({ kind: AccountKind.clientMileage, currency, memberNo });
const quickEarnings = (memberNo: number, currency: Currency): AccountRef => ({ kind: AccountKind.quickEarnings, currency, memberNo });
const quickEscrow = (quickId: string, currency: Currency): AccountRef => ({ kind: AccountKind.escrow, currency, orderId: quickId });

function validMoney(money: Money): Money {
  const parsed = Money.safeParse(money);
  if (!parsed.success) throw new AppError(ErrorCode.ValidationFailed, 400, { items: 'amountInvalid' });
  return parsed.data;
}

/** Too little mileage to pay a quick request is a 402 with the shortfall (the web offers to charge exactly that). */
async function paying<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.InsufficientMileage) throw new AppError(ErrorCode.InsufficientMileage, 402, error.fields, error.details);
    throw error;
  }
}

/**
 * The client posts a quick request: its total moves from their mileage into the request's escrow.
 * Idempotent by the client's key (scoped to the client), so a retried post pays once.
 */
export const holdQuick = (tx: Tx, quickId: string, clientNo: number, money: Money, idempotencyKey: string): Promise<PostedEntry> =>
  paying(() => {
    const { amount, currency } = validMoney(money);
    return postEntry(tx, {
      kind: JournalKind.hold,
      idempotencyKey: `quickHold:${clientNo}:${idempotencyKey}`,
      reference: quickId,
      postings: [
        { account: clientMileage(clientNo, currency), amount: -amount },
        { account: quickEscrow(quickId, currency), amount },
      ],
    });
  });

/** What the quick request's escrow holds in `currency` now (0 before posting or once emptied). */
export const quickEscrowBalance = (db: Executor, quickId: string, currency: Currency): Promise<number> => balanceOfAccount(db, quickEscrow(quickId, currency));

/**
 * An edit changed the total to `newTotal`: the escrow takes the difference from the client's
 * mileage (too little: 402) or gives it back. The same total moves nothing (answers null).
 */
export async function adjustQuick(tx: Tx, quickId: string, clientNo: number, currency: Currency, newTotal: number): Promise<PostedEntry | null> {
  validMoney({ amount: newTotal, currency });
  const held = await quickEscrowBalance(tx, quickId, currency);
  const diff = newTotal - held;
  if (diff === 0) return null;
  return paying(() =>
    postEntry(tx, {
      kind: diff > 0 ? JournalKind.hold : JournalKind.refund,
      reference: quickId,
      postings: [
        { account: clientMileage(clientNo, currency), amount: -diff },
        { account: quickEscrow(quickId, currency), amount: diff },
      ],
    }),
  );
}

/** The escrow of the quick request, per currency, locked until the transaction ends. */
const lockQuickEscrow = (tx: Tx, quickId: string) =>
  tx
    .select({ currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, AccountKind.escrow), eq(ledgerAccounts.orderId, quickId), gt(ledgerAccounts.balance, 0)))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');

/** Everything the escrow holds goes to `to`; an empty escrow moves nothing, so a repeat is harmless. */
async function emptyEscrow(tx: Tx, quickId: string, kind: JournalKind, to: (currency: Currency) => AccountRef): Promise<PostedEntry[]> {
  const entries: PostedEntry[] = [];
  for (const { currency, balance } of await lockQuickEscrow(tx, quickId)) {
    entries.push(
      await postEntry(tx, {
        kind,
        reference: quickId,
        postings: [
          { account: quickEscrow(quickId, currency), amount: -balance },
          { account: to(currency), amount: balance },
        ],
      }),
    );
  }
  return entries;
}

/** Withdrawn, or the deadline missed and the client chose their money back: all of it to the client's mileage. */
export const refundQuickAll = (tx: Tx, quickId: string, clientNo: number): Promise<PostedEntry[]> =>
  emptyEscrow(tx, quickId, JournalKind.refund, (c) => clientMileage(clientNo, c));

/** Complete: all of it to the taker's quick earnings. */
export const releaseQuick = (tx: Tx, quickId: string, takerNo: number): Promise<PostedEntry[]> =>
  emptyEscrow(tx, quickId, JournalKind.release, (c) => quickEarnings(takerNo, c));

/** A T-esigner's quick earnings in `currency` (0 before the first). */
export const quickEarningsOf = (db: Executor, memberNo: number, currency: Currency): Promise<number> => balanceOfAccount(db, quickEarnings(memberNo, currency));
