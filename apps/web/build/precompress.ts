// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, so the server
// sends them compressed without compressing on each request (@fastify/static's preCompressed, in
// apps/server/src/app.ts). Fonts and images are compressed already and are left alone; a copy that
// would not be smaller is not written, and the server falls back to the file itself.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
/** Below this a compressed copy saves less than its own headers cost. */
export const PRECOMPRESS_MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the bundle and the public files are written, so index.html, sw.js and robots.txt are in.
    async closeBundle() {
      const files = (fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }) as string[])
        .map((f) => path.join(outDir, f))
        .filter((f) => COMPRESSIBLE.test(f) && fs.statSync(f).size >= PRECOMPRESS_MIN_BYTES);
      let raw = 0;
      let br = 0;
      await Promise.all(
        files.map(async (file) => {
          const data = await fs.promises.readFile(file);
          const [b, g] = await Promise.all([
            brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gzip(data, { level: 9 }),
          ]);
          raw += data.length;
          br += Math.min(b.length, data.length);
          if (b.length < data.length) await fs.promises.writeFile(`${file}.br`, b);
          if (g.length < data.length) await fs.promises.writeFile(`${file}.gz`, g);
        }),
      );
      this.info(`precompressed ${files.length} files: ${(raw / 1024).toFixed(0)} KB, ${(br / 1024).toFixed(0)} KB with brotli`);
    },
  };
}
