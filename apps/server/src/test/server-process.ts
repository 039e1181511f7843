// A real server instance in a process of its own (`node apps/server/src/main.ts`, or the npm script an
// operator runs), for the tests that kill or stop one (process-kill, shutdown, production-start) and
// the bench's one- and two-instance rows (bench/load.ts): what an in-process app cannot show, a
// process lost with SIGKILL or stopped by a signal, or instances that do not share one event loop. Every process started here is killed when this process exits, so none outlives its caller.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_OPTIONS } from '../node-options.ts';

const mainPath = path.resolve(import.meta.dirname, '../main.ts');
/** What is kept of a child's output, for the error that says why it did not start. */
const KEPT_OUTPUT_CHARS = 4000;

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  pid: number;
  /** Sends `signal` (SIGTERM by default) and waits for the exit; SIGKILL after `graceMs` if it lingers. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
  /** As `stop`, but to the whole process group, as Ctrl+C in a terminal does (`npmScript` processes only). */
  stopGroup(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
  /** Whether the process has exited. */
  exited(): boolean;
  /** The exit code once exited by itself (null while running, or when a signal ended it). */
  exitCode(): number | null;
  /** The last lines the process wrote (stdout and stderr). */
  output(): string;
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface StartOptions {
  timeoutMs?: number;
  /** Start through `npm run <script>` (e.g. `start:prod`) as an operator does, instead of `node main.ts`. */
  npmScript?: string;
  /** Another script to run instead of main.ts, serving /healthz on PORT (the bench's bare baseline, bench/bare-pg.ts). */
  entry?: string;
}

const running = new Set<ChildProcess>();
/** Whether a child leads a process group of its own (npm and the server under it). */
const groups = new WeakMap<ChildProcess, boolean>();
/** `signal` to the child, or to its whole group when it leads one. */
function signalAll(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!groups.get(child) || child.pid === undefined) return void child.kill(signal);
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}
// The last resort: the caller ends (also on an uncaught error) with instances still up.
process.once('exit', () => {
  for (const child of running) signalAll(child, 'SIGKILL');
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
export async function startServerProcess(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { npmScript } = options;
  const childEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...SERVER_ENV, ...env, PORT: String(port), HOST: '127.0.0.1' };
  const child = npmScript
    ? // A group of its own, so that a signal can reach npm alone (a container runtime) or all of it (Ctrl+C).
      spawn('npm', ['run', '--silent', npmScript], { cwd: repoRoot, env: { ...childEnv, npm_config_update_notifier: 'false' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    : spawn(process.execPath, [...SERVER_NODE_OPTIONS, options.entry ?? mainPath], { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  groups.set(child, Boolean(npmScript));
  running.add(child);
  let output = '';
  const keep = (data: Buffer) => (output = (output + data.toString('utf8')).slice(-KEPT_OUTPUT_CHARS));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A group is kept: its members may outlive npm, and the last resort must reach them.
  if (!npmScript) void exit.then(() => running.delete(child));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  const stopBy = (send: (signal: NodeJS.Signals) => void) => async (signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000) => {
    if (hasExited()) {
      // npm may be gone with the server still running under it: the group still reaches the server.
      if (groups.get(child)) send(signal);
      return;
    }
    send(signal);
    const timer = setTimeout(() => signalAll(child, 'SIGKILL'), graceMs);
    await exit;
    clearTimeout(timer);
  };
  const stop = stopBy((signal) => child.kill(signal));
  const stopGroup = stopBy((signal) => signalAll(child, signal));

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (hasExited()) throw new Error(`the server process stopped while starting (${child.signalCode ?? `exit ${child.exitCode}`}):\n${output}`);
    const up = await fetch(`${base}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stopGroup('SIGKILL');
      throw new Error(`the server process did not answer /healthz at ${base} in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, pid: child.pid!, stop, stopGroup, exited: hasExited, exitCode: () => child.exitCode, output: () => output };
}
