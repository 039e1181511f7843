// Draws the pictures of docs/architecture.md from the import graph the boundary lint checks
// (dependency-cruiser, .dependency-cruiser.cjs): the server's modules and the web's features, one
// box each, an arrow for every import between them, tests and test support left out. Rewrites the
// blocks between the `<!-- graph:… -->` markers; `npm run deps:graph` after moving files.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const docPath = path.join(repoRoot, 'docs/architecture.md');
const depcruise = path.join(repoRoot, 'node_modules/.bin/depcruise');
const TESTS = '\\.test\\.tsx?$|\\.spec\\.ts$|test-support|/test/|/fakes/|test-fixtures|test-setup|\\.contract\\.ts$';

interface Picture {
  name: string;
  roots: string[];
  /** Folders drawn as one box each. */
  collapse: string;
}

const PICTURES: Picture[] = [
  { name: 'server', roots: ['apps/server/src'], collapse: '^(apps/server/src/(modules/[^/]+|platform|db|perf|test)|packages/shared)' },
  { name: 'web', roots: ['apps/web/src'], collapse: '^(apps/web/src/(features/[^/]+|components|lib|locales|app|[^/]+\\.tsx?$)|packages/shared)' },
];

function mermaid(picture: Picture): string {
  const out = execFileSync(
    process.execPath,
    [depcruise, ...picture.roots, '--config', '.dependency-cruiser.cjs', '--output-type', 'mermaid', '--collapse', picture.collapse, '--exclude', TESTS, '--include-only', '^(apps/[^/]+/src|packages/shared/src)/'],
    { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return out.trim();
}

let doc = fs.readFileSync(docPath, 'utf8');
for (const picture of PICTURES) {
  const start = `<!-- graph:${picture.name} -->`;
  const end = `<!-- /graph:${picture.name} -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/architecture.md has no ${start} … ${end} block`);
  doc = `${doc.slice(0, from + start.length)}\n\`\`\`mermaid\n${mermaid(picture)}\n\`\`\`\n${doc.slice(to)}`;
}
fs.writeFileSync(docPath, doc);
console.log(`drew ${PICTURES.map((p) => p.name).join(' and ')} into ${path.relative(repoRoot, docPath)}`);
