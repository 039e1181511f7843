// Calls that stay in flight for as long as a shutdown test needs, and the check that an address no
// longer takes connections: what the SIGTERM tests (shutdown.test.ts, production-start.test.ts) ask
// of a real server process. Nothing here waits inside the server: the client itself is slow.
import http from 'node:http';
import net from 'node:net';
import { samplePdf } from './members.ts';

/** An upload whose multipart body is sent in two halves: the call stays in flight until `finish()`. */
export function slowUpload(base: string): { answer: Promise<{ status: number; body: string }>; finish(): void } {
  const boundary = 'shutdown-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="licence.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    samplePdf(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const half = Math.floor(body.length / 2);
  const request = http.request(`${base}/api/v1/common/file/upload`, {
    method: 'POST',
    // Kept alive, as a browser's or a proxy's connection is: once answered it must not hold the exit.
    agent: new http.Agent({ keepAlive: true }),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
  });
  request.write(body.subarray(0, half));
  request.flushHeaders();
  return { answer, finish: () => request.end(body.subarray(half)) };
}

/** Whether a new TCP connection to the server is refused. */
export function refused(base: string): Promise<boolean> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** How long after `since` new connections were first refused, polling for up to `withinMs`; undefined if never. */
export async function refusedAfterMs(base: string, since: number, withinMs = 3000): Promise<number | undefined> {
  while (Date.now() - since < withinMs) {
    if (await refused(base)) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}
