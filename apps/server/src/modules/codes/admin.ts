// The operator's side of the code tables (issue 12): every group with both languages, relabel and
// re-sort a code, add one. No code is ever deleted: members, referrals and requests keep codes, and a
// label is all that changes. Each change is audited in its own transaction.
import { CodeGroups, ErrorCode, type AdminCode, type AdminCodeGroupList, type AdminCodeList, type CodeCreateBody, type CodeGroup, type CodeUpdateBody } from '@dcm/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codes } from '../../db/schema/codes.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';

type CodeRow = typeof codes.$inferSelect;

const toAdminCode = (r: CodeRow): AdminCode => ({ code: r.code, nameKo: r.nameKo, nameEn: r.nameEn, sort: r.sort, extra: r.extra });

function knownGroup(group: string): CodeGroup {
  if (!(CodeGroups as readonly string[]).includes(group)) throw new AppError(ErrorCode.UnknownCodeGroup, 404);
  return group as CodeGroup;
}

export async function listCodeGroups(db: Db): Promise<AdminCodeGroupList> {
  const rows = await db.select({ group: codes.groupCode, count: count() }).from(codes).groupBy(codes.groupCode);
  const counts = new Map(rows.map((r) => [r.group, r.count]));
  return { items: CodeGroups.map((group) => ({ group, count: counts.get(group) ?? 0 })) };
}

export async function listGroupCodes(db: Db, group: string): Promise<AdminCodeList> {
  const known = knownGroup(group);
  const rows = await db.select().from(codes).where(eq(codes.groupCode, known)).orderBy(asc(codes.sort), asc(codes.code));
  return { group: known, items: rows.map(toAdminCode) };
}

export async function updateCode(db: Db, adminNo: number, group: string, code: string, body: CodeUpdateBody): Promise<AdminCode> {
  const known = knownGroup(group);
  return db.transaction(async (tx) => {
    const where = and(eq(codes.groupCode, known), eq(codes.code, code));
    const [before] = await tx.select().from(codes).where(where).for('update');
    if (!before) throw new AppError(ErrorCode.NotFound, 404);
    const [row] = await tx
      .update(codes)
      .set({ nameKo: body.nameKo, nameEn: body.nameEn, sort: body.sort, ...(body.extra === undefined ? {} : { extra: body.extra || null }) })
      .where(where)
      .returning();
    if (!row) throw new AppError(ErrorCode.NotFound, 404);
    await audit(tx, {
      adminNo,
      action: 'code.update',
      targetType: 'code',
      targetId: `${known}/${code}`,
      data: { before: toAdminCode(before), after: toAdminCode(row) },
    });
    return toAdminCode(row);
  });
}

export async function createCode(db: Db, adminNo: number, group: string, body: CodeCreateBody): Promise<AdminCode> {
  const known = knownGroup(group);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(codes)
      .values({ groupCode: known, code: body.code, nameKo: body.nameKo, nameEn: body.nameEn, sort: body.sort, extra: body.extra || null })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(ErrorCode.ValidationFailed, 400, { code: 'codeTaken' });
    await audit(tx, { adminNo, action: 'code.create', targetType: 'code', targetId: `${known}/${row.code}`, data: { after: toAdminCode(row) } });
    return toAdminCode(row);
  });
}
