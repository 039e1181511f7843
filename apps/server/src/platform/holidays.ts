// The holiday table's rows (ARCHITECTURE §6: the calendar is platform's, as every module's dates
// skip it). The requests module names them for the date pickers and checks a request's dates
// against them (modules/requests/holidays.ts); the admin keeps them (modules/requests/holidays-admin.ts).
import { asc, between, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { holidays } from '../db/schema/platform.ts';

export type HolidayRow = typeof holidays.$inferSelect;

/** The holidays of one year, in date order. */
export async function holidaysOfYear(db: Db, year: number): Promise<HolidayRow[]> {
  return db
    .select()
    .from(holidays)
    .where(between(holidays.date, `${year}-01-01`, `${year}-12-31`))
    .orderBy(asc(holidays.date));
}

/** Which of the calendar days `days` (YYYY-MM-DD) are holidays. */
export async function holidaysAmong(db: Db, days: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ date: holidays.date })
    .from(holidays)
    .where(inArray(holidays.date, [...new Set(days)]));
  return new Set(rows.map((r) => r.date));
}

/** Adds a holiday; undefined when its date is one already. */
export async function insertHoliday(tx: Db | Tx, holiday: HolidayRow): Promise<HolidayRow | undefined> {
  const [row] = await tx.insert(holidays).values(holiday).onConflictDoNothing().returning();
  return row;
}

/** Removes the holiday of `date`, answering it; undefined when there was none. */
export async function removeHoliday(tx: Db | Tx, date: string): Promise<HolidayRow | undefined> {
  const [row] = await tx.delete(holidays).where(eq(holidays.date, date)).returning();
  return row;
}
