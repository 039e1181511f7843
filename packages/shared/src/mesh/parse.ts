// Mesh parsing for the 3D viewer and the design check (decision 0043): STL (binary and ASCII), PLY
// (ASCII and binary little-endian) and OBJ into flat triangle arrays that three.js takes as they are.
// It runs inside a Web Worker on files of hundreds of MB, so it imports nothing (no three.js in the
// worker), reads bytes through typed arrays without decoding or splitting the whole file, and
// allocates no object per vertex. It lives in shared so that the server's check reads a file exactly
// as the viewer draws it.

export type MeshFormat = 'stl' | 'ply' | 'obj';

export interface ParsedMesh {
  /** Non-indexed triangles: x,y,z of each vertex, 9 numbers per triangle, in the file's units (mm for dental files). */
  positions: Float32Array;
  /** One normal per vertex (flat: the triangle's normal repeated 3 times), same length as positions. */
  normals: Float32Array;
  triangleCount: number;
  bounds: { min: [number, number, number]; max: [number, number, number] };
}

export class MeshParseError extends Error {
  // A plain field rather than a parameter property: the project compiles with erasableSyntaxOnly.
  readonly code: 'VIEWER_LOAD_ERROR';
  /** True when the file is well formed but holds no triangles (the design check reports it apart). */
  readonly empty: boolean;
  constructor(code: 'VIEWER_LOAD_ERROR', message: string, empty = false) {
    super(message);
    this.name = 'MeshParseError';
    this.code = code;
    this.empty = empty;
  }
}

function fail(message: string): never {
  throw new MeshParseError('VIEWER_LOAD_ERROR', message);
}

function failEmpty(message: string): never {
  throw new MeshParseError('VIEWER_LOAD_ERROR', message, true);
}

/** The format a file name says it has, by its extension (case-insensitive); null for anything else. */
export function formatOf(name: string): MeshFormat | null {
  const extension = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension === 'stl' || extension === 'ply' || extension === 'obj' ? extension : null;
}

export function parseMesh(buffer: ArrayBuffer, format: MeshFormat, onProgress?: (fraction: number) => void): ParsedMesh {
  if (buffer.byteLength === 0) failEmpty('The file is empty.');
  const progress = new Progress(buffer.byteLength, onProgress);
  const mesh =
    format === 'stl' ? parseStl(buffer, progress) : finishMesh(format === 'ply' ? parsePly(buffer, progress) : parseObj(buffer, progress));
  onProgress?.(1);
  return mesh;
}

/**
 * A file read and parsed together: a binary STL (the biggest files) a piece at a time, each piece
 * parsed while the browser reads the next, so that reading and parsing overlap; any other file read
 * whole, then parsed. Progress covers both.
 */
export async function readMesh(
  file: Blob,
  format: MeshFormat,
  onProgress?: (fraction: number) => void,
  pieceBytes = READ_PIECE_BYTES,
): Promise<ParsedMesh> {
  if (file.size === 0) failEmpty('The file is empty.');
  const body = STL_HEADER_BYTES + 4;
  const count = format === 'stl' ? binaryStlCount(await file.slice(0, body).arrayBuffer(), file.size) : null;
  if (count === null) return parseMesh(await file.arrayBuffer(), format, onProgress);
  const progress = new Progress(file.size, onProgress);
  const stl = new BinaryStlReader(count);
  const read = (at: number) => file.slice(at, Math.min(file.size, at + pieceBytes)).arrayBuffer();
  let next = read(body);
  for (let at = body; at < file.size; at += pieceBytes) {
    const piece = await next;
    if (at + pieceBytes < file.size) next = read(at + pieceBytes);
    stl.push(new Uint8Array(piece));
    progress.at(at + piece.byteLength);
  }
  const mesh = stl.finish();
  onProgress?.(1);
  return mesh;
}

/** Big enough that reading a piece costs little more than its bytes, small enough to overlap well. */
const READ_PIECE_BYTES = 4 * 2 ** 20;

/** Calls back as the read position moves through the input, at most once per 1% of it. */
class Progress {
  private next: number;
  private readonly step: number;
  private readonly total: number;
  private readonly onProgress?: (fraction: number) => void;
  constructor(total: number, onProgress?: (fraction: number) => void) {
    this.total = total;
    this.onProgress = onProgress;
    this.step = Math.max(1, Math.ceil(total / 100));
    this.next = onProgress ? this.step : Infinity;
  }

