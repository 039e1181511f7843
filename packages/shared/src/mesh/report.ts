// The design check's report on one mesh file of a CAD delivery (issue 29, decision 0043): what the
// geometry is (volume, box, shells), what is wrong with it (open, non-manifold, flipped, degenerate,
// duplicate triangles) and where, and how thin its walls are against the referral's prescription.
// Stored as JSON with the file, so it carries its own version; a file that could not be analysed
// gets a report that says why instead.
import { z } from 'zod';

export const MESH_REPORT_VERSION = 1;

/** At most this many places are listed per failing check: enough for the viewer to point at them. */
export const MESH_REPORT_MAX_PLACES = 20;

/** A point in the file's coordinates (mm for dental files). */
export const MeshPoint = z.tuple([z.number().finite(), z.number().finite(), z.number().finite()]);
export type MeshPoint = z.infer<typeof MeshPoint>;

/** A place that fails a check: a point to mark and the (0-based, as in the file) triangle it lies on. */
export const MeshPlace = z.object({ triangle: z.number().int().nonnegative(), at: MeshPoint });
export type MeshPlace = z.infer<typeof MeshPlace>;

export const MeshPlaces = z.object({
  /** Midpoints of edges used by one triangle only: the holes. */
  boundaryEdges: z.array(MeshPlace),
  /** Midpoints of edges used by more than two triangles. */
  nonManifoldEdges: z.array(MeshPlace),
  /** Midpoints of edges whose two triangles run them the same way: one of the two is flipped. */
  inconsistentEdges: z.array(MeshPlace),
  degenerateTriangles: z.array(MeshPlace),
  duplicateTriangles: z.array(MeshPlace),
});
export type MeshPlaces = z.infer<typeof MeshPlaces>;

const count = z.number().int().nonnegative();

export const MeshAnalysis = z.object({
  triangleCount: count,
  /** Distinct positions after welding (WELD_TOLERANCE_MM). */
  vertexCount: count,
  bounds: z.object({ min: MeshPoint, max: MeshPoint, size: MeshPoint }),
  /** Enclosed volume in mm³ (absolute); meaningful only for a watertight, consistently oriented mesh. */
  volumeMm3: z.number().nonnegative(),
  /** The signed volume is negative: the triangles face inwards (the whole mesh is inside out). */
  inverted: z.boolean(),
  areaMm2: z.number().nonnegative(),
  /** Pieces connected through shared edges. */
  shells: count,
  boundaryEdges: count,
  nonManifoldEdges: count,
  /** Edges shared by two triangles that run it in the same direction (neighbours facing opposite ways). */
  inconsistentEdges: count,
  /** Triangles of (near) zero area: two corners welded together or a height under the weld tolerance. */
  degenerateTriangles: count,
  /** Triangles with the same three vertices as an earlier one, in any order. */
  duplicateTriangles: count,
  watertight: z.boolean(),
  manifold: z.boolean(),
  consistentNormals: z.boolean(),
  places: MeshPlaces,
});
export type MeshAnalysis = z.infer<typeof MeshAnalysis>;

export const ThinPlace = z.object({
  at: MeshPoint,
  /** The inward direction the thickness was measured along (unit vector). */
  direction: MeshPoint,
  thicknessMm: z.number().nonnegative(),
});
export type ThinPlace = z.infer<typeof ThinPlace>;

export const ThicknessReport = z.object({
  /** Vertices a ray was cast from. */
  samples: count,
  /** Rays that met the opposite wall; the others left through a hole or started on a bad normal. */
  hits: count,
  /** The thinnest wall met, in mm; null when no ray hit. */
  minMm: z.number().nonnegative().nullable(),
  /** The 1st percentile of the hits: the wall thickness all but the thinnest 1% of samples exceed. */
  p1Mm: z.number().nonnegative().nullable(),
  /** The thinnest samples, thinnest first. */
  thinnest: z.array(ThinPlace),
  /** The referral's minimum thickness in mm, when it prescribed one. */
  prescribedMinMm: z.number().positive().nullable(),
  /** Samples thinner than the prescription (0 without one). */
  belowPrescribed: count,
  /** minMm ≥ prescribedMinMm; null without a prescription or without a hit. */
  pass: z.boolean().nullable(),
});
export type ThicknessReport = z.infer<typeof ThicknessReport>;

export const MeshFormatCode = z.enum(['stl', 'ply', 'obj']);

/** Why a mesh could not be analysed. */
export const MeshReportReason = z.enum(['parseError', 'empty', 'tooLarge', 'analysisError']);
export type MeshReportReason = z.infer<typeof MeshReportReason>;

export const MeshReport = z.discriminatedUnion('status', [
  z.object({
    version: z.literal(MESH_REPORT_VERSION),
    status: z.literal('ok'),
    format: MeshFormatCode,
    analysis: MeshAnalysis,
    /** Null when it was not measured (the check was asked without it). */
    thickness: ThicknessReport.nullable(),
  }),
  z.object({
    version: z.literal(MESH_REPORT_VERSION),
    status: z.literal('failed'),
    format: MeshFormatCode,
    reason: MeshReportReason,
    /** The parser's or the check's own words, in English, for support; the UI shows `reason`. */
    message: z.string(),
  }),
]);
export type MeshReport = z.infer<typeof MeshReport>;
