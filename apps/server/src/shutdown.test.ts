// Graceful shutdown (decision 0027) in a real process, as a deployment stops an instance with
// SIGTERM: a call in flight (a guest's document upload whose body is still arriving) finishes with
// 200, a new connection is refused, an open WebSocket is closed with 1012 (service restart) so the
// tab reconnects elsewhere, and the process exits 0 well within the 10 s orchestrators allow.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { WsCloseServiceRestart } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from './test/members.ts';
import { startServerProcess, type ServerProcess } from './test/server-process.ts';
import { Tab } from './test/sockets.ts';

let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcm-shutdown-'));
  server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, { timeoutMs: 90_000 });
}, 100_000);
afterAll(async () => {
  await server.stop('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An upload whose multipart body is sent in two halves: the call stays in flight until `finish()`. */
function slowUpload(base: string): { answer: Promise<{ status: number; body: string }>; finish(): void } {
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
function refused(base: string): Promise<boolean> {
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

describe('a SIGTERM', () => {
  it('lets the call in flight finish, refuses new connections, closes WebSockets with 1012 and exits 0 within 10 s', async () => {
    const tab = await Tab.open(server.base);
    const upload = slowUpload(server.base);
    // The server has the headers and half the body: the call is under way.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.exited()).toBe(false);

    const signalled = Date.now();
    const stopped = server.stop('SIGTERM', 15_000);

    expect((await tab.closed).code).toBe(WsCloseServiceRestart);
    let refusedAfterMs: number | undefined;
    while (Date.now() - signalled < 3000) {
      if (await refused(server.base)) {
        refusedAfterMs = Date.now() - signalled;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(refusedAfterMs).toBeDefined();
    // Still going: the upload holds the shutdown open.
    expect(server.exited()).toBe(false);

    upload.finish();
    const answer = await upload.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ id: expect.any(String) });

    await stopped;
    expect(server.exitCode()).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(server.output()).toMatch(/shutting down/);
    expect(server.output()).not.toMatch(/shutdown still waiting/);
  }, 30_000);
});
