// What a referral's files are, told by their first bytes (never their names), and the patient data
// taken out of them: the mesh formats file-type does not know (or knows only by a prefix), EXIF/GPS
// metadata in JPEG and PNG images, and file names that look like a person's name.
import { FileLimits } from '@dcm/shared';

export const MeshMime = {
  Stl: 'model/stl',
  Ply: 'model/x-ply',
  Obj: 'model/obj',
} as const;
export type MeshMime = (typeof MeshMime)[keyof typeof MeshMime];

/** How many bytes of the head the text formats are judged on. */
export const TEXT_SNIFF_BYTES = 4096;

export interface MeshType {
  mime: MeshMime;
  /** A binary STL's size is fixed by its triangle count; checked again when the stream ends. */
  exactSize?: number;
}

/**
 * The mesh format of a file whose first bytes are `head`, or undefined. `complete` says the head is
 * the whole file (so a binary STL's size can be checked at once). Text formats are tried first: a
 * binary STL's free 80-byte header may itself start with "solid".
 */
export function sniffMesh(head: Buffer, complete: boolean): MeshType | undefined {
  const text = isAsciiStl(head) ? MeshMime.Stl : isPly(head) ? MeshMime.Ply : isObj(head, complete) ? MeshMime.Obj : undefined;
  if (text) return { mime: text };
  const triangles = binaryStlTriangles(head);
  if (triangles === undefined) return undefined;
  const exactSize = binaryStlSize(triangles);
  if (complete && head.length !== exactSize) return undefined;
  return { mime: MeshMime.Stl, exactSize };
}

/** 80-byte header, uint32 triangle count, then 50 bytes a triangle: 12 float32 and a uint16. */
export const binaryStlSize = (triangles: number): number => 84 + 50 * triangles;

const textOf = (head: Buffer) => head.subarray(0, TEXT_SNIFF_BYTES).toString('latin1');

function isAsciiStl(head: Buffer): boolean {
  const text = textOf(head);
  return /^\s*solid/.test(text) && text.includes('facet normal');
}

function isPly(head: Buffer): boolean {
  return /^ply\r?\nformat (ascii|binary_little_endian|binary_big_endian) /.test(textOf(head));
}

