// The terms a T-esigner's saved profile sets for their orders (allowed edits, warranty days), and
// whether a member saved one at all (a dental lab works on requests only then, SPEC §6), for the
// requests, quotations and orders modules: kept apart from service.ts, so reading them brings no
// module cycle.
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { designerProfiles } from '../../db/schema/profiles.ts';

export interface DesignerTerms {
  editCount: number;
  warrantyDays: number;
}

/** Every quotation and order shows them: one statement whatever the number of T-esigners (db/prepared.ts). */
const termRows = prepared('designer_terms', (db, name) =>
  db
    .select({ memberNo: designerProfiles.memberNo, editCount: designerProfiles.editCount, warrantyDays: designerProfiles.warrantyDays })
    .from(designerProfiles)
    .where(sql`${designerProfiles.memberNo} = any(${sql.placeholder('memberNos')}::int[])`)
    .prepare(name),
);

/** The terms of every member of `memberNos` who saved a T-esigner profile, in one query; the others are absent. */
export async function designerTermsOf(db: Db, memberNos: readonly number[]): Promise<Map<number, DesignerTerms>> {
  if (memberNos.length === 0) return new Map();
  const rows = await termRows(db, { memberNos: [...new Set(memberNos)] });
  return new Map(rows.map((r) => [r.memberNo, { editCount: r.editCount, warrantyDays: r.warrantyDays }]));
}

/** Whether the member saved a T-esigner profile (a lab added one, SPEC §6). */
export async function hasDesignerProfile(db: Db, memberNo: number): Promise<boolean> {
  return (await db.$count(designerProfiles, eq(designerProfiles.memberNo, memberNo))) > 0;
}

/** The same as SQL beside a row of `memberNo` (a members column). */
export const hasDesignerProfileSql = (memberNo: SQLWrapper): SQL<boolean> =>
  // Wrapped once more: in a select from one table, drizzle drops the table names of its direct columns.
  sql<boolean>`${sql`exists (select 1 from ${designerProfiles} where ${designerProfiles.memberNo} = ${memberNo})`}`;
