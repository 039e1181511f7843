// Resumable uploads of large files (docs/decisions/0011 and 0036): a session per file, each chunk
// written straight to its place among the parts of the file in the Storage, in whatever order the
// chunks come; completing joins the parts into the stored file without copying them, and the files
// module judges and records it like any other upload. Owns `upload_sessions`.
import { Readable } from 'node:stream';
import { ErrorCode, RESUMABLE_CHUNK_BYTES, uploadMaxBytes, type StartUploadBody, type UploadAnswer, type UploadSession } from '@dcm/shared';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploadSessions } from '../../db/schema/uploads.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import { checkFirstPart, findFile, judgeStoredFile, recordStoredFile, storageKeyOf, storeUpload, uploadAnswerOf } from '../files/index.ts';

type Deps = { db: Db; storage: Storage };
type SessionRow = typeof uploadSessions.$inferSelect;

/** A session untouched this long is given up: the sweep removes it and its parts. */
export const UPLOAD_SESSION_IDLE_MS = 24 * 3_600_000;

const sessionOf = (row: SessionRow): UploadSession => ({
  id: row.id,
  name: row.name,
  size: row.size,
  received: row.received,
  chunkBytes: RESUMABLE_CHUNK_BYTES,
  kind: row.kind,
});

/** One's own session; anyone else's, or none, is a 404. */
async function ownSession(db: Db, ownerNo: number, id: string): Promise<SessionRow> {
  const [row] = await db.select().from(uploadSessions).where(and(eq(uploadSessions.id, id), eq(uploadSessions.ownerNo, ownerNo)));
  if (!row) throw new AppError(ErrorCode.NotFound, 404);
  return row;
}

const offsetMismatch = (row: SessionRow) => new AppError(ErrorCode.UploadOffsetMismatch, 409, undefined, { upload: sessionOf(row) });

/** Starts a session; a file over its kind's maximum is refused before any byte is sent. */
export async function startUpload(db: Db, ownerNo: number, body: StartUploadBody): Promise<UploadSession> {
  if (body.size > uploadMaxBytes[body.kind]) throw new AppError(ErrorCode.FileSizeExceeded, 413);
  const [row] = await db.insert(uploadSessions).values({ ownerNo, kind: body.kind, name: body.name, size: body.size }).returning();
  return sessionOf(row!);
}

export async function readUpload(db: Db, ownerNo: number, id: string): Promise<UploadSession> {
  return sessionOf(await ownSession(db, ownerNo, id));
}

/** Passes a chunk's bytes on, failing the write if they are not the `length` announced: a connection cut midway ends the body early. */
async function* exactly(body: AsyncIterable<Buffer>, length: number): AsyncGenerator<Buffer> {
  let seen = 0;
  for await (const bytes of body) {
    seen += bytes.length;
    if (seen > length) throw new AppError(ErrorCode.ValidationFailed, 400);
    yield bytes;
  }
  if (seen !== length) throw new AppError(ErrorCode.ValidationFailed, 400);
}

/**
 * Writes the chunk at `offset` (announced `length` bytes long) to its place in the file, whichever
 * chunks came before it. Every chunk is RESUMABLE_CHUNK_BYTES long but the last, so their offsets
 * are fixed; one the session counted already is told where the session is. `received` then moves
 * over the chunks stored whole from where it stood, so it stays the offset to resume from. The first
 * chunk is type-checked, so a refused type ends the session before the rest is sent.
 */
