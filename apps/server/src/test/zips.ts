// ZIP archives built byte by byte for the upload tests: ordinary ones, and the ones the ZIP guard
// must refuse (a bomb of deflated zeros, names that climb out of their folder, entries that share
// their bytes, sizes only ZIP64 can say). Never downloaded: every archive is made here.
import zlib from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** The bytes as stored in the archive (deflated when `deflated`). */
  data: Buffer;
  deflated?: boolean;
  /** The unpacked size the headers declare. */
  uncompressedSize: number;
  crc?: number;
  /** Point the central directory at another entry's local header (the overlapping bomb). */
  sameBytesAs?: number;
}

/** An entry of `content`, deflated unless told to store it. */
export function entryOf(name: string, content: Buffer, deflated = true): ZipEntry {
  return { name, data: deflated ? zlib.deflateRawSync(content) : content, deflated, uncompressedSize: content.length, crc: zlib.crc32(content) };
}

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};
const u64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(BigInt(n));
  return b;
};

/** The central directory record of `entry` whose local header is at `offset`; ZIP64 when a size needs it. */
function centralRecord(entry: ZipEntry, offset: number): Buffer {
  const name = Buffer.from(entry.name, 'utf8');
  const big = entry.uncompressedSize > 0xfffffffe;
  const extra = big ? Buffer.concat([u16(0x0001), u16(8), u64(entry.uncompressedSize)]) : Buffer.alloc(0);
  return Buffer.concat([
    u32(0x02014b50), u16(45), u16(big ? 45 : 20), u16(0x0800), u16(entry.deflated ? 8 : 0), u16(0), u16(0x21),
    u32(entry.crc ?? 0), u32(entry.data.length), u32(big ? 0xffffffff : entry.uncompressedSize),
    u16(name.length), u16(extra.length), u16(0), u16(0), u16(0), u32(0), u32(offset), name, extra,
  ]);
}

function endRecords(count: number, directorySize: number, directoryOffset: number): Buffer {
  return Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(count), u16(count), u32(directorySize), u32(directoryOffset), u16(0)]);
}

/** A whole archive of `entries`. */
export function zipArchive(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const entry of entries) {
    if (entry.sameBytesAs !== undefined) {
      offsets.push(offsets[entry.sameBytesAs]!);
      continue;
    }
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.concat([
      u32(0x04034b50), u16(20), u16(0x0800), u16(entry.deflated ? 8 : 0), u16(0), u16(0x21),
      u32(entry.crc ?? 0), u32(entry.data.length), u32(Math.min(entry.uncompressedSize, 0xffffffff)), u16(name.length), u16(0), name, entry.data,
    ]);
    offsets.push(offset);
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(entries.map((entry, i) => centralRecord(entry, offsets[i]!)));
  return Buffer.concat([...locals, directory, endRecords(entries.length, directory.length, offset)]);
}

/**
 * Only the end of an archive `fileSize` bytes long: the central directory of entries whose data
 * (of the sizes they declare) fills the bytes before it, for judging sizes no test should write.
 */
export function zipTail(entries: Array<{ name: string; compressedSize: number; uncompressedSize: number }>, fileSize: number): Buffer {
  let offset = 0;
  const records = entries.map((e) => {
    const record = centralRecord({ name: e.name, data: Buffer.alloc(0), deflated: true, uncompressedSize: e.uncompressedSize }, offset);
    // The record's compressed size is the declared one, not the empty buffer's.
    record.writeUInt32LE(e.compressedSize, 20);
    offset += 30 + Buffer.byteLength(e.name) + e.compressedSize;
    return record;
  });
  const directory = Buffer.concat(records);
  const directoryOffset = fileSize - directory.length - 22;
  if (directoryOffset < offset) throw new Error('the entries do not fit in fileSize');
  return Buffer.concat([directory, endRecords(entries.length, directory.length, directoryOffset)]);
}
