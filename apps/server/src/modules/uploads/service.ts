// Resumable uploads of large files (docs/decisions/0011): a session per file, its chunks kept as
// parts in the Storage until the last one arrives, then streamed in order through the files module's
// storeUpload, so the file is checked and recorded like any other. Owns `upload_sessions`.
import { Readable } from 'node:stream';
import { ErrorCode, RESUMABLE_CHUNK_BYTES, uploadMaxBytes, type StartUploadBody, type UploadAnswer, type UploadSession } from '@dcm/shared';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploadSessions } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import { checkFirstPart, findFile, storeUpload, uploadAnswerOf } from '../files/service.ts';

type Deps = { db: Db; storage: Storage };
type SessionRow = typeof uploadSessions.$inferSelect;

/** A session untouched this long is given up: the sweep removes it and its parts. */
export const UPLOAD_SESSION_IDLE_MS = 24 * 3_600_000;

/** Zero-padded, so the parts of a session list in the order they join. */
const partKey = (id: string, offset: number) => `resumable/${id}/${String(offset).padStart(12, '0')}`;

/** Every chunk is RESUMABLE_CHUNK_BYTES long but the last, so the parts sit at fixed offsets. */
function partOffsets(size: number): number[] {
  const offsets: number[] = [];
  for (let offset = 0; offset < size; offset += RESUMABLE_CHUNK_BYTES) offsets.push(offset);
  return offsets;
}

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

/**
 * Keeps the chunk at `offset` (announced `length` bytes long) as its own part. `received` moves
 * only once the whole chunk is stored, and only from `offset`: of two racing PUTs of one chunk, one
 * counts and the other is told where the session is. The first chunk is type-checked, so a refused
 * type ends the session before the rest is sent.
 */
export async function receiveChunk(deps: Deps, ownerNo: number, id: string, offset: number, length: number, body: Readable): Promise<UploadSession> {
  const row = await ownSession(deps.db, ownerNo, id);
  if (row.fileId || offset !== row.received) throw offsetMismatch(row);
  if (length !== Math.min(RESUMABLE_CHUNK_BYTES, row.size - offset)) throw new AppError(ErrorCode.ValidationFailed, 400);

  let bytes = body;
  if (offset === 0) {
    try {
      bytes = await checkFirstPart(row.kind, body, row.size, row.name);
    } catch (error) {
      // A refused type ends the session: nobody sends 500 MB of it.
      if (error instanceof AppError && error.code === ErrorCode.FileTypeNotSupported) await removeSession(deps, row);
      throw error;
    }
  }
  const key = partKey(id, offset);
  let stored = 0;
  const counted = Readable.from(
    (async function* () {
      for await (const chunk of bytes as AsyncIterable<Buffer>) {
        stored += chunk.length;
        yield chunk;
      }
    })(),
  );
  try {
    await deps.storage.put(key, counted);
    // A connection cut midway ends the body early: that part is not the chunk.
    if (stored !== length) throw new AppError(ErrorCode.ValidationFailed, 400);
  } catch (error) {
    await removeUncountedPart(deps, id, offset);
    throw error;
  }

  const [moved] = await deps.db
    .update(uploadSessions)
    .set({ received: offset + length, updatedAt: new Date() })
    .where(and(eq(uploadSessions.id, id), eq(uploadSessions.received, offset), isNull(uploadSessions.fileId)))
    .returning();
  if (!moved) throw offsetMismatch(await ownSession(deps.db, ownerNo, id));
  return sessionOf(moved);
}

/** A failed attempt's part goes, unless a racing PUT of the same chunk was counted meanwhile. */
async function removeUncountedPart(deps: Deps, id: string, offset: number): Promise<void> {
  const [row] = await deps.db.select({ received: uploadSessions.received }).from(uploadSessions).where(eq(uploadSessions.id, id));
  if (!row || row.received <= offset) await deps.storage.remove(partKey(id, offset));
}

/**
 * Turns the parts into a file: streamed in order through storeUpload (type, size, the files row
 * as for any upload), then the parts go. A session already completed answers its file again.
 */
export async function completeUpload(deps: Deps, ownerNo: number, id: string): Promise<UploadAnswer> {
  const row = await ownSession(deps.db, ownerNo, id);
  if (row.fileId) return answerOfFile(deps.db, row.fileId);
  if (row.received !== row.size) throw new AppError(ErrorCode.UploadIncomplete, 409, undefined, { upload: sessionOf(row) });

  async function* parts(): AsyncGenerator<Buffer> {
    for (const offset of partOffsets(row.size)) yield* deps.storage.get(partKey(id, offset)) as AsyncIterable<Buffer>;
  }
  let answer: UploadAnswer;
  try {
    answer = await storeUpload(deps, { filename: row.name, stream: Readable.from(parts()), ownerNo, kind: row.kind });
  } catch (error) {
    // A refused archive stays refused: the session and its parts go, as for a refused type.
    if (error instanceof AppError && error.code === ErrorCode.UploadArchiveRefused) await removeSession(deps, row);
    throw error;
  }
  // Two completes racing: the first recorded wins, and both answer its file.
  const [recorded] = await deps.db
    .update(uploadSessions)
    .set({ fileId: answer.id, updatedAt: new Date() })
    .where(and(eq(uploadSessions.id, id), isNull(uploadSessions.fileId)))
    .returning();
  if (!recorded) return answerOfFile(deps.db, (await ownSession(deps.db, ownerNo, id)).fileId!);
  await removeParts(deps.storage, row);
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

async function removeSession(deps: Deps, row: SessionRow): Promise<void> {
  await deps.db.delete(uploadSessions).where(eq(uploadSessions.id, row.id));
  await removeParts(deps.storage, row);
}

/** Every part a session may have, the one being written when it stopped included. */
async function removeParts(storage: Storage, row: SessionRow): Promise<void> {
  for (const offset of partOffsets(row.size)) await storage.remove(partKey(row.id, offset));
}

/**
 * Forgets the completed sessions that made the files of `fileIds` (their parts are gone already),
 * in the caller's transaction: another module deleting those files must not be held up by them.
 */
export async function forgetCompletedUploads(db: Db, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db.delete(uploadSessions).where(inArray(uploadSessions.fileId, [...fileIds]));
}

/** Removes sessions (and their parts) untouched since `olderThan`: uploads given up. */
export async function sweepIdleUploads(db: Db, storage: Storage, olderThan = new Date(Date.now() - UPLOAD_SESSION_IDLE_MS)): Promise<number> {
  const removed = await db.delete(uploadSessions).where(lt(uploadSessions.updatedAt, olderThan)).returning();
  for (const row of removed) if (!row.fileId) await removeParts(storage, row);
  return removed.length;
}

