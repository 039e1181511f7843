import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadChunks } from './build/first-load-chunks.ts';
import { firstLoadSize } from './build/first-load-size.ts';
import { pretendardFonts } from './build/fonts.ts';
import { precompress } from './build/precompress.ts';
import { prerenderPublicPages } from './build/prerender.ts';

const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);
/** What a first load renders beyond the start: the pages most visits start on, and a signed-in member's parts (decision 0034). */
const FIRST_LOAD_PARTS = ['features/home/pages/MainPage.tsx', 'features/auth/pages/LoginPage.tsx', 'app/RequestRoute.tsx', 'app/MemberParts.tsx'];

/** React's API served by Preact in the browser (decision 0045): same components, a fifth of the bytes. */
const preactForReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  plugins: [pretendardFonts(), react(), tailwindcss(), firstLoadSize('app/main.tsx', 'features/home/pages/MainPage.tsx'), prerenderPublicPages('src/app/prerender.tsx'), precompress()],
  resolve: {
    // Every 'zod' of the app and of packages/shared is zod configured for the CSP (lib/zod-setup.ts),
    // set as zod itself loads, so no page can build a schema before it (decision 0034).
    alias: [{ find: /^zod$/, replacement: src('lib/zod-setup.ts') }, ...(command === 'build' ? preactForReact : [])],
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      '/push': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
  build: {
    reportCompressedSize: true,
    chunkSizeWarningLimit: 600,
    // No modulepreload links injected by script: on the pre-rendered pages each one inserted into the
    // head cost a phone tens of milliseconds of style work while the visitor was reading (decision 0024).
    modulePreload: false,
    // A first load in a few chunks, not dozens (decision 0034).
    rolldownOptions: {
      output: { codeSplitting: { groups: firstLoadChunks(src('app/main.tsx'), FIRST_LOAD_PARTS.map(src)) } },
      // A feature's module does nothing when it is imported but declare (components, hooks, rules), so a
      // page that takes one piece of another feature's face (index.ts) does not carry the face's other
      // pieces; rolldown otherwise keeps every re-exported component module, React being CommonJS
      // (decision 0033). Only lib/i18n.ts is imported for what it does, outside features/ (lib/zod-setup.ts is zod itself, above).
      treeshake: { moduleSideEffects: (id) => (/\/src\/features\/.+\.tsx?$/.test(id) ? false : undefined) },
    },
  },
}));
