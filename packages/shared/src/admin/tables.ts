// The operator's tables (issue 12, admin console "code tables; holidays"): the code tables of SPEC §7
// and the holiday table the business-day rules skip. Both are edited with every language side by side;
// codes are never deleted (members, referrals and requests keep them), only relabelled or re-sorted.
import { z } from 'zod';
import { CodeGroups } from '../codes/groups.ts';
import { isRealDay } from '../time.ts';

const label = z.string().trim().min(1, { error: 'required' }).max(100, { error: 'too_big' });

/** `GET /api/v1/admin/codes` → AdminCodeGroupList: every group and how many codes it holds. */
export const AdminCodeGroup = z.object({ group: z.enum(CodeGroups), count: z.number().int() });
export type AdminCodeGroup = z.infer<typeof AdminCodeGroup>;
export const AdminCodeGroupList = z.object({ items: z.array(AdminCodeGroup) });
export type AdminCodeGroupList = z.infer<typeof AdminCodeGroupList>;

/** `GET /api/v1/admin/codes/:group` → AdminCodeList, in sort order, both languages. */
export const AdminCode = z.object({ code: z.string(), nameKo: z.string(), nameEn: z.string(), sort: z.number().int(), extra: z.string().nullable() });
export type AdminCode = z.infer<typeof AdminCode>;
export const AdminCodeList = z.object({ group: z.enum(CodeGroups), items: z.array(AdminCode) });
export type AdminCodeList = z.infer<typeof AdminCodeList>;

export const AdminCodeParams = z.object({ group: z.string().max(40) });
export const AdminCodeRowParams = AdminCodeParams.extend({ code: z.string().max(40) });

/** `PUT /api/v1/admin/codes/:group/:code` → AdminCode. `extra` absent: kept; null: cleared. */
export const CodeUpdateBody = z.object({
  nameKo: label,
  nameEn: label,
  sort: z.number().int().min(0).max(100_000),
  extra: z.string().trim().max(40, { error: 'too_big' }).nullable().optional(),
});
export type CodeUpdateBody = z.infer<typeof CodeUpdateBody>;

/** `POST /api/v1/admin/codes/:group` (201) → AdminCode. A code already in the group: 400 on `code`. */
export const CodeCreateBody = CodeUpdateBody.extend({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/, { error: 'codeFormat' }),
});
export type CodeCreateBody = z.infer<typeof CodeCreateBody>;

/** `GET /api/v1/admin/holidays?year` → AdminHolidayList, in date order, both languages. */
export const AdminHoliday = z.object({ date: z.string(), nameKo: z.string(), nameEn: z.string() });
export type AdminHoliday = z.infer<typeof AdminHoliday>;
export const AdminHolidayList = z.object({ year: z.number().int(), items: z.array(AdminHoliday) });
export type AdminHolidayList = z.infer<typeof AdminHolidayList>;

/** A calendar day, YYYY-MM-DD, that exists (no 2 월 30 일). */
export const HolidayDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'dateInvalid' })
  .refine(isRealDay, { error: 'dateInvalid' });

/** `POST /api/v1/admin/holidays` (201) → AdminHoliday. A day already in the table: 400 on `date`. */
export const HolidayCreateBody = z.object({ date: HolidayDate, nameKo: label, nameEn: label });
export type HolidayCreateBody = z.infer<typeof HolidayCreateBody>;

/** `DELETE /api/v1/admin/holidays/:date` (204). */
export const HolidayDateParams = z.object({ date: HolidayDate });
