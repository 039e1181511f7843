// The T-esigners a client may address a designated request to (/request/designerChoice): approved
// T-esigners and dental labs that added a T-esigner profile (SPEC §6), found by nickname, never one on either side of a block with the viewer. The members
// module owns the table but has no such list yet; this read, of the members' cards (members/cards.ts),
// moves to the profiles issue with it.
import { ApprovalStatus, MemberType, Role, type DesignerChoiceList, type DesignerChoiceQuery } from '@dcm/shared';
import { and, asc, count, eq, ilike, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberCards, notBlockedWith } from '../members/index.ts';
import { hasDesignerProfileSql } from '../profiles/index.ts';
import { designerFacts, type RatingsOf } from '../quotations/index.ts';
import { likeLiteral } from './list.ts';

export async function listDesignerChoices(db: Db, ratingsOf: RatingsOf, viewerNo: number, query: DesignerChoiceQuery): Promise<DesignerChoiceList> {
  const where = and(
    or(eq(memberCards.memberSe, MemberType.Designer), and(eq(memberCards.memberSe, MemberType.Lab), hasDesignerProfileSql(memberCards.memberNo))),
    eq(memberCards.approvalSe, ApprovalStatus.Approved),
    ne(memberCards.role, Role.Admin),
    ne(memberCards.memberNo, viewerNo),
    query.q ? ilike(memberCards.nickname, `%${likeLiteral(query.q)}%`) : undefined,
    notBlockedWith(viewerNo, memberCards.memberNo),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ memberNo: memberCards.memberNo, nickname: memberCards.nickname })
      .from(memberCards)
      .where(where)
      .orderBy(asc(memberCards.nickname), asc(memberCards.memberNo))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(memberCards).where(where),
  ]);
  const facts = await designerFacts(
    db,
    ratingsOf,
    rows.map((r) => r.memberNo),
  );
  return {
    items: rows.map((r) => ({ memberNo: r.memberNo, nickname: r.nickname ?? '', facts: facts.get(r.memberNo) ?? { rating: null, reviewCount: 0, editCount: null, warrantyDays: null } })),
    page: query.page,
    size: query.size,
    total: counted?.n ?? 0,
  };
}
