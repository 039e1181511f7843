// The members the operator's console reads (modules/admin). The admin account itself is never
// among them: it cannot be listed, opened or decided on.
import { Role, type AdminMemberQuery } from '@dcm/shared';
import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import type { MemberRow } from './service.ts';

/** `text` as a literal inside an ILIKE pattern: its `%`, `_` and `\` match only themselves. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const fullName = sql`${members.firstName} || ' ' || ${members.lastName}`;

function listFilter(query: AdminMemberQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [ne(members.role, Role.Admin), eq(members.approvalSe, query.status)];
  if (query.kind) conditions.push(eq(members.memberSe, query.kind));
  if (query.q) {
    const pattern = `%${likeLiteral(query.q)}%`;
    conditions.push(
      or(ilike(members.email, pattern), ilike(members.nickname, pattern), ilike(fullName, pattern), ilike(members.businessName, pattern)),
    );
  }
  return and(...conditions);
}

/**
 * One page of the members in `query.status`, the latest to enter that state first (for pending
 * members: the newest joins and resubmissions), with the total for the pager.
 */
export async function listMembersForAdmin(db: Db, query: AdminMemberQuery): Promise<{ rows: MemberRow[]; total: number }> {
  const where = listFilter(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(members)
      .where(where)
      .orderBy(desc(sql`coalesce(${members.approvalChangedAt}, ${members.createdAt})`), desc(members.memberNo))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(members).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** A member the admin may see and decide on: any member but the admin. */
export async function findMemberForAdmin(db: Db, memberNo: number): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.memberNo, memberNo), ne(members.role, Role.Admin)));
  return row;
}
