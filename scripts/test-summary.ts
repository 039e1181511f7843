// Sums what every runner reported into the one line CI reads: `N passed, N failed`.
// `--exit=N` is the test command's exit code: a failure no runner counted (typecheck, lint, a
// crashed runner) still counts as one failed check, so the line never hides a red run.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

const exitArg = process.argv.find((a) => a.startsWith('--exit='));
const exitCode = exitArg ? Number(exitArg.slice('--exit='.length)) : 0;

const read = (file: string): unknown => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);

const vitest = read('.tmp/vitest.json') as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number } | undefined;
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}

const playwright = read('.tmp/playwright.json') as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } | undefined;
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}

// The dependency audit (scripts/audit.ts): one check, or none when the advisory endpoint was silent.
const audit = read('.tmp/audit.json') as { passed: number; failed: number } | undefined;
if (audit) {
  passed += audit.passed;
  failed += audit.failed;
}

if (exitCode !== 0 && failed === 0) {
  console.log('the test command failed outside the test runners (typecheck, lint or a runner crash)');
  failed = 1;
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
