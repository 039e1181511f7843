// Profiles (issue 10, SPEC §3 "T-esigner profile", "Dental lab profile", §6): what a T-esigner or
// a dental lab shows of themselves. A T-esigner has a T-esigner profile from the start (defaults
// until the first save); a lab has its lab profile (its join data until saved) and adds a T-esigner
// profile by saving one. Owns designer_profiles and lab_profiles. A profile is seen by everyone only
// while its member is approved and it is public, and never across a block (either way); its owner
// and the admin always see it.
import {
  ApprovalStatus,
  DEFAULT_EDIT_COUNT,
  DEFAULT_WARRANTY_DAYS,
  ErrorCode,
  memberKind,
  Role,
  type CodeGroup,
  type Currency,
  type DesignerProfile,
  type DesignerProfileBody,
  type LabProfile,
  type LabProfileBody,
  type MyProfiles,
  type PortfolioItem,
  type ProfileStats,
} from '@dcm/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { designerProfiles, labProfiles } from '../../db/schema/profiles.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { knownCodes } from '../codes/index.ts';
import { fileUrl, setFilesPrivacy } from '../files/index.ts';
import { blockedBetween, findMember, type MemberRow } from '../members/index.ts';
import { checkOwnFiles, lockProfileOf, portfoliosOf, profileOwnerOf, syncProfileFiles, throwIfAny, type DeliveredFilesAmong } from './portfolio.ts';
import { profileStatsOf, type ProfileFigures } from './stats.ts';

type DesignerRow = typeof designerProfiles.$inferSelect;
type LabRow = typeof labProfiles.$inferSelect;
type DesignerFields = Omit<DesignerRow, 'memberNo' | 'updatedAt'>;
type LabFields = Omit<LabRow, 'memberNo' | 'createdAt' | 'updatedAt'>;

/** What a T-esigner profile says before its first save. */
const defaultDesigner: DesignerFields = {
  briefIntro: '',
  companyIntro: '',
  foundedYear: null,
  technicianCount: null,
  region: null,
  cadSoftware: [],
  cadOther: '',
  editCount: DEFAULT_EDIT_COUNT,
  warrantyDays: DEFAULT_WARRANTY_DAYS,
  prosthesisTypes: [],
  prices: [],
  isPublic: false,
};

/** What a lab profile says before its first save: the business name it joined with. */
const defaultLab = (member: MemberRow): LabFields => ({
  businessName: member.businessName ?? '',
  introduction: '',
  region: null,
  prosthesisTypes: [],
  specializations: [],
  photoIds: [],
  isPublic: false,
});

const noStats: ProfileStats = { rating: null, reviewCount: 0, completedOrders: 0, responseMinutes: null };

function ownerOf(member: MemberRow) {
  return {
    memberNo: member.memberNo,
    nickname: member.nickname ?? '',
    profileImageUrl: member.profileImage,
    kind: memberKind(member.memberSe) === 'lab' ? ('lab' as const) : ('designer' as const),
    currency: member.currency as Currency,
  };
}

function designerView(member: MemberRow, fields: DesignerFields, stats: ProfileStats, portfolio: PortfolioItem[]): DesignerProfile {
  return {
    ...ownerOf(member),
    briefIntro: fields.briefIntro,
    companyIntro: fields.companyIntro,
    foundedYear: fields.foundedYear,
    technicianCount: fields.technicianCount,
    region: fields.region,
    cadSoftware: fields.cadSoftware,
    cadOther: fields.cadOther,
    editCount: fields.editCount,
    warrantyDays: fields.warrantyDays,
    prosthesisTypes: fields.prosthesisTypes,
    prices: fields.prices,
    isPublic: fields.isPublic,
    stats,
    portfolio,
  };
}

function labView(member: MemberRow, fields: LabFields, hasDesignerProfile: boolean, portfolio: PortfolioItem[]): LabProfile {
  return {
    ...ownerOf(member),
    businessName: fields.businessName,
    introduction: fields.introduction,
    region: fields.region,
    prosthesisTypes: fields.prosthesisTypes,
    specializations: fields.specializations,
    photos: fields.photoIds.map((id) => ({ id, url: fileUrl(id) })),
    isPublic: fields.isPublic,
    hasDesignerProfile,
    portfolio,
  };
}

async function designerRowOf(db: Db, memberNo: number): Promise<DesignerRow | undefined> {
  const [row] = await db.select().from(designerProfiles).where(eq(designerProfiles.memberNo, memberNo));
  return row;
}

