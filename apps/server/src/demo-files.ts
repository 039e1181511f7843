// The demo's generated files (DEMO=1, demo-world.ts): a crown and a prepared tooth as binary STL
// meshes, and the crown's picture as a PNG, drawn here so the demo ships no binary fixtures.
import { deflateSync, crc32 } from 'node:zlib';

type Vec = [number, number, number];
type Triangle = [Vec, Vec, Vec];

/**
 * A closed mesh around the z axis, millimetres: `height(θ, t)` is the surface's height at angle θ
 * and t from the top (0) to the rim (1), `radius(θ, t)` its distance from the axis; the walls go
 * straight down to the margin at z = -`wall`, closed by a flat base.
 */
function latheMesh(height: (theta: number, t: number) => number, radius: (theta: number, t: number) => number, wall: number): Triangle[] {
  const rings = 28;
  const segments = 64;
  const grid: Vec[][] = [];
  for (let i = 0; i <= rings; i++) {
    const t = i / rings;
    grid.push(
      Array.from({ length: segments }, (_, j): Vec => {
        const theta = (j / segments) * 2 * Math.PI;
        const r = radius(theta, t);
        return [r * Math.cos(theta), r * Math.sin(theta), height(theta, t)];
      }),
    );
  }
  // The walls: the rim taken down to the margin, slightly narrower.
  for (let k = 1; k <= 4; k++) {
    const rim = grid[rings]!;
    grid.push(rim.map(([x, y, z]): Vec => [x * (1 - 0.03 * k), y * (1 - 0.03 * k), z - (wall * k) / 4]));
  }
  const triangles: Triangle[] = [];
  for (let i = 0; i + 1 < grid.length; i++) {
    for (let j = 0; j < segments; j++) {
      const a = grid[i]![j]!;
      const b = grid[i]![(j + 1) % segments]!;
      const c = grid[i + 1]![j]!;
      const d = grid[i + 1]![(j + 1) % segments]!;
      // The top ring is one point: its quads are single triangles.
      if (i > 0) triangles.push([a, c, b]);
      triangles.push([b, c, d]);
    }
  }
  const base = grid[grid.length - 1]!;
  const centre: Vec = [0, 0, base[0]![2]];
  for (let j = 0; j < segments; j++) triangles.push([centre, base[(j + 1) % segments]!, base[j]!]);
  return triangles;
}

/** A molar-like crown: four cusps around a central fossa over an oval body. */
const crownMesh = () =>
  latheMesh(
    (theta, t) => 5.2 - 2.2 * t * t + 0.9 * Math.sin(Math.PI * t) ** 2 * (0.6 + 0.4 * Math.cos(4 * theta + 0.4)) - 1.1 * Math.exp(-30 * t * t),
    (theta, t) => 5.1 * Math.sin((Math.PI / 2) * Math.min(1, t * 1.15)) ** 0.55 * (1 + 0.1 * Math.cos(2 * theta)),
    3,
  );

/** A tooth prepared for a crown: a rounded, tapered stump. */
const stumpMesh = () =>
  latheMesh(
    (_theta, t) => 4.2 - 1.8 * t ** 1.6,
    (theta, t) => 3.8 * Math.sin((Math.PI / 2) * Math.min(1, t * 1.3)) ** 0.5 * (1 + 0.08 * Math.cos(2 * theta)),
    2.5,
  );

const minus = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const unit = (v: Vec): Vec => {
  const length = Math.hypot(...v) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
};
const normalOf = ([a, b, c]: Triangle): Vec => unit(cross(minus(b, a), minus(c, a)));

/** A binary STL (its header must not start with "solid", which names the text form). */
function binaryStl(triangles: Triangle[], header: string): Buffer {
  const bytes = Buffer.alloc(84 + 50 * triangles.length);
  bytes.write(header, 0, 80, 'latin1');
  bytes.writeUInt32LE(triangles.length, 80);
  triangles.forEach((triangle, n) => {
    [normalOf(triangle), ...triangle].flat().forEach((value, i) => bytes.writeFloatLE(value, 84 + n * 50 + i * 4));
  });
  return bytes;
}

export const crownStl = () => binaryStl(crownMesh(), 'DCM demo crown, generated');
export const stumpStl = () => binaryStl(stumpMesh(), 'DCM demo scan of a prepared tooth, generated');

/** The crown drawn as the viewer would show it: turned by `turn`, tilted towards the light, shaded, on a soft `backdrop`. */
export function crownPng({ turn = 0.5, backdrop = [240, 244, 246] }: { turn?: number; backdrop?: [number, number, number] } = {}): Buffer {
  const width = 640;
  const height = 480;
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade = Math.round((18 * y) / height);
      rgb.set(backdrop.map((channel) => channel - shade), (y * width + x) * 3);
    }
  }
  const depth = new Float32Array(width * height).fill(-Infinity);
  const tilt = -1.0;
  const view = ([x, y, z]: Vec): Vec => {
    const x1 = x * Math.cos(turn) - y * Math.sin(turn);
    const y1 = x * Math.sin(turn) + y * Math.cos(turn);
    return [x1, y1 * Math.cos(tilt) - z * Math.sin(tilt), y1 * Math.sin(tilt) + z * Math.cos(tilt)];
  };
  const scale = 30;
  const light = unit([-0.4, 0.5, 1]);
  for (const triangle of crownMesh()) {
    const [a, b, c] = triangle.map((p) => {
      const [x, y, z] = view(p);
      return [width / 2 + x * scale, height / 2 - (y - 1) * scale, z] as Vec;
    }) as Triangle;
    const n = normalOf([view(triangle[0]), view(triangle[1]), view(triangle[2])]);
    if (n[2] <= 0) continue;
    const diffuse = Math.max(0, n[0] * light[0] + n[1] * light[1] + n[2] * light[2]);
    const glint = diffuse ** 24;
    const colour = [236, 226, 204].map((channel) => Math.min(255, Math.round(channel * (0.32 + 0.68 * diffuse) + 70 * glint)));
    const area = (b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1]);
    if (area === 0) continue;
    const [minX, maxX] = [Math.max(0, Math.floor(Math.min(a[0], b[0], c[0]))), Math.min(width - 1, Math.ceil(Math.max(a[0], b[0], c[0])))];
    const [minY, maxY] = [Math.max(0, Math.floor(Math.min(a[1], b[1], c[1]))), Math.min(height - 1, Math.ceil(Math.max(a[1], b[1], c[1])))];
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const w0 = ((b[0] - x) * (c[1] - y) - (c[0] - x) * (b[1] - y)) / area;
        const w1 = ((c[0] - x) * (a[1] - y) - (a[0] - x) * (c[1] - y)) / area;
        const w2 = 1 - w0 - w1;
        if (w0 < 0 || w1 < 0 || w2 < 0) continue;
        const z = w0 * a[2] + w1 * b[2] + w2 * c[2];
        const at = y * width + x;
        if (z <= depth[at]!) continue;
        depth[at] = z;
        rgb.set(colour, at * 3);
      }
    }
  }
  return png(width, height, rgb);
}

/** An 8-bit RGB PNG of `rgb` (rows top to bottom, no filter). */
function png(width: number, height: number, rgb: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) rgb.copy(rows, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
