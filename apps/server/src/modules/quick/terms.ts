// The quick terms (issue 11): the admin's price table per prosthesis type and currency, the remake
// allowance and the earliest deadline; the business days before a delivery completes by itself are
// the orders' (config ORDER_AUTO_COMPLETE_BUSINESS_DAYS). Owns quick_terms and quick_prices.
import { CURRENCIES, ErrorCode, QUICK_REMAKE_LIMIT_DEFAULT, type Currency, type QuickPrice, type QuickTerms, type QuickTermsBody } from '@dcm/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quickPrices, quickTerms } from '../../db/schema/quick.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { knownCodes } from '../codes/index.ts';

export interface TermsRow {
  remakeLimit: number;
  minDeadlineHours: number;
}

/** The one terms row (created by the migration; the defaults should it be missing). */
export async function readTerms(db: Db): Promise<TermsRow> {
  const [row] = await db.select().from(quickTerms).where(eq(quickTerms.id, 1));
  return { remakeLimit: row?.remakeLimit ?? QUICK_REMAKE_LIMIT_DEFAULT, minDeadlineHours: row?.minDeadlineHours ?? 24 };
}

/** The price table, one line per type with each currency's price or null, types in name order. */
export async function readPrices(db: Db): Promise<QuickPrice[]> {
  const rows = await db.select().from(quickPrices).orderBy(asc(quickPrices.type), asc(quickPrices.currency));
  const byType = new Map<string, QuickPrice>();
  for (const r of rows) {
    const line = byType.get(r.type) ?? { type: r.type, KRW: null, USD: null };
    line[r.currency] = r.price;
    byType.set(r.type, line);
  }
  return [...byType.values()];
}

/** The price of each type in `currency` (types without one are absent). */
export async function pricesIn(db: Db, currency: Currency): Promise<Map<string, number>> {
  const rows = await db.select().from(quickPrices).where(eq(quickPrices.currency, currency));
  return new Map(rows.map((r) => [r.type, r.price]));
}

/** `GET /quick/prices`: what clients read before posting. */
export async function getQuickTerms(db: Db, autoCompleteBusinessDays: number): Promise<QuickTerms> {
  const terms = await readTerms(db);
  return { prices: await readPrices(db), remakeLimit: terms.remakeLimit, minDeadlineHours: terms.minDeadlineHours, autoCompleteBusinessDays };
}

/**
 * The admin replaces the table and the terms at once. A type named twice keeps its last line;
 * requests already posted keep the prices they were paid at.
 */
export async function putQuickTerms(db: Db, adminNo: number, body: QuickTermsBody, autoCompleteBusinessDays: number): Promise<QuickTerms> {
  // Only types of the `prosthesis` code table: the pages name them from it.
  const known = await knownCodes(db, 'prosthesis', body.prices.map((p) => p.type));
  const fields = Object.fromEntries(body.prices.flatMap((p, i) => (known.has(p.type) ? [] : [[`prices.${i}.type`, 'unknownCode']])));
  if (Object.keys(fields).length > 0) throw new AppError(ErrorCode.ValidationFailed, 400, fields);
  await db.transaction(async (tx) => {
    await tx
      .insert(quickTerms)
      .values({ id: 1, remakeLimit: body.remakeLimit, minDeadlineHours: body.minDeadlineHours, updatedBy: adminNo, updatedAt: new Date() })
      .onConflictDoUpdate({ target: quickTerms.id, set: { remakeLimit: body.remakeLimit, minDeadlineHours: body.minDeadlineHours, updatedBy: adminNo, updatedAt: new Date() } });
    await tx.delete(quickPrices);
    const lines = new Map(body.prices.map((p) => [p.type, p]));
    const rows = [...lines.values()].flatMap((p) => CURRENCIES.flatMap((currency) => (p[currency] === null ? [] : [{ type: p.type, currency, price: p[currency] }])));
    if (rows.length > 0) await tx.insert(quickPrices).values(rows);
    await audit(tx, { adminNo, action: 'quick.terms', targetType: 'quickTerms', targetId: 1, data: { ...body } });
  });
  return getQuickTerms(db, autoCompleteBusinessDays);
}

/** DEMO mode: a small price table (codes of the `prosthesis` code table) unless the admin set one. */
export const DEMO_QUICK_PRICES: readonly QuickPrice[] = [
  { type: 'zirconia_crown', KRW: 15_000, USD: 1_200 },
  { type: 'emax_crown', KRW: 18_000, USD: 1_500 },
  { type: 'pfm_crown', KRW: 12_000, USD: 1_000 },
];

export async function seedDemoQuickPrices(db: Db): Promise<void> {
  if ((await db.$count(quickPrices)) > 0) return;
  await db
    .insert(quickPrices)
    .values(DEMO_QUICK_PRICES.flatMap((p) => CURRENCIES.flatMap((currency) => (p[currency] === null ? [] : [{ type: p.type, currency, price: p[currency] }]))))
    .onConflictDoNothing();
}
