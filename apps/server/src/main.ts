import { ZodError } from 'zod';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { reclaimMemoryWhenIdle } from './platform/idle-memory.ts';
import { describeCheck, productionProblems } from './platform/production-checks.ts';

/** A shutdown still waiting after this is cut short: orchestrators send SIGKILL at 10 s. */
const SHUTDOWN_GRACE_MS = 9_000;
/** A signal again within this long is the same stop delivered twice (see the handler), not a second one. */
const REPEATED_SIGNAL_MS = 1_000;

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ZodError)) throw error;
  console.error(`The configuration cannot be read:\n${error.issues.map((issue) => `  ✗ ${issue.path.join('.')}: ${issue.message}`).join('\n')}`);
  process.exit(1);
}

// Production refuses to start on a configuration that would fake or lose something (decision 0027),
// before anything is opened, and says everything to fix at once.
if (config.env === 'production') {
  const check = productionProblems(process.env, config);
  const report = describeCheck(check);
  if (report) console.error(report);
  if (check.problems.length > 0) process.exit(1);
}

const app = await buildApp(config);

// Graceful shutdown (decision 0027): app.close() answers new requests 503 and stops listening, closes
// the WebSockets with 1012 so tabs reconnect to another instance, waits for the calls in flight, then
// runs the onClose hooks (job runner, bus, Redis, database).
let stoppingSince: number | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stoppingSince !== undefined) {
      // Ctrl+C under `npm run` arrives twice within milliseconds, from the terminal and forwarded by
      // npm: that is one stop, not an operator's second, impatient one.
      if (Date.now() - stoppingSince < REPEATED_SIGNAL_MS) return;
      app.log.warn({ signal }, 'second signal while shutting down: exiting now');
      process.exit(1);
    }
    stoppingSince = Date.now();
    app.log.info({ signal }, 'shutting down: finishing the calls in flight');
    const force = setTimeout(() => {
      app.log.warn(`shutdown still waiting after ${SHUTDOWN_GRACE_MS / 1000} s: exiting with calls or connections still open`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // A keep-alive connection whose call finishes after close() began would otherwise idle on until
    // its timeout and hold the exit: close each as soon as it is idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.close().then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
// The start's garbage, and each busy spell's heap, handed back once the server rests (issue 27).
reclaimMemoryWhenIdle();
app.log.info(`Dental CAD marketplace on ${config.publicUrl}${config.demo ? ' (demo members seeded)' : ''}`);
