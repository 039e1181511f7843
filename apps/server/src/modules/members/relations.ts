// What a member keeps about other members (issue 10, SPEC §6, my page): favourite T-esigners and
// dental labs, and blocks. A block hides each side from the other everywhere (requests and
// quotations through requests/access.ts, profiles, search); orders already made go on. Owns
// member_favourites and the writes to member_blocks (the table stays beside the requests it hides).
import { ErrorCode, memberKind, Role, type BlockedMembers, type DesignerCard, type Favourites, type LabCard } from '@dcm/shared';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberBlocks, memberFavourites, members } from '../../db/schema/members.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { findMember, type MemberRow } from './service.ts';

/**
 * The cards of T-esigners and labs as the search shows them to `searcher` (none across a block, none
 * of a private profile): profiles' answer (profiles/search.ts), which ranks above members, handed in
 * by app.ts. A favourite is kept and listed only as such a card.
 */
export interface ProfileCards {
  designerCardsOf(db: Db, searcher: number, memberNos: readonly number[]): Promise<Map<number, DesignerCard>>;
  labCardsOf(db: Db, searcher: number, memberNos: readonly number[]): Promise<Map<number, LabCard>>;
}

/** The member acting, as a row: the admin keeps no relations (403). */
async function actorOf(db: Db, member: TokenMember): Promise<MemberRow> {
  const row = member.role === Role.Admin ? undefined : await findMember(db, member.memberNo);
  if (!row) throw new AppError(ErrorCode.Forbidden, 403);
  return row;
}

/** The member a relation is about: an existing member who is not the admin, else 404. */
async function targetOf(db: Db, memberNo: number): Promise<MemberRow> {
  const row = await findMember(db, memberNo);
  if (!row || row.role === Role.Admin) throw new AppError(ErrorCode.NotFound, 404);
  return row;
}

// --- Favourites ---

/**
 * Keeps a T-esigner or dental lab among the member's favourites; again is no change. Only one
 * whose public profile the member may see (so never across a block) can be kept (404 otherwise),
 * and never oneself (403).
 */
export async function addFavourite(db: Db, cards: ProfileCards, member: TokenMember, targetNo: number): Promise<void> {
  const actor = await actorOf(db, member);
  if (targetNo === actor.memberNo) throw new AppError(ErrorCode.Forbidden, 403);
  const shown = (await cards.designerCardsOf(db, actor.memberNo, [targetNo])).has(targetNo) || (await cards.labCardsOf(db, actor.memberNo, [targetNo])).has(targetNo);
  if (!shown) throw new AppError(ErrorCode.NotFound, 404);
  await db.insert(memberFavourites).values({ memberNo: actor.memberNo, targetNo }).onConflictDoNothing();
}

/** Forgets a favourite; one not kept is no change. */
export async function removeFavourite(db: Db, member: TokenMember, targetNo: number): Promise<void> {
  const actor = await actorOf(db, member);
  await db.delete(memberFavourites).where(and(eq(memberFavourites.memberNo, actor.memberNo), eq(memberFavourites.targetNo, targetNo)));
}

/**
 * The member's favourites, newest first, as the search shows them: a lab under labs while its lab
 * profile is public (else under T-esigners, for its added T-esigner profile). One whose profiles
 * went private, or who is blocked, is left out until shown again.
 */
export async function listFavourites(db: Db, cards: ProfileCards, member: TokenMember): Promise<Favourites> {
  const actor = await actorOf(db, member);
  const rows = await db
    .select({ targetNo: memberFavourites.targetNo })
    .from(memberFavourites)
    .where(eq(memberFavourites.memberNo, actor.memberNo))
    .orderBy(desc(memberFavourites.createdAt), desc(memberFavourites.targetNo));
  const nos = rows.map((r) => r.targetNo);
  const labs = await cards.labCardsOf(db, actor.memberNo, nos);
  const designers = await cards.designerCardsOf(
    db,
    actor.memberNo,
    nos.filter((no) => !labs.has(no)),
  );
  return {
    designers: nos.flatMap((no) => designers.get(no) ?? []),
    labs: nos.flatMap((no) => labs.get(no) ?? []),
  };
}

// --- Blocks ---

/** Clients block T-esigners and labs; T-esigners and labs block clients (SPEC §6, issue 10). */
function mayBlock(blocker: MemberRow, target: MemberRow): boolean {
  if (blocker.memberNo === target.memberNo) return false;
  const from = memberKind(blocker.memberSe);
  const to = memberKind(target.memberSe);
  return from === 'client' ? to !== 'client' : to === 'client';
}

/**
 * Blocks a member; again is no change. Any favourite between the two goes in the same
 * transaction, either way. Refused with 403 BLOCK_NOT_ALLOWED outside the kinds rule (or oneself).
 */
export async function blockMember(db: Db, member: TokenMember, targetNo: number): Promise<void> {
  const actor = await actorOf(db, member);
  const target = await targetOf(db, targetNo);
  if (!mayBlock(actor, target)) throw new AppError(ErrorCode.BlockNotAllowed, 403);
  await db.transaction(async (tx) => {
    await tx.insert(memberBlocks).values({ blockerNo: actor.memberNo, blockedNo: targetNo }).onConflictDoNothing();
    await tx
      .delete(memberFavourites)
      .where(
        or(
          and(eq(memberFavourites.memberNo, actor.memberNo), eq(memberFavourites.targetNo, targetNo)),
          and(eq(memberFavourites.memberNo, targetNo), eq(memberFavourites.targetNo, actor.memberNo)),
        ),
      );
  });
}

/** Lifts the member's own block; one not in place is no change. The other side's block stays. */
export async function unblockMember(db: Db, member: TokenMember, targetNo: number): Promise<void> {
  const actor = await actorOf(db, member);
  await targetOf(db, targetNo);
  await db.delete(memberBlocks).where(and(eq(memberBlocks.blockerNo, actor.memberNo), eq(memberBlocks.blockedNo, targetNo)));
}

/** The members the signed-in member blocked, newest first. */
export async function listBlocks(db: Db, member: TokenMember): Promise<BlockedMembers> {
  const actor = await actorOf(db, member);
  const rows = await db
    .select({ memberNo: members.memberNo, nickname: members.nickname, memberSe: members.memberSe, blockedAt: memberBlocks.createdAt })
    .from(memberBlocks)
    .innerJoin(members, eq(members.memberNo, memberBlocks.blockedNo))
    .where(eq(memberBlocks.blockerNo, actor.memberNo))
    .orderBy(desc(memberBlocks.createdAt), desc(memberBlocks.blockedNo));
  return {
    items: rows.map((r) => ({ memberNo: r.memberNo, nickname: r.nickname ?? '', kind: memberKind(r.memberSe), blockedAt: r.blockedAt.toISOString() })),
  };
}
