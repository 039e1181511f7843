// How the build cuts a first load into chunks (decision 0034). Left to itself, rolldown gives every
// set of modules shared by a different set of importers a chunk of its own: 47 scripts on the home
// page, most of them under a kilobyte. Here the modules a first load needs are planned instead, from
// the module graph, so the chunks follow the code as it changes (there is no list of modules here):
// - `index`: what main.tsx imports itself, in the entry chunk (the page loads it before its first paint);
// - one chunk per start step of main.tsx: each module it imports dynamically (react-dom, i18n, …,
//   then boot.tsx, the app) takes what it imports and no earlier step did, so a step is still one
//   chunk evaluated in a task of its own (decision 0024);
// - one chunk per part given (the pages most visits start on, a signed-in member's parts) for what
//   the part imports beyond the start; the part's own module keeps its chunk, so it loads two. What
//   two of them import goes with the start's last step instead, so no part loads another's chunk;
//   except a library the start does not hold (zod, for the pages that build schemas) and what needs
//   it: a chunk of its own, which a part that does not use it does not load.
// Every other module is left to rolldown's automatic chunking, except lucide-react's other icons: one chunk.
import path from 'node:path';
import type { Rolldown } from 'vite';

export function firstLoadChunks(entry: string, parts: string[]): Rolldown.CodeSplittingGroup[] {
  let chunkOf: Map<string, string> | undefined;
  return [
    {
      debugName: 'first load',
      name: (id, ctx) => {
        chunkOf ??= planFirstLoad(entry, parts, ctx);
        return chunkOf.get(id) ?? null;
      },
      // Exactly the modules planned: each chunk already holds what it imports beyond earlier ones,
      // and rolldown pulling a chunk's dependencies into it would take them from the earlier chunks.
      includeDependenciesRecursively: false,
    },
    {
      // The icons of the other pages: one chunk, not one per set of pages sharing an icon (a request
      // for each few hundred bytes). The start's and the first loads' icons are planned above.
      debugName: 'icons',
      name: (id) => (/node_modules[\\/]lucide-react[\\/]/.test(id) ? 'icons' : null),
    },
  ];
}

/** Each module of the first loads, by the chunk it goes in; the first chunk to import a module gets it. */
function planFirstLoad(entry: string, parts: string[], ctx: Rolldown.ChunkingContext): Map<string, string> {
  const entryInfo = ctx.getModuleInfo(entry);
  if (!entryInfo) throw new Error(`first-load chunks: ${entry} is not in the build`);
  const chunkOf = new Map<string, string>();
  const assign = (name: string, ids: Iterable<string>) => {
    for (const id of ids) if (!chunkOf.has(id)) chunkOf.set(id, name);
  };
  assign('index', staticClosure(entry, ctx));
  const steps = entryInfo.dynamicallyImportedIds;
  for (const step of steps) assign(chunkName(step), staticClosure(step, ctx));
  const partImports = parts.map((part) => {
    if (!ctx.getModuleInfo(part)) throw new Error(`first-load chunks: ${part} is not in the build`);
    return [...staticClosure(part, ctx)].filter((id) => id !== part && !chunkOf.has(id));
  });
  const importedBy = new Map<string, number>();
  for (const id of partImports.flat()) importedBy.set(id, (importedBy.get(id) ?? 0) + 1);
  const lastStep = steps.at(-1);
  const shared = new Set([...importedBy].filter(([, count]) => count > 1).map(([id]) => id));
  const inStart = new Set([...chunkOf.keys()].filter(isLibrary).map(chunkName));
  for (const id of shared) {
    // A library the start holds nothing of, and what needs it, stays out of it (zod: decision 0034);
    // more of one it holds (icons) costs the start bytes, not a script.
    const libraries = [...new Set([...staticClosure(id, ctx)].filter((dep) => shared.has(dep) && isLibrary(dep)).map(chunkName))].filter((name) => !inStart.has(name)).sort();
    const chunk = libraries.length > 0 ? libraries.join('+') : lastStep && chunkName(lastStep);
    if (chunk) assign(chunk, [id]);
  }
  parts.forEach((part, i) => assign(`${chunkName(part)}-imports`, partImports[i] ?? []));
  return chunkOf;
}

/** What `from` imports statically, directly or not; through a barrel, only the modules giving a name the importer takes from it. */
function staticClosure(from: string, ctx: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>([from]);
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    const taken = namesTaken(id, info.code);
    for (const dep of info.importedIds.flatMap((imported) => {
      const names = taken(imported);
      return names === 'all' ? [imported] : throughBarrels(imported, names, ctx);
    })) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      queue.push(dep);
    }
  }
  return seen;
}

/**
 * The names a module's code takes from each module it imports (`import d, { a, b as c } from …`,
 * `export { a } from …`), or `all` for a namespace (`import * as`, `export * from`). A file is told
 * apart by its path (a component `SellerInfo` beside it is not the shared schema of that name); a
 * package cannot be, so the names taken from any package count for each.
 */
