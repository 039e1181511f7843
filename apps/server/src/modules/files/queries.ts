// Reads of the files module's table for other modules, which name files by id and never query
// `files` themselves.
import type { UploadedFile } from '@dcm/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';

/** The download route of a stored file (GET /api/v1/common/file/:id). */
export const fileUrl = (id: string): string => `/api/v1/common/file/${id}`;

/** The files among `ids` that exist, described as the upload answered them (with what was taken out of a mesh); no access check here. */
export async function findFiles(db: Db, ids: readonly string[]): Promise<UploadedFile[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: files.id, name: files.name, mime: files.mime, size: files.size, sanitized: files.sanitized })
    .from(files)
    .where(inArray(files.id, [...ids]));
  return rows.map((r) => ({ ...r, url: fileUrl(r.id) }));
}

/** The ids among `ids` of files `ownerNo` owns: a form may only attach its member's own uploads. */
export async function ownedFileIds(db: Db, ownerNo: number, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.ownerNo, ownerNo), inArray(files.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/**
 * Locks the rows of `ids` until the caller's transaction ends, in one order so two callers cannot
 * deadlock: `share` while attaching them (a deletion waits), `update` before deleting them.
 */
export async function lockFiles(db: Db, ids: readonly string[], strength: 'share' | 'update'): Promise<void> {
  if (ids.length === 0) return;
  await db.select({ id: files.id }).from(files).where(inArray(files.id, [...ids])).orderBy(files.id).for(strength);
}

/**
 * Deletes the rows of `ids` in the caller's transaction and answers their storage keys: the caller
 * removes the bytes after the commit, so a failure between leaves orphan bytes, never a row without
 * its bytes. The caller has checked that nothing points at them any more.
 */
export async function deleteFileRows(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const removed = await db.delete(files).where(inArray(files.id, [...ids])).returning({ storageKey: files.storageKey });
  return removed.map((r) => r.storageKey);
}

/** Opens a file to everyone (a review's photo) or closes it to its owner and the admin again. */
export async function setFilePrivacy(db: Db, id: string, isPrivate: boolean): Promise<void> {
  await db.update(files).set({ isPrivate }).where(eq(files.id, id));
}

/** setFilePrivacy for many files at once (a profile's portfolio and photos follow the profile). */
export async function setFilesPrivacy(db: Db, ids: readonly string[], isPrivate: boolean): Promise<void> {
  if (ids.length === 0) return;
  await db.update(files).set({ isPrivate }).where(inArray(files.id, [...ids]));
}

/** Who owns each file of `ids` and its stored type, for a form that attaches uploads by id. */
export async function fileFactsOf(db: Db, ids: readonly string[]): Promise<Map<string, { ownerNo: number | null; mime: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: files.id, ownerNo: files.ownerNo, mime: files.mime }).from(files).where(inArray(files.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { ownerNo: r.ownerNo, mime: r.mime }]));
}
