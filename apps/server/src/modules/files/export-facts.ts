// What the files module tells a member's data export (members/export.ts): the files the member
// owns, described, never where their bytes are kept. Reading only.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';

/** Every file `ownerNo` owns, oldest first: its name, type, size and whether it is private. */
export async function filesOwnedBy(db: Db | Tx, ownerNo: number) {
  return db
    .select({ id: files.id, name: files.name, mime: files.mime, size: files.size, isPrivate: files.isPrivate, createdAt: files.createdAt })
    .from(files)
    .where(eq(files.ownerNo, ownerNo))
    .orderBy(files.createdAt);
}