  at(position: number): void {
    if (position < this.next) return;
    this.next = position + this.step;
    this.onProgress?.(Math.min(1, position / this.total));
  }
}

// ---------------------------------------------------------------------------------------------------
// The shared end: flat normals and bounds from the triangle positions.

function finishMesh(positions: Float32Array): ParsedMesh {
  const triangleCount = positions.length / 9;
  if (triangleCount === 0) failEmpty('The file holds no triangles.');
  const normals = new Float32Array(positions.length);
  const bounds = new BoundsOf();
  for (let i = 0; i < positions.length; i += 9) {
    bounds.addTriangle(positions, i);
    flatNormal(positions, normals, i);
  }
  return { positions, normals, triangleCount, bounds: bounds.result() };
}

/** The smallest box around the points added; refuses a NaN or infinite coordinate. */
class BoundsOf {
  private minX = Infinity;
  private minY = Infinity;
  private minZ = Infinity;
  private maxX = -Infinity;
  private maxY = -Infinity;
  private maxZ = -Infinity;
  // NaN slips through every comparison, so the sum of all coordinates is what reveals one (or an
  // infinity); float32 values cannot overflow a double sum.
  private sum = 0;

  /** The three vertices of the triangle at positions[i, i + 9). */
  addTriangle(positions: Float32Array, i: number): void {
    for (let k = i; k < i + 9; k += 3) {
      const x = positions[k]!, y = positions[k + 1]!, z = positions[k + 2]!;
      this.sum += x + y + z;
      if (x < this.minX) this.minX = x;
      if (x > this.maxX) this.maxX = x;
      if (y < this.minY) this.minY = y;
      if (y > this.maxY) this.maxY = y;
      if (z < this.minZ) this.minZ = z;
      if (z > this.maxZ) this.maxZ = z;
    }
  }

  result(): ParsedMesh['bounds'] {
    if (!Number.isFinite(this.sum)) fail('The file holds a coordinate that is not a finite number.');
    return { min: [this.minX, this.minY, this.minZ], max: [this.maxX, this.maxY, this.maxZ] };
  }
}

/** Writes the unit normal of the triangle at positions[i, i + 9) to its three vertices in normals. */
function flatNormal(positions: Float32Array, normals: Float32Array, i: number): void {
  const ax = positions[i]!, ay = positions[i + 1]!, az = positions[i + 2]!;
  const ux = positions[i + 3]! - ax, uy = positions[i + 4]! - ay, uz = positions[i + 5]! - az;
  const vx = positions[i + 6]! - ax, vy = positions[i + 7]! - ay, vz = positions[i + 8]! - az;
  let nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
  const length = Math.sqrt(nx * nx + ny * ny + nz * nz);
  // A degenerate (zero-area) triangle keeps a zero normal rather than NaN.
  if (length > 0) {
    nx /= length;
    ny /= length;
    nz /= length;
  }
  for (let k = i; k < i + 9; k += 3) {
    normals[k] = nx;
    normals[k + 1] = ny;
    normals[k + 2] = nz;
  }
}

/** Triangle positions from a vertex table and triangle indices, refusing indices outside the table. */
function trianglesFromIndices(vertices: Float32Array, indices: Int32Array): Float32Array {
  const vertexCount = vertices.length / 3;
  const positions = new Float32Array(indices.length * 3);
  for (let i = 0; i < indices.length; i++) {
    const index = indices[i]!;
    if (index < 0 || index >= vertexCount) fail(`A face refers to vertex ${index + 1}, but the file has ${vertexCount} vertices.`);
    positions[i * 3] = vertices[index * 3]!;
    positions[i * 3 + 1] = vertices[index * 3 + 1]!;
    positions[i * 3 + 2] = vertices[index * 3 + 2]!;
  }
  return positions;
}

/** A typed array that grows by doubling, for counts the file does not state up front. */
class FloatList {
  length = 0;
  private items = new Float32Array(1024);
  push(value: number): void {
    if (this.length === this.items.length) this.items = grow(this.items, new Float32Array(this.items.length * 2));
    this.items[this.length++] = value;
  }
  /** An exact-size copy, so that transferring its buffer to the page moves no unused memory. */
  toArray(): Float32Array {
    return this.items.slice(0, this.length);
  }
}

