import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/trpc': api, '/api': api, '/uploads': api, '/healthz': api },
  },
  build: { outDir: 'dist', sourcemap: false, target: 'es2022' },
});
