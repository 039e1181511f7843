// Quick settlements (issue 11; SPEC §4 "Refund and settlement: requested, in progress, complete",
// §9 settlement rule): a T-esigner's quick earnings are settled apart from ordinary earnings, by
// period. A settlement takes the completed, unsettled quick jobs of the period (quick_requests
// .settlement_id), one per currency, with the mileage issue's payout rule; the jobs' total moves from
// quick earnings to settlements payable in the same transaction that marks the jobs. The admin
// approves, transfers and completes it, or rejects it: the money comes back and the jobs are free again.
// Rows live in mileage's `settlements` with source 'quick' (mileage/quick-facts.ts); the ordinary
// settlement routes never see them.
import {
  formatClock24,
  koreanDayOf,
  koreanMidnight,
  moneyCell,
  CURRENCIES,
  Currency,
  ErrorCode,
  langCodeOf,
  type PayoutAction,
  quickNumber,
  QuickStatus,
  Role,
  settlementPayout,
  type Locale,
  type PayoutStatus,
  type QuickSettlement,
  type QuickSettlementBody,
  type QuickSettlementJob,
  type QuickSettlementList,
  type QuickSettlementPreview,
} from '@dcm/shared';
import { and, asc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { quickRequests } from '../../db/schema/quick.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { listCodes } from '../codes/index.ts';
import { contactsOf, findMember } from '../members/index.ts';
import { allQuickSettlements, applySettlementDecision, bankOf, exchangeRateOf, holdQuickSettlement, insertQuickSettlement, maskedBank, payOutQuickSettlement, quickSettlementOf, type QuickSettlementRow, quickSettlementsOf, quickSettlementsUnderKeys, rateOn, requireIdempotencyKey, reverseQuickSettlement, sameInvoice, type SettlementDecisionBook, settlementPayee } from '../mileage/index.ts';

type JobRow = typeof quickRequests.$inferSelect;

// ---- The period and its jobs ----

interface Period {
  start: Date;
  /** Exclusive: the start of the day after `to`. */
  end: Date;
}

/** Whole days in Korea time, as the T-esigner picks them (`to` included). */
function periodOf({ from, to }: { from: string; to: string }): Period {
  if (from > to) throw new AppError(ErrorCode.ValidationFailed, 400, { to: 'periodInvalid' });
  return { start: koreanMidnight(from), end: koreanMidnight(to, 1) };
}

/** The taker's completed jobs of the period that no settlement holds. */
const unsettledJobs = (designerNo: number, period: Period): SQL =>
  and(
    eq(quickRequests.takerNo, designerNo),
    eq(quickRequests.status, QuickStatus.completed),
    isNull(quickRequests.settlementId),
    gte(quickRequests.completedAt, period.start),
    lt(quickRequests.completedAt, period.end),
  )!;

const jobOf = (row: JobRow): QuickSettlementJob => ({
  id: row.id,
  number: quickNumber(row.serial),
  completedAt: (row.completedAt ?? row.updatedAt).toISOString(),
  items: row.items,
  amount: row.total,
  currency: row.currency,
});

const byCompletion = (a: JobRow, b: JobRow): number => (a.completedAt?.getTime() ?? 0) - (b.completedAt?.getTime() ?? 0) || a.serial - b.serial;

/** The jobs split by currency, KRW first: one settlement each. */
function byCurrency(jobs: JobRow[]): { currency: Currency; jobs: JobRow[]; amount: number }[] {
  return CURRENCIES.map((currency) => {
    const mine = jobs.filter((j) => j.currency === currency);
    return { currency, jobs: mine, amount: mine.reduce((sum, j) => sum + j.total, 0) };
  }).filter((g) => g.jobs.length > 0);
}

// ---- What the pages read ----

/** The settlements with their jobs and member, in the order given. */
async function withDetails(db: Db | Tx, rows: QuickSettlementRow[], forAdmin = false): Promise<QuickSettlement[]> {
  if (rows.length === 0) return [];
  const jobs = await db
    .select()
    .from(quickRequests)
    .where(inArray(quickRequests.settlementId, rows.map((r) => r.id)));
  const people = await contactsOf(db, rows.map((r) => r.memberNo));
  const who = new Map([...people.values()].map((p) => [p.memberNo, p.nickname ?? `${p.firstName} ${p.lastName}`.trim()]));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    from: row.periodFrom ?? '',
    to: row.periodTo ?? '',
    currency: row.currency,
    amount: row.amount,
    fee: row.fee,
    payoutKrw: row.payoutKrw,
    jobs: jobs
      .filter((j) => j.settlementId === row.id)
      .sort(byCompletion)
      .map(jobOf),
    bank: { ...maskedBank(row), ...(forAdmin ? { accountNumber: row.accountNumber } : {}) },
    invoice: row.invoice,
    member: { memberNo: row.memberNo, nickname: who.get(row.memberNo) ?? '' },
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    reason: row.reason,
  }));
}

