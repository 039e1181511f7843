// Uploaded files: checked by their bytes (magic numbers), not their names, and streamed to the
// Storage; a referral's images lose their EXIF/GPS metadata on the way, every mesh the free text a
// scanner writes the patient into (mesh-text.ts). Owns the `files` table. Other modules name a file by its id. A file is private (its
// owner and the admin only) unless made public; an upload nobody claims within a day is swept.
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { ErrorCode, FileLimits, JOIN_DOCUMENT_MAX_AGE_HOURS, Role, uploadMaxBytes, type UploadAnswer, type UploadKind } from '@dcm/shared';
import type { SanitisedPart } from '@dcm/shared/mesh/sanitise';
import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import { ArchiveLimits, guardArchive, judgeArchive } from './archive.ts';
import { meshTextIn, meshTextOf, withoutMeshText } from './mesh-text.ts';
import { looksLikePersonName, MeshMime, sniffMesh, stripJpegMetadata, stripPngMetadata, TEXT_SNIFF_BYTES } from './sniff.ts';

/** What each kind of upload accepts, by the type file-type reads from the bytes. Documents:
 * images (SPEC §5) and PDF (licences, certificates). A referral's files and a CAD result: those, a
 * ZIP (a scan export, a design project), and the meshes of `sniffMesh`. */
const documentMimes = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'];
const referralMimes = [...documentMimes, 'application/zip'];
/** A chat attachment's images keep the image limit (SPEC §5); its other files take CHAT_FILE_MAX_BYTES. */
const imageMimes = ['image/jpeg', 'image/png', 'image/gif'];
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(uploadMaxBytes));

/** Bytes read for the type check: file-type's need, and `sniff.ts`'s text formats. */
const SNIFF_BYTES = Math.max(4100, TEXT_SNIFF_BYTES);

/** The end of a ZIP that guardArchive judges (archive.ts's TAIL_BYTES): the directory, the longest comment, the end records. */
const ARCHIVE_TAIL_BYTES = ArchiveLimits.maxDirectoryBytes + 0xffff + 22 + 20 + 56;

/** Where the Storage keeps the bytes of the file `id`. */
export const storageKeyOf = (id: string) => `uploads/${id.slice(0, 2)}/${id}`;

/** Reads the first bytes for the type check; `whole` then streams the entire file, head included.
 * `complete` says the head is the whole file. */
async function sniff(stream: Readable): Promise<{ head: Buffer; complete: boolean; whole: Readable; discard: () => Promise<void> }> {
  const it = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < SNIFF_BYTES) {
    const next = await it.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest(): AsyncGenerator<Buffer> {
    yield head;
    while (!ended) {
      const next = await it.next();
      if (next.done) return;
      yield next.value;
    }
  }
  // A rejected upload must still be read to its end, or the multipart request never finishes.
  const discard = async () => {
    while (!ended && !(await it.next()).done);
  };
  return { head, complete: ended, whole: Readable.from(rest()), discard };
}

/** The stored type of an upload, or undefined when its kind does not take it. */
async function typeOf(kind: UploadKind, head: Buffer, complete: boolean): Promise<{ mime: string; exactSize?: number; maxBytes?: number } | undefined> {
  const found = await fileTypeFromBuffer(head);
  if (kind === 'document') return found && documentMimes.includes(found.mime) ? { mime: found.mime } : undefined;
  if (kind === 'chat' && found && imageMimes.includes(found.mime)) return { mime: found.mime, maxBytes: FileLimits.imageMaxBytes };
  if (found && referralMimes.includes(found.mime)) return { mime: found.mime };
  // file-type calls anything starting "solid " an STL; sniffMesh checks it. Any other type it
  // knows (a program, another archive) is not a referral's file.
  if (found && found.mime !== 'model/stl') return undefined;
  return sniffMesh(head, complete);
}

/** The type each known extension declares; a file named so must be that type by its bytes. Other
 * names (none, or a CAD program's own extension such as .dcm or .3oxz, which are ZIPs) pass on
 * their bytes alone. */
const mimeOfExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
  zip: 'application/zip',
  stl: MeshMime.Stl,
  ply: MeshMime.Ply,
  obj: MeshMime.Obj,
};

/** False when the name's extension declares another type than the bytes are ("scan.stl" holding a ZIP). */
export function nameMatchesType(filename: string, mime: string): boolean {
  const extension = /\.([^.]+)$/.exec(filename)?.[1]?.toLowerCase();
  const declared = extension === undefined ? undefined : mimeOfExtension[extension];
  return declared === undefined || declared === mime;
}

/** Passes bytes through up to `max`, counting them, and, when the type fixes the size (a binary
 * STL), refuses a file of another size. A generator, not a piped Transform: it reads only when the
 * Storage pulls, so no byte flows (or fails) before the Storage is listening. */
