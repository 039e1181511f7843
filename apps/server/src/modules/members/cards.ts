// What other modules may read of a member inside their own statements (ARCHITECTURE §6: a module
// owns its tables). A list of quotations, comments or chat rooms shows each party's card (nickname,
// kind, picture) and filters on it; joining `memberCards` keeps that one statement while the
// members table (e-mail, password hash, names) stays this module's. Contact details go through
// functions (contacts.ts), never a join.
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { members } from '../../db/schema/members.ts';

/**
 * A member's public card, a subquery PostgreSQL flattens into the caller's join (no cost over joining
 * the table): `db.select({ nickname: memberCards.nickname }).from(x).innerJoin(memberCards, eq(memberCards.memberNo, x.designerNo))`.
 */
export const memberCards = new QueryBuilder()
  .select({
    memberNo: members.memberNo,
    nickname: members.nickname,
    memberSe: members.memberSe,
    profileImage: members.profileImage,
    approvalSe: members.approvalSe,
    role: members.role,
    currency: members.currency,
  })
  .from(members)
  .as('member_cards');
