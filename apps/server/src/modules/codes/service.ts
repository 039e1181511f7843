// Code tables (SPEC §7): the lists every form draws from, in Korean (A) or English (B).
// Owns `codes` and `teeth_types`, both seeded by migration.
import { CodeGroups, ErrorCode, type CodeGroup, type CodeItem, type TeethType } from '@dcm/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codes, teethTypes } from '../../db/schema/codes.ts';
import { AppError } from '../../platform/errors.ts';

const isCodeGroup = (group: string): group is CodeGroup => (CodeGroups as readonly string[]).includes(group);

export async function listCodes(db: Db, group: string, type: 'A' | 'B'): Promise<CodeItem[]> {
  if (!isCodeGroup(group)) throw new AppError(ErrorCode.UnknownCodeGroup, 404);
  const rows = await db.select().from(codes).where(eq(codes.groupCode, group)).orderBy(asc(codes.sort));
  return rows.map((r) => ({ code: r.code, name: type === 'A' ? r.nameKo : r.nameEn, sort: r.sort, extra: r.extra }));
}

export async function listTeethTypes(db: Db, type: 'A' | 'B'): Promise<TeethType[]> {
  const rows = await db.select().from(teethTypes).orderBy(asc(teethTypes.sort));
  return rows.map((r) => ({ code: r.code, name: type === 'A' ? r.nameKo : r.nameEn, arch: r.arch as TeethType['arch'], sort: r.sort }));
}

/** Whether `code` is in `group`: forms send codes, and only listed codes are kept. */
export async function hasCode(db: Db, group: CodeGroup, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: codes.code })
    .from(codes)
    .where(and(eq(codes.groupCode, group), eq(codes.code, code)))
    .limit(1);
  return row !== undefined;
}

/** The codes among `list` that are in `group`, in one query: a form sending many codes checks them at once. */
export async function knownCodes(db: Db, group: CodeGroup, list: readonly string[]): Promise<Set<string>> {
  if (list.length === 0) return new Set();
  const rows = await db
    .select({ code: codes.code })
    .from(codes)
    .where(and(eq(codes.groupCode, group), inArray(codes.code, [...new Set(list)])));
  return new Set(rows.map((r) => r.code));
}

/** The dialling code of a nation (`KR` → `+82`), kept in the nation table's `extra`; undefined for an unknown nation. */
export async function nationDialCode(db: Db, nation: string): Promise<string | undefined> {
  const [row] = await db
    .select({ extra: codes.extra })
    .from(codes)
    .where(and(eq(codes.groupCode, 'nation'), eq(codes.code, nation)))
    .limit(1);
  return row?.extra ?? undefined;
}