class IntList {
  length = 0;
  private items = new Int32Array(1024);
  push(value: number): void {
    if (this.length === this.items.length) this.items = grow(this.items, new Int32Array(this.items.length * 2));
    this.items[this.length++] = value;
  }
  toArray(): Int32Array {
    return this.items.slice(0, this.length);
  }
}

function grow<T extends Float32Array | Int32Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

// ---------------------------------------------------------------------------------------------------
// Text scanning over bytes: the keywords of every text format are ASCII, so the text is never decoded.

const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
const isLineEnd = (byte: number) => byte === LINE_FEED || byte === CARRIAGE_RETURN;

class TextScanner {
  position = 0;
  /** The current word is bytes[start, end). */
  start = 0;
  end = 0;
  readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }

  /** Moves to the next word, across lines; false at the end of the text. */
  nextWord(): boolean {
    const { bytes } = this;
    let i = this.position;
    while (i < bytes.length && bytes[i]! <= 32) i++;
    return this.takeWordFrom(i);
  }

  /** Moves to the next word on the current line; false when the line has no more. */
  nextWordOnLine(): boolean {
    const { bytes } = this;
    let i = this.position;
    while (i < bytes.length && bytes[i]! <= 32 && !isLineEnd(bytes[i]!)) i++;
    if (i < bytes.length && isLineEnd(bytes[i]!)) {
      this.position = i;
      return false;
    }
    return this.takeWordFrom(i);
  }

  /** Moves past the end of the current line (and any empty lines after it). */
  skipLine(): void {
    const { bytes } = this;
    let i = this.position;
    while (i < bytes.length && !isLineEnd(bytes[i]!)) i++;
    while (i < bytes.length && isLineEnd(bytes[i]!)) i++;
    this.position = i;
  }

  get atEnd(): boolean {
    return this.position >= this.bytes.length;
  }

  /** Whether the current word is `lowercase`, ignoring case. */
  wordIs(lowercase: string): boolean {
    if (this.end - this.start !== lowercase.length) return false;
    for (let k = 0; k < lowercase.length; k++) {
      const byte = this.bytes[this.start + k]!;
      const expected = lowercase.charCodeAt(k);
      // Setting bit 5 lowers an ASCII capital; only letters may match that way ('_' must not).
      const isLetter = expected >= 97 && expected <= 122;
      if (byte !== expected && !(isLetter && (byte | 0x20) === expected)) return false;
    }
    return true;
  }

  word(): string {
    return String.fromCharCode(...this.bytes.subarray(this.start, Math.min(this.end, this.start + 40)));
  }

  /** The current word as a number, or a MeshParseError naming what was expected. */
  number(what: string): number {
    const value = parseNumber(this.bytes, this.start, this.end);
    if (Number.isNaN(value)) fail(`Expected ${what} at line ${this.line()}, found "${this.word()}".`);
    return value;
  }

  /** The 1-based line of the current word; only counted when an error needs it. */
  line(): number {
    let line = 1;
    for (let i = 0; i < this.start; i++) if (this.bytes[i] === LINE_FEED) line++;
    return line;
  }

  private takeWordFrom(i: number): boolean {
    const { bytes } = this;
    if (i >= bytes.length) {
      this.position = i;
      return false;
    }
    this.start = i;
    while (i < bytes.length && bytes[i]! > 32) i++;
    this.end = i;
    this.position = i;
    return true;
  }
}

// Powers of ten up to 1e22 are exact doubles, so a mantissa of up to 15 digits scaled by one of them
// is the correctly rounded number; longer mantissas are within a unit of a double, far finer than the
// float32 that the mesh keeps.
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, i) => 10 ** i);
const pow10 = (exponent: number) => POWERS_OF_TEN[exponent] ?? 10 ** exponent;

const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 48 && byte <= 57;

