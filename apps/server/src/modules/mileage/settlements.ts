// Settlements of T-esigner earnings (SPEC §9): KRW pays out the amount minus the payment provider's
// fee including VAT; USD pays out amount × 90% × the day's exchange rate, a row the admin entered.
// The earnings leave at the request (to settlements payable), the bank account and the e-invoice
// details are copied onto it, and the admin approves, transfers, and marks it complete — or rejects
// it with a reason and the earnings come back.
import {
  AccountKind,
  accountHolderVerified,
  ApprovalStatus,
  memberKind,
  koreanDayOf,
  Currency,
  ErrorCode,
  InvoiceDetails,
  PayoutAction,
  payoutTransition,
  rateHundredths,
  settlementPayout,
  SETTLEMENT_TRANSITIONS,
  type AdminSettlement,
  type AdminSettlementList,
  type BankAccount,
  type NotificationEvent,
  type ExchangeRate,
  type ExchangeRateBody,
  type ExchangeRateList,
  type PageQuery,
  type PayoutListQuery,
  type Settlement,
  type SettlementBody,
  type SettlementList,
  type SettlementTerms,
} from '@dcm/shared';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { exchangeRates, settlements } from '../../db/schema/mileage.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { RateFeedError, type RateFeed } from '../../platform/rates/feed.ts';
import { audit } from '../../platform/audit.ts';
import { contactsOf, findMember } from '../members/index.ts';
import { notify } from '../notifications/index.ts';
import { balanceOf, holdSettlement, payOutSettlement, reverseSettlement } from './service.ts';

type SettlementRow = typeof settlements.$inferSelect;
type RateRow = typeof exchangeRates.$inferSelect;

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

const rateOf = (r: RateRow): ExchangeRate => ({
  id: r.id,
  currency: Currency.USD,
  day: r.day,
  krwPerUnitHundredths: r.krwPerUnitHundredths,
  createdAt: r.createdAt.toISOString(),
});

// ---- What ordinary and quick settlements share (the quick module settles quick earnings with these) ----

type PayeeBank = { bank: string; depositor: string; accountNumber: string };
type SettlementMoney = { amount: number; currency: Currency };

/** All but the last four digits hidden: enough for the member to recognise the account. */
const masked = (accountNumber: string): string => `${'•'.repeat(Math.max(0, accountNumber.length - 4))}${accountNumber.slice(-4)}`;

/** The bank account as its member sees it on a settlement. */
export const maskedBank = ({ bank, depositor, accountNumber }: PayeeBank): BankAccount => ({ bank, depositor, accountNumberMasked: masked(accountNumber) });

/** The member's bank account, or none while any part is missing. */
export const bankOf = (m: { bank: string | null; depositor: string | null; accountNumber: string | null }): PayeeBank | null =>
  m.bank && m.depositor && m.accountNumber ? { bank: m.bank, depositor: m.depositor, accountNumber: m.accountNumber } : null;

/** A settlement request carries an Idempotency-Key (ARCHITECTURE §3). */
export function requireIdempotencyKey(key: string | undefined): asserts key is string {
  if (!key?.trim()) throw new AppError(ErrorCode.ValidationFailed, 400, { idempotencyKey: 'required' });
}

/** ARCHITECTURE §3: a key reused with other e-invoice details is a conflict, not a retry. */
export const sameInvoice = (a: InvoiceDetails, b: InvoiceDetails): boolean => InvoiceDetails.keyof().options.every((field) => a[field] === b[field]);

/**
 * The bank account a settlement of this member pays into. Earnings are a T-esigner's (or a dental
 * lab's CAD work): only an approved one settles them, only with a bank account on file, and only
 * into an account whose holder is verified, the business representative (SPEC §5, §8; decision 0041).
 */
export async function settlementPayee(db: Db, memberNo: number): Promise<PayeeBank> {
  const row = await findMember(db, memberNo);
  if (!row) throw new AppError(ErrorCode.Unauthorized, 401);
  if (memberKind(row.memberSe) === 'client' || row.approvalSe !== ApprovalStatus.Approved) throw new AppError(ErrorCode.Forbidden, 403);
  const bank = bankOf(row);
  if (!bank) throw new AppError(ErrorCode.BankAccountMissing, 422);
  if (!accountHolderVerified(bank.depositor, row.representative)) throw new AppError(ErrorCode.AccountHolderUnverified, 422);
  return bank;
}

