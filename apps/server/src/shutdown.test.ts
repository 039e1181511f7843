// Graceful shutdown (decision 0027) in a real process, as a deployment stops an instance with
// SIGTERM: a call in flight (a guest's document upload whose body is still arriving) finishes with
// 200, a new connection is refused, an open WebSocket is closed with 1012 (service restart) so the
// tab reconnects elsewhere, and the process exits 0 well within the 10 s orchestrators allow.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WsCloseServiceRestart } from '@dcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './test/server-process.ts';
import { refusedAfterMs, slowUpload } from './test/slow-calls.ts';
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
    expect(await refusedAfterMs(server.base, signalled)).toBeDefined();
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
