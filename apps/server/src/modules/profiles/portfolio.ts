// 3D portfolios (issue 8, SPEC §3, §5): a T-esigner's or dental lab's items, each a title, a main
// image, a cover captured from the viewer and mesh files (the design's STL, the scan, other CAD
// files), all the owner's own uploads used nowhere else. Owns portfolio_items and portfolio_files,
// and the rule that a profile's files (portfolio and lab photos) are public exactly while the
// member has a public profile.
import { ErrorCode, memberKind, ProfileLimits, Role, type PortfolioBody, type PortfolioFile, type PortfolioItem } from '@dcm/shared';
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { designerProfiles, labProfiles, portfolioFiles, portfolioItems } from '../../db/schema/profiles.ts';
import type { TokenMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import { deleteFileRows, fileCards, fileFactsOf, fileUrl, lockFiles, MeshMime, setFilesPrivacy } from '../files/index.ts';
import { findMember, memberDocumentIdsAmong } from '../members/index.ts';
import { forgetCompletedUploads } from '../uploads/index.ts';

/**
 * The ids among `fileIds` delivered as some order's CAD result: orders' answer (orders/delivery.ts
 * deliveredFileIdsAmong), which ranks above profiles, handed in by app.ts. Such a file is the order's:
 * never taken into a profile, never deleted with one.
 */
export type DeliveredFilesAmong = (db: Db, fileIds: readonly string[]) => Promise<Set<string>>;

export interface PortfolioDeps {
  db: Db;
  storage: Storage;
  deliveredFilesAmong: DeliveredFilesAmong;
}

type ItemRow = typeof portfolioItems.$inferSelect;
type Role3d = PortfolioFile['role'];

const isImage = (mime: string) => mime.startsWith('image/');
const isMesh = (mime: string) => (Object.values(MeshMime) as string[]).includes(mime);
const isStl = (mime: string) => mime === MeshMime.Stl;

export function throwIfAny(fields: Record<string, string>): void {
  if (Object.keys(fields).length > 0) throw new AppError(ErrorCode.ValidationFailed, 400, fields);
}

/**
 * Serializes the writes to one member's profiles and portfolio until the transaction ends: the item
 * count, and the files' privacy, which depends on both profiles and every item.
 */
export async function lockProfileOf(tx: Tx, memberNo: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`profile:${memberNo}`}))`);
}

/** The member who may keep a portfolio (a T-esigner or a dental lab); anyone else is refused (403). */
export async function profileOwnerOf(db: Db, member: TokenMember): Promise<{ memberNo: number; kind: 'designer' | 'lab' }> {
  const row = member.role === Role.Admin ? undefined : await findMember(db, member.memberNo);
  const kind = row ? memberKind(row.memberSe) : 'client';
  if (!row || kind === 'client') throw new AppError(ErrorCode.Forbidden, 403);
  return { memberNo: row.memberNo, kind };
}

// --- Reading ---

/** The portfolio of each member of `ownerNos`, newest first, in two queries whatever their number. */
export async function portfoliosOf(db: Db, ownerNos: readonly number[]): Promise<Map<number, PortfolioItem[]>> {
  const result = new Map<number, PortfolioItem[]>(ownerNos.map((no) => [no, []]));
  if (ownerNos.length === 0) return result;
  const items = await db
    .select()
    .from(portfolioItems)
    .where(inArray(portfolioItems.ownerNo, [...new Set(ownerNos)]))
    .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id));
  const meshes = items.length
    ? await db
        .select({ itemId: portfolioFiles.itemId, id: fileCards.id, name: fileCards.name, size: fileCards.size, role: portfolioFiles.role })
        .from(portfolioFiles)
        .innerJoin(fileCards, eq(fileCards.id, portfolioFiles.fileId))
        .where(inArray(portfolioFiles.itemId, items.map((i) => i.id)))
        .orderBy(asc(portfolioFiles.sort))
    : [];
  for (const item of items) {
    result.get(item.ownerNo)?.push({
      id: item.id,
      title: item.title,
      description: item.description,
      mainImageId: item.mainImageId,
      mainImageUrl: fileUrl(item.mainImageId),
      coverImageId: item.coverImageId,
      coverImageUrl: item.coverImageId ? fileUrl(item.coverImageId) : null,
      files: meshes.filter((f) => f.itemId === item.id).map((f) => ({ id: f.id, name: f.name, size: f.size, role: f.role, url: fileUrl(f.id) })),
      createdAt: item.createdAt.toISOString(),
    });
  }
  return result;
}

const imageIdsOf = (row: Pick<ItemRow, 'mainImageId' | 'coverImageId'>): string[] => [row.mainImageId, ...(row.coverImageId ? [row.coverImageId] : [])];

/** Every file of the item `itemId`: its images and meshes. */
async function itemFileIds(tx: Db, item: ItemRow): Promise<string[]> {
  const meshes = await tx.select({ id: portfolioFiles.fileId }).from(portfolioFiles).where(eq(portfolioFiles.itemId, item.id));
  return [...imageIdsOf(item), ...meshes.map((m) => m.id)];
}

// --- Privacy ---

/**
 * Opens the member's profile files (portfolio images and meshes, lab photos) while they have a
 * public profile, T-esigner or lab, and closes them otherwise (issue 8: "public portfolio files are
 * public only while the profile is public"). Runs in the transaction that changed either.
 */
export async function syncProfileFiles(tx: Tx, memberNo: number): Promise<void> {
  const publicProfiles =
    (await tx.$count(designerProfiles, and(eq(designerProfiles.memberNo, memberNo), eq(designerProfiles.isPublic, true)))) +
    (await tx.$count(labProfiles, and(eq(labProfiles.memberNo, memberNo), eq(labProfiles.isPublic, true))));
  const items = await tx.select().from(portfolioItems).where(eq(portfolioItems.ownerNo, memberNo));
  const meshes = items.length
    ? await tx.select({ id: portfolioFiles.fileId }).from(portfolioFiles).where(inArray(portfolioFiles.itemId, items.map((i) => i.id)))
    : [];
  const [lab] = await tx.select({ photoIds: labProfiles.photoIds }).from(labProfiles).where(eq(labProfiles.memberNo, memberNo));
  const ids = [...items.flatMap(imageIdsOf), ...meshes.map((m) => m.id), ...(lab?.photoIds ?? [])];
  await setFilesPrivacy(tx, ids, publicProfiles === 0);
}

// --- Files in use ---

/**
 * The ids among `ids` already used somewhere: by a portfolio item other than `exceptItemId`, as a
 * lab's photo (but `exceptLabNo`'s), as a member's document or as an order's delivered CAD file.
 */
async function filesInUse(tx: Db, delivered: DeliveredFilesAmong, ids: readonly string[], except: { itemId?: string; labNo?: number } = {}): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const list = [...ids];
  const used = new Set<string>();
  const otherItem = except.itemId ? ne(portfolioItems.id, except.itemId) : undefined;
  const asImage = await tx
    .select({ main: portfolioItems.mainImageId, cover: portfolioItems.coverImageId })
    .from(portfolioItems)
    .where(and(otherItem, or(inArray(portfolioItems.mainImageId, list), inArray(portfolioItems.coverImageId, list))));
  asImage.forEach((r) => imageIdsOf({ mainImageId: r.main, coverImageId: r.cover }).forEach((id) => used.add(id)));
  const asMesh = await tx
    .select({ id: portfolioFiles.fileId })
    .from(portfolioFiles)
    .where(and(inArray(portfolioFiles.fileId, list), except.itemId ? ne(portfolioFiles.itemId, except.itemId) : undefined));
  asMesh.forEach((r) => used.add(r.id));
  const textArray = sql`array[${sql.join(list.map((id) => sql`${id}`), sql`, `)}]::text[]`;
  const asPhoto = await tx
    .select({ photoIds: labProfiles.photoIds })
    .from(labProfiles)
    .where(and(sql`${labProfiles.photoIds} ?| ${textArray}`, except.labNo !== undefined ? ne(labProfiles.memberNo, except.labNo) : undefined));
  asPhoto.forEach((r) => r.photoIds.forEach((id) => used.add(id)));
  for (const id of await memberDocumentIdsAmong(tx, list)) used.add(id);
  for (const id of await delivered(tx, list)) used.add(id);
  return new Set(list.filter((id) => used.has(id)));
}

/**
 * Checks the files of a form, field by field: each must be the member's own upload, of the type
 * the field takes, and used nowhere else. Refusals are 400 VALIDATION_FAILED naming the field.
 */
export async function checkOwnFiles(
  tx: Db,
  delivered: DeliveredFilesAmong,
  ownerNo: number,
  fields: Array<{ path: string; ids: readonly string[]; accepts: (mime: string) => boolean; wrongType: string }>,
  except: { itemId?: string; labNo?: number } = {},
): Promise<Record<string, string>> {
  const all = fields.flatMap((f) => f.ids);
  await lockFiles(tx, all, 'share');
  const facts = await fileFactsOf(tx, all);
  const inUse = await filesInUse(tx, delivered, all, except);
  const refused: Record<string, string> = {};
  for (const field of fields) {
    for (const id of field.ids) {
      const fact = facts.get(id);
      const problem = !fact || fact.ownerNo !== ownerNo ? 'fileNotOwned' : !field.accepts(fact.mime) ? field.wrongType : inUse.has(id) ? 'fileInUse' : undefined;
      if (problem) {
        refused[field.path] ??= problem;
        break;
      }
    }
  }
  return refused;
}

/**
 * Deletes the rows of files the profile let go of (an item deleted, files taken out of it), in the
 * caller's transaction, and answers their storage keys for the caller to remove after the commit.
 * A file used elsewhere meanwhile (delivered with an order) stays.
 */
async function letGoFiles(tx: Tx, delivered: DeliveredFilesAmong, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  await lockFiles(tx, ids, 'update');
  const kept = await filesInUse(tx, delivered, ids);
  const gone = ids.filter((id) => !kept.has(id));
  await forgetCompletedUploads(tx, gone);
  return deleteFileRows(tx, gone);
}

/** The bytes of let-go files, after the commit: a failure leaves orphan bytes, not the caller's error. */
async function removeBytes(storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}

// --- Use cases ---

async function checkItemFiles(tx: Tx, delivered: DeliveredFilesAmong, ownerNo: number, body: PortfolioBody, itemId?: string): Promise<void> {
  const refused = await checkOwnFiles(
    tx,
    delivered,
    ownerNo,
    [
      { path: 'mainImageId', ids: [body.mainImageId], accepts: isImage, wrongType: 'fileTypeInvalid' },
      { path: 'coverImageId', ids: body.coverImageId ? [body.coverImageId] : [], accepts: isImage, wrongType: 'fileTypeInvalid' },
      { path: 'stlFileIds', ids: body.stlFileIds, accepts: isStl, wrongType: 'portfolioIncomplete' },
      { path: 'scanFileIds', ids: body.scanFileIds, accepts: isMesh, wrongType: 'fileTypeInvalid' },
      { path: 'cadFileIds', ids: body.cadFileIds, accepts: isMesh, wrongType: 'fileTypeInvalid' },
    ],
    { itemId },
  );
  if (body.coverImageId && body.coverImageId === body.mainImageId) refused.coverImageId ??= 'duplicateFiles';
  throwIfAny(refused);
}

function meshRows(itemId: string, body: PortfolioBody) {
  const roles: Array<[Role3d, string[]]> = [
    ['stl', body.stlFileIds],
    ['scan', body.scanFileIds],
    ['cad', body.cadFileIds],
  ];
  return roles.flatMap(([role, ids]) => ids.map((fileId) => ({ itemId, fileId, role }))).map((row, sort) => ({ ...row, sort }));
}

async function describeItem(db: Db, ownerNo: number, id: string): Promise<PortfolioItem> {
  const item = (await portfoliosOf(db, [ownerNo])).get(ownerNo)?.find((i) => i.id === id);
  if (!item) throw new Error(`portfolio item ${id} vanished`);
  return item;
}

/**
 * A T-esigner or lab adds an item: at most ProfileLimits.portfolioItemsMax (409 PORTFOLIO_FULL),
 * its files the member's own and unused; they are public while the member's profile is.
 */
export async function createPortfolioItem(deps: PortfolioDeps, member: TokenMember, body: PortfolioBody): Promise<PortfolioItem> {
  const owner = await profileOwnerOf(deps.db, member);
  return deps.db.transaction(async (tx) => {
    await lockProfileOf(tx, owner.memberNo);
    if ((await tx.$count(portfolioItems, eq(portfolioItems.ownerNo, owner.memberNo))) >= ProfileLimits.portfolioItemsMax) {
      throw new AppError(ErrorCode.PortfolioFull, 409);
    }
    await checkItemFiles(tx, deps.deliveredFilesAmong, owner.memberNo, body);
    const [row] = await tx
      .insert(portfolioItems)
      .values({ ownerNo: owner.memberNo, title: body.title, description: body.description, mainImageId: body.mainImageId, coverImageId: body.coverImageId })
      .returning();
    await tx.insert(portfolioFiles).values(meshRows(row!.id, body));
    await syncProfileFiles(tx, owner.memberNo);
    return describeItem(tx, owner.memberNo, row!.id);
  });
}

/** The owner's item locked for a change; someone else's, or none, is a 404. */
async function ownItem(tx: Tx, ownerNo: number, id: string): Promise<ItemRow> {
  const [row] = await tx
    .select()
    .from(portfolioItems)
    .where(and(eq(portfolioItems.id, id), eq(portfolioItems.ownerNo, ownerNo)))
    .for('update');
  if (!row) throw new AppError(ErrorCode.NotFound, 404);
  return row;
}

/** The owner replaces an item whole; files it no longer names are deleted, rows and bytes. */
export async function updatePortfolioItem(deps: PortfolioDeps, member: TokenMember, id: string, body: PortfolioBody): Promise<PortfolioItem> {
  const owner = await profileOwnerOf(deps.db, member);
  const { item, storageKeys } = await deps.db.transaction(async (tx) => {
    await lockProfileOf(tx, owner.memberNo);
    const row = await ownItem(tx, owner.memberNo, id);
    await checkItemFiles(tx, deps.deliveredFilesAmong, owner.memberNo, body, row.id);
    const before = await itemFileIds(tx, row);
    await tx
      .update(portfolioItems)
      .set({ title: body.title, description: body.description, mainImageId: body.mainImageId, coverImageId: body.coverImageId, updatedAt: new Date() })
      .where(eq(portfolioItems.id, row.id));
    await tx.delete(portfolioFiles).where(eq(portfolioFiles.itemId, row.id));
    await tx.insert(portfolioFiles).values(meshRows(row.id, body));
    const kept = new Set([body.mainImageId, body.coverImageId, ...body.stlFileIds, ...body.scanFileIds, ...body.cadFileIds]);
    const keys = await letGoFiles(tx, deps.deliveredFilesAmong, before.filter((f) => !kept.has(f)));
    await syncProfileFiles(tx, owner.memberNo);
    return { item: await describeItem(tx, owner.memberNo, row.id), storageKeys: keys };
  });
  await removeBytes(deps.storage, storageKeys);
  return item;
}

/** The owner deletes an item: it and its files go, rows in the transaction, bytes after the commit. */
export async function deletePortfolioItem(deps: PortfolioDeps, member: TokenMember, id: string): Promise<void> {
  const owner = await profileOwnerOf(deps.db, member);
  const storageKeys = await deps.db.transaction(async (tx) => {
    await lockProfileOf(tx, owner.memberNo);
    const row = await ownItem(tx, owner.memberNo, id);
    const ids = await itemFileIds(tx, row);
    await tx.delete(portfolioItems).where(eq(portfolioItems.id, row.id));
    return letGoFiles(tx, deps.deliveredFilesAmong, ids);
  });
  await removeBytes(deps.storage, storageKeys);
}
