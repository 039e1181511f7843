// A real server instance in a process of its own (`node apps/server/src/main.ts`), for the tests that
// kill one (process-kill.test.ts) and the bench's one- and two-instance rows (bench/load.ts): what an
// in-process app cannot show, a process lost with SIGKILL, or instances that do not share one event
// loop. Every process started here is killed when this process exits, so none outlives its caller.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const mainPath = path.resolve(import.meta.dirname, '../main.ts');
/** What is kept of a child's output, for the error that says why it did not start. */
const KEPT_OUTPUT_CHARS = 4000;

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  pid: number;
  /** Sends `signal` (SIGTERM by default) and waits for the exit; SIGKILL after `graceMs` if it lingers. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
  /** Whether the process has exited. */
  exited(): boolean;
  /** The exit code once exited by itself (null while running, or when a signal ended it). */
  exitCode(): number | null;
  /** The last lines the process wrote (stdout and stderr). */
  output(): string;
}

const running = new Set<ChildProcess>();
// The last resort: the caller ends (also on an uncaught error) with instances still up.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A port nobody listens on at the moment (the child binds it a moment later). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts an instance on 127.0.0.1 and a free port with `env` (DATABASE_URL, DATA_DIR, …: nothing of
 * this process's environment but PATH and HOME reaches it, so a test's variables cannot leak in), and
 * answers once its /healthz answers 200. A process that exits or stays silent first is an error
 * carrying its output.
 */
export async function startServerProcess(env: Record<string, string>, options: { timeoutMs?: number } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [mainPath], {
    cwd: path.resolve(import.meta.dirname, '../../../..'),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (data: Buffer) => (output = (output + data.toString('utf8')).slice(-KEPT_OUTPUT_CHARS));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exit.then(() => running.delete(child));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  const stop = async (signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000) => {
    if (hasExited()) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exit;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (hasExited()) throw new Error(`the server process stopped while starting (${child.signalCode ?? `exit ${child.exitCode}`}):\n${output}`);
    const up = await fetch(`${base}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`the server process did not answer /healthz at ${base} in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, pid: child.pid!, stop, exited: hasExited, exitCode: () => child.exitCode, output: () => output };
}
