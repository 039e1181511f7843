// Patient data out of uploaded meshes (issue 29, decision 0043), as the bytes stream to the Storage:
// the free text scanners write (a binary STL's 80-byte header, an ASCII STL's solid names, PLY
// `comment`/`obj_info` lines, OBJ `#` comments) goes, every byte of the geometry stays. The rules are
// the shared `sanitiseMesh`, applied here to pieces of the stream, so a 500 MB upload is never read
// into memory: a binary STL holds back its header only, a PLY its header, an ASCII STL or an OBJ one
// line at most (the rules are per line, so the file is cut between lines).
import { sanitiseMesh, type SanitisedPart } from '@dcm/shared/mesh/sanitise';
import type { Storage } from '../../platform/storage.ts';
import { MeshMime } from './sniff.ts';

/** How an uploaded mesh is sanitised: by its header, its PLY header or line by line. */
export type MeshText = 'stlHeader' | 'plyHeader' | 'stlLines' | 'objLines';

/** The way a mesh of this sniffed type loses its free text; undefined for anything but a mesh. */
export function meshTextOf(type: { mime: string; exactSize?: number }): MeshText | undefined {
  if (type.mime === MeshMime.Stl) return type.exactSize !== undefined ? 'stlHeader' : 'stlLines';
  if (type.mime === MeshMime.Ply) return 'plyHeader';
  if (type.mime === MeshMime.Obj) return 'objLines';
  return undefined;
}

const STL_HEADER_BYTES = 80;
/** A PLY header longer than this is passed on as it is (no reader would take it anyway). */
const PLY_HEADER_MAX_BYTES = 1024 * 1024;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * `source` without the mesh's free text; what was taken out is added to `removed` as it passes.
 * The binary STL's header keeps its length, so the file's size (and the chunk grid of a resumable
 * upload) does not change; the text formats get shorter.
 */
export async function* withoutMeshText(source: AsyncIterable<Buffer>, text: MeshText, removed: Set<SanitisedPart>): AsyncGenerator<Buffer> {
  if (text === 'stlHeader') yield* headed(source, (head) => head.length >= STL_HEADER_BYTES, (head) => blankHeader(head, removed));
  else if (text === 'plyHeader') yield* headed(source, (head) => plyHeaderEnd(head) !== -1 || head.length > PLY_HEADER_MAX_BYTES, (head) => plyWithout(head, removed));
  else yield* byLines(source, text === 'stlLines' ? 'stl' : 'obj', removed);
}

/** Holds the start of the stream until `enough`, hands it to `edit` once, then lets the rest through. */
async function* headed(source: AsyncIterable<Buffer>, enough: (head: Buffer) => boolean, edit: (head: Buffer) => Buffer): AsyncGenerator<Buffer> {
  let head: Buffer | null = Buffer.alloc(0);
  for await (const chunk of source) {
    if (head === null) {
      yield chunk;
      continue;
    }
    head = head.length === 0 ? chunk : Buffer.concat([head, chunk]);
    if (enough(head)) {
      yield edit(head);
      head = null;
    }
  }
  if (head !== null && head.length > 0) yield edit(head);
}

/** Zeros over the header's 80 bytes (a header of zeros or spaces is left as it is). */
function blankHeader(head: Buffer, removed: Set<SanitisedPart>): Buffer {
  const header = head.subarray(0, STL_HEADER_BYTES);
  if (header.every((byte) => byte === 0 || byte === 32)) return head;
  const out = Buffer.from(head);
  out.fill(0, 0, Math.min(STL_HEADER_BYTES, out.length));
  removed.add('stlHeader');
  return out;
}

/** Where the line after `end_header` starts, or -1 while it has not been read. */
function plyHeaderEnd(head: Buffer): number {
  const at = head.indexOf('end_header');
  if (at === -1) return -1;
  const lineEnd = head.indexOf(LINE_FEED, at);
  return lineEnd === -1 ? -1 : lineEnd + 1;
}

function plyWithout(head: Buffer, removed: Set<SanitisedPart>): Buffer {
  const end = plyHeaderEnd(head);
  if (end === -1) return head;
  const cleaned = sanitiseMesh(head.subarray(0, end), 'ply');
  if (!cleaned.changed) return head;
  cleaned.removed.forEach((part) => removed.add(part));
  return Buffer.concat([cleaned.bytes, head.subarray(end)]);
}

/**
 * Line-by-line formats, cut after the last line end of what has arrived: the shared rules see whole
 * lines only. (An ASCII block is never taken for a binary STL by the shared function: its bytes
 * 80–83 are text, a count of over a hundred million triangles no block is the size of.)
 */
async function* byLines(source: AsyncIterable<Buffer>, format: 'stl' | 'obj', removed: Set<SanitisedPart>): AsyncGenerator<Buffer> {
  let pending: Buffer = Buffer.alloc(0);
  const clean = (block: Buffer): Buffer => {
    const cleaned = sanitiseMesh(block, format);
    if (!cleaned.changed) return block;
    cleaned.removed.forEach((part) => removed.add(part));
    return Buffer.from(cleaned.bytes.buffer, cleaned.bytes.byteOffset, cleaned.bytes.byteLength);
  };
  for await (const chunk of source) {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    // After the last line end; a carriage return ending what has arrived may be half of a "\r\n".
    const cut = Math.max(pending.lastIndexOf(LINE_FEED), pending.length > 1 ? pending.lastIndexOf(CARRIAGE_RETURN, pending.length - 2) : -1);
    if (cut === -1) continue;
    const block = pending.subarray(0, cut + 1);
    pending = pending.subarray(cut + 1);
    const out = clean(block);
    if (out.length > 0) yield out;
  }
  if (pending.length > 0) {
    const out = clean(pending);
    if (out.length > 0) yield out;
  }
}

/**
 * What `withoutMeshText` would take out of a file already in the Storage (a resumable upload's
 * joined parts, decision 0036), read without writing anything: a PLY by its header, the
 * line-by-line formats to their end. Empty when the file may stay as it is.
 */
export async function meshTextIn(storage: Storage, storageKey: string, size: number, text: MeshText): Promise<Set<SanitisedPart>> {
  const removed = new Set<SanitisedPart>();
  const range = text === 'plyHeader' ? { start: 0, end: Math.min(size, PLY_HEADER_MAX_BYTES) - 1 } : undefined;
  for await (const piece of withoutMeshText(storage.get(storageKey, range), text, removed)) void piece;
  return removed;
}