/**
 * `GET /quick/settlements/preview`: the period's completed, unsettled jobs and what they would pay per
 * currency (USD at today's rate; without one the KRW is unknown and the request would be refused).
 */
export async function previewQuickSettlement(db: Db, member: TokenMember, query: { from: string; to: string }, now = new Date()): Promise<QuickSettlementPreview> {
  const period = periodOf(query);
  const jobs = (await db.select().from(quickRequests).where(unsettledJobs(member.memberNo, period))).sort(byCompletion);
  const groups = byCurrency(jobs);
  const rate = groups.some((g) => g.currency === Currency.USD) ? await rateOn(db, koreanDayOf(now)) : undefined;
  const row = await findMember(db, member.memberNo);
  const bank = row ? bankOf(row) : null;
  return {
    jobs: jobs.map(jobOf),
    payouts: groups.map(({ currency, amount }) => {
      if (currency === Currency.USD && !rate) {
        // The fee does not depend on the rate; the KRW paid out does.
        const { fee } = settlementPayout(amount, currency, 1);
        return { currency, amount, fee, payoutKrw: null };
      }
      const { fee, payoutKrw } = settlementPayout(amount, currency, rate?.krwPerUnitHundredths);
      return { currency, amount, fee, payoutKrw };
    }),
    bank: bank && maskedBank(bank),
  };
}

/** One Idempotency-Key asks one settlement per currency: each row keeps the key with its currency. */
const storedKey = (key: string, currency: Currency): string => `quick:${key}:${currency}`;

const sameRequest = (row: QuickSettlementRow, body: QuickSettlementBody): boolean => row.periodFrom === body.from && row.periodTo === body.to && sameInvoice(row.invoice, body.invoice);

/** What an earlier request under this key made (the first currency's settlement), or null; another body under it is a conflict. */
async function replay(db: Db, memberNo: number, key: string, body: QuickSettlementBody): Promise<QuickSettlement | null> {
  const rows = await quickSettlementsUnderKeys(db, memberNo, CURRENCIES.map((c) => storedKey(key, c)));
  if (rows.length === 0) return null;
  if (!rows.every((r) => sameRequest(r, body))) throw new AppError(ErrorCode.IdempotencyConflict, 409);
  rows.sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency));
  const [first] = await withDetails(db, rows.slice(0, 1));
  return first!;
}

/** A parallel request with the same key inserted its settlement first. */
class KeyTaken extends Error {}

const isNoJobs = (error: unknown): boolean => error instanceof AppError && error.fields?.from === 'noQuickJobs';

/**
 * The T-esigner asks the settlement of a period: one settlement per currency with jobs (the response
 * is the first, KRW before USD; the list shows all). Refused with nothing written: no jobs (400
 * 'noQuickJobs'), no bank account, USD jobs without a rate today. The jobs are locked and must still
 * be unsettled once locked, so of two parallel requests one settles each job. A retry with the same
 * Idempotency-Key answers the same settlement.
 */