async function labRowOf(db: Db, memberNo: number): Promise<LabRow | undefined> {
  const [row] = await db.select().from(labProfiles).where(eq(labProfiles.memberNo, memberNo));
  return row;
}

const statsOf = async (db: Db, figures: ProfileFigures, memberNo: number): Promise<ProfileStats> => (await profileStatsOf(db, figures, [memberNo])).get(memberNo) ?? noStats;
const portfolioOf = async (db: Db, memberNo: number): Promise<PortfolioItem[]> => (await portfoliosOf(db, [memberNo])).get(memberNo) ?? [];

/**
 * The codes of a form checked against their code tables, one query per group: each unknown code is
 * 'unknownCode' on its path (e.g. `prosthesisTypes.2`).
 */
async function checkCodes(db: Db, lists: Array<{ group: CodeGroup; path: string; codes: readonly string[] | string | null }>): Promise<Record<string, string>> {
  const refused: Record<string, string> = {};
  for (const { group, path, codes } of lists) {
    if (codes === null) continue;
    const list = typeof codes === 'string' ? [codes] : codes;
    const known = await knownCodes(db, group, list);
    list.forEach((code, i) => {
      if (!known.has(code)) refused[typeof codes === 'string' ? path : `${path}.${i}`] ??= 'unknownCode';
    });
  }
  return refused;
}

// --- Use cases ---

/** The signed-in T-esigner's or lab's own profiles and portfolio, for editing; clients and the admin get 403. */
export async function getMyProfiles(db: Db, figures: ProfileFigures, member: TokenMember): Promise<MyProfiles> {
  const owner = await profileOwnerOf(db, member);
  const row = (await findMember(db, owner.memberNo))!;
  const designer = await designerRowOf(db, owner.memberNo);
  const portfolio = await portfolioOf(db, owner.memberNo);
  const stats = await statsOf(db, figures, owner.memberNo);
  const designerOf = (fields: DesignerFields, saved: boolean) => ({ ...designerView(row, fields, stats, portfolio), saved });
  if (owner.kind === 'designer') {
    return { kind: 'designer', designer: designerOf(designer ?? defaultDesigner, !!designer), lab: null, portfolio };
  }
  const lab = await labRowOf(db, owner.memberNo);
  return {
    kind: 'lab',
    designer: designer ? designerOf(designer, true) : null,
    lab: { ...labView(row, lab ?? defaultLab(row), !!designer, portfolio), saved: !!lab },
    portfolio,
  };
}

/**
 * The T-esigner profile saved whole (a T-esigner's, or a lab adding one, SPEC §6). Codes must be of
 * their tables. The member's portfolio files open or close with it, in the same transaction.
 */
export async function saveDesignerProfile(db: Db, figures: ProfileFigures, member: TokenMember, body: DesignerProfileBody): Promise<DesignerProfile> {
  const owner = await profileOwnerOf(db, member);
  throwIfAny(
    await checkCodes(db, [
      { group: 'region', path: 'region', codes: body.region },
      { group: 'cad', path: 'cadSoftware', codes: body.cadSoftware },
      { group: 'prosthesis', path: 'prosthesisTypes', codes: body.prosthesisTypes },
    ]),
  );
  const fields: DesignerFields = { ...body };
  await db.transaction(async (tx) => {
    await lockProfileOf(tx, owner.memberNo);
    await tx
      .insert(designerProfiles)
      .values({ memberNo: owner.memberNo, ...fields })
      .onConflictDoUpdate({ target: designerProfiles.memberNo, set: { ...fields, updatedAt: new Date() } });
    await syncProfileFiles(tx, owner.memberNo);
  });
  const row = (await findMember(db, owner.memberNo))!;
  return designerView(row, fields, await statsOf(db, figures, owner.memberNo), await portfolioOf(db, owner.memberNo));
}

/** Checks the lab's photos in its transaction: its own images, each once, used nowhere else. */
async function checkPhotos(tx: Tx, delivered: DeliveredFilesAmong, labNo: number, photoIds: readonly string[]): Promise<void> {
  if (new Set(photoIds).size !== photoIds.length) throwIfAny({ photoIds: 'duplicateFiles' });
  const accepts = (mime: string) => mime.startsWith('image/');
  throwIfAny(await checkOwnFiles(tx, delivered, labNo, [{ path: 'photoIds', ids: photoIds, accepts, wrongType: 'fileTypeInvalid' }], { labNo }));
}

