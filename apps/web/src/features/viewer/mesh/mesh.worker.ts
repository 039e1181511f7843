// The Web Worker that parses a mesh file off the page's thread, so that a file of hundreds of MB
// never freezes the page: it takes the file's bytes (transferred, not copied), reports progress, and
// hands the triangle arrays back by transfer too. load.ts starts and ends it.
import { parseMesh, type MeshFormat, type ParsedMesh } from './parse.ts';

export interface MeshWorkerRequest {
  buffer: ArrayBuffer;
  format: MeshFormat;
}

export type MeshWorkerReply =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; mesh: ParsedMesh }
  | { type: 'error'; code: 'VIEWER_LOAD_ERROR'; message: string };

const reply = (message: MeshWorkerReply, transfer: Transferable[] = []) => self.postMessage(message, { transfer });

self.addEventListener('message', (event: MessageEvent<MeshWorkerRequest>) => {
  const { buffer, format } = event.data;
  try {
    const mesh = parseMesh(buffer, format, (fraction) => reply({ type: 'progress', fraction }));
    reply({ type: 'done', mesh }, [mesh.positions.buffer, mesh.normals.buffer]);
  } catch (error) {
    // A MeshParseError, or anything else (running out of memory on a huge file, say): either way the
    // file did not load.
    const message = error instanceof Error ? error.message : String(error);
    reply({ type: 'error', code: 'VIEWER_LOAD_ERROR', message });
  }
});