export async function requestQuickSettlement(db: Db, member: TokenMember, body: QuickSettlementBody, idempotencyKey: string | undefined, now = new Date()): Promise<QuickSettlement> {
  requireIdempotencyKey(idempotencyKey);
  const period = periodOf(body);
  const earlier = await replay(db, member.memberNo, idempotencyKey, body);
  if (earlier) return earlier;

  const bank = await settlementPayee(db, member.memberNo);
  const rate = await rateOn(db, koreanDayOf(now));

  let ids: string[];
  try {
    ids = await db.transaction(async (tx) => {
      // Locked in id order; a job another request settled meanwhile no longer matches once its lock is granted.
      const jobs = await tx.select().from(quickRequests).where(unsettledJobs(member.memberNo, period)).orderBy(asc(quickRequests.id)).for('update');
      if (jobs.length === 0) throw new AppError(ErrorCode.ValidationFailed, 400, { from: 'noQuickJobs' });
      const created: string[] = [];
      for (const group of byCurrency(jobs)) {
        if (group.currency === Currency.USD && !rate) throw new AppError(ErrorCode.ExchangeRateMissing, 422);
        const usdRate = group.currency === Currency.USD ? rate : undefined;
        const payout = settlementPayout(group.amount, group.currency, usdRate?.krwPerUnitHundredths);
        const settlementId = await insertQuickSettlement(tx, {
          memberNo: member.memberNo,
          idempotencyKey: storedKey(idempotencyKey, group.currency),
          periodFrom: body.from,
          periodTo: body.to,
          currency: group.currency,
          amount: group.amount,
          fee: payout.fee,
          payoutKrw: payout.payoutKrw,
          rateId: usdRate?.id ?? null,
          ...bank,
          invoice: body.invoice,
          requestedAt: now,
        });
        if (!settlementId) throw new KeyTaken();
        await tx
          .update(quickRequests)
          .set({ settlementId })
          .where(
            inArray(
              quickRequests.id,
              group.jobs.map((j) => j.id),
            ),
          );
        try {
          await holdQuickSettlement(tx, settlementId, member.memberNo, { amount: group.amount, currency: group.currency });
        } catch (error) {
          if (error instanceof AppError && error.code === ErrorCode.InsufficientMileage) throw new AppError(ErrorCode.InsufficientEarnings, 409);
          throw error;
        }
        created.push(settlementId);
      }
      return created;
    });
  } catch (error) {
    // A parallel retry with this key settled the jobs first: answer what it made.
    if (error instanceof KeyTaken || isNoJobs(error)) {
      const made = await replay(db, member.memberNo, idempotencyKey, body);
      if (made) return made;
      if (error instanceof KeyTaken) throw new AppError(ErrorCode.IdempotencyConflict, 409);
    }
    throw error;
  }
  const [first] = await withDetails(db, [(await quickSettlementOf(db, ids[0]!))!]);
  return first!;
}

/** `GET /quick/settlements`: the T-esigner's quick settlements, newest first. */
export async function listMyQuickSettlements(db: Db, member: TokenMember, query: { status?: PayoutStatus; page: number; size: number }): Promise<QuickSettlementList> {
  const { rows, total } = await quickSettlementsOf(db, member.memberNo, query);
  return { items: await withDetails(db, rows), page: query.page, size: query.size, total };
}

// ---- The statement ----

const statementLabels: Record<Locale, { header: (currency: Currency) => string[]; total: string; fee: string; payout: string; rate: string }> = {
  ko: {
    header: (currency) => ['퀵 의뢰 번호', '완료 일시(한국 시간)', '보철 종류 × 수량', `금액(${currency})`],
    total: '합계',
    fee: '수수료',
    payout: '지급액(KRW)',
    rate: '적용 환율(원/달러)',
  },
  en: {
    header: (currency) => ['Quick request no.', 'Completed at (Korea time)', 'Items (type × count)', `Amount (${currency})`],
    total: 'Total',
    fee: 'Fee',
    payout: 'Payout (KRW)',
    rate: 'Exchange rate (KRW per USD)',
  },
};

