// The design check on a big mesh (issue 29: 1M triangles in under 20 s, memory bounded): a hollow
// sphere, 0.5 mm thick, of about a million triangles is written as a binary STL, then parsed,
// welded, analysed, measured for wall thickness and compared with itself grown by 0.05 mm (the
// deviation map), each step timed, with the process's peak resident memory after the check and after
// the deviation. Numbers, not assertions.
//
// Alone: `node bench/mesh-analysis.ts` (MESH_TRIANGLES to change the size; `--json` prints the
// result as JSON only). Inside `npm run bench` (BENCH_ONLY=mesh) it runs in a child process of its
// own, so that the peak memory is the check's, not the bench's.
import { execFileSync } from 'node:child_process';
import { analyseMesh } from '../packages/shared/src/mesh/analyse.ts';
import { measureDeviation } from '../packages/shared/src/mesh/deviation.ts';
import { parseMesh } from '../packages/shared/src/mesh/parse.ts';
import { measureThickness } from '../packages/shared/src/mesh/thickness.ts';
import { weldVertices } from '../packages/shared/src/mesh/weld.ts';
import { printTable } from './table.ts';

export interface MeshBenchResult {
  triangles: number;
  fileBytes: number;
  parseMs: number;
  weldMs: number;
  analyseMs: number;
  thicknessMs: number;
  /** Parse, weld, analysis and thickness: the design check of one file. */
  checkMs: number;
  /** Peak resident memory of the process once the check is done (MB). */
  checkPeakRssMb: number;
  deviationMs: number;
  peakRssMb: number;
  volumeMm3: number;
  minThicknessMm: number | null;
  thicknessSamples: number;
  maxDeviationMm: number;
}

/**
 * A binary STL of two UV spheres about the origin, the outer (radius `outer`) facing out and the
 * inner (radius `inner`) facing in: a shell `outer - inner` thick. `bands` × 2·`bands` quads per
 * sphere, two triangles each (the pole quads' collapsed halves left out).
 */
export function hollowSphereStl(bands: number, outer = 5, inner = 4.5): Uint8Array<ArrayBuffer> {
  const segments = bands * 2;
  const perSphere = 2 * segments * (bands - 1);
  const count = perSphere * 2;
  const bytes = new Uint8Array(84 + 50 * count);
  const view = new DataView(bytes.buffer);
  view.setUint32(80, count, true);
  let at = 84;
  const point = (radius: number, band: number, segment: number): [number, number, number] => {
    const polar = (Math.PI * band) / bands, azimuth = (2 * Math.PI * segment) / segments;
    return [radius * Math.sin(polar) * Math.cos(azimuth), radius * Math.sin(polar) * Math.sin(azimuth), radius * Math.cos(polar)];
  };
  const triangle = (a: number[], b: number[], c: number[]) => {
    at += 12; // the stored normal, left zero
    for (const p of [a, b, c]) {
      for (const value of p) {
        view.setFloat32(at, value, true);
        at += 4;
      }
    }
    at += 2;
  };
  for (const [radius, outward] of [[outer, true], [inner, false]] as const) {
    for (let band = 0; band < bands; band++) {
      for (let segment = 0; segment < segments; segment++) {
        const a = point(radius, band, segment), b = point(radius, band + 1, segment);
        const c = point(radius, band + 1, segment + 1), d = point(radius, band, segment + 1);
        // Counter-clockwise seen from outside: a (top left), b (below it), c (below right), d (top right).
        if (band !== 0) {
          if (outward) triangle(a, b, d);
          else triangle(a, d, b);
        }
        if (band !== bands - 1) {
          if (outward) triangle(b, c, d);
          else triangle(b, d, c);
        }
      }
    }
  }
  if (at !== bytes.length) throw new Error(`wrote ${at} bytes of ${bytes.length}`);
  return bytes;
}

const peakRssMb = () => process.resourceUsage().maxRSS / 1024;

export function benchMeshAnalysis(targetTriangles: number): MeshBenchResult {
  // Two spheres of 4·bands² triangles each.
  const bands = Math.max(4, Math.round(Math.sqrt(targetTriangles / 8)));
  const bytes = hollowSphereStl(bands);
  const time = <T>(run: () => T): [T, number] => {
    const start = performance.now();
    const result = run();
    return [result, performance.now() - start];
  };
  const [mesh, parseMs] = time(() => parseMesh(bytes.buffer, 'stl'));
  const [welded, weldMs] = time(() => weldVertices(mesh.positions));
  const [analysis, analyseMs] = time(() => analyseMesh(mesh, { welded }));
  const [thickness, thicknessMs] = time(() => measureThickness(mesh, { welded, prescribedMinMm: 0.4 }));
  const checkPeakRssMb = peakRssMb();
  // The newer version: the same shell, grown by 1%, as a changed design would be.
  const newer = { positions: mesh.positions.map((x) => x * 1.01), triangleCount: mesh.triangleCount };
  const [deviation, deviationMs] = time(() => measureDeviation(mesh, newer, { weldedOlder: welded }));
  return {
    triangles: mesh.triangleCount,
    fileBytes: bytes.length,
    parseMs,
    weldMs,
    analyseMs,
    thicknessMs,
    checkMs: parseMs + weldMs + analyseMs + thicknessMs,
    checkPeakRssMb,
    deviationMs,
    peakRssMb: peakRssMb(),
    volumeMm3: analysis.volumeMm3,
    minThicknessMm: thickness.minMm,
    thicknessSamples: thickness.samples,
    maxDeviationMm: deviation.maxAbsMm,
  };
}

export function printMeshTable(result: MeshBenchResult): void {
  const ms = (n: number) => n.toFixed(0);
  printTable(
    ['mesh (design check)', 'triangles', 'parse ms', 'weld ms', 'analyse ms', 'thickness ms', 'check ms', 'peak RSS MB', 'deviation ms', 'peak RSS MB (all)'],
    [
      [
        `hollow sphere, ${(result.fileBytes / 2 ** 20).toFixed(0)} MB STL`,
        String(result.triangles),
        ms(result.parseMs),
        ms(result.weldMs),
        ms(result.analyseMs),
        ms(result.thicknessMs),
        ms(result.checkMs),
        result.checkPeakRssMb.toFixed(0),
        ms(result.deviationMs),
        result.peakRssMb.toFixed(0),
      ],
    ],
  );
  console.log(
    `volume ${result.volumeMm3.toFixed(1)} mm³, thinnest wall ${result.minThicknessMm?.toFixed(3) ?? '-'} mm over ${result.thicknessSamples} samples ` +
      `(0.5 mm built), largest deviation ${result.maxDeviationMm.toFixed(3)} mm (0.05 mm built)`,
  );
}

/** The bench in a child process: its peak memory is its own. */
export function benchMeshAnalysisApart(targetTriangles: number): MeshBenchResult {
  const output = execFileSync(process.execPath, [import.meta.filename, '--json'], {
    env: { ...process.env, MESH_TRIANGLES: String(targetTriangles) },
    encoding: 'utf8',
    maxBuffer: 2 ** 20,
  });
  return JSON.parse(output) as MeshBenchResult;
}

export const meshTriangles = () => Number(process.env.MESH_TRIANGLES) || 1_000_000;

if (import.meta.main) {
  const result = benchMeshAnalysis(meshTriangles());
  if (process.argv.includes('--json')) console.log(JSON.stringify(result));
  else printMeshTable(result);
}