export async function receiveChunk(deps: Deps, ownerNo: number, id: string, offset: number, length: number, body: Readable): Promise<UploadSession> {
  const row = await ownSession(deps.db, ownerNo, id);
  const onGrid = offset % RESUMABLE_CHUNK_BYTES === 0 && offset < row.size;
  if (row.fileId || offset < row.received || (offset !== row.received && !onGrid)) throw offsetMismatch(row);
  if (length !== Math.min(RESUMABLE_CHUNK_BYTES, row.size - offset)) throw new AppError(ErrorCode.ValidationFailed, 400);

  let bytes = body;
  let removed: ReadonlySet<string> = new Set();
  if (offset === 0) {
    try {
      ({ bytes, removed } = await checkFirstPart(row.kind, body, row.size, row.name));
    } catch (error) {
      // A refused type ends the session: nobody sends 500 MB of it.
      if (error instanceof AppError && error.code === ErrorCode.FileTypeNotSupported) await removeSession(deps, row);
      throw error;
    }
  }
  const key = storageKeyOf(id);
  await deps.storage.putPart(key, offset, Readable.from(exactly(bytes, length)));

  const received = storedFrom(await deps.storage.partOffsets(key), row.received, row.size);
  // Chunks stored at once each move it as far as they saw; it never moves back.
  const [moved] = await deps.db
    .update(uploadSessions)
    // A binary STL's header, blanked in the first chunk as it was written: the file's row will say so.
    .set({ received: sql`greatest(${uploadSessions.received}, ${received})`, updatedAt: new Date(), ...(offset === 0 ? { sanitized: [...removed] } : {}) })
    .where(and(eq(uploadSessions.id, id), isNull(uploadSessions.fileId)))
    .returning();
  if (!moved) {
    // Cancelled, swept or completed while the chunk was written: its part has no session to join.
    await deps.storage.removeParts(key);
    throw offsetMismatch(await ownSession(deps.db, ownerNo, id));
  }
  return sessionOf(moved);
}

/** Where the chunks stored whole (their offsets) stop following each other from `from` on. */
function storedFrom(offsets: number[], from: number, size: number): number {
  const stored = new Set(offsets);
  let received = from;
  while (received < size && stored.has(received)) received = Math.min(received + RESUMABLE_CHUNK_BYTES, size);
  return received;
}

/** Refusals of the file as a whole, which only completing can tell (a ZIP bomb, say). */
const refusals: readonly ErrorCode[] = [ErrorCode.UploadArchiveRefused, ErrorCode.FileTypeNotSupported, ErrorCode.FileSizeExceeded];
const refusedAtCompletion = (error: unknown) => error instanceof AppError && refusals.includes(error.code);

/**
 * Joins the parts into the file the session becomes, in the Storage, without copying them; the
 * files module judges it (type, size, a ZIP's directory) and records it. The file takes the
 * session's id, so completing twice, even at once, answers one file.
 */
export async function completeUpload(deps: Deps, ownerNo: number, id: string): Promise<UploadAnswer> {
  const row = await ownSession(deps.db, ownerNo, id);
  if (row.fileId) return answerOfFile(deps.db, row.fileId);
  if (row.received !== row.size) throw new AppError(ErrorCode.UploadIncomplete, 409, undefined, { upload: sessionOf(row) });

  const storageKey = storageKeyOf(id);
  // Never a file with a hole: chunks gone missing (a session of before decision 0036 kept its
  // chunks elsewhere) are sent again, from the first one missing.
  const parts = await deps.storage.partOffsets(storageKey);
  const whole = parts.length === 0 ? undefined : storedFrom(parts, 0, row.size);
  if (whole !== undefined && whole < row.size) throw await resumeFrom(deps.db, row, whole);
  await deps.storage.joinParts(storageKey).catch(async (error: unknown) => {
    // Neither parts nor a file joined earlier.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw await resumeFrom(deps.db, row, 0);
    throw error;
  });
  const file = { storageKey, filename: row.name, size: row.size, kind: row.kind };
  let judged: { mime: string; rewrite: boolean };
  try {
    judged = await judgeStoredFile(deps.storage, file);
  } catch (error) {
    // A refused file stays refused: the session and its bytes go, as for a refused type.
    if (refusedAtCompletion(error)) await removeSession(deps, row);
    throw error;
  }
  if (judged.rewrite) return rewriteUpload(deps, row);

  const recorded = await deps.db.transaction(async (tx) => {
    const answer = await recordStoredFile(tx, { ...file, id, ownerNo, mime: judged.mime, sanitized: row.sanitized });
    if (answer) await tx.update(uploadSessions).set({ fileId: id, updatedAt: new Date() }).where(eq(uploadSessions.id, id));
    return answer;
  });
  // Two completes at once: the other one recorded the file.
  return recorded ?? answerOfFile(deps.db, id);
}

