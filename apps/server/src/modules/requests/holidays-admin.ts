// The operator's holiday table (issue 12; its rows are platform's, platform/holidays.ts): the days the
// date pickers refuse and the business-day rules skip (read on every call, so a change counts at once).
// Each change is audited.
import { ErrorCode, type AdminHoliday, type AdminHolidayList, type HolidayCreateBody } from '@dcm/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { holidaysOfYear, insertHoliday, removeHoliday } from '../../platform/holidays.ts';

export async function listAdminHolidays(db: Db, year: number): Promise<AdminHolidayList> {
  return { year, items: await holidaysOfYear(db, year) };
}

export async function createHoliday(db: Db, adminNo: number, body: HolidayCreateBody): Promise<AdminHoliday> {
  return db.transaction(async (tx) => {
    const row = await insertHoliday(tx, body);
    if (!row) throw new AppError(ErrorCode.ValidationFailed, 400, { date: 'holidayTaken' });
    await audit(tx, { adminNo, action: 'holiday.create', targetType: 'holiday', targetId: row.date, data: { nameKo: row.nameKo, nameEn: row.nameEn } });
    return row;
  });
}

export async function deleteHoliday(db: Db, adminNo: number, date: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await removeHoliday(tx, date);
    if (!row) throw new AppError(ErrorCode.NotFound, 404);
    await audit(tx, { adminNo, action: 'holiday.delete', targetType: 'holiday', targetId: row.date, data: { nameKo: row.nameKo, nameEn: row.nameEn } });
  });
}
