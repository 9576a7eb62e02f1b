import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createAdmin,
  createTestDb,
  loginAs,
  solveHumanProof,
  TEST_HUMAN_PROOF_MAX_NUMBER,
  type TestAccount,
} from '@samity/api/testing';
import type { SandboxHandle } from '@samity/bkash-sandbox';
import type { DbHandle } from '@samity/db';
import type { Privilege } from '@samity/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
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
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    LOG_LEVEL: 'silent',
    // Anonymous forms' challenges solved in milliseconds (decision 027); a test may set the real difficulty.
    HUMAN_PROOF_MAX_NUMBER: String(TEST_HUMAN_PROOF_MAX_NUMBER),
    ...env,
  });
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
 * The file's app (buildTestApp), built before its tests and closed after them by vitest's hooks. Call it at
 * the top of the file; the answer is a live view, so `t.app` and `t.db` are the built app inside every test
 * and later hook. Settings that come from something started in an earlier hook (a bKash sandbox, an SMS
 * stand-in) are passed as a function, read when the app is built.
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  deps: Pick<AppDeps, 'clock' | 'logStream' | 'readiness'> = {},
): TestApp {
  let current: TestApp | null = null;
  beforeAll(async () => {
    current = await buildTestApp(typeof env === 'function' ? env() : env, deps);
  });
  afterAll(async () => {
    const closing = current;
    current = null;
    await closing?.close();
  });
  const live = (): TestApp => {
    if (!current) throw new Error('useTestApp: the app is built only inside tests and the hooks after it');
    return current;
  };
  return {
    get app() {
      return live().app;
    },
    get db() {
      return live().db;
    },
    get dataDir() {
      return live().dataDir;
    },
    close: () => live().close(),
  };
}

/**
 * The `Cookie` header of a new session on the test app's database, without the password and its throttling
 * (loginAs): for an account the test made, or an admin of the privilege made on the spot.
 */
export async function cookieFor(
  t: TestApp,
  who: TestAccount | Privilege,
  options: { https?: boolean } = {},
): Promise<string> {
  const account = typeof who === 'string' ? await createAdmin(t.db.db, { privilege: who }) : who;
  return (await loginAs(t.db.db, account)).header(options);
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

/**
 * A real proof for an anonymous form (enquiry, alert, complaint): a challenge from the app's
 * POST /api/proof-challenges, solved as the browser does (decision 027).
 */
export async function proofFrom(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/proof-challenges' });
  if (res.statusCode !== 200) throw new Error(`proof-challenges answered ${res.statusCode}: ${res.body}`);
  return solveHumanProof(res.json());
}