/** A decimal number (sign, digits, fraction, exponent) that fills bytes[start, end); NaN otherwise. */
function parseNumber(bytes: Uint8Array, start: number, end: number): number {
  let i = start;
  const negative = bytes[i] === 45; // '-'
  if (negative || bytes[i] === 43) i++; // '+'
  let mantissa = 0;
  let scale = 0;
  let digits = 0;
  for (; i < end && isDigit(bytes[i]); i++, digits++) {
    if (mantissa < 1e17) mantissa = mantissa * 10 + (bytes[i]! - 48);
    else scale++;
  }
  if (i < end && bytes[i] === 46) {
    // '.'
    for (i++; i < end && isDigit(bytes[i]); i++, digits++) {
      if (mantissa < 1e17) {
        mantissa = mantissa * 10 + (bytes[i]! - 48);
        scale--;
      }
    }
  }
  if (digits === 0) return NaN;
  if (i < end && (bytes[i] === 101 || bytes[i] === 69)) {
    // 'e' or 'E'
    i++;
    const negativeExponent = bytes[i] === 45;
    if (negativeExponent || bytes[i] === 43) i++;
    if (i >= end) return NaN;
    let exponent = 0;
    for (; i < end && isDigit(bytes[i]); i++) exponent = Math.min(exponent * 10 + (bytes[i]! - 48), 1000);
    scale += negativeExponent ? -exponent : exponent;
  }
  if (i !== end) return NaN;
  const value = scale >= 0 ? mantissa * pow10(scale) : mantissa / pow10(-scale);
  return negative ? -value : value;
}

/** The integer at the start of an OBJ face word ("12" of "12/5/3"); NaN when there is none. */
function leadingInteger(bytes: Uint8Array, start: number, end: number): number {
  let i = start;
  const negative = bytes[i] === 45;
  if (negative || bytes[i] === 43) i++;
  const digitsStart = i;
  let value = 0;
  for (; i < end && isDigit(bytes[i]); i++) value = value * 10 + (bytes[i]! - 48);
  if (i === digitsStart || (i < end && bytes[i] !== 47)) return NaN; // '/' ends the vertex index
  return negative ? -value : value;
}

// ---------------------------------------------------------------------------------------------------
// STL

const STL_HEADER_BYTES = 80;
const STL_TRIANGLE_BYTES = 50;

/** The triangle count of a binary STL whose header (its first 84 bytes) this is; null when the size says it is not one. */
export function binaryStlCount(header: ArrayBuffer, size: number): number | null {
  if (header.byteLength < STL_HEADER_BYTES + 4) return null;
  // Many binary files also begin with "solid", so the size decides: binary when it matches the count.
  const count = new DataView(header).getUint32(STL_HEADER_BYTES, true);
  return STL_HEADER_BYTES + 4 + STL_TRIANGLE_BYTES * count === size ? count : null;
}

function parseStl(buffer: ArrayBuffer, progress: Progress): ParsedMesh {
  const bytes = new Uint8Array(buffer);
  if (buffer.byteLength >= STL_HEADER_BYTES + 4) {
    const count = binaryStlCount(buffer, buffer.byteLength);
    if (count !== null) {
      const stl = new BinaryStlReader(count);
      // A hundredth at a time, so that progress is told as parsing goes.
      const body = STL_HEADER_BYTES + 4;
      const step = STL_TRIANGLE_BYTES * Math.ceil(count / 100);
      for (let at = body; at < buffer.byteLength; at += step) {
        stl.push(new Uint8Array(buffer, at, Math.min(step, buffer.byteLength - at)));
        progress.at(at);
      }
      return stl.finish();
    }
    if (!startsWithSolid(bytes)) {
      const count = new DataView(buffer).getUint32(STL_HEADER_BYTES, true);
      const expected = STL_HEADER_BYTES + 4 + STL_TRIANGLE_BYTES * count;
      fail(`The binary STL file is ${buffer.byteLength} bytes, but its ${count} triangles need ${expected}: it is truncated or not an STL file.`);
    }
  } else if (!startsWithSolid(bytes)) {
    fail('The file is too short to be a binary STL and is not an ASCII STL.');
  }
  return finishMesh(parseAsciiStl(bytes, progress));
}

function startsWithSolid(bytes: Uint8Array): boolean {
  const scanner = new TextScanner(bytes.subarray(0, 256));
  return scanner.nextWord() && scanner.wordIs('solid');
}

/**
 * A binary STL's triangles from its records (the bytes after the 84-byte header), given in pieces of
 * any size as they are read: positions, normals and bounds in one pass, each number read once. A
 * record is 50 bytes, so the floats of every other triangle sit 2 bytes off a 4-byte boundary: the
 * records are gathered into a block, copied once as they lie and once 2 bytes on, and read through a
 * float view of each, which is much faster than a DataView call per number.
 */
