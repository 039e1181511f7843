// The ZIP guard: a ZIP upload (a scan export, a CAD project) is judged by its central directory,
// read from the tail of the stream as it goes to the Storage, never extracted. Refused: archives
// that would unpack to more than the limit (a ZIP bomb), entries compressed beyond any real file,
// too many entries, entries sharing their bytes (the overlapping-entry bomb), and names that would
// write outside the folder they are unpacked in. Nested archives are not opened: each is one entry
// whose sizes count like any other's.
import { ErrorCode } from '@dcm/shared';
import { AppError } from '../../platform/errors.ts';

export const ArchiveLimits = {
  /** All entries unpacked together. */
  maxUncompressedBytes: 2 * 1024 ** 3,
  maxEntries: 10_000,
  /** An entry this large may not be compressed more than maxRatio to 1 (zeros compress ~1000:1). */
  ratioCheckedFromBytes: 10 * 1024 ** 2,
  maxRatio: 100,
  /** The tail kept while streaming: the central directory must fit in it (10 000 entries of long names do). */
  maxDirectoryBytes: 8 * 1024 ** 2,
} as const;

/** Why an archive is refused, for the log; the member hears UPLOAD_ARCHIVE_REFUSED. */
export type ArchiveRefusal = 'unreadable' | 'multiDisk' | 'directoryTooLarge' | 'tooManyEntries' | 'tooLargeUnpacked' | 'ratio' | 'overlap' | 'path';

export interface ArchiveEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** What guardArchive keeps of the stream's end: the directory, the longest comment, and the end records. */
const TAIL_BYTES = ArchiveLimits.maxDirectoryBytes + 0xffff + 22 + 20 + 56;

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
const ZIP64_EXTRA = 0x0001;

class Refused extends Error {
  readonly reason: ArchiveRefusal;
  constructor(reason: ArchiveRefusal) {
    super(reason);
    this.reason = reason;
  }
}

const refuse = (reason: ArchiveRefusal): never => {
  throw new Refused(reason);
};

/** A 64-bit size as a number; beyond 2^53 it is absurd for us anyway. */
function readSize(buffer: Buffer, at: number): number {
  const value = buffer.readBigUInt64LE(at);
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
}

function check(at: number, length: number, buffer: Buffer): void {
  if (at < 0 || at + length > buffer.length) refuse('unreadable');
}

/**
 * The central directory of the ZIP whose last bytes are `tail` (the whole file is `fileSize` long):
 * its entries, read from the end-of-central-directory record (and its ZIP64 form when a count or
 * size overflows the classic one).
 */
