// The design check of one mesh file, in a worker thread (issue 29): a million triangles take
// seconds of CPU, which the server's event loop never waits on. Gets the file's bytes (transferred,
// not copied), its format and the prescription; answers the MeshReport, which checkMeshFile never
// throws instead of.
import { parentPort, workerData } from 'node:worker_threads';
import { checkMeshFile } from '@dcm/shared/mesh/check';
import type { MeshFormat } from '@dcm/shared/mesh/parse';

const { buffer, format, prescribedMinMm } = workerData as { buffer: ArrayBuffer; format: MeshFormat; prescribedMinMm: number | null };
parentPort!.postMessage(checkMeshFile(buffer, format, { prescribedMinMm }));