class BinaryStlReader {
  static readonly BLOCK_RECORDS = 16_384;
  private readonly count: number;
  private readonly positions: Float32Array;
  private readonly normals: Float32Array;
  /** Records gathered so far, not yet parsed; the block's bytes once as read and once from 2 bytes on. */
  private readonly block = new Uint8Array(BinaryStlReader.BLOCK_RECORDS * STL_TRIANGLE_BYTES);
  private readonly even = new Float32Array(this.block.buffer);
  private readonly shifted = new Uint8Array(this.block.length);
  private readonly odd = new Float32Array(this.shifted.buffer);
  private filled = 0;
  private triangles = 0;
  private minX = Infinity;
  private minY = Infinity;
  private minZ = Infinity;
  private maxX = -Infinity;
  private maxY = -Infinity;
  private maxZ = -Infinity;
  private sum = 0; // reveals a NaN or an infinity, as in BoundsOf

  constructor(count: number) {
    if (count === 0) failEmpty('The file holds no triangles.');
    if (!littleEndian) fail('This device reads numbers big-endian; binary STL files cannot be read on it.');
    this.count = count;
    this.positions = new Float32Array(count * 9);
    this.normals = new Float32Array(count * 9);
  }

  push(bytes: Uint8Array): void {
    for (let at = 0; at < bytes.length; ) {
      const taken = Math.min(bytes.length - at, this.block.length - this.filled);
      this.block.set(bytes.subarray(at, at + taken), this.filled);
      this.filled += taken;
      at += taken;
      if (this.filled === this.block.length) this.parseBlock();
    }
  }

  finish(): ParsedMesh {
    this.parseBlock();
    if (this.triangles !== this.count || this.filled !== 0) fail('The binary STL file ends before its last triangle: it is truncated.');
    if (!Number.isFinite(this.sum)) fail('The file holds a coordinate that is not a finite number.');
    const bounds: ParsedMesh['bounds'] = { min: [this.minX, this.minY, this.minZ], max: [this.maxX, this.maxY, this.maxZ] };
    return { positions: this.positions, normals: this.normals, triangleCount: this.count, bounds };
  }

  /** Parses the whole records of the block and keeps what is left of a record for the next bytes. */
  private parseBlock(): void {
    const records = Math.min(Math.floor(this.filled / STL_TRIANGLE_BYTES), this.count - this.triangles);
    if (records === 0) return;
    this.shifted.set(this.block.subarray(2, records * STL_TRIANGLE_BYTES));
    const { even, odd, positions, normals } = this;
    let minX = this.minX, minY = this.minY, minZ = this.minZ;
    let maxX = this.maxX, maxY = this.maxY, maxZ = this.maxZ;
    let sum = this.sum;
    for (let r = 0; r < records; r++) {
      // The file's own normal (the first 12 bytes of a record) is skipped: exporters often leave it zero.
      const isEven = (r & 1) === 0;
      const source = isEven ? even : odd;
      const f = (isEven ? r * STL_TRIANGLE_BYTES + 12 : r * STL_TRIANGLE_BYTES + 10) >> 2;
      const ax = source[f]!, ay = source[f + 1]!, az = source[f + 2]!;
      const bx = source[f + 3]!, by = source[f + 4]!, bz = source[f + 5]!;
      const cx = source[f + 6]!, cy = source[f + 7]!, cz = source[f + 8]!;
      const at = (this.triangles + r) * 9;
      positions[at] = ax; positions[at + 1] = ay; positions[at + 2] = az;
      positions[at + 3] = bx; positions[at + 4] = by; positions[at + 5] = bz;
      positions[at + 6] = cx; positions[at + 7] = cy; positions[at + 8] = cz;
      sum += ax + ay + az + bx + by + bz + cx + cy + cz;
      minX = Math.min(minX, ax, bx, cx); maxX = Math.max(maxX, ax, bx, cx);
      minY = Math.min(minY, ay, by, cy); maxY = Math.max(maxY, ay, by, cy);
      minZ = Math.min(minZ, az, bz, cz); maxZ = Math.max(maxZ, az, bz, cz);
      const ux = bx - ax, uy = by - ay, uz = bz - az;
      const vx = cx - ax, vy = cy - ay, vz = cz - az;
      let nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
      const length = Math.sqrt(nx * nx + ny * ny + nz * nz);
      // A degenerate (zero-area) triangle keeps a zero normal rather than NaN.
      if (length > 0) {
        nx /= length;
        ny /= length;
        nz /= length;
      }
      normals[at] = nx; normals[at + 1] = ny; normals[at + 2] = nz;
      normals[at + 3] = nx; normals[at + 4] = ny; normals[at + 5] = nz;
      normals[at + 6] = nx; normals[at + 7] = ny; normals[at + 8] = nz;
    }
    Object.assign(this, { minX, minY, minZ, maxX, maxY, maxZ, sum });
    this.triangles += records;
    // A record cut by the end of the bytes given moves to the front, to be completed by the next.
    const used = records * STL_TRIANGLE_BYTES;
    this.block.copyWithin(0, used, this.filled);
    this.filled -= used;
  }
}