/**
 * A dental lab's profile saved whole (labs only, 403 otherwise). Photos it no longer shows are
 * closed again; the kept ones follow the profile's privacy.
 */
export async function saveLabProfile(db: Db, delivered: DeliveredFilesAmong, member: TokenMember, body: LabProfileBody): Promise<LabProfile> {
  const owner = await profileOwnerOf(db, member);
  if (owner.kind !== 'lab') throw new AppError(ErrorCode.Forbidden, 403);
  throwIfAny(
    await checkCodes(db, [
      { group: 'region', path: 'region', codes: body.region },
      { group: 'prosthesis', path: 'prosthesisTypes', codes: body.prosthesisTypes },
      { group: 'specialization', path: 'specializations', codes: body.specializations },
    ]),
  );
  const fields: LabFields = { ...body };
  await db.transaction(async (tx) => {
    await lockProfileOf(tx, owner.memberNo);
    await checkPhotos(tx, delivered, owner.memberNo, body.photoIds);
    const before = (await labRowOf(tx, owner.memberNo))?.photoIds ?? [];
    await tx
      .insert(labProfiles)
      .values({ memberNo: owner.memberNo, ...fields })
      .onConflictDoUpdate({ target: labProfiles.memberNo, set: { ...fields, updatedAt: new Date() } });
    await setFilesPrivacy(tx, before.filter((id) => !body.photoIds.includes(id)), true);
    await syncProfileFiles(tx, owner.memberNo);
  });
  const row = (await findMember(db, owner.memberNo))!;
  return labView(row, fields, !!(await designerRowOf(db, owner.memberNo)), await portfolioOf(db, owner.memberNo));
}

/**
 * The member whose profile `viewer` asks for, and whether the viewer is its owner or the admin.
 * Anyone else sees only approved members they are not blocked with; the admin itself has no profile (404).
 */
async function profileMember(db: Db, viewer: TokenMember | null, memberNo: number): Promise<{ member: MemberRow; privileged: boolean }> {
  const member = await findMember(db, memberNo);
  if (!member || member.role === Role.Admin) throw new AppError(ErrorCode.NotFound, 404);
  const privileged = !!viewer && (viewer.memberNo === memberNo || viewer.role === Role.Admin);
  if (!privileged && member.approvalSe !== ApprovalStatus.Approved) throw new AppError(ErrorCode.NotFound, 404);
  // A block hides each side's profile from the other (issue 10), as if it did not exist.
  if (!privileged && viewer && (await blockedBetween(db, viewer.memberNo, memberNo))) throw new AppError(ErrorCode.NotFound, 404);
  return { member, privileged };
}

/**
 * A T-esigner profile as shown at /designer/view/{id}: a T-esigner's (its defaults only to the owner
 * and the admin), or a lab's once added. Private or never saved → 404 to anyone else.
 */
export async function getDesignerProfile(db: Db, figures: ProfileFigures, viewer: TokenMember | null, memberNo: number): Promise<DesignerProfile> {
  const { member, privileged } = await profileMember(db, viewer, memberNo);
  const kind = memberKind(member.memberSe);
  const row = kind === 'client' ? undefined : await designerRowOf(db, memberNo);
  const fields = row ?? (kind === 'designer' && privileged ? defaultDesigner : undefined);
  if (!fields || (!privileged && !fields.isPublic)) throw new AppError(ErrorCode.NotFound, 404);
  return designerView(member, fields, await statsOf(db, figures, memberNo), await portfolioOf(db, memberNo));
}

/** A dental lab's profile as shown at /centerView/{id}: public and saved, or to its owner and the admin. */
export async function getLabProfile(db: Db, viewer: TokenMember | null, memberNo: number): Promise<LabProfile> {
  const { member, privileged } = await profileMember(db, viewer, memberNo);
  if (memberKind(member.memberSe) !== 'lab') throw new AppError(ErrorCode.NotFound, 404);
  const row = await labRowOf(db, memberNo);
  const fields = row ?? (privileged ? defaultLab(member) : undefined);
  if (!fields || (!privileged && !fields.isPublic)) throw new AppError(ErrorCode.NotFound, 404);
  return labView(member, fields, !!(await designerRowOf(db, memberNo)), await portfolioOf(db, memberNo));
}