async function* checkSize(
  source: AsyncIterable<Buffer>,
  limits: { max: number; exact: number | undefined },
  onRefused: (error: AppError) => void,
): AsyncGenerator<Buffer> {
  const refuse = (error: AppError) => {
    onRefused(error);
    return error;
  };
  let seen = 0;
  for await (const chunk of source) {
    seen += chunk.length;
    if (seen > limits.max) throw refuse(new AppError(ErrorCode.FileSizeExceeded, 413));
    if (limits.exact !== undefined && seen > limits.exact) throw refuse(new AppError(ErrorCode.FileTypeNotSupported, 415));
    yield chunk;
  }
  if (limits.exact !== undefined && seen !== limits.exact) throw refuse(new AppError(ErrorCode.FileTypeNotSupported, 415));
}

async function* countBytes(source: AsyncIterable<Buffer>, onBytes: (seen: number) => void): AsyncGenerator<Buffer> {
  let seen = 0;
  for await (const chunk of source) {
    seen += chunk.length;
    onBytes(seen);
    yield chunk;
  }
}

/** A referral's (and a chat's) images lose their EXIF/GPS metadata on the way to the Storage. */
const losesMetadata = (kind: UploadKind, mime: string) => (kind === 'referral' || kind === 'chat') && (mime === 'image/jpeg' || mime === 'image/png');

function withoutMetadata(kind: UploadKind, mime: string, source: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  if (!losesMetadata(kind, mime)) return source;
  return mime === 'image/jpeg' ? stripJpegMetadata(source) : stripPngMetadata(source);
}

export async function storeUpload(
  deps: { db: Db; storage: Storage },
  upload: { filename: string; stream: Readable; ownerNo: number | null; kind?: UploadKind },
): Promise<UploadAnswer> {
  const kind = upload.kind ?? 'document';
  const { head, complete, whole, discard } = await sniff(upload.stream);
  const type = await typeOf(kind, head, complete);
  if (!type || !nameMatchesType(upload.filename, type.mime)) {
    await discard();
    throw new AppError(ErrorCode.FileTypeNotSupported, 415);
  }
  const id = crypto.randomUUID();
  const storageKey = storageKeyOf(id);
  let size = 0;
  let refusal: AppError | undefined;
  const sized = checkSize(whole, { max: type.maxBytes ?? uploadMaxBytes[kind], exact: type.exactSize }, (error) => (refusal = error));
  // A ZIP is judged by its central directory as its last bytes pass (archive.ts), never unpacked.
  const checked = type.mime === 'application/zip' ? guardArchive(sized, (error) => (refusal = error)) : sized;
  // A mesh of any kind loses the free text a scanner writes the patient's name into.
  const removed = new Set<SanitisedPart>();
  const text = meshTextOf(type);
  const cleaned = text ? withoutMeshText(checked, text, removed) : withoutMetadata(kind, type.mime, checked);
  const stored = Readable.from(countBytes(cleaned, (seen) => (size = seen)));
  try {
    await deps.storage.put(storageKey, stored);
  } catch (error) {
    await deps.storage.remove(storageKey);
    if (refusal) throw refusal;
    throw error;
  }
  const name = upload.filename.slice(0, 200);
  const sanitized = [...removed];
  await deps.db.insert(files).values({ id, ownerNo: upload.ownerNo, name, mime: type.mime, size, storageKey, sanitized });
  return { id, name, size, mime: type.mime, url: `/api/v1/common/file/${id}`, sanitized, nameFlag: looksLikePersonName(upload.filename) };
}

/**
 * storeUpload's type check on the first part of a file sent in parts (a resumable upload), so a
 * refused type is known before the rest is sent. Answers the part's bytes, head included, to store;
 * a refused part is read to its end first. A binary STL's header is blanked in them (its length
 * stays, so the chunk grid holds): `removed` says so once the bytes have been read, for the
 * session to hand to recordStoredFile.
 */
export async function checkFirstPart(
  kind: UploadKind,
  part: Readable,
  fileSize: number,
  filename: string,
): Promise<{ bytes: Readable; removed: ReadonlySet<SanitisedPart> }> {
  const { head, complete, whole, discard } = await sniff(part);
  const type = await typeOf(kind, head, complete && head.length === fileSize);
  if (!type || !nameMatchesType(filename, type.mime) || (type.exactSize !== undefined && type.exactSize !== fileSize)) {
    await discard();
    throw new AppError(ErrorCode.FileTypeNotSupported, 415);
  }
  if (type.maxBytes !== undefined && fileSize > type.maxBytes) {
    await discard();
    throw new AppError(ErrorCode.FileSizeExceeded, 413);
  }
  const removed = new Set<SanitisedPart>();
  // Only the header, the first part's own bytes, can be changed here; text formats are judged whole at completion.
  if (meshTextOf(type) === 'stlHeader') return { bytes: Readable.from(withoutMeshText(whole, 'stlHeader', removed)), removed };
  return { bytes: whole, removed };
}

