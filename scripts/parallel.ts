// Runs npm scripts side by side and prints each one's output whole once it ends, so the logs do not
// interleave: `node scripts/parallel.ts typecheck lint`. Fails when any of them fails. For checks
// that each use one core (tsc, eslint) on a machine that has two.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const results = await Promise.all(
  names.map(
    (name) =>
      new Promise<{ name: string; code: number; output: string }>((resolve) => {
        const started = Date.now();
        const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (data: Buffer) => (output += data.toString('utf8')));
        child.stderr.on('data', (data: Buffer) => (output += data.toString('utf8')));
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          process.stdout.write(`\n> ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s\n${output}`);
          resolve({ name, code: code ?? 1, output });
        });
      }),
  ),
);

process.exitCode = results.some((result) => result.code !== 0) ? 1 : 0;
