import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadSize } from './build/first-load-size.ts';
import { fontDisplayOptional } from './build/font-display.ts';
import { precompress } from './build/precompress.ts';
import { prerenderPublicPages } from './build/prerender.ts';

export default defineConfig({
  plugins: [fontDisplayOptional(), react(), tailwindcss(), firstLoadSize('app/boot.tsx', 'features/home/pages/MainPage.tsx'), prerenderPublicPages('src/app/prerender.tsx'), precompress()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      '/push': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
  // No modulepreload links injected by script: on the pre-rendered pages each one inserted into the
  // head cost a phone tens of milliseconds of style work while the visitor was reading (decision 0024).
  build: { reportCompressedSize: true, chunkSizeWarningLimit: 600, modulePreload: false },
});
