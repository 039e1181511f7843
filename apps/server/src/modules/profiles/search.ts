// Finding T-esigners and dental labs (issue 10 "Search", SPEC §2 `/designer`, `/center`, §9): only
// saved, public profiles of approved members, never one on either side of a block with the searcher.
// Sorting reads the profile figures as SQL over the whole result (stats.ts), so a page is the right
// slice of it; filters use the GIN and region indexes of designer_profiles and lab_profiles. The
// cards are built here for the favourites list too, so a card reads the same everywhere.
import {
  ApprovalStatus,
  MemberType,
  Role,
  SEARCH_PAGE_SIZE,
  type Currency,
  type DesignerCard,
  type DesignerPage,
  type DesignerSearchQuery,
  type LabCard,
  type LabPage,
  type LabSearchQuery,
} from '@dcm/shared';
import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { designerProfiles, labProfiles, portfolioItems } from '../../db/schema/profiles.ts';
import { fileUrl } from '../files/index.ts';
import { isFavouriteOf, memberCards, notBlockedWith } from '../members/index.ts';
import { statsSql, toStats, type ProfileFigures } from './stats.ts';
import { hasDesignerProfileSql } from './terms.ts';

/** Who searches: a signed-in member's number, or null when signed out. */
export type Searcher = number | null;

/** A code list (jsonb array) holding `code`: `@>`, which the jsonb_path_ops GIN indexes answer. */
const holds = (list: SQLWrapper, code: string): SQL => sql`${list} @> ${JSON.stringify([code])}::jsonb`;

/** An approved member, not the admin, neither blocking nor blocked by the searcher. */
const shownMember = (searcher: Searcher): SQL | undefined =>
  and(eq(memberCards.approvalSe, ApprovalStatus.Approved), ne(memberCards.role, Role.Admin), searcher === null ? undefined : notBlockedWith(searcher, memberCards.memberNo));

// `is_public` as a literal condition, not a bound `= $1`, so the planner matches the partial indexes.

/** A public T-esigner profile (a T-esigner's, or a lab's added one) of a member the searcher may see. */
const shownDesigner = (searcher: Searcher): SQL | undefined =>
  and(sql`${designerProfiles.isPublic}`, inArray(memberCards.memberSe, [MemberType.Designer, MemberType.Lab]), shownMember(searcher));

/** A public lab profile of a dental lab the searcher may see (the region map counts with it too). */
export const shownLab = (searcher: Searcher): SQL | undefined => and(sql`${labProfiles.isPublic}`, eq(memberCards.memberSe, MemberType.Lab), shownMember(searcher));

/** Whether the searcher keeps `memberNo` among their favourites. */
const keptBy = (searcher: Searcher, memberNo: SQLWrapper): SQL<boolean> => (searcher === null ? sql<boolean>`false` : isFavouriteOf(searcher, memberNo));

