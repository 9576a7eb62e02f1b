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
  // The manifest lets bench/bundle-size.mjs compute each public route's first-load JavaScript.
  build: { outDir: 'dist', sourcemap: false, target: 'es2022', manifest: true },
});
