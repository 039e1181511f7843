// The ledger movements of a quick settlement (issue 11, ADR 0009/0010): the same three steps as a
// settlement of ordinary earnings, from the taker's *quick* earnings. The amount is the sum of a
// period's jobs, computed by the server rather than typed, so the per-movement typo limit
// (MONEY_MAX) does not apply; each step is keyed by the settlement, so a retry moves nothing twice.
import { AccountKind, JournalKind, type Currency } from '@dcm/shared';
import type { Tx } from '../../db/client.ts';
import { postEntry, providerClearing, type AccountRef, type PostedEntry, type PostingInput } from './ledger.ts';

export interface QuickSettlementMoney {
  amount: number;
  currency: Currency;
}

const quickEarnings = (memberNo: number, currency: Currency): AccountRef => ({ kind: AccountKind.quickEarnings, currency, memberNo });
const settlementsPayable = (currency: Currency): AccountRef => ({ kind: AccountKind.settlementsPayable, currency });
const platformFees = (currency: Currency): AccountRef => ({ kind: AccountKind.platformFees, currency });

function checked({ amount, currency }: QuickSettlementMoney): QuickSettlementMoney {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`a quick settlement amount must be a positive integer, got ${amount}`);
  return { amount, currency };
}

/** The T-esigner asked: the jobs' total leaves their quick earnings for settlements payable. Too little → INSUFFICIENT_MILEAGE. */
export function holdQuickSettlement(tx: Tx, settlementId: string, designerNo: number, money: QuickSettlementMoney): Promise<PostedEntry> {
  const { amount, currency } = checked(money);
  return postEntry(tx, {
    kind: JournalKind.settlement,
    idempotencyKey: `quickSettlement:${settlementId}`,
    reference: settlementId,
    postings: [
      { account: quickEarnings(designerNo, currency), amount: -amount },
      { account: settlementsPayable(currency), amount },
    ],
  });
}

/** The admin made the transfer: the payable is paid, `fee` stays with the platform, the rest has left. */
export function payOutQuickSettlement(tx: Tx, settlementId: string, money: QuickSettlementMoney, fee: number): Promise<PostedEntry> {
  const { amount, currency } = checked(money);
  if (!Number.isInteger(fee) || fee < 0 || fee > amount) throw new Error(`a settlement fee must be 0 to the amount, got ${fee}`);
  const lines: PostingInput[] = [{ account: settlementsPayable(currency), amount: -amount }];
  if (fee > 0) lines.push({ account: platformFees(currency), amount: fee });
  if (amount - fee > 0) lines.push({ account: providerClearing(currency), amount: amount - fee });
  return postEntry(tx, { kind: JournalKind.payout, idempotencyKey: `quickSettlementPayout:${settlementId}`, reference: settlementId, postings: lines });
}

/** The admin rejected it: the amount goes back to the T-esigner's quick earnings. */
export function reverseQuickSettlement(tx: Tx, settlementId: string, designerNo: number, money: QuickSettlementMoney): Promise<PostedEntry> {
  const { amount, currency } = checked(money);
  return postEntry(tx, {
    kind: JournalKind.reversal,
    idempotencyKey: `quickSettlementReversal:${settlementId}`,
    reference: settlementId,
    postings: [
      { account: settlementsPayable(currency), amount: -amount },
      { account: quickEarnings(designerNo, currency), amount },
    ],
  });
}