/** The file of the member's newest portfolio item shown on a card: its cover, else its main image. */
const coverSql = (memberNo: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select coalesce(${portfolioItems.coverImageId}, ${portfolioItems.mainImageId}) from ${portfolioItems}
    where ${portfolioItems.ownerNo} = ${memberNo} order by ${portfolioItems.createdAt} desc, ${portfolioItems.id} desc limit 1)`;

/** The unit price of `type` in the price table, else the lowest of it; null when there is none. */
const priceSql = (type: string | undefined): SQL<number | null> =>
  type
    ? sql<number | null>`(select (p->>'price')::int from jsonb_array_elements(${designerProfiles.prices}) as p where p->>'prosthesis' = ${type} limit 1)`
    : sql<number | null>`(select min((p->>'price')::int) from jsonb_array_elements(${designerProfiles.prices}) as p)`;

// --- Cards ---

/**
 * The T-esigner cards of those among `memberNos` the searcher may see (private, unapproved and
 * blocked ones are absent), by member number, their stats from `figures`; `type` chooses the price shown.
 */
export async function designerCardsOf(db: Db, figures: ProfileFigures, searcher: Searcher, memberNos: readonly number[], type?: string): Promise<Map<number, DesignerCard>> {
  if (memberNos.length === 0) return new Map();
  const rows = await db
    .select({
      memberNo: memberCards.memberNo,
      nickname: memberCards.nickname,
      profileImage: memberCards.profileImage,
      currency: memberCards.currency,
      briefIntro: designerProfiles.briefIntro,
      region: designerProfiles.region,
      prosthesisTypes: designerProfiles.prosthesisTypes,
      price: priceSql(type),
      cover: coverSql(memberCards.memberNo),
      favourite: keptBy(searcher, memberCards.memberNo),
      ...statsSql(figures, memberCards.memberNo),
    })
    .from(designerProfiles)
    .innerJoin(memberCards, eq(memberCards.memberNo, designerProfiles.memberNo))
    .where(and(inArray(designerProfiles.memberNo, [...new Set(memberNos)]), shownDesigner(searcher)));
  return new Map(
    rows.map((r) => [
      r.memberNo,
      {
        memberNo: r.memberNo,
        nickname: r.nickname ?? '',
        profileImageUrl: r.profileImage,
        briefIntro: r.briefIntro,
        region: r.region,
        prosthesisTypes: r.prosthesisTypes,
        price: r.price,
        currency: r.currency as Currency,
        stats: toStats(r),
        coverUrl: r.cover ? fileUrl(r.cover) : null,
        favourite: r.favourite,
      },
    ]),
  );
}

/** The lab cards of those among `memberNos` the searcher may see, by member number. */
export async function labCardsOf(db: Db, searcher: Searcher, memberNos: readonly number[]): Promise<Map<number, LabCard>> {
  if (memberNos.length === 0) return new Map();
  const rows = await db
    .select({
      memberNo: memberCards.memberNo,
      nickname: memberCards.nickname,
      businessName: labProfiles.businessName,
      introduction: labProfiles.introduction,
      region: labProfiles.region,
      specializations: labProfiles.specializations,
      prosthesisTypes: labProfiles.prosthesisTypes,
      photoIds: labProfiles.photoIds,
      hasDesignerProfile: hasDesignerProfileSql(memberCards.memberNo),
      favourite: keptBy(searcher, memberCards.memberNo),
    })
    .from(labProfiles)
    .innerJoin(memberCards, eq(memberCards.memberNo, labProfiles.memberNo))
    .where(and(inArray(labProfiles.memberNo, [...new Set(memberNos)]), shownLab(searcher)));
  return new Map(
    rows.map((r) => [
      r.memberNo,
      {
        memberNo: r.memberNo,
        nickname: r.nickname ?? '',
        businessName: r.businessName,
        introduction: r.introduction,
        region: r.region,
        specializations: r.specializations,
        prosthesisTypes: r.prosthesisTypes,
        photoUrl: r.photoIds[0] ? fileUrl(r.photoIds[0]) : null,
        hasDesignerProfile: r.hasDesignerProfile,
        favourite: r.favourite,
      },
    ]),
  );
}

/**
 * Whether `memberNo` has a T-esigner or lab profile the searcher may see: the cards' rule, for a
 * caller that shows no card (a chat opened from a profile).
 */
export async function hasShownProfile(db: Db, searcher: Searcher, memberNo: number): Promise<boolean> {
  const [designer] = await db
    .select({ memberNo: designerProfiles.memberNo })
    .from(designerProfiles)
    .innerJoin(memberCards, eq(memberCards.memberNo, designerProfiles.memberNo))
    .where(and(eq(designerProfiles.memberNo, memberNo), shownDesigner(searcher)));
  if (designer) return true;
  const [lab] = await db
    .select({ memberNo: labProfiles.memberNo })
    .from(labProfiles)
    .innerJoin(memberCards, eq(memberCards.memberNo, labProfiles.memberNo))
    .where(and(eq(labProfiles.memberNo, memberNo), shownLab(searcher)));
  return !!lab;
}

/** The cards of `memberNos` in that order, leaving out the ones not shown. */
const inOrder = <T>(memberNos: readonly number[], cards: Map<number, T>): T[] => memberNos.flatMap((no) => (cards.has(no) ? [cards.get(no)!] : []));

// --- Use cases ---

/**
 * A page of T-esigners handling `type` (all when none), in the chosen order over the whole result,
 * ties by member number so that pages never overlap; `total` counts every match.
 */
export async function searchDesigners(db: Db, figures: ProfileFigures, searcher: Searcher, query: DesignerSearchQuery): Promise<DesignerPage> {
  const where = and(shownDesigner(searcher), query.type ? holds(designerProfiles.prosthesisTypes, query.type) : undefined);
  const stats = statsSql(figures, designerProfiles.memberNo);
  const order: Record<DesignerSearchQuery['sort'], SQL> = {
    rating: sql`${stats.rating} desc nulls last`,
    price: sql`${priceSql(query.type)} asc nulls last`,
    reviews: sql`${stats.reviewCount} desc`,
    response: sql`${stats.responseMinutes} asc nulls last`,
  };
  const [rows, [counted]] = await Promise.all([
    db
      .select({ memberNo: designerProfiles.memberNo })
      .from(designerProfiles)
      .innerJoin(memberCards, eq(memberCards.memberNo, designerProfiles.memberNo))
      .where(where)
      .orderBy(order[query.sort], asc(designerProfiles.memberNo))
      .limit(SEARCH_PAGE_SIZE)
      .offset((query.page - 1) * SEARCH_PAGE_SIZE),
    db.select({ n: count() }).from(designerProfiles).innerJoin(memberCards, eq(memberCards.memberNo, designerProfiles.memberNo)).where(where),
  ]);
  const nos = rows.map((r) => r.memberNo);
  return { items: inOrder(nos, await designerCardsOf(db, figures, searcher, nos, query.type)), total: counted?.n ?? 0, page: query.page, size: SEARCH_PAGE_SIZE };
}

/**
 * A page of dental labs with any of the specializations and in the region (each filter only when
 * given; the page sends one or the other), newest profile first; `total` counts every match.
 */
export async function searchLabs(db: Db, searcher: Searcher, query: LabSearchQuery): Promise<LabPage> {
  const [region] = query.region;
  const where = and(
    shownLab(searcher),
    query.specialization.length > 0 ? or(...query.specialization.map((code) => holds(labProfiles.specializations, code))) : undefined,
    region ? eq(labProfiles.region, region) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ memberNo: labProfiles.memberNo })
      .from(labProfiles)
      .innerJoin(memberCards, eq(memberCards.memberNo, labProfiles.memberNo))
      .where(where)
      .orderBy(desc(labProfiles.createdAt), desc(labProfiles.memberNo))
      .limit(SEARCH_PAGE_SIZE)
      .offset((query.page - 1) * SEARCH_PAGE_SIZE),
    db.select({ n: count() }).from(labProfiles).innerJoin(memberCards, eq(memberCards.memberNo, labProfiles.memberNo)).where(where),
  ]);
  const nos = rows.map((r) => r.memberNo);
  return { items: inOrder(nos, await labCardsOf(db, searcher, nos)), total: counted?.n ?? 0, page: query.page, size: SEARCH_PAGE_SIZE };
}
