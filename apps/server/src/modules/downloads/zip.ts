// Several files as one ZIP, streamed from the Storage one file after another: never all open at
// once, never in memory. Entries are stored, not deflated: meshes and ZIPs barely shrink, and the
// server must not spend minutes of CPU on 500 MB. Stored entries of known sizes give the archive's
// exact size before the first byte, so the browser shows progress.
import { PassThrough, Readable } from 'node:stream';
import { ErrorCode } from '@dcm/shared';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import { type FileRow, findFile, openFileById } from '../files/index.ts';

declare module 'yazl' {
  interface ZipFile {
    /** @types/yazl leaves out the size yazl passes: the archive's length, or -1 when unknowable. */
    end(options: undefined, calculatedTotalSizeCallback: (totalSize: number) => void): void;
  }
}

export interface ZipEntry {
  fileId: string;
  path: string;
}

/** The archive of `entries` and its length in bytes; a missing file is a 404 before any byte. */
export async function zipFiles(deps: { db: Db; storage: Storage }, entries: ZipEntry[]): Promise<{ size: number; stream: Readable }> {
  const found: Array<{ row: FileRow; path: string }> = [];
  for (const entry of entries) {
    const row = await findFile(deps.db, entry.fileId);
    if (!row) throw new AppError(ErrorCode.NotFound, 404);
    found.push({ row, path: entry.path });
  }

  const zip = new ZipFile();
  const archive = new PassThrough();
  const unique = uniquePaths();
  const parts = found.map(({ row, path }) => ({ row, path: unique(safePath(path)), source: Readable.from(bytesOf(deps, row.id)) }));
  // yazl listens to neither its sources' errors nor the reader going away: a failure or an abandoned
  // download ends the archive and closes the file being read.
  const fail = (error: Error) => archive.destroy(error);
  zip.on('error', fail);
  for (const { source } of parts) source.on('error', fail);
  archive.on('close', () => parts.forEach(({ source }) => source.destroy()));
  zip.outputStream.pipe(archive);

  for (const { row, path, source } of parts) zip.addReadStream(source, path, { size: row.size, compress: false, mtime: row.createdAt });
  // Every entry is stored with its size given, so yazl knows the total at once.
  const size = await new Promise<number>((resolve) => zip.end(undefined, resolve));
  return { size, stream: archive };
}

/** A file's bytes, opened only when yazl starts reading this entry. */
async function* bytesOf(deps: { db: Db; storage: Storage }, fileId: string): AsyncGenerator<Buffer> {
  const { stream } = await openFileById(deps, fileId);
  yield* stream;
}

/** A relative path that unpacks inside the archive's folder on any system: no absolute or `..`
 * parts, no characters Windows refuses. */
function safePath(path: string): string {
  const parts = path
    .split(/[/\\]+/)
    .filter((part) => part !== '' && part !== '.' && part !== '..')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    .map((part) => part.replace(/[\x00-\x1f<>:"|?*]/g, '_'));
  return parts.length > 0 ? parts.join('/') : 'file';
}

/** Paths made unique in the order asked: the second `crown.stl` becomes `crown (2).stl`, the third
 * `crown (3).stl`. Compared without case, as Windows and macOS unpack them. */
function uniquePaths(): (path: string) => string {
  const taken = new Set<string>();
  return (path) => {
    let unique = path;
    for (let n = 2; taken.has(unique.toLowerCase()); n++) unique = numbered(path, n);
    taken.add(unique.toLowerCase());
    return unique;
  };
}

function numbered(path: string, n: number): string {
  const dot = path.lastIndexOf('.');
  const hasExtension = dot > path.lastIndexOf('/') + 1;
  return hasExtension ? `${path.slice(0, dot)} (${n})${path.slice(dot)}` : `${path} (${n})`;
}