/** Whether this machine stores numbers little-endian, as STL does (every browser's does). */
const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function parseAsciiStl(bytes: Uint8Array, progress: Progress): Float32Array {
  const scanner = new TextScanner(bytes);
  const positions = new FloatList();
  // A facet's vertices, collected until "endfacet" so that a facet of more than three becomes a fan.
  const facet: number[] = [];
  let inFacet = false;
  while (scanner.nextWord()) {
    if (scanner.wordIs('vertex')) {
      if (!inFacet) fail(`A vertex outside a facet at line ${scanner.line()}.`);
      for (let axis = 0; axis < 3; axis++) {
        if (!scanner.nextWord()) fail('The ASCII STL file ends inside a vertex.');
        facet.push(scanner.number('a vertex coordinate'));
      }
    } else if (scanner.wordIs('facet')) {
      if (inFacet) fail(`A facet starts inside another at line ${scanner.line()}.`);
      inFacet = true;
      facet.length = 0;
    } else if (scanner.wordIs('endfacet')) {
      if (!inFacet || facet.length < 9) fail(`A facet with fewer than three vertices ends at line ${scanner.line()}.`);
      for (let v = 2; v * 3 < facet.length; v++) {
        for (const vertex of [0, v - 1, v]) {
          for (let axis = 0; axis < 3; axis++) positions.push(facet[vertex * 3 + axis]!);
        }
      }
      inFacet = false;
      progress.at(scanner.position);
    }
    // Everything else ("solid", "normal" and its numbers, "outer loop", "endloop", names) is skipped.
  }
  if (inFacet) fail('The ASCII STL file ends inside a facet: it is truncated.');
  return positions.toArray();
}

// ---------------------------------------------------------------------------------------------------
// PLY

type PlyType = 'int8' | 'uint8' | 'int16' | 'uint16' | 'int32' | 'uint32' | 'float32' | 'float64';

// The PLY type names, old and new, for each stored type.
const PLY_TYPES = new Map<string, PlyType>([
  ['char', 'int8'], ['int8', 'int8'], ['uchar', 'uint8'], ['uint8', 'uint8'],
  ['short', 'int16'], ['int16', 'int16'], ['ushort', 'uint16'], ['uint16', 'uint16'],
  ['int', 'int32'], ['int32', 'int32'], ['uint', 'uint32'], ['uint32', 'uint32'],
  ['float', 'float32'], ['float32', 'float32'], ['double', 'float64'], ['float64', 'float64'],
]);

const PLY_TYPE_BYTES: Record<PlyType, number> = {
  int8: 1, uint8: 1, int16: 2, uint16: 2, int32: 4, uint32: 4, float32: 4, float64: 8,
};

interface PlyProperty {
  name: string;
  type: PlyType;
  /** For a list property, the type of its leading count. */
  countType?: PlyType;
}

interface PlyElement {
  name: string;
  count: number;
  properties: PlyProperty[];
}

interface PlyHeader {
  binary: boolean;
  elements: PlyElement[];
  bodyStart: number;
}

/** Reads the values of the body one after another, whichever the encoding. */
interface PlyReader {
  read(type: PlyType): number;
  readonly position: number;
}