/** The ledger moves and the notice of one kind of settlement: ordinary earnings or quick earnings. */
export interface SettlementDecisionBook {
  source: SettlementRow['source'];
  payOut: (tx: Tx, id: string, money: SettlementMoney, fee: number) => Promise<unknown>;
  /** The money back to the member's earnings (and whatever else a rejection frees). */
  reverse: (tx: Tx, id: string, memberNo: number, money: SettlementMoney) => Promise<unknown>;
  notice: { event: NotificationEvent; link: string };
}

/** What the T-esigner is told each admin decision means (EVENTS.md `settlementDecided`, `quickSettlementDecided`). */
const settlementDecisions: Record<PayoutAction, string> = { approve: 'approved', complete: 'paid', reject: 'rejected' };

/**
 * One admin decision, inside the caller's transaction: approve (in progress: the transfer is being
 * made), complete (transferred: the payable is paid and the fee kept), or reject with a reason (the
 * earnings come back). The settlement is locked; one of another source is not found.
 */
export async function applySettlementDecision(tx: Tx, admin: TokenMember, id: string, action: PayoutAction, reason: string | undefined, book: SettlementDecisionBook): Promise<void> {
  const [row] = await tx
    .select()
    .from(settlements)
    .where(and(eq(settlements.id, id), eq(settlements.source, book.source)))
    .for('update');
  if (!row) throw new AppError(ErrorCode.NotFound, 404);
  const move = payoutTransition(SETTLEMENT_TRANSITIONS, row.status, action);
  if (!move) throw new AppError(ErrorCode.InvalidTransition, 409);
  if (move.needsReason && !reason?.trim()) throw new AppError(ErrorCode.ReasonRequired, 400, { reason: 'reasonRequired' });
  const money = { amount: row.amount, currency: row.currency };
  const at = new Date();
  if (action === PayoutAction.complete) await book.payOut(tx, id, money, row.fee);
  if (action === PayoutAction.reject) await book.reverse(tx, id, row.memberNo, money);
  await tx
    .update(settlements)
    .set({
      status: move.to,
      ...(action === PayoutAction.complete ? { completedAt: at } : { decidedBy: admin.memberNo, decidedAt: at }),
      ...(action === PayoutAction.reject ? { reason: reason!.trim() } : {}),
    })
    .where(eq(settlements.id, id));
  await audit(tx, { adminNo: admin.memberNo, action: `settlement.${action}`, targetType: 'settlement', targetId: id, reason: reason?.trim() || null, data: { source: book.source, ...money } });
  await notify(tx, {
    event: book.notice.event,
    to: [row.memberNo],
    params: { decision: settlementDecisions[action], ...money, ...(action === PayoutAction.reject ? { reason: reason!.trim() } : {}) },
    link: book.notice.link,
  });
}

// ---- Settlements of ordinary earnings ----

/** The latest USD rate on or before `day` (a Korean calendar day), or none; orders price USD clients with it too. */
export async function rateOn(db: Db | Tx, day: string): Promise<RateRow | undefined> {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, Currency.USD), lte(exchangeRates.day, day)))
    .orderBy(desc(exchangeRates.day))
    .limit(1);
  return row;
}

async function earningsOf(db: Db, memberNo: number) {
  return {
    [Currency.KRW]: await balanceOf(db, memberNo, AccountKind.designerEarnings, Currency.KRW),
    [Currency.USD]: await balanceOf(db, memberNo, AccountKind.designerEarnings, Currency.USD),
  };
}

export async function settlementTerms(db: Db, member: TokenMember, now = new Date()): Promise<SettlementTerms> {
  const row = await findMember(db, member.memberNo);
  if (!row) throw new AppError(ErrorCode.Unauthorized, 401);
  const bank = bankOf(row);
  const rate = await rateOn(db, koreanDayOf(now));
  return {
    earnings: await earningsOf(db, member.memberNo),
    bank: bank && maskedBank(bank),
    usdRate: rate ? rateOf(rate) : null,
    invoice: {
      ...(row.businessNumber ? { businessNumber: row.businessNumber.replaceAll('-', '') } : {}),
      ...(row.businessName ? { businessName: row.businessName } : {}),
      ...(row.representative ? { representative: row.representative } : {}),
      email: row.email,
    },
  };
}

