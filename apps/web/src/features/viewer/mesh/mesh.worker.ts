// The Web Worker that reads and parses a mesh file off the page's thread, so that a file of hundreds
// of MB never freezes the page: it takes the File itself (a handle, cheap to pass) or bytes
// (transferred, not copied), reads it here (a binary STL parsed as it streams in), reports progress,
// and hands the triangle arrays back by transfer too. load.ts starts and ends it.
import { parseMesh, readMesh, type MeshFormat, type ParsedMesh } from '@dcm/shared/mesh/parse';

export interface MeshWorkerRequest {
  source: Blob | ArrayBuffer;
  format: MeshFormat;
}

export type MeshWorkerReply =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; mesh: ParsedMesh }
  | { type: 'error'; code: 'VIEWER_LOAD_ERROR'; message: string };

const reply = (message: MeshWorkerReply, transfer: Transferable[] = []) => self.postMessage(message, { transfer });

self.addEventListener('message', (event: MessageEvent<MeshWorkerRequest>) => {
  const { source, format } = event.data;
  const onProgress = (fraction: number) => reply({ type: 'progress', fraction });
  onProgress(0);
  const parsing = source instanceof ArrayBuffer ? Promise.resolve().then(() => parseMesh(source, format, onProgress)) : readMesh(source, format, onProgress);
  parsing
    .then((mesh) => reply({ type: 'done', mesh }, [mesh.positions.buffer, mesh.normals.buffer]))
    .catch((error: unknown) => {
      // A MeshParseError, a file that cannot be read, or anything else (running out of memory on a
      // huge file, say): either way the file did not load.
      const message = error instanceof Error ? error.message : String(error);
      reply({ type: 'error', code: 'VIEWER_LOAD_ERROR', message });
    });
});