function parsePly(buffer: ArrayBuffer, progress: Progress): Float32Array {
  const bytes = new Uint8Array(buffer);
  const header = parsePlyHeader(bytes);
  const vertexElement = header.elements.find((element) => element.name === 'vertex');
  const faceElement = header.elements.find((element) => element.name === 'face');
  if (!vertexElement) fail('The PLY header declares no vertex element.');
  for (const axis of ['x', 'y', 'z']) {
    const property = vertexElement.properties.find((p) => p.name === axis);
    if (!property || property.countType) fail(`The PLY vertex element has no "${axis}" property.`);
  }
  const facesProperty = faceElement?.properties.find((p) => p.countType && (p.name === 'vertex_indices' || p.name === 'vertex_index'));
  if (!faceElement || faceElement.count === 0 || !facesProperty) failEmpty('The PLY file has no faces (a point cloud is not a mesh).');
  const reader = header.binary ? binaryPlyReader(buffer, header.bodyStart) : asciiPlyReader(bytes, header.bodyStart);

  let vertices = new Float32Array(0);
  const indices = new IntList();
  const polygon: number[] = [];
  for (const element of header.elements) {
    if (element === vertexElement) vertices = new Float32Array(element.count * 3);
    for (let item = 0; item < element.count; item++) {
      for (const property of element.properties) {
        if (property.countType) {
          const length = reader.read(property.countType);
          if (!Number.isInteger(length) || length < 0) fail(`A PLY list has the length ${length}.`);
          if (property === facesProperty && element === faceElement) {
            polygon.length = 0;
            for (let k = 0; k < length; k++) polygon.push(reader.read(property.type));
            addFan(polygon, indices);
          } else {
            for (let k = 0; k < length; k++) reader.read(property.type);
          }
        } else {
          const value = reader.read(property.type);
          if (element === vertexElement) {
            const axis = property.name === 'x' ? 0 : property.name === 'y' ? 1 : property.name === 'z' ? 2 : -1;
            if (axis >= 0) vertices[item * 3 + axis] = value;
          }
        }
      }
      progress.at(reader.position);
    }
  }
  return trianglesFromIndices(vertices, indices.toArray());
}

/** A polygon as a fan of triangles around its first vertex. */
function addFan(polygon: number[], indices: IntList): void {
  if (polygon.length < 3) fail('A face has fewer than three vertices.');
  for (let k = 2; k < polygon.length; k++) {
    indices.push(polygon[0]!);
    indices.push(polygon[k - 1]!);
    indices.push(polygon[k]!);
  }
}

function parsePlyHeader(bytes: Uint8Array): PlyHeader {
  const scanner = new TextScanner(bytes);
  if (!scanner.nextWord() || !scanner.wordIs('ply')) fail('The file does not start with "ply".');
  scanner.skipLine();
  let binary: boolean | undefined;
  const elements: PlyElement[] = [];
  // A declared count is checked against the bytes left, so a corrupt header cannot ask for gigabytes.
  let valuesDeclared = 0;
  for (;;) {
    if (!scanner.nextWordOnLine()) {
      if (scanner.atEnd) fail('The PLY header has no "end_header".');
      scanner.skipLine();
      continue;
    }
    if (scanner.wordIs('end_header')) break;
    if (scanner.wordIs('format')) {
      scanner.nextWordOnLine();
      if (scanner.wordIs('ascii')) binary = false;
      else if (scanner.wordIs('binary_little_endian')) binary = true;
      else fail(`The PLY format "${scanner.word()}" is not supported (ascii and binary_little_endian are).`);
    } else if (scanner.wordIs('element')) {
      if (!scanner.nextWordOnLine()) fail(`An element without a name at line ${scanner.line()}.`);
      const name = scanner.word();
      if (!scanner.nextWordOnLine()) fail(`The element "${name}" has no count.`);
      const count = scanner.number('an element count');
      if (!Number.isInteger(count) || count < 0) fail(`The element "${name}" has the count ${count}.`);
      elements.push({ name, count, properties: [] });
    } else if (scanner.wordIs('property')) {
      const element = elements.at(-1) ?? fail(`A property before any element at line ${scanner.line()}.`);
      element.properties.push(readPlyProperty(scanner));
      valuesDeclared += element.count;
    }
    // "comment" and "obj_info" lines are skipped.
    scanner.skipLine();
  }
  if (binary === undefined) fail('The PLY header has no "format" line.');
  // The header ends with its line: exactly one line end, since a binary body may begin with 10 or 13.
  let bodyStart = scanner.end;
  while (bodyStart < bytes.length && (bytes[bodyStart] === 32 || bytes[bodyStart] === 9)) bodyStart++;
  if (bytes[bodyStart] === CARRIAGE_RETURN) bodyStart++;
  if (bytes[bodyStart] === LINE_FEED) bodyStart++;
  if (valuesDeclared > bytes.length - bodyStart) fail('The PLY header declares more values than the file holds: it is truncated.');
  return { binary, elements, bodyStart };
}