/**
 * Judges, where the Storage keeps it, a file of `size` bytes that did not stream through storeUpload
 * (a resumable upload's joined parts, decision 0036), as storeUpload judges a stream: its type by its
 * first bytes, a ZIP by the central directory among its last. A refused file throws as storeUpload
 * would. `rewrite`: its image metadata must go, or a text mesh (ASCII STL, PLY, OBJ) holds free
 * text to take out (read to its end to know), so it is to be stored anew through storeUpload.
 */
export async function judgeStoredFile(
  storage: Storage,
  file: { storageKey: string; filename: string; size: number; kind: UploadKind },
): Promise<{ mime: string; rewrite: boolean }> {
  const read = async (range: { start: number; end?: number }) => Buffer.concat(await storage.get(file.storageKey, range).toArray());
  const head = await read({ start: 0, end: Math.min(file.size, SNIFF_BYTES) - 1 });
  const type = await typeOf(file.kind, head, head.length === file.size);
  if (!type || !nameMatchesType(file.filename, type.mime) || (type.exactSize !== undefined && type.exactSize !== file.size)) {
    throw new AppError(ErrorCode.FileTypeNotSupported, 415);
  }
  if (file.size > (type.maxBytes ?? uploadMaxBytes[file.kind])) throw new AppError(ErrorCode.FileSizeExceeded, 413);
  if (type.mime === 'application/zip' && judgeArchive(await read({ start: Math.max(0, file.size - ARCHIVE_TAIL_BYTES) }), file.size)) {
    throw new AppError(ErrorCode.UploadArchiveRefused, 400);
  }
  const text = meshTextOf(type);
  const holdsText = text !== undefined && text !== 'stlHeader' && (await meshTextIn(storage, file.storageKey, file.size, text)).size > 0;
  return { mime: type.mime, rewrite: losesMetadata(file.kind, type.mime) || holdsText };
}

/**
 * Records the file `id` that judgeStoredFile took, in the caller's transaction; undefined when it is
 * recorded already (one resumable upload completed twice at once).
 */
export async function recordStoredFile(
  db: Db,
  file: { id: string; ownerNo: number; filename: string; mime: string; size: number; storageKey: string; sanitized?: readonly string[] },
): Promise<UploadAnswer | undefined> {
  const name = file.filename.slice(0, 200);
  const sanitized = [...(file.sanitized ?? [])];
  const [row] = await db
    .insert(files)
    .values({ id: file.id, ownerNo: file.ownerNo, name, mime: file.mime, size: file.size, storageKey: file.storageKey, sanitized })
    .onConflictDoNothing()
    .returning({ id: files.id });
  if (!row) return undefined;
  return { id: file.id, name, size: file.size, mime: file.mime, url: `/api/v1/common/file/${file.id}`, sanitized, nameFlag: looksLikePersonName(file.filename) };
}

export type FileRow = typeof files.$inferSelect;

/** The upload's answer for a file kept earlier (a resumable upload completed twice). */
export const uploadAnswerOf = (row: FileRow): UploadAnswer => ({
  id: row.id,
  name: row.name,
  size: row.size,
  mime: row.mime,
  url: `/api/v1/common/file/${row.id}`,
  sanitized: row.sanitized,
  nameFlag: looksLikePersonName(row.name),
});

