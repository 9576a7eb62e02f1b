import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Tests that need an S3-compatible server run only when one is configured for the run (S3_TEST_ENDPOINT);
 * without it they are not collected at all, rather than skipped or passing without testing anything.
 */
const s3Tests = process.env.S3_TEST_ENDPOINT ? ['apps/server/test/**/*.s3-test.ts'] : [];

/** One vitest run over every workspace (unit and integration tests; browser journeys are Playwright's). */
export default defineConfig({
  test: {
    include: [
      'packages/*/test/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'tools/*/test/**/*.test.ts',
      ...s3Tests,
    ],
    globalSetup: ['./test/global-setup.ts'],
    // At least two files at once: each has a database of its own, and much of a file's time is spent waiting
    // on the database, so on the two-core CI machine vitest's default (cores - 1, one file at a time) left a
    // core idle (PostgreSQL run: 300 s with one worker, 188 s with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker imports the code once for all the files it runs, rather than once per file: importing the API
    // and the server for each of 186 files took 250 s of the workers' time (embedded run: 605 s isolated,
    // 345 s shared). Each file still opens a database of its own (useTestDb); what the shared modules keep
    // between files is memos (a dummy hash, schema walks) and no test mocks a module or fakes timers.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
