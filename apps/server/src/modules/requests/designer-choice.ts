// The T-esigners a client may address a designated request to (/request/designerChoice): approved
// T-esigners and dental labs that added a T-esigner profile (SPEC §6), found by nickname, never one on either side of a block with the viewer. The members
// module owns the table but has no such list yet; this read moves to the profiles issue with it.
import { ApprovalStatus, MemberType, Role, type DesignerChoiceList, type DesignerChoiceQuery } from '@dcm/shared';
import { and, asc, count, eq, ilike, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { hasDesignerProfileSql } from '../profiles/terms.ts';
import { designerFacts } from '../quotations/facts.ts';
import { likeLiteral } from './list.ts';
import { notBlockedWith } from '../members/blocks.ts';

export async function listDesignerChoices(db: Db, viewerNo: number, query: DesignerChoiceQuery): Promise<DesignerChoiceList> {
  const where = and(
    or(eq(members.memberSe, MemberType.Designer), and(eq(members.memberSe, MemberType.Lab), hasDesignerProfileSql(members.memberNo))),
    eq(members.approvalSe, ApprovalStatus.Approved),
    ne(members.role, Role.Admin),
    ne(members.memberNo, viewerNo),
    query.q ? ilike(members.nickname, `%${likeLiteral(query.q)}%`) : undefined,
    notBlockedWith(viewerNo, members.memberNo),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ memberNo: members.memberNo, nickname: members.nickname })
      .from(members)
      .where(where)
      .orderBy(asc(members.nickname), asc(members.memberNo))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(members).where(where),
  ]);
  const facts = await designerFacts(
    db,
    rows.map((r) => r.memberNo),
  );
  return {
    items: rows.map((r) => ({ memberNo: r.memberNo, nickname: r.nickname ?? '', facts: facts.get(r.memberNo) ?? { rating: null, reviewCount: 0, editCount: null, warrantyDays: null } })),
    page: query.page,
    size: query.size,
    total: counted?.n ?? 0,
  };
}
