// Patient data out of mesh files (issue 29, decision 0043): scanners and CAD programs write the
// patient's name or case number into the places a mesh format keeps for free text: the 80-byte
// header of a binary STL, the `solid <name>` of an ASCII STL, PLY `comment`/`obj_info` lines, OBJ `#`
// comments. These are emptied; every byte of the geometry stays as it was.
import { binaryStlCount, type MeshFormat } from './parse.ts';

/** What kind of free text was taken out. */
export type SanitisedPart = 'stlHeader' | 'stlSolidName' | 'plyComment' | 'plyObjInfo' | 'objComment';

export interface SanitisedMesh {
  /** The file without its free text; the very bytes given when nothing was removed. */
  bytes: Uint8Array;
  changed: boolean;
  removed: SanitisedPart[];
}

const STL_HEADER_BYTES = 80;

export function sanitiseMesh(bytes: Uint8Array, format: MeshFormat): SanitisedMesh {
  if (format === 'stl') {
    const isBinary = bytes.length >= STL_HEADER_BYTES + 4 && binaryStlCount(bytes.slice(0, STL_HEADER_BYTES + 4).buffer, bytes.length) !== null;
    return isBinary ? blankStlHeader(bytes) : rewriteLines(bytes, asciiStlLine);
  }
  return rewriteLines(bytes, format === 'ply' ? plyLine : objLine);
}

/**
 * A binary STL's header becomes zeros. Zeros rather than a text of ours: a header that begins with
 * "solid" makes careless readers take the file for ASCII.
 */
function blankStlHeader(bytes: Uint8Array): SanitisedMesh {
  const header = bytes.subarray(0, STL_HEADER_BYTES);
  if (header.every((byte) => byte === 0 || byte === 32)) return { bytes, changed: false, removed: [] };
  const out = bytes.slice();
  out.fill(0, 0, STL_HEADER_BYTES);
  return { bytes: out, changed: true, removed: ['stlHeader'] };
}

/** A line of text: bytes[start, contentEnd) and its line end up to `end`. */
interface Line {
  start: number;
  contentEnd: number;
  end: number;
  /** The first word: bytes[wordStart, wordEnd); equal when the line is blank. */
  wordStart: number;
  wordEnd: number;
}

/**
 * What to keep of a line: all of it (`undefined`), none of it (`null`), or its start up to a
 * position followed by its line end, with what was removed; `stop` leaves the rest of the file as is.
 */
type LineEdit = { keepUntil: number | null; removed: SanitisedPart } | 'stop' | undefined;

type LineRule = (bytes: Uint8Array, line: Line) => LineEdit;

const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
const isBlank = (byte: number) => byte === 32 || byte === 9;

/** Goes through the lines, applying the rule; copies only when some line changed. */
function rewriteLines(bytes: Uint8Array, rule: LineRule): SanitisedMesh {
  const kept: number[] = []; // pairs of [start, end) to copy
  const removed = new Set<SanitisedPart>();
  let position = 0;
  while (position < bytes.length) {
    const line = readLine(bytes, position);
    const edit = rule(bytes, line);
    if (edit === 'stop') {
      kept.push(line.start, bytes.length);
      break;
    }
    if (edit === undefined) {
      kept.push(line.start, line.end);
    } else {
      removed.add(edit.removed);
      if (edit.keepUntil !== null) kept.push(line.start, edit.keepUntil, line.contentEnd, line.end);
    }
    position = line.end;
  }
  if (removed.size === 0) return { bytes, changed: false, removed: [] };
  let length = 0;
  for (let k = 0; k < kept.length; k += 2) length += kept[k + 1]! - kept[k]!;
  const out = new Uint8Array(length);
  let at = 0;
  for (let k = 0; k < kept.length; k += 2) {
    out.set(bytes.subarray(kept[k]!, kept[k + 1]!), at);
    at += kept[k + 1]! - kept[k]!;
  }
  return { bytes: out, changed: true, removed: [...removed] };
}

function readLine(bytes: Uint8Array, start: number): Line {
  let i = start;
  while (i < bytes.length && isBlank(bytes[i]!)) i++;
  const wordStart = i;
  while (i < bytes.length && bytes[i]! > 32) i++;
  const wordEnd = i;
  while (i < bytes.length && bytes[i] !== LINE_FEED && bytes[i] !== CARRIAGE_RETURN) i++;
  const contentEnd = i;
  // One line end: "\n", "\r\n" or "\r".
  if (bytes[i] === CARRIAGE_RETURN) i++;
  if (bytes[i] === LINE_FEED && (i === contentEnd || bytes[i - 1] === CARRIAGE_RETURN)) i++;
  return { start, contentEnd, end: i, wordStart, wordEnd };
}

/** Whether bytes[start, end) is `lowercase`, ignoring ASCII case. */
function wordIs(bytes: Uint8Array, start: number, end: number, lowercase: string): boolean {
  if (end - start !== lowercase.length) return false;
  for (let k = 0; k < lowercase.length; k++) {
    const byte = bytes[start + k]!, expected = lowercase.charCodeAt(k);
    // Setting bit 5 lowers an ASCII capital; only letters may match that way ('_' must not).
    if (byte !== expected && !(expected >= 97 && expected <= 122 && (byte | 0x20) === expected)) return false;
  }
  return true;
}

/** Whether anything but blanks lies in bytes[start, end). */
function hasText(bytes: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!isBlank(bytes[i]!)) return true;
  return false;
}

/** `solid <name>` and `endsolid <name>` keep their keyword only. */
const asciiStlLine: LineRule = (bytes, line) => {
  const isSolid = wordIs(bytes, line.wordStart, line.wordEnd, 'solid') || wordIs(bytes, line.wordStart, line.wordEnd, 'endsolid');
  if (!isSolid || !hasText(bytes, line.wordEnd, line.contentEnd)) return undefined;
  return { keepUntil: line.wordEnd, removed: 'stlSolidName' };
};

/** `comment` and `obj_info` lines of the header go; the body after `end_header` is not looked at. */
const plyLine: LineRule = (bytes, line) => {
  if (wordIs(bytes, line.wordStart, line.wordEnd, 'end_header')) return 'stop';
  if (wordIs(bytes, line.wordStart, line.wordEnd, 'comment')) return { keepUntil: null, removed: 'plyComment' };
  if (wordIs(bytes, line.wordStart, line.wordEnd, 'obj_info')) return { keepUntil: null, removed: 'plyObjInfo' };
  return undefined;
};

/** A `#` line goes whole; a comment after a statement goes with the blanks before it. */
const objLine: LineRule = (bytes, line) => {
  if (bytes[line.wordStart] === 35 && line.wordStart < line.contentEnd) return { keepUntil: null, removed: 'objComment' };
  const hash = bytes.subarray(line.wordStart, line.contentEnd).indexOf(35);
  if (hash === -1) return undefined;
  let keepUntil = line.wordStart + hash;
  while (keepUntil > line.start && isBlank(bytes[keepUntil - 1]!)) keepUntil--;
  return { keepUntil, removed: 'objComment' };
};
