// A referral's attached files: described for the answers, and let go when a referral is deleted.
// Files are shared by id (one upload may sit in two referrals, and a member's licence is an upload
// too), so a file row and its bytes go only when nothing points at them any more.
import type { UploadedFile } from '@dcm/shared';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { deleteFileRows, findFiles, lockFiles } from '../files/index.ts';
import { memberDocumentIdsAmong } from '../members/index.ts';

type ReferralRow = typeof referrals.$inferSelect;

/** The ids a referral points at: the scan first, then the other files in their order. */
export const attachedFileIds = (data: ReferralRow['data']): string[] => [...(data.scanFileId ? [data.scanFileId] : []), ...data.otherFileIds];

/**
 * The attached files of each row, in the order of `attachedFileIds`, with one query for all rows.
 * A file that is gone (never stored, or removed) is left out rather than shown broken.
 */
export async function describeAttachments(db: Db, rows: readonly ReferralRow[]): Promise<(row: ReferralRow) => UploadedFile[]> {
  const found = await findFiles(db, [...new Set(rows.flatMap((r) => attachedFileIds(r.data)))]);
  const byId = new Map(found.map((f) => [f.id, f]));
  return (row) => attachedFileIds(row.data).flatMap((id) => byId.get(id) ?? []);
}

const textArray = (ids: readonly string[]) => sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::text[]`;

/**
 * Holds the rows of files about to be attached until the save commits, so a referral deleted at the
 * same moment cannot remove a file this save still points at (its FOR UPDATE waits for this one).
 */
export async function holdFiles(db: Db, ids: readonly string[]): Promise<void> {
  await lockFiles(db, ids, 'share');
}

/**
 * Deletes the rows of the files among `ids` (attached by referrals of `clientNo`) that no referral
 * and no member document points at any more, in the caller's transaction, and answers their storage
 * keys: the caller removes the bytes after the commit, so a failure in between leaves orphan bytes,
 * never a row without its bytes.
 */
export async function deleteUnreferencedFiles(db: Db, clientNo: number, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  // Locked first (in one order, so two deletions cannot deadlock): a save attaching one of them
  // waits, and is then told the file is gone.
  await lockFiles(db, ids, 'update');

  // A referral attaches only its client's own uploads, so only this client's referrals can still
  // point at them; that keeps the look inside `data` to one client's rows.
  const stillUsed = new Set<string>();
  const referring = await db
    .select({ data: referrals.data })
    .from(referrals)
    .where(
      and(
        eq(referrals.clientNo, clientNo),
        or(sql`${referrals.data}->>'scanFileId' = any(${textArray(ids)})`, sql`${referrals.data}->'otherFileIds' ?| ${textArray(ids)}`),
      ),
    );
  for (const { data } of referring) attachedFileIds(data).forEach((id) => stillUsed.add(id));

  for (const id of await memberDocumentIdsAmong(db, ids)) stillUsed.add(id);

  const unused = ids.filter((id) => !stillUsed.has(id));
  return deleteFileRows(db, unused);
}