export function readCentralDirectory(tail: Buffer, fileSize: number): ArchiveEntry[] {
  const start = fileSize - tail.length; // the file offset of tail[0]
  let eocd = -1;
  for (let at = tail.length - 22; at >= Math.max(0, tail.length - 22 - 0xffff); at--) {
    if (tail.readUInt32LE(at) === EOCD && at + 22 + tail.readUInt16LE(at + 20) <= tail.length) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) refuse('unreadable');
  if (tail.readUInt16LE(eocd + 4) !== 0 || tail.readUInt16LE(eocd + 6) !== 0) refuse('multiDisk');
  let count = tail.readUInt16LE(eocd + 10);
  let directorySize = tail.readUInt32LE(eocd + 12);
  let directoryOffset = tail.readUInt32LE(eocd + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    const locator = eocd - 20;
    check(locator, 20, tail);
    if (tail.readUInt32LE(locator) !== ZIP64_LOCATOR) refuse('unreadable');
    const zip64 = readSize(tail, locator + 8) - start;
    check(zip64, 56, tail);
    if (tail.readUInt32LE(zip64) !== ZIP64_EOCD) refuse('unreadable');
    count = readSize(tail, zip64 + 32);
    directorySize = readSize(tail, zip64 + 40);
    directoryOffset = readSize(tail, zip64 + 48);
  }
  if (count > ArchiveLimits.maxEntries) refuse('tooManyEntries');
  if (directorySize > ArchiveLimits.maxDirectoryBytes) refuse('directoryTooLarge');
  let at = directoryOffset - start;
  if (at < 0) refuse(directoryOffset + directorySize > fileSize ? 'unreadable' : 'directoryTooLarge');

  const entries: ArchiveEntry[] = [];
  for (let i = 0; i < count; i++) {
    check(at, 46, tail);
    if (tail.readUInt32LE(at) !== CENTRAL_ENTRY) refuse('unreadable');
    const utf8 = (tail.readUInt16LE(at + 8) & 0x0800) !== 0;
    let compressedSize = tail.readUInt32LE(at + 20);
    let uncompressedSize = tail.readUInt32LE(at + 24);
    const nameLength = tail.readUInt16LE(at + 28);
    const extraLength = tail.readUInt16LE(at + 30);
    const commentLength = tail.readUInt16LE(at + 32);
    let localHeaderOffset = tail.readUInt32LE(at + 42);
    check(at + 46, nameLength + extraLength + commentLength, tail);
    const name = tail.toString(utf8 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength);
    // ZIP64: the sizes that overflowed sit in the extra field, in this order.
    for (let extra = at + 46 + nameLength; extra + 4 <= at + 46 + nameLength + extraLength; ) {
      const id = tail.readUInt16LE(extra);
      const size = tail.readUInt16LE(extra + 2);
      if (id === ZIP64_EXTRA) {
        let field = extra + 4;
        const next = () => {
          check(field, 8, tail);
          const value = readSize(tail, field);
          field += 8;
          return value;
        };
        if (uncompressedSize === 0xffffffff) uncompressedSize = next();
        if (compressedSize === 0xffffffff) compressedSize = next();
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = next();
      }
      extra += 4 + size;
    }
    entries.push({ name, compressedSize, uncompressedSize, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** A name that unpacks outside the folder: absolute, a drive, or climbing with "..". */
export function escapesFolder(name: string): boolean {
  const normal = name.replace(/\\/g, '/');
  return normal.startsWith('/') || /^[A-Za-z]:/.test(normal) || normal.split('/').includes('..');
}

/** Why the archive is refused, or undefined when it may be kept. */
export function judgeArchive(tail: Buffer, fileSize: number): ArchiveRefusal | undefined {
  try {
    const entries = readCentralDirectory(tail, fileSize);
    let unpacked = 0;
    for (const entry of entries) {
      if (escapesFolder(entry.name)) return 'path';
      unpacked += entry.uncompressedSize;
      if (unpacked > ArchiveLimits.maxUncompressedBytes) return 'tooLargeUnpacked';
      if (entry.uncompressedSize >= ArchiveLimits.ratioCheckedFromBytes && entry.uncompressedSize > ArchiveLimits.maxRatio * Math.max(1, entry.compressedSize)) return 'ratio';
      if (entry.localHeaderOffset + entry.compressedSize > fileSize) return 'unreadable';
    }
    // Entries whose data overlap make one deflated block count many times (the "better zip bomb").
    const byOffset = [...entries].sort((x, y) => x.localHeaderOffset - y.localHeaderOffset);
    for (let i = 1; i < byOffset.length; i++) {
      const before = byOffset[i - 1]!;
      if (before.localHeaderOffset + 30 + before.compressedSize > byOffset[i]!.localHeaderOffset) return 'overlap';
    }
    return undefined;
  } catch (error) {
    if (error instanceof Refused) return error.reason;
    if (error instanceof RangeError) return 'unreadable';
    throw error;
  }
}

/**
 * Passes a ZIP's bytes through unchanged, keeping only its last ArchiveLimits.maxDirectoryBytes,
 * and judges the archive when the stream ends: a refused one throws UPLOAD_ARCHIVE_REFUSED, so the
 * Storage write fails and nothing is kept. A generator, read only as the Storage pulls.
 */
export async function* guardArchive(source: AsyncIterable<Buffer>, onRefused: (error: AppError, reason: ArchiveRefusal) => void): AsyncGenerator<Buffer> {
  const kept: Buffer[] = [];
  let keptBytes = 0;
  let size = 0;
  for await (const chunk of source) {
    size += chunk.length;
    kept.push(chunk);
    keptBytes += chunk.length;
    while (kept.length > 1 && keptBytes - kept[0]!.length >= TAIL_BYTES) keptBytes -= kept.shift()!.length;
    yield chunk;
  }
  const whole = Buffer.concat(kept);
  const tail = whole.subarray(Math.max(0, whole.length - TAIL_BYTES));
  const reason = judgeArchive(tail, size);
  if (reason) {
    const error = new AppError(ErrorCode.UploadArchiveRefused, 400);
    onRefused(error, reason);
    throw error;
  }
}
