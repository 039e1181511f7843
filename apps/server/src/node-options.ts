// How Node runs the server (issue 27, idle memory). On a machine with gigabytes of memory Node 24
// lets the young generation grow to 64 MB a half, and keeps it: the server idled at 320 MB resident.
// 16 MB, Node's default before, costs no measurable throughput (bench/README.md, "Memory") and
// brings it near 200 MB. Every way the server is started passes these: `npm run serve` and
// `start:prod` (package.json), the cluster (scripts/cluster.ts), the processes of the tests and the
// bench (test/server-process.ts) and the e2e journeys' server (apps/web/e2e/playwright.config.ts).
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=16'] as const;
