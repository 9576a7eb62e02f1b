import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: the cluster test, outside the default vitest run (which needs only a database). It
 * starts the cluster itself (Caddy, two built instances, PostgreSQL, s3rver), so it needs `npm run build` and
 * Caddy (apt-get install caddy).
 */
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: {
    include: ['apps/server/test/cluster/**/*.cluster-test.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
