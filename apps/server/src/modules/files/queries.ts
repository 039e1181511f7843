// Reads of the files module's table for other modules, which name files by id and never query
// `files` themselves.
import type { UploadedFile } from '@dcm/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';

/** The download route of a stored file (GET /api/v1/common/file/:id). */
export const fileUrl = (id: string): string => `/api/v1/common/file/${id}`;

/** The files among `ids` that exist, described as the upload answered them; no access check here. */
export async function findFiles(db: Db, ids: readonly string[]): Promise<UploadedFile[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: files.id, name: files.name, mime: files.mime, size: files.size })
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