/** RFC 4180: a cell with a quote, comma or line break is quoted, its quotes doubled. A text cell
 *  starting like a formula is prefixed with an apostrophe, so a spreadsheet shows it rather than runs it. */
function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvRow = (cells: (string | number)[]): string => cells.map(csvCell).join(',');


/** "2026-11-26 19:05" in Korea time. */
const koreaTime = (iso: string): string => `${koreanDayOf(iso)} ${formatClock24(iso)}`;

/**
 * `GET /quick/settlements/:id/statement.csv` (its T-esigner or the admin; anyone else 404): UTF-8
 * with a BOM so Excel reads the Korean, a header row in the caller's language, one row per job, then
 * the totals. Prosthesis types are named from the code table in that language.
 */
export async function quickSettlementStatement(db: Db, member: TokenMember, id: string, locale: Locale): Promise<{ fileName: string; csv: string }> {
  const row = await quickSettlementOf(db, id);
  if (!row || (row.memberNo !== member.memberNo && member.role !== Role.Admin)) throw new AppError(ErrorCode.NotFound, 404);
  const [settlement] = await withDetails(db, [row]);
  const names = new Map((await listCodes(db, 'prosthesis', langCodeOf(locale))).map((c) => [c.code, c.name]));
  const labels = statementLabels[locale];
  const { currency } = row;
  const lines = [
    csvRow(labels.header(currency)),
    ...settlement!.jobs.map((job) =>
      csvRow([job.number, koreaTime(job.completedAt), job.items.map((i) => `${names.get(i.type) ?? i.type} × ${i.count}`).join(', '), moneyCell(job.amount, currency)]),
    ),
    csvRow([labels.total, '', '', moneyCell(row.amount, currency)]),
    csvRow([labels.fee, '', '', moneyCell(row.fee, currency)]),
  ];
  if (row.rateId) {
    const rate = await exchangeRateOf(db, row.rateId);
    if (rate) lines.push(csvRow([labels.rate, '', '', moneyCell(rate.krwPerUnitHundredths, Currency.USD)]));
  }
  lines.push(csvRow([labels.payout, '', '', row.payoutKrw]));
  return { fileName: `quick-settlement-${row.periodFrom ?? ''}_${row.periodTo ?? ''}-${row.currency}.csv`, csv: `\uFEFF${lines.join('\r\n')}\r\n` };
}

// ---- The admin's side (/admin/settlement) ----

/** Quick settlements by state, the oldest request first. */
export async function listAdminQuickSettlements(db: Db, query: { status?: PayoutStatus; page: number; size: number }): Promise<QuickSettlementList> {
  const { rows, total } = await allQuickSettlements(db, query);
  return { items: await withDetails(db, rows, true), page: query.page, size: query.size, total };
}

/** Quick settlements: the quick earnings' ledger moves; a rejection frees the jobs to be asked again. */
const quickBook: SettlementDecisionBook = {
  source: 'quick',
  payOut: payOutQuickSettlement,
  async reverse(tx, id, memberNo, money) {
    await reverseQuickSettlement(tx, id, memberNo, money);
    await tx.update(quickRequests).set({ settlementId: null }).where(eq(quickRequests.settlementId, id));
  },
  notice: { event: 'quickSettlementDecided', link: '/quick/settlement-request' },
};

/**
 * One admin decision, recorded as the ordinary settlements record theirs: approve (in progress: the
 * transfer is being made), complete (transferred: the payable paid, the fee kept), or reject with a
 * reason (the quick earnings come back and the jobs can be asked again).
 */
export async function decideQuickSettlement(db: Db, admin: TokenMember, id: string, action: PayoutAction, reason?: string): Promise<QuickSettlement> {
  await db.transaction((tx) => applySettlementDecision(tx, admin, id, action, reason, quickBook));
  const [saved] = await withDetails(db, [(await quickSettlementOf(db, id))!], true);
  return saved!;
}
