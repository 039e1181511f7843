// How to reach a member, for the modules that write to them or pay them (ARCHITECTURE §6: the
// members table stays this module's). One query for any number of members; never joined into
// another module's statement, so e-mail addresses and legal names leave only where they are used.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { members } from '../../db/schema/members.ts';

export interface MemberContact {
  memberNo: number;
  email: string;
  nickname: string | null;
  firstName: string;
  lastName: string;
  /** The contact address's country (ISO 3166 alpha-2), which picks the language of what is sent. */
  nation: string | null;
  approvalSe: string;
}

const contactRows = prepared('member_contacts', (db, name) =>
  db
    .select({
      memberNo: members.memberNo,
      email: members.email,
      nickname: members.nickname,
      firstName: members.firstName,
      lastName: members.lastName,
      nation: members.contactNation,
      approvalSe: members.approvalSe,
    })
    .from(members)
    .where(sql`${members.memberNo} = any(${sql.placeholder('memberNos')}::int[])`)
    .prepare(name),
);

/** The contact of each member of `memberNos` that exists, by member number. */
export async function contactsOf(db: Db | Tx, memberNos: readonly number[]): Promise<Map<number, MemberContact>> {
  if (memberNos.length === 0) return new Map();
  const rows = await contactRows(db, { memberNos: [...new Set(memberNos)] });
  return new Map(rows.map((row) => [row.memberNo, row]));
}
