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
//   two of them import goes with the start's last step instead, so no part loads another's chunk.
// Every other module is left to rolldown's automatic chunking.
import path from 'node:path';
import type { Rolldown } from 'vite';

/** A module that only re-exports others (`export * from …`), as packages/shared's index. */
const BARREL = /^(?:\s*export \* from "[^"]+";)+\s*$/;

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
  if (lastStep) assign(chunkName(lastStep), [...importedBy].filter(([, count]) => count > 1).map(([id]) => id));
  parts.forEach((part, i) => assign(`${chunkName(part)}-imports`, partImports[i] ?? []));
  return chunkOf;
}

/** What `from` imports statically, directly or not; through a barrel, only the modules whose exports the importer names. */
function staticClosure(from: string, ctx: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>([from]);
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    const names = new Set(info.code?.match(/[\w$]+/g));
    for (const dep of info.importedIds.flatMap((imported) => throughBarrels(imported, names, ctx))) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      queue.push(dep);
    }
  }
  return seen;
}

/**
 * A barrel stands for the modules it re-exports: only those exporting a name the importer's code
 * uses are its dependencies (tree-shaking drops the rest); otherwise the first chunk to import the
 * barrel would take the whole package.
 */
function throughBarrels(id: string, names: Set<string>, ctx: Rolldown.ChunkingContext): string[] {
  const info = ctx.getModuleInfo(id);
  if (!info?.code || !BARREL.test(info.code)) return [id];
  return info.importedIds.flatMap((target) => {
    const exports = ctx.getModuleInfo(target)?.exports ?? [];
    if (exports.includes('*')) return throughBarrels(target, names, ctx);
    return exports.some((name) => names.has(name)) ? [target] : [];
  });
}

/** A package's name for a library (`react-dom`), the file's for the app's own modules (`boot`). */
function chunkName(id: string): string {
  const library = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  return library?.[1] ?? path.basename(id).replace(/\.[^.]+$/, '');
}