/** Moves the session back to `received` and answers the 409 that says to resume from there. */
async function resumeFrom(db: Db, row: SessionRow, received: number): Promise<AppError> {
  const [moved] = await db
    .update(uploadSessions)
    .set({ received, updatedAt: new Date() })
    .where(and(eq(uploadSessions.id, row.id), isNull(uploadSessions.fileId)))
    .returning();
  return new AppError(ErrorCode.UploadIncomplete, 409, undefined, { upload: sessionOf(moved ?? row) });
}

/**
 * A file whose image metadata must go (a referral's photo) is stored anew through storeUpload, which
 * strips it on the way: the one copy a resumable upload makes, of a file that is small anyway. A
 * text mesh (ASCII STL, PLY, OBJ) holding a scanner's free text goes the same way, whatever its size:
 * taking the text out shortens the file, which no write in place can do (decision 0043).
 */
async function rewriteUpload(deps: Deps, row: SessionRow): Promise<UploadAnswer> {
  const joined = storageKeyOf(row.id);
  const answer = await storeUpload(deps, { filename: row.name, stream: deps.storage.get(joined), ownerNo: row.ownerNo, kind: row.kind });
  // Two completes racing: the first recorded wins, and both answer its file.
  const [recorded] = await deps.db
    .update(uploadSessions)
    .set({ fileId: answer.id, updatedAt: new Date() })
    .where(and(eq(uploadSessions.id, row.id), isNull(uploadSessions.fileId)))
    .returning();
  if (!recorded) return answerOfFile(deps.db, (await ownSession(deps.db, row.ownerNo, row.id)).fileId!);
  await deps.storage.remove(joined);
  return answer;
}

async function answerOfFile(db: Db, fileId: string): Promise<UploadAnswer> {
  const file = await findFile(db, fileId);
  if (!file) throw new AppError(ErrorCode.NotFound, 404);
  return uploadAnswerOf(file);
}

export async function cancelUpload(deps: Deps, ownerNo: number, id: string): Promise<void> {
  await removeSession(deps, await ownSession(deps.db, ownerNo, id));
}

/** The session, its parts, and the file they were joined into if it was never recorded (a refused one). */
async function removeSession(deps: Deps, row: SessionRow): Promise<void> {
  await deps.db.delete(uploadSessions).where(eq(uploadSessions.id, row.id));
  await removeBytes(deps.storage, row);
}

async function removeBytes(storage: Storage, row: SessionRow): Promise<void> {
  await storage.removeParts(storageKeyOf(row.id));
  await storage.remove(storageKeyOf(row.id));
}

/**
 * Forgets the completed sessions that made the files of `fileIds` (their parts are gone already),
 * in the caller's transaction: another module deleting those files must not be held up by them.
 */
export async function forgetCompletedUploads(db: Db, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db.delete(uploadSessions).where(inArray(uploadSessions.fileId, [...fileIds]));
}

/** Removes sessions (and their bytes) untouched since `olderThan`: uploads given up. */
export async function sweepIdleUploads(db: Db, storage: Storage, olderThan = new Date(Date.now() - UPLOAD_SESSION_IDLE_MS)): Promise<number> {
  const removed = await db.delete(uploadSessions).where(lt(uploadSessions.updatedAt, olderThan)).returning();
  for (const row of removed) if (!row.fileId) await removeBytes(storage, row);
  return removed.length;
}