function settlementOf(row: SettlementRow, rate: RateRow | null): Settlement {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    fee: row.fee,
    payoutKrw: row.payoutKrw,
    rate: rate ? rateOf(rate) : null,
    bank: maskedBank(row),
    invoice: row.invoice,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    completedAt: iso(row.completedAt),
    reason: row.reason,
  };
}

type SettlementWithRate = { settlement: SettlementRow; rate: RateRow | null };

const settlementRows = (db: Db | Tx) => db.select({ settlement: settlements, rate: exchangeRates }).from(settlements).leftJoin(exchangeRates, eq(exchangeRates.id, settlements.rateId));

/** Settlements of ordinary earnings; quick settlements (source 'quick') are the quick module's. */
const ofEarnings = eq(settlements.source, 'earnings');

export async function listSettlements(db: Db, member: TokenMember, query: PageQuery): Promise<SettlementList> {
  const own = and(eq(settlements.memberNo, member.memberNo), ofEarnings);
  const rows = await settlementRows(db)
    .where(own)
    .orderBy(desc(settlements.requestedAt))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { items: rows.map((r) => settlementOf(r.settlement, r.rate)), page: query.page, size: query.size, total: await db.$count(settlements, own) };
}

/** ARCHITECTURE §3: a key reused with another body (amount, currency or invoice) is a conflict, not a retry. */
const sameRequest = (row: SettlementRow, body: SettlementBody): boolean => row.amount === body.amount && row.currency === body.currency && sameInvoice(row.invoice, body.invoice);

/**
 * The T-esigner asks a settlement. Refused with nothing written: no bank account, no USD rate yet,
 * or more than the earnings. A retry with the same Idempotency-Key answers the same settlement.
 */
export async function requestSettlement(db: Db, member: TokenMember, body: SettlementBody, idempotencyKey: string | undefined, now = new Date()): Promise<Settlement> {
  requireIdempotencyKey(idempotencyKey);
  const [earlier] = await settlementRows(db).where(and(eq(settlements.memberNo, member.memberNo), eq(settlements.idempotencyKey, idempotencyKey)));
  if (earlier) {
    if (earlier.settlement.source !== 'earnings' || !sameRequest(earlier.settlement, body)) throw new AppError(ErrorCode.IdempotencyConflict, 409);
    return settlementOf(earlier.settlement, earlier.rate);
  }
  const bank = await settlementPayee(db, member.memberNo);
  const rate = body.currency === Currency.USD ? await rateOn(db, koreanDayOf(now)) : undefined;
  if (body.currency === Currency.USD && !rate) throw new AppError(ErrorCode.ExchangeRateMissing, 422);
  const payout = settlementPayout(body.amount, body.currency, rate?.krwPerUnitHundredths);

  const id = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(settlements)
      .values({
        memberNo: member.memberNo,
        idempotencyKey,
        currency: body.currency,
        amount: body.amount,
        fee: payout.fee,
        payoutKrw: payout.payoutKrw,
        rateId: rate?.id ?? null,
        ...bank,
        invoice: body.invoice,
        requestedAt: now,
      })
      .onConflictDoNothing({ target: [settlements.memberNo, settlements.idempotencyKey] })
      .returning({ id: settlements.id });
    // A parallel retry inserted it first: answer that one.
    if (!inserted) return null;
    try {
      await holdSettlement(tx, inserted.id, member.memberNo, { amount: body.amount, currency: body.currency });
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.InsufficientMileage) throw new AppError(ErrorCode.InsufficientEarnings, 409, { amount: 'amountAboveEarnings' });
      throw error;
    }
    return inserted.id;
  });
  if (!id) return requestSettlement(db, member, body, idempotencyKey, now);
  const [saved] = await settlementRows(db).where(eq(settlements.id, id));
  return settlementOf(saved!.settlement, saved!.rate);
}

// ---- The admin's side ----

/** Settlements as the admin sees them: the whole account number, and each member's contact (one query for them all). */
async function adminSettlementsOf(db: Db, rows: SettlementWithRate[]): Promise<AdminSettlement[]> {
  const contacts = await contactsOf(db, rows.map((r) => r.settlement.memberNo));
  return rows.map(({ settlement, rate }) => {
    const item = settlementOf(settlement, rate);
    // A settlement's member_no is a foreign key: its member is always there.
    const member = contacts.get(settlement.memberNo)!;
    return {
      ...item,
      bank: { ...item.bank, accountNumber: settlement.accountNumber },
      member: { memberNo: member.memberNo, name: `${member.firstName} ${member.lastName}`.trim(), nickname: member.nickname, email: member.email },
    };
  });
}