function readPlyProperty(scanner: TextScanner): PlyProperty {
  const type = () => {
    if (!scanner.nextWordOnLine()) fail(`A property without a type at line ${scanner.line()}.`);
    return PLY_TYPES.get(scanner.word()) ?? fail(`Unknown PLY property type "${scanner.word()}" at line ${scanner.line()}.`);
  };
  if (!scanner.nextWordOnLine()) fail(`An empty property at line ${scanner.line()}.`);
  const isList = scanner.wordIs('list');
  if (!isList) scanner.position = scanner.start; // the word was the type
  const countType = isList ? type() : undefined;
  const valueType = type();
  if (!scanner.nextWordOnLine()) fail(`A property without a name at line ${scanner.line()}.`);
  return { name: scanner.word(), type: valueType, countType };
}

function binaryPlyReader(buffer: ArrayBuffer, start: number): PlyReader {
  const view = new DataView(buffer);
  let position = start;
  return {
    get position() {
      return position;
    },
    read(type) {
      const offset = position;
      position += PLY_TYPE_BYTES[type];
      if (position > buffer.byteLength) fail('The binary PLY file ends before its last element: it is truncated.');
      switch (type) {
        case 'int8': return view.getInt8(offset);
        case 'uint8': return view.getUint8(offset);
        case 'int16': return view.getInt16(offset, true);
        case 'uint16': return view.getUint16(offset, true);
        case 'int32': return view.getInt32(offset, true);
        case 'uint32': return view.getUint32(offset, true);
        case 'float32': return view.getFloat32(offset, true);
        case 'float64': return view.getFloat64(offset, true);
      }
    },
  };
}

function asciiPlyReader(bytes: Uint8Array, start: number): PlyReader {
  const scanner = new TextScanner(bytes);
  scanner.position = start;
  return {
    get position() {
      return scanner.position;
    },
    read() {
      if (!scanner.nextWord()) fail('The ASCII PLY file ends before its last element: it is truncated.');
      return scanner.number('a number');
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// OBJ

function parseObj(buffer: ArrayBuffer, progress: Progress): Float32Array {
  const scanner = new TextScanner(new Uint8Array(buffer));
  const vertices = new FloatList();
  const indices = new IntList();
  const polygon: number[] = [];
  while (!scanner.atEnd) {
    if (scanner.nextWordOnLine()) {
      if (scanner.wordIs('v')) {
        for (let axis = 0; axis < 3; axis++) {
          if (!scanner.nextWordOnLine()) fail(`A vertex with fewer than three coordinates at line ${scanner.line()}.`);
          vertices.push(scanner.number('a vertex coordinate'));
        }
      } else if (scanner.wordIs('f')) {
        polygon.length = 0;
        const vertexCount = vertices.length / 3;
        while (scanner.nextWordOnLine() && scanner.bytes[scanner.start] !== 35 /* '#' */) {
          const index = leadingInteger(scanner.bytes, scanner.start, scanner.end);
          if (Number.isNaN(index) || index === 0) fail(`Expected a vertex index at line ${scanner.line()}, found "${scanner.word()}".`);
          // Positive indices count from 1; negative ones count back from the last vertex read so far.
          polygon.push(index > 0 ? index - 1 : vertexCount + index);
        }
        if (polygon.length < 3) fail(`A face with fewer than three vertices at line ${scanner.line()}.`);
        addFan(polygon, indices);
      }
      // Normals, texture coordinates, groups, materials and comments are not needed to draw the mesh.
    }
    scanner.skipLine();
    progress.at(scanner.position);
  }
  return trianglesFromIndices(vertices.toArray(), indices.toArray());
}
