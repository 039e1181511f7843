// Prints the home page's first-load JavaScript, gzipped: the entry chunk, every chunk it imports
// statically, and the lazy chunks the first load always imports (the app's boot chunk, the main page)
// with theirs. Target: below 200 KB (issue "Foundation").
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TARGET_KB = 200;

export function firstLoadSize(...firstLoadModules: string[]): Plugin {
  return {
    name: 'first-load-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        for (const dep of byName.get(fileName)?.imports ?? []) visit(dep);
      };
      visit(entry.fileName);
      for (const chunk of chunks) if (firstLoadModules.some((m) => chunk.facadeModuleId?.endsWith(m))) visit(chunk.fileName);
      let gzipped = 0;
      for (const fileName of seen) {
        const chunk = byName.get(fileName);
        if (chunk) gzipped += zlib.gzipSync(chunk.code).length;
      }
      const kb = gzipped / 1024;
      this.info(`home page first-load JavaScript: ${kb.toFixed(1)} KB gzipped in ${seen.size} chunks (target < ${TARGET_KB} KB)`);
    },
  };
}
