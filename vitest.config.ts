import { defineConfig } from 'vitest/config';

/** One vitest run over every workspace (unit and integration tests; browser journeys are Playwright's). */
export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
