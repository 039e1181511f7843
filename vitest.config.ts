import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

// Web test files share one jsdom environment and one module graph per worker: building both again
// for each of more than a hundred files took half the suite's time. A file that replaces modules
// (vi.mock) would leak its fakes into the next, so those files run isolated, each on its own.
const webRoot = './apps/web';
const webTests = 'src/**/*.test.{ts,tsx}';
const mocking = fs
  .globSync(webTests, { cwd: webRoot })
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(`${webRoot}/${file}`, 'utf8')));

const webProject = (name: string, files: { include: string[]; exclude?: string[]; isolate?: boolean }) => ({
  extends: './apps/web/vite.config.ts',
  test: { name, root: webRoot, environment: 'jsdom', setupFiles: ['./src/test-setup.ts'], ...files },
});

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '.tmp/vitest.json' }]],
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/shared/src/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app on its own database; the server's modules are imported
          // once per worker instead of once per file (a third of the time before).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      webProject('web', { include: [webTests], exclude: mocking, isolate: false }),
      webProject('web-mocking', { include: mocking }),
    ],
  },
});