/** The OBJ statements a scanner or CAD export writes, indented or not; a file of other lines is not taken for an OBJ. */
const objLine = /^[ \t]*((v|vn|vt|vp|f|l|o|g|s|mtllib|usemtl)\s|#|$)/;

/**
 * Printable UTF-8 text whose lines are all OBJ statements, with at least one vertex (`v `). Only
 * whole lines count: the head may cut the last one (and a UTF-8 character) in two.
 */
function isObj(head: Buffer, complete: boolean): boolean {
  let bytes = head.subarray(0, TEXT_SNIFF_BYTES);
  if (!complete || head.length > TEXT_SNIFF_BYTES) {
    const lastNewline = bytes.lastIndexOf(0x0a);
    if (lastNewline < 0) return false;
    bytes = bytes.subarray(0, lastNewline + 1);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  if (/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/.test(text)) return false;
  const lines = text.split(/\r?\n/);
  return lines.every((line) => objLine.test(line)) && lines.some((line) => /^v\s/.test(line));
}

/** Programs are never meshes, whatever their bytes at offset 80 happen to say. */
const executableSignatures = [Buffer.from('MZ', 'latin1'), Buffer.from('\x7fELF', 'latin1')];

/**
 * The triangle count of a plausible binary STL: at least one triangle, a size within the referral
 * limit, and a first triangle of finite numbers when the head holds it. The exact size is the
 * final check (`binaryStlSize`), made when the whole file has been read.
 */
export function binaryStlTriangles(head: Buffer): number | undefined {
  if (head.length < 84) return undefined;
  if (executableSignatures.some((signature) => head.subarray(0, signature.length).equals(signature))) return undefined;
  const triangles = head.readUInt32LE(80);
  if (triangles === 0 || binaryStlSize(triangles) > FileLimits.referralMaxBytes) return undefined;
  if (head.length >= 84 + 48) {
    for (let offset = 84; offset < 84 + 48; offset += 4) {
      if (!Number.isFinite(head.readFloatLE(offset))) return undefined;
    }
  }
  return triangles;
}

// Image metadata, removed while the bytes stream to the Storage: never more than a segment header
// is held back, so a 500 MB upload is not read into memory.

/** At a segment start: keep or drop the next n bytes, wait for more, or let the rest through. */
type Step = { keep: number } | { drop: number } | 'more' | 'rest';

async function* filterSegments(source: AsyncIterable<Buffer>, next: (pending: Buffer) => Step): AsyncGenerator<Buffer> {
  let pending: Buffer = Buffer.alloc(0);
  let keep = 0;
  let drop = 0;
  let rest = false;
  for await (const chunk of source) {
    if (rest) {
      yield chunk;
      continue;
    }
    pending = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
    while (pending.length > 0) {
      if (keep > 0 || drop > 0) {
        const n = Math.min(keep || drop, pending.length);
        if (keep > 0) {
          yield pending.subarray(0, n);
          keep -= n;
        } else {
          drop -= n;
        }
        pending = pending.subarray(n);
        continue;
      }
      const step = next(pending);
      if (step === 'more') break;
      if (step === 'rest') {
        rest = true;
        yield pending;
        pending = Buffer.alloc(0);
        break;
      }
      if ('keep' in step) keep = step.keep;
      else drop = step.drop;
    }
  }
  // A file cut inside a segment header: what came is kept as it came.
  if (pending.length > 0) yield pending;
}

/**
 * A JPEG without its APP1 segments (EXIF with its GPS block, XMP). The segments before the scan are
 * walked; from the start of scan (SOS) on, the bytes pass untouched.
 */
export function stripJpegMetadata(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let atStart = true;
  let inScan = false;
  return filterSegments(source, (p) => {
    if (inScan) return 'rest';
    if (p.length < 2) return 'more';
    if (atStart) {
      atStart = false;
      return { keep: 2 }; // SOI
    }
    if (p[0] !== 0xff) return 'rest'; // not a marker: leave the rest as it is
    const marker = p[1] ?? 0;
    if (marker === 0xff) return { keep: 1 }; // fill byte
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) return { keep: 2 }; // markers without a length
    if (p.length < 4) return 'more';
    const length = 2 + p.readUInt16BE(2);
    if (marker === 0xe1) return { drop: length };
    if (marker === 0xda) inScan = true;
    return { keep: length };
  });
}

/** A PNG without its eXIf chunks. */
export function stripPngMetadata(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let atStart = true;
  return filterSegments(source, (p) => {
    if (p.length < 8) return 'more';
    if (atStart) {
      atStart = false;
      return { keep: 8 }; // signature
    }
    const length = 12 + p.readUInt32BE(0); // length, type, data, CRC
    return p.toString('latin1', 4, 8) === 'eXIf' ? { drop: length } : { keep: length };
  });
}

// File names.

/**
 * Words of dental file names that are capitalised or two to four Hangul syllables but are not
 * names. Anything else of that shape is flagged: a false flag costs the client a rename, a missed
 * one sends a patient's name to a T-esigner.
 */
const dentalWords = new Set(
  [
    'upper', 'lower', 'jaw', 'scan', 'crown', 'bridge', 'model', 'antagonist', 'preparation', 'prep', 'bite',
    'abutment', 'implant', 'maxilla', 'mandible', 'tooth', 'teeth', 'full', 'arch', 'left', 'right', 'final',
    '상악', '하악', '스캔', '크라운', '브릿지', '브리지', '모델', '교합', '지대치', '임플란트', '대합치', '인레이',
    '온레이', '보철', '치아', '최종', '수정', '환자', '파일', '사진', '상하악', '전치부', '구치부', '지대주',
  ],
);

/**
 * True when a file name looks like it carries a person's name: a run of 2–4 Hangul syllables
 * ("홍길동_crown.stl") or two capitalised Latin words in a row ("John Smith scan.stl"), other than
 * dental words ("Upper Jaw.stl", "상악.stl"). The extension is not looked at. All-capital names
 * ("JOHN SMITH") and romanised names run together ("HongGildong") are not caught.
 */
export function looksLikePersonName(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
  const tokens = stem.match(/[\uac00-\ud7a3]+|[A-Za-z]+/g) ?? [];
  const isWord = (token: string) => dentalWords.has(token.toLowerCase());
  const capitalised = (token: string | undefined) => token !== undefined && /^[A-Z][a-z]+$/.test(token) && !isWord(token);
  return tokens.some(
    (token, i) => (/^[\uac00-\ud7a3]{2,4}$/.test(token) && !isWord(token)) || (capitalised(token) && capitalised(tokens[i + 1])),
  );
}
