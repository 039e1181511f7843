// What a member reads of the ledger (/mileage, /mypage/payment): their balances and the movements of
// their own accounts. Reads only; money moves through service.ts.
import { CURRENCIES, currencyOfNation, KOREA, koreanMidnight, MEMBER_ACCOUNT_KINDS, type MileageBalances, type MileageHistory, type MileageHistoryItem, type MileageHistoryQuery } from '@dcm/shared';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema/mileage.ts';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { findMember } from '../members/index.ts';
import type { Executor } from './ledger.ts';

const zeroes = () => Object.fromEntries(CURRENCIES.map((c) => [c, 0])) as MileageBalances['clientMileage'];

/** The member's mileage and earnings per currency; an account never used reads 0. */
export async function memberBalances(db: Db, memberNo: number): Promise<MileageBalances> {
  const member = await findMember(db, memberNo);
  const rows = await db
    .select({ kind: ledgerAccounts.kind, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberNo, memberNo), inArray(ledgerAccounts.kind, MEMBER_ACCOUNT_KINDS)));
  const balances: MileageBalances = { currency: currencyOfNation(member?.contactNation ?? KOREA), clientMileage: zeroes(), designerEarnings: zeroes() };
  for (const row of rows) balances[row.kind as 'clientMileage' | 'designerEarnings'][row.currency] = row.balance;
  return balances;
}

/** Which of the optional filters a page uses: each combination is a statement of its own shape. */
type FilterShape = `${boolean}-${boolean}-${boolean}`;
const shapeOf = (query: MileageHistoryQuery): FilterShape => `${Boolean(query.kind)}-${Boolean(query.from)}-${Boolean(query.to)}`;

function entryFilters(shape: FilterShape): SQL[] {
  const [kind, from, to] = shape.split('-').map((on) => on === 'true');
  const filters: SQL[] = [];
  if (kind) filters.push(eq(journalEntries.kind, sql.placeholder('kind')));
  if (from) filters.push(gte(journalEntries.createdAt, sql.placeholder('from')));
  if (to) filters.push(lt(journalEntries.createdAt, sql.placeholder('to')));
  return filters;
}

/**
 * The member's postings, newest first, each with its account's balance right after it. The running
 * balance is summed over all of the account's postings before the filters apply (a window function
 * in a CTE, which the filters outside it cannot narrow), so a filtered page still shows true balances.
 */
function historyPage(db: Executor, shape: FilterShape, name: string) {
  const own = and(eq(ledgerAccounts.memberNo, sql.placeholder('memberNo')), inArray(ledgerAccounts.kind, MEMBER_ACCOUNT_KINDS))!;
  const running = db.$with('running').as(
    db
      .select({
        postingId: postings.id,
        entryId: postings.entryId,
        amount: postings.amount,
        currency: postings.currency,
        account: sql<MileageHistoryItem['account']>`${ledgerAccounts.kind}`.as('account'),
        balanceAfter: sql<string>`sum(${postings.amount}) over (partition by ${postings.accountId} order by ${postings.id})`.as('balance_after'),
      })
      .from(postings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .where(own),
  );
  return db
    .with(running)
    .select({
      entryId: running.entryId,
      kind: journalEntries.kind,
      reference: journalEntries.reference,
      account: running.account,
      currency: running.currency,
      amount: running.amount,
      balanceAfter: running.balanceAfter,
      createdAt: journalEntries.createdAt,
    })
    .from(running)
    .innerJoin(journalEntries, eq(journalEntries.id, running.entryId))
    .where(and(...entryFilters(shape)))
    .orderBy(desc(running.postingId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

function historyCount(db: Executor, shape: FilterShape, name: string) {
  const own = and(eq(ledgerAccounts.memberNo, sql.placeholder('memberNo')), inArray(ledgerAccounts.kind, MEMBER_ACCOUNT_KINDS))!;
  return db
    .select({ total: count() })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(and(own, ...entryFilters(shape)))
    .prepare(name);
}

/** The history's two statements, built once per shape (db/prepared.ts): every page of a wallet sends them. */
const SHAPES = (['false', 'true'] as const).flatMap((k) => (['false', 'true'] as const).flatMap((f) => (['false', 'true'] as const).map((t) => `${k}-${f}-${t}` as FilterShape)));
const statements = new Map(
  SHAPES.map((shape, i) => [
    shape,
    {
      page: prepared(`mileage_history_${i}`, (db, name) => historyPage(db, shape, name)),
      count: prepared(`mileage_history_count_${i}`, (db, name) => historyCount(db, shape, name)),
    },
  ]),
);

/**
 * The referral numbers of each order among `references`, by order id (orders/mileage-facts.ts,
 * handed in by app.ts: mileage ranks below orders); other references are left out.
 */
export type OrderCaseNumbers = (db: Db, references: readonly string[]) => Promise<Map<string, string[]>>;

/** A page of the member's movements, newest first, each naming the case it paid for when it was an order's. */
export async function memberHistory(db: Db, memberNo: number, query: MileageHistoryQuery, caseNumbersOf: OrderCaseNumbers): Promise<MileageHistory> {
  const shape = shapeOf(query);
  const { page, count: total } = statements.get(shape)!;
  const filters = {
    memberNo,
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.from ? { from: koreanMidnight(query.from) } : {}),
    ...(query.to ? { to: koreanMidnight(query.to, 1) } : {}),
  };
  const rows = await page(db, { ...filters, limit: query.size, offset: (query.page - 1) * query.size });
  const [counted] = await total(db, filters);
  const cases = await caseNumbersOf(db, rows.flatMap((r) => (r.reference ? [r.reference] : [])));
  return {
    items: rows.map((r) => ({
      ...r,
      referralNumbers: (r.reference && cases.get(r.reference)) || [],
      amount: Number(r.amount),
      balanceAfter: Number(r.balanceAfter),
      createdAt: r.createdAt.toISOString(),
    })),
    page: query.page,
    size: query.size,
    total: counted?.total ?? 0,
  };
}