export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** The id and name of each file, for showing attached documents again. */
export async function describeFiles(db: Db, ids: Array<string | null>): Promise<Map<string, { id: string; name: string }>> {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: files.id, name: files.name }).from(files).where(inArray(files.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Renames one's own upload, keeping its extension (the content was checked against it). Anyone
 * else's file, or none, is a 404, as for downloads.
 */
export async function renameFile(db: Db, ownerNo: number, id: string, wanted: string): Promise<UploadAnswer> {
  const row = await findFile(db, id);
  if (!row || row.ownerNo !== ownerNo) throw new AppError(ErrorCode.NotFound, 404);
  const extension = /\.[^.]+$/.exec(row.name)?.[0] ?? '';
  const stem = wanted.toLowerCase().endsWith(extension.toLowerCase()) ? wanted.slice(0, wanted.length - extension.length) : wanted;
  const name = `${stem.slice(0, 200 - extension.length)}${extension}`;
  await db.update(files).set({ name }).where(eq(files.id, id));
  return { id, name, size: row.size, mime: row.mime, url: `/api/v1/common/file/${id}`, nameFlag: looksLikePersonName(name) };
}

/**
 * Who else may read a private file, asked of the module that gave it out (chat: both members of the
 * room it was sent in). Files ranks below those modules, so it does not import them: the app hands
 * their grants to the files routes (ARCHITECTURE §6, a lower module's port).
 */
export type FileAccessGrant = (db: Db, fileId: string, memberNo: number) => Promise<boolean>;

async function granted(db: Db, grants: readonly FileAccessGrant[], fileId: string, memberNo: number): Promise<boolean> {
  for (const grant of grants) if (await grant(db, fileId, memberNo)) return true;
  return false;
}

/**
 * Private files open only to their owner, the admin and whom a grant names; anyone else is told
 * nothing exists.
 */
export async function openFile(
  deps: { db: Db; storage: Storage; grants: readonly FileAccessGrant[] },
  id: string,
  viewer: { memberNo: number; role: string } | null,
): Promise<{ row: FileRow; stream: Readable }> {
  const row = await findFile(deps.db, id);
  const allowed =
    row && (!row.isPrivate || (viewer && (viewer.memberNo === row.ownerNo || viewer.role === Role.Admin || (await granted(deps.db, deps.grants, row.id, viewer.memberNo)))));
  if (!row || !allowed) throw new AppError(ErrorCode.NotFound, 404);
  return { row, stream: await streamOf(deps.storage, row) };
}

/**
 * For another module that decided who may read the file (an order's referral files reach its
 * T-esigner, not only their owner): the row and its bytes, whatever its privacy; 404 when it is gone.
 */
export async function openFileById(deps: { db: Db; storage: Storage }, id: string): Promise<{ row: FileRow; stream: Readable }> {
  const row = await findFile(deps.db, id);
  if (!row) throw new AppError(ErrorCode.NotFound, 404);
  return { row, stream: await streamOf(deps.storage, row) };
}

/** The stored bytes of `row` as a stream. */
async function streamOf(storage: Storage, row: FileRow): Promise<Readable> {
  // Read the first bytes before answering, so a file lost from the Storage is a 404, not a broken stream.
  const it = storage.get(row.storageKey)[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await it.next().catch(() => {
    throw new AppError(ErrorCode.NotFound, 404);
  });
  async function* bytes(): AsyncGenerator<Buffer> {
    let next = first;
    try {
      while (!next.done) {
        yield next.value;
        next = await it.next();
      }
    } finally {
      // A download the client abandons closes the file too.
      if (!next.done) await it.return?.();
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}

/** Inline (or as an attachment), with the original name: an ASCII fallback and the UTF-8 name of
 * RFC 5987 (Korean names). */
export function contentDisposition(name: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Makes uploads the private documents of `ownerNo` (licence, business registration). Each must be
 * an upload of the last JOIN_DOCUMENT_MAX_AGE_HOURS that nobody owns yet (a guest joining) or that
 * the member uploaded while signed in, or one of `keep`, the member's current documents. Runs in the
 * caller's transaction; a refused document throws INVALID_DOCUMENT naming its field.
 */
export async function claimDocuments(
  db: Db,
  ownerNo: number,
  documents: Array<{ field: string; fileId: string }>,
  keep: ReadonlyArray<string | null> = [],
): Promise<void> {
  const since = new Date(Date.now() - JOIN_DOCUMENT_MAX_AGE_HOURS * 3_600_000);
  const seen = new Set<string>();
  for (const { field, fileId } of documents) {
    // One upload cannot stand for two documents.
    if (seen.has(fileId)) throw new AppError(ErrorCode.InvalidDocument, 400, { [field]: 'invalidDocument' });
    seen.add(fileId);
    const kept = keep.includes(fileId);
    const [claimed] = await db
      .update(files)
      .set({ ownerNo, isPrivate: true })
      .where(
        and(
          eq(files.id, fileId),
          kept
            ? eq(files.ownerNo, ownerNo)
            : and(or(isNull(files.ownerNo), eq(files.ownerNo, ownerNo)), gt(files.createdAt, since)),
        ),
      )
      .returning({ id: files.id });
    if (!claimed) throw new AppError(ErrorCode.InvalidDocument, 400, { [field]: 'invalidDocument' });
  }
}

/**
 * Deletes uploads nobody claimed (rows and bytes) created before `olderThan`: documents of joins
 * that never finished. A join refuses uploads of that age anyway, so the sweep never races one.
 */
export async function sweepUnattachedUploads(
  db: Db,
  storage: Storage,
  olderThan: Date = new Date(Date.now() - JOIN_DOCUMENT_MAX_AGE_HOURS * 3_600_000),
): Promise<number> {
  const removed = await db
    .delete(files)
    .where(and(isNull(files.ownerNo), lt(files.createdAt, olderThan)))
    .returning({ storageKey: files.storageKey });
  for (const { storageKey } of removed) await storage.remove(storageKey);
  return removed.length;
}
