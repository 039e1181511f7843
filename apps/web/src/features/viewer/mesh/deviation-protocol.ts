// The deviation worker's messages and its work (issue 29, decision 0043), apart from the worker's
// global so that a test can run it directly: the two files' bytes come in (transferred), both are
// parsed with the viewer's parser, the newer one's corners are measured against the older one
// (three-mesh-bvh, @dcm/shared/mesh/deviation) and coloured on the diverging scale; the newer mesh,
// its distances and colours go back by transfer, never copied. Progress: parsing each file is a
// tenth, measuring the rest.
import { measureDeviation, type DeviationMap } from '@dcm/shared/mesh/deviation';
import { parseMesh, type MeshFormat, type ParsedMesh } from '@dcm/shared/mesh/parse';
import { coloursOf, rangeOf } from './deviation-scale.ts';

export interface DeviationSource {
  buffer: ArrayBuffer;
  format: MeshFormat;
}

export interface DeviationRequest {
  older: DeviationSource;
  newer: DeviationSource;
}

/** The map without its per-corner arrays, which travel apart. */
export type DeviationStats = Omit<DeviationMap, 'distances'> & { rangeMm: number };

export type DeviationReply =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; mesh: ParsedMesh; distances: Float32Array; colours: Float32Array; stats: DeviationStats }
  | { type: 'error'; code: 'VIEWER_LOAD_ERROR'; message: string };

export type Reply = (message: DeviationReply, transfer?: Transferable[]) => void;

const PARSE_SHARE = 0.1;

export function handleDeviationRequest({ older, newer }: DeviationRequest, reply: Reply): void {
  try {
    reply({ type: 'progress', fraction: 0 });
    const base = parseMesh(older.buffer, older.format, (f) => reply({ type: 'progress', fraction: PARSE_SHARE * f }));
    const moved = parseMesh(newer.buffer, newer.format, (f) => reply({ type: 'progress', fraction: PARSE_SHARE * (1 + f) }));
    const map = measureDeviation(base, moved, { onProgress: (f) => reply({ type: 'progress', fraction: 2 * PARSE_SHARE + (1 - 2 * PARSE_SHARE) * f }) });
    const { distances, ...rest } = map;
    const rangeMm = rangeOf(map.maxAbsMm);
    const colours = coloursOf(distances, rangeMm);
    reply({ type: 'done', mesh: moved, distances, colours, stats: { ...rest, rangeMm } }, [moved.positions.buffer, moved.normals.buffer, distances.buffer, colours.buffer]);
  } catch (error) {
    // A file that does not parse, or running out of memory on a huge pair: either way no map.
    reply({ type: 'error', code: 'VIEWER_LOAD_ERROR', message: error instanceof Error ? error.message : String(error) });
  }
}