/** Settlements by state, the oldest request first. */
export async function listAdminSettlements(db: Db, query: PayoutListQuery): Promise<AdminSettlementList> {
  const where = and(ofEarnings, query.status ? eq(settlements.status, query.status) : undefined);
  const rows = await settlementRows(db)
    .where(where)
    .orderBy(settlements.requestedAt)
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { items: await adminSettlementsOf(db, rows), page: query.page, size: query.size, total: await db.$count(settlements, where) };
}

/** Ordinary settlements: the ledger's earnings moves, the notice pointing at the mileage office. */
const earningsBook: SettlementDecisionBook = {
  source: 'earnings',
  payOut: payOutSettlement,
  reverse: reverseSettlement,
  notice: { event: 'settlementDecided', link: '/mileageOffice' },
};

/** One admin decision on a settlement of ordinary earnings (see applySettlementDecision). */
export async function decideSettlement(db: Db, admin: TokenMember, id: string, action: PayoutAction, reason?: string): Promise<AdminSettlement> {
  await db.transaction((tx) => applySettlementDecision(tx, admin, id, action, reason, earningsBook));
  const [saved] = await settlementRows(db).where(eq(settlements.id, id));
  return (await adminSettlementsOf(db, [saved!]))[0]!;
}

// ---- Exchange rates ----

export async function listRates(db: Db, feed: RateFeed | undefined, query: PageQuery): Promise<ExchangeRateList> {
  const rows = await db
    .select()
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.day))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { items: rows.map(rateOf), page: query.page, size: query.size, total: await db.$count(exchangeRates), feed: feed?.name ?? null };
}

/** A rate row is never edited once entered: settlements point at it. A day already entered is refused. */
async function insertRate(db: Db, day: string, krwPerUnitHundredths: number, enteredBy: number | null): Promise<ExchangeRate> {
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(exchangeRates)
      .values({ currency: Currency.USD, day, krwPerUnitHundredths, enteredBy })
      .onConflictDoNothing({ target: [exchangeRates.currency, exchangeRates.day] })
      .returning();
    if (!row) throw new AppError(ErrorCode.ValidationFailed, 400, { day: 'rateExists' });
    if (enteredBy !== null) await audit(tx, { adminNo: enteredBy, action: 'rate.enter', targetType: 'exchangeRate', targetId: row.id, data: { day, currency: Currency.USD, krwPerUnitHundredths } });
    return row;
  });
  return rateOf(row);
}

export const enterRate = (db: Db, admin: TokenMember, body: ExchangeRateBody): Promise<ExchangeRate> =>
  insertRate(db, body.day, rateHundredths(body.krwPerUnit), admin.memberNo);

/** The day's USD rate from the feed, kept like a typed one (the admin who asked is recorded). */
export async function fetchRate(db: Db, feed: RateFeed | undefined, admin: TokenMember, day: string): Promise<ExchangeRate> {
  if (!feed) throw new AppError(ErrorCode.RateFeedUnavailable, 503);
  let hundredths: number | null;
  try {
    hundredths = await feed.usdRateOn(day);
  } catch (error) {
    if (error instanceof RateFeedError) throw new AppError(ErrorCode.RateFeedUnavailable, 502);
    throw error;
  }
  if (hundredths === null) throw new AppError(ErrorCode.ValidationFailed, 400, { day: 'rateNotPublished' });
  return insertRate(db, day, hundredths, admin.memberNo);
}

/**
 * The hourly job: today's rate from the feed once it is published, unless the admin entered one. The
 * feed's answer is awaited inside the job's transaction, bounded by its timeout.
 */
export async function fetchTodaysRate(db: Db, feed: RateFeed, now = new Date()): Promise<ExchangeRate | null> {
  const day = koreanDayOf(now);
  const [known] = await db.select({ id: exchangeRates.id }).from(exchangeRates).where(and(eq(exchangeRates.currency, Currency.USD), eq(exchangeRates.day, day)));
  if (known) return null;
  const hundredths = await feed.usdRateOn(day);
  return hundredths === null ? null : insertRate(db, day, hundredths, null);
}
