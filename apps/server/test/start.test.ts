import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useTestDb } from '@samity/api/testing';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env';
import { startMessageSandbox } from '../src/notifications/local-sandbox';
import { emptyDatabaseLines, runsTheDemo, startProblem } from '../src/start';

const MAIN = new URL('../src/main.ts', import.meta.url).pathname;
const TSX = new URL('../../../node_modules/.bin/tsx', import.meta.url).pathname;

/** A data folder of one's own: real use, not the demo (which is the default ./data folder). */
const ownDataDir = () => mkdtempSync(join(tmpdir(), 'samity-start-'));

describe('PUBLIC_ORIGIN in production', () => {
  it('is required without the demo data, and the message names it', () => {
    const real = loadConfig({ NODE_ENV: 'production', DATA_DIR: ownDataDir() });
    expect(real.seedDemoData).toBe(false);
    expect(startProblem(real)).toMatch(/^PUBLIC_ORIGIN is required in production/);
    const named = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: ownDataDir(),
      PUBLIC_ORIGIN: 'https://samity.example.org',
    });
    expect(startProblem(named)).toBeNull();
  });

  it('is not required for the demo, nor outside production', () => {
    expect(startProblem(loadConfig({ NODE_ENV: 'production' }))).toBeNull();
    expect(
      startProblem(loadConfig({ NODE_ENV: 'production', DATA_DIR: ownDataDir(), SEED_DEMO_DATA: 'true' })),
    ).toBeNull();
    expect(startProblem(loadConfig({ NODE_ENV: 'development', DATA_DIR: ownDataDir() }))).toBeNull();
  });

  it('the server refuses to start without it, before opening anything, and says which setting', async () => {
    const dataDir = ownDataDir();
    const env: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'silent',
    };
    delete env.PUBLIC_ORIGIN;
    delete env.SEED_DEMO_DATA;
    delete env.DATABASE_URL;
    const result = await new Promise<{ code: number | null; err: string }>((resolve) => {
      const child = spawn(TSX, [MAIN], { env, stdio: ['ignore', 'ignore', 'pipe'] });
      let err = '';
      child.stderr.on('data', (chunk) => (err += chunk));
      child.on('close', (code) => resolve({ code, err }));
    });
    expect(result.code).toBe(1);
    expect(result.err).toContain('Cannot start: PUBLIC_ORIGIN is required in production');
    // Nothing was opened: no embedded database was made in the data folder.
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(dataDir)).toEqual([]);
    // tsx compiles the whole server first: seconds alone, a minute and more on a busy two-core machine.
  }, 180_000);
});

describe('the demo and its message stand-ins', () => {
  const seeded = useTestDb();

  it('runs the stand-ins only on the demo data, unless NOTIFY_SANDBOX says otherwise', async () => {
    const real = loadConfig({ DATA_DIR: ownDataDir() });
    expect(await startMessageSandbox(real, false)).toBeNull();
    expect(
      await startMessageSandbox(loadConfig({ DATA_DIR: ownDataDir(), NOTIFY_SANDBOX: 'false' }), true),
    ).toBeNull();
    const demo = await startMessageSandbox(real, true);
    try {
      expect(demo?.config.notifications.sms?.sender).toBe('SAMITY');
      expect(demo?.lines.join('\n')).toContain('Messages SANDBOX');
    } finally {
      await demo?.close();
    }
  });

  it('is the demo only with SEED_DEMO_DATA on and a database the demo seed filled', async () => {
    expect(await runsTheDemo(loadConfig({ DATA_DIR: ownDataDir(), SEED_DEMO_DATA: 'true' }), seeded)).toBe(
      true,
    );
    expect(await runsTheDemo(loadConfig({ DATA_DIR: ownDataDir() }), seeded)).toBe(false);
  });
});

describe('a database started empty for real use', () => {
  const empty = useTestDb({ empty: true });
  const seeded = useTestDb();

  it('says how to create the first admin; a database with people in it says nothing', async () => {
    const lines = (await emptyDatabaseLines(empty)).join('\n');
    expect(lines).toContain('npm run admin:create -- --name "Full Name" --phone 01XXXXXXXXX');
    expect(await emptyDatabaseLines(seeded)).toEqual([]);
  });
});
