// Starts the built server for the browser journeys on a database of its own, then hands over to it.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyTemplate, demoTemplate } from './demo-template.mjs';

const port = process.env.E2E_PORT ?? '3100';
// TRUST_PROXY as behind the production reverse proxy (infra/): a journey can then stand for a visitor at
// an address of its own with X-Forwarded-For, so per-address limits (complaints) do not leak between tests.
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  TRUST_PROXY: '127.0.0.1',
  // The journeys use the demo accounts and data, on PostgreSQL too (where seeding is off by default).
  SEED_DEMO_DATA: 'true',
  // Online dues against the local bKash sandbox, which the server starts itself (no real money): on
  // PostgreSQL too, where it is off by default. A journey may ask for a server without online payment.
  BKASH_SANDBOX: process.env.BKASH_SANDBOX ?? 'true',
};
env.DATA_DIR = mkdtempSync(join(tmpdir(), 'samity-e2e-'));
// The demo, seeded once for the run and copied here (demo-template.mjs): the server finds it and seeds nothing.
let database;
if (process.env.DATABASE_URL) {
  database = `samity_e2e_${port}`;
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
}
await copyTemplate(
  await demoTemplate(process.env.DATABASE_URL),
  env.DATA_DIR,
  process.env.DATABASE_URL,
  database,
);
// Serve a copy of the built web app: a rebuild during the run (another terminal) must not swap the
// asset names under the running server, which reads index.html once at start.
env.WEB_DIST_DIR = join(env.DATA_DIR, 'web');
cpSync(new URL('../dist', import.meta.url), env.WEB_DIST_DIR, { recursive: true });

const server = spawn(process.execPath, [new URL('../../server/dist/main.js', import.meta.url).pathname], {
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
