// How Node runs the server (issue 27, idle memory). Every way the server is started passes these:
// `npm run serve` and `start:prod` (package.json, held to these by node-options.test.ts), the cluster
// (scripts/cluster.ts), the processes of the tests and the bench (test/server-process.ts) and the e2e
// journeys' server (apps/web/e2e/playwright.config.ts).

/**
 * On a machine with gigabytes of memory Node 24 lets the young generation grow to 64 MB a half, and
 * keeps it: the server idled at 320 MB resident. 16 MB, Node's default before, costs no measurable
 * throughput (bench/README.md, "Memory") and brings it near 200 MB. `--expose-gc`: the collection
 * that hands the heap's pages back once the server rests (platform/idle-memory.ts; ~145 MB idle).
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=16', '--expose-gc'] as const;

/**
 * Node's compile cache, relative to the repository root (the server's working directory): the
 * server's TypeScript as stripped, and V8's code for it, kept from one start to the next. A start
 * that finds every module there never loads Node's TypeScript stripper (a WebAssembly module whose
 * memory stays for the life of the process): 20–30 MB less resident memory, idle, and a quicker
 * start. A module changed since is stripped and cached again; a directory that cannot be written
 * leaves the start as it was. An environment variable, not a call in main.ts: main.ts is itself
 * TypeScript, stripped before any line of it runs.
 */
export const SERVER_COMPILE_CACHE = 'node_modules/.cache/node-compile-cache';

/**
 * One arena for glibc's malloc instead of one per thread: argon2 (node:crypto, on the thread pool)
 * takes 19 MiB a hash, four at once, and each thread's arena stayed at its largest after a burst of
 * sign-ins (an idle server at 257–284 MB after the bench's login rows, 120–160 MB with one arena,
 * no row slower: bench/README.md, "Memory"; decision 0046).
 */
const SERVER_MALLOC_ARENAS = '1';

/** The environment every start adds to its own. */
export const SERVER_ENV = { NODE_COMPILE_CACHE: SERVER_COMPILE_CACHE, MALLOC_ARENA_MAX: SERVER_MALLOC_ARENAS } as const;