function namesTaken(id: string, code: string | null): (dep: string) => Set<string> | 'all' {
  const byFile = new Map<string, Set<string> | 'all'>();
  let fromPackages: Set<string> | 'all' = new Set();
  const add = (spec: string, names: string[] | 'all') => {
    const key = spec.startsWith('.') ? path.resolve(path.dirname(id), spec) : undefined;
    const before = key ? (byFile.get(key) ?? new Set<string>()) : fromPackages;
    const after = before === 'all' || names === 'all' ? 'all' : new Set([...before, ...names]);
    if (key) byFile.set(key, after);
    else fromPackages = after;
  };
  const clause = /\b(import|export)\s+(?:type\s+)?([^;'"]*?)\s*from\s*["']([^"']+)["']/g;
  for (const [, keyword = '', what = '', spec = ''] of code?.matchAll(clause) ?? []) {
    if (what.startsWith('*')) {
      add(spec, 'all');
      continue;
    }
    const list = /\{([^}]*)\}/.exec(what)?.[1];
    const names = (list ?? '')
      .split(',')
      .map((one) => one.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? '')
      .filter(Boolean);
    if (keyword === 'import' && /^[\w$]+/.test(what)) names.push('default');
    add(spec, names);
  }
  return (dep) => {
    const own = byFile.get(dep);
    if (own === 'all' || fromPackages === 'all') return 'all';
    return new Set([...(own ?? []), ...fromPackages]);
  };
}

/**
 * A barrel (a module that only passes on others' exports: packages/shared's index, lucide-react's)
 * stands for the modules it re-exports: only those giving a name the importer takes are its
 * dependencies (tree-shaking drops the rest); otherwise the first chunk to import the barrel would
 * take the whole package (every icon, every schema).
 */
function throughBarrels(id: string, names: Set<string>, ctx: Rolldown.ChunkingContext): string[] {
  const info = ctx.getModuleInfo(id);
  const passed = reExportsOf(id, info);
  if (!passed?.only) return [id];
  const found = new Set<string>();
  for (const name of names) {
    const from = passed.named.get(name);
    if (from) for (const dep of from.name === '*' ? [from.file] : throughBarrels(from.file, new Set([from.name]), ctx)) found.add(dep);
  }
  for (const star of passed.stars) for (const dep of providers(star, names, ctx)) found.add(dep);
  return [...found];
}

/**
 * The modules behind `id` that declare a name of `names` it exports: `id` itself for a name it
 * declares, and for a name it only passes on from a file beside it (`export { name } from './…'`),
 * the module that declares it. A schema module that re-exports a plain value from a file of its own
 * is then not taken (with zod) by a chunk that names only the value.
 */
function providers(id: string, names: Set<string>, ctx: Rolldown.ChunkingContext): string[] {
  const info = ctx.getModuleInfo(id);
  const passed = reExportsOf(id, info);
  if (passed?.only) return throughBarrels(id, names, ctx);
  const exports = info?.exports ?? [];
  if (exports.includes('*')) return [id];
  const found = new Set<string>();
  for (const name of exports.filter((one) => names.has(one))) {
    const from = passed?.named.get(name);
    if (from && from.name !== '*') for (const dep of providers(from.file, new Set([from.name]), ctx)) found.add(dep);
    else found.add(id);
  }
  return [...found];
}

interface ReExports {
  /** Whether the module does nothing else. */
  only: boolean;
  /** Each name passed on, with the file it comes from and its name there (`*`: the file's namespace). */
  named: Map<string, { file: string; name: string }>;
  /** The files passed on whole (`export * from`). */
  stars: string[];
}

/**
 * What a module passes on from files beside it (relative specifiers, among its imports), statement by
 * statement: `export * from`, `export { a as b } from`, `import * as n` then `export { n as m }`.
 * Undefined for a module without code; `only` is false when it does anything else, or passes on
 * something the planner cannot place (a package's export).
 */
function reExportsOf(id: string, info: Rolldown.ModuleInfo | null): ReExports | undefined {
  if (!info?.code) return undefined;
  const named = new Map<string, { file: string; name: string }>();
  const stars: string[] = [];
  const namespaces = new Map<string, string>();
  let only = true;
  const fileOf = (spec: string) => {
    const file = spec.startsWith('.') ? path.resolve(path.dirname(id), spec) : undefined;
    return file && info.importedIds.includes(file) ? file : undefined;
  };
  const pairs = (list: string) =>
    list
      .split(',')
      .map((one) => one.trim().replace(/^type\s+/, ''))
      .filter(Boolean)
      .map((one) => {
        const [from = '', as = from] = one.split(/\s+as\s+/);
        return [from, as] as const;
      });
  const code = info.code.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  for (const statement of code.split(';').map((one) => one.trim()).filter(Boolean)) {
    let m: RegExpExecArray | null;
    if (/^["']use strict["']$/.test(statement)) continue;
    if ((m = /^export\s*\*\s*from\s*["']([^"']+)["']$/.exec(statement))) {
      const file = fileOf(m[1] ?? '');
      if (file) stars.push(file);
      else only = false;
    } else if ((m = /^export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']$/.exec(statement))) {
      const file = fileOf(m[2] ?? '');
      if (!file) only = false;
      else for (const [from, as] of pairs(m[1] ?? '')) named.set(as, { file, name: from });
    } else if ((m = /^import\s*\*\s*as\s+([\w$]+)\s+from\s*["']([^"']+)["']$/.exec(statement))) {
      const file = fileOf(m[2] ?? '');
      if (file) namespaces.set(m[1] ?? '', file);
      else only = false;
    } else if ((m = /^export\s*\{([^}]*)\}$/.exec(statement)) && pairs(m[1] ?? '').every(([from]) => namespaces.has(from))) {
      for (const [from, as] of pairs(m[1] ?? '')) named.set(as, { file: namespaces.get(from) ?? '', name: '*' });
    } else only = false;
  }
  return { only, named, stars };
}

const isLibrary = (id: string) => /node_modules[\\/]/.test(id);

/** A package's name for a library (`react-dom`), the file's for the app's own modules (`boot`). */
function chunkName(id: string): string {
  const library = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  return library?.[1] ?? path.basename(id).replace(/\.[^.]+$/, '');
}
