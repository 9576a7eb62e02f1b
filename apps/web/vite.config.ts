import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';
import { routePreloads } from './vite-route-preloads';
import { staticShell } from './vite-shell';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), staticShell(), routePreloads(import.meta.dirname), precompress()],
  server: {
    port: 5173,
    proxy: { '/trpc': api, '/api': api, '/uploads': api, '/healthz': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    // The manifest lets bench/bundle-size.mjs compute each public route's first-load JavaScript.
    manifest: true,
    // Every browser the es2022 target runs on but Safari 16 follows <link rel="modulepreload"> itself; the
    // polyfill would cost every public first load to speed up that one (which still loads, a little later).
    modulePreload: { polyfill: false },
  },
});
