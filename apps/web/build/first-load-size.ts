// Prints the home page's first-load JavaScript as the server sends it: the scripts of index.html,
// every chunk main.tsx imports dynamically (the start's steps and boot.tsx, all of which the
// pre-rendered home page loads), the chunks of the page's modules (the main page), and every chunk
// those import statically; each brotli-compressed as precompress.ts writes it (a file under its
// threshold goes as it is). Target (issue 27, decision 0034): at most 120 KB in at most 15 scripts;
// `node bench/web-budget.ts` measures it in a browser, for more pages.
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { PRECOMPRESS_MIN_BYTES } from './precompress.ts';

const TARGET_KB = 120;
const TARGET_SCRIPTS = 15;

function onTheWire(code: string): number {
  const raw = Buffer.byteLength(code);
  if (raw < PRECOMPRESS_MIN_BYTES) return raw;
  const compressed = zlib.brotliCompressSync(code, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw } });
  return Math.min(compressed.length, raw);
}

/** `entry`, the app's entry module (main.tsx); `pages`, the modules of the page whose load is counted. */
export function firstLoadSize(entry: string, ...pages: string[]): Plugin {
  return {
    name: 'first-load-size',
    apply: 'build',
    // After Vite's HTML plugin, which writes the entry chunk and its imports into index.html as scripts.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          for (const dep of byName.get(fileName)?.imports ?? []) visit(dep);
        };
        for (const [, script] of String(html.source).matchAll(/<script[^>]* src="\/([^"]+\.js)"/g)) if (script) visit(script);
        const main = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(entry)));
        for (const step of main?.dynamicImports ?? []) visit(step);
        for (const chunk of chunks) if (pages.some((m) => chunk.facadeModuleId?.endsWith(m))) visit(chunk.fileName);
        let bytes = 0;
        for (const fileName of seen) {
          const chunk = byName.get(fileName);
          if (chunk) bytes += onTheWire(chunk.code);
        }
        const kb = bytes / 1024;
        this.info(`home page first-load JavaScript: ${kb.toFixed(1)} KB brotli in ${seen.size} scripts (target ≤ ${TARGET_KB} KB, ≤ ${TARGET_SCRIPTS} scripts)`);
      },
    },
  };
}
