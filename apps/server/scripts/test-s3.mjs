// `npm run test:s3 -w @samity/server`: the S3 tests (apps/server/test/*.s3-test.ts) against a local
// S3-compatible server (s3rver, speaking the S3 HTTP API on a free loopback port), so the S3 driver can be
// tested on any machine without an outside service. To test against another server (MinIO, Garage, R2, ...)
// set S3_TEST_ENDPOINT and its S3_TEST_* settings and run vitest directly (docs/images.md).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

const root = new URL('../../..', import.meta.url).pathname;
const directory = mkdtempSync(join(tmpdir(), 'samity-s3rver-'));
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
const { port } = await server.run();

const vitest = spawn(
  process.execPath,
  [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '.s3-test.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      S3_TEST_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_TEST_ACCESS_KEY_ID: 'S3RVER',
      S3_TEST_SECRET_ACCESS_KEY: 'S3RVER',
    },
  },
);
vitest.on('exit', async (code) => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
  process.exit(code ?? 1);
});
