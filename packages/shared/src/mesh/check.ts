// The design check of one mesh file, end to end (issue 29, decision 0043): parse, weld once, analyse,
// measure the walls against the prescription. It never throws: a file that cannot be analysed gets a
// report that says why, which the job stores like any other.
import { analyseMesh } from './analyse.ts';
import { binaryStlCount, MeshParseError, parseMesh, type MeshFormat, type ParsedMesh } from './parse.ts';
import { MESH_REPORT_VERSION, type MeshReport, type MeshReportReason } from './report.ts';
import { measureThickness } from './thickness.ts';
import { weldVertices } from './weld.ts';

/** Larger meshes are refused before their arrays are built: about 0.4 GB of them at this size. */
export const MESH_CHECK_MAX_TRIANGLES = 5_000_000;

export interface CheckOptions {
  /** The referral's minimum thickness in mm, when it prescribed one. */
  prescribedMinMm?: number | null;
  /** False to leave the wall thickness out (the report's `thickness` is then null). */
  thickness?: boolean;
  /** Vertices the thickness is measured from at most. */
  samples?: number;
  maxTriangles?: number;
}

export function checkMeshFile(buffer: ArrayBuffer, format: MeshFormat, options: CheckOptions = {}): MeshReport {
  const maxTriangles = options.maxTriangles ?? MESH_CHECK_MAX_TRIANGLES;
  const failed = (reason: MeshReportReason, message: string): MeshReport => ({ version: MESH_REPORT_VERSION, status: 'failed', format, reason, message });

  if (buffer.byteLength === 0) return failed('empty', 'The file is empty.');
  const declared = format === 'stl' ? binaryStlCount(buffer, buffer.byteLength) : null;
  if (declared !== null && declared > maxTriangles) return failed('tooLarge', tooLarge(declared, maxTriangles));

  let mesh: ParsedMesh;
  try {
    mesh = parseMesh(buffer, format);
  } catch (error) {
    if (error instanceof MeshParseError) return failed(error.empty ? 'empty' : 'parseError', error.message);
    return failed('analysisError', messageOf(error));
  }
  if (mesh.triangleCount > maxTriangles) return failed('tooLarge', tooLarge(mesh.triangleCount, maxTriangles));
  return checkMesh(mesh, format, options);
}

/** The check of a mesh already parsed (the viewer's worker has one). */
export function checkMesh(mesh: ParsedMesh, format: MeshFormat, options: CheckOptions = {}): MeshReport {
  try {
    const welded = weldVertices(mesh.positions);
    const analysis = analyseMesh(mesh, { welded });
    const thickness =
      options.thickness === false ? null : measureThickness(mesh, { welded, samples: options.samples, prescribedMinMm: options.prescribedMinMm });
    return { version: MESH_REPORT_VERSION, status: 'ok', format, analysis, thickness };
  } catch (error) {
    return { version: MESH_REPORT_VERSION, status: 'failed', format, reason: 'analysisError', message: messageOf(error) };
  }
}

function tooLarge(count: number, max: number): string {
  return `The mesh has ${count} triangles; the design check measures at most ${max}.`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
