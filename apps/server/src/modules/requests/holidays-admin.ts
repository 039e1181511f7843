// The operator's holiday table (issue 12): the days the date pickers refuse and the business-day
// rules skip (holidays.ts reads them on every call, so a change counts at once). Each change is audited.
import { ErrorCode, type AdminHoliday, type AdminHolidayList, type HolidayCreateBody } from '@dcm/shared';
import { asc, between, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holidays } from '../../db/schema/platform.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';

export async function listAdminHolidays(db: Db, year: number): Promise<AdminHolidayList> {
  const rows = await db
    .select()
    .from(holidays)
    .where(between(holidays.date, `${year}-01-01`, `${year}-12-31`))
    .orderBy(asc(holidays.date));
  return { year, items: rows };
}

export async function createHoliday(db: Db, adminNo: number, body: HolidayCreateBody): Promise<AdminHoliday> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(holidays).values(body).onConflictDoNothing().returning();
    if (!row) throw new AppError(ErrorCode.ValidationFailed, 400, { date: 'holidayTaken' });
    await audit(tx, { adminNo, action: 'holiday.create', targetType: 'holiday', targetId: row.date, data: { nameKo: row.nameKo, nameEn: row.nameEn } });
    return row;
  });
}

export async function deleteHoliday(db: Db, adminNo: number, date: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(holidays).where(eq(holidays.date, date)).returning();
    if (!row) throw new AppError(ErrorCode.NotFound, 404);
    await audit(tx, { adminNo, action: 'holiday.delete', targetType: 'holiday', targetId: row.date, data: { nameKo: row.nameKo, nameEn: row.nameEn } });
  });
}
