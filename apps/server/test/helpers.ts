import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb } from '@samity/api/testing';
import type { SandboxHandle } from '@samity/bkash-sandbox';
import type { DbHandle } from '@samity/db';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../src/app';
import { loadConfig } from '../src/env';

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app on a test database of its own, with a minimal built web app so page routes can be checked. */
export async function buildTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'clock' | 'logStream' | 'readiness'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'samity-test-'));
  const webDistDir = join(dataDir, 'web');
  writeFileSync(join(dataDir, 'placeholder'), '');
  await import('node:fs/promises').then((fs) => fs.mkdir(join(webDistDir, 'assets'), { recursive: true }));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Samity</title><div id="root"></div>');
  writeFileSync(join(webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: webDistDir, LOG_LEVEL: 'silent', ...env });
  const db = await createTestDb();
  const app = await buildApp({ config, db, ...deps });
  await app.ready();
  return {
    app,
    db,
    dataDir,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/**
 * A second server instance on the same database as `t` (as two instances behind a load balancer share one
 * PostgreSQL, or one PGlite in a test): for what must hold on every instance at once.
 */
export async function buildSecondInstance(
  t: TestApp,
  deps: Pick<AppDeps, 'clock'> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: t.dataDir,
    WEB_DIST_DIR: join(t.dataDir, 'web'),
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, db: t.db, ...deps });
  await app.ready();
  return app;
}

/** The settings that point a test server at a bKash sandbox of the test's own, with a short gateway timeout. */
export function bkashSandboxEnv(sandbox: SandboxHandle): Record<string, string> {
  return {
    BKASH_BASE_URL: sandbox.baseUrl,
    BKASH_APP_KEY: sandbox.credentials.appKey,
    BKASH_APP_SECRET: sandbox.credentials.appSecret,
    BKASH_USERNAME: sandbox.credentials.username,
    BKASH_PASSWORD: sandbox.credentials.password,
    BKASH_SANDBOX: 'true',
    BKASH_TIMEOUT_SECONDS: '2',
  };
}
