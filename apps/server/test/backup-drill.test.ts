import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createAdmin, createMember, type TestAdmin } from '@samity/api/testing';
import { type Db, migrateToLatest } from '@samity/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  type RunningServer,
  type ServerDatabase,
  serverDatabase,
  startBuiltServer,
  withDirectDb,
} from './built-server';
import { logInAdmin } from './http-session';
import { smallWebp, transparentPng } from './upload-fixtures';

/**
 * The restore drill: `npm run db:backup` while the built server runs and takes writes, then `npm run
 * db:restore` into a fresh database and DATA_DIR, on the database this run uses (PostgreSQL with DATABASE_URL,
 * the embedded PGlite without). The restored copy must have every table's row count, the money sums and every
 * image file byte for byte; and a restore over data that exists must be refused without touching it.
 */
const CLI = (name: string) => new URL(`../dist/cli/${name}.js`, import.meta.url).pathname;

let original: ServerDatabase;
let restored: ServerDatabase;
let server: RunningServer | null = null;
const backups = mkdtempSync(join(tmpdir(), 'samity-backups-'));
let accounts: { admin: TestAdmin; memberNos: string[] };
beforeAll(async () => {
  // A finance admin and 20 members; the money is written through the API below, so the embedded database is
  // ready in seconds rather than after the whole demo seed.
  original = await serverDatabase('backup', false);
  accounts = await withDirectDb(original.target, async ({ db }) => {
    await migrateToLatest(db);
    const admin = await createAdmin(db, { privilege: 'Finance_Access' });
    const memberNos: string[] = [];
    for (let i = 0; i < 20; i++) memberNos.push((await createMember(db)).memberNo);
    return { admin, memberNos };
  });
  // Empty, as a restore wants: a new PostgreSQL database, or a DATA_DIR without pglite/.
  restored = await serverDatabase('restore', false);
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await original?.drop();
  await restored?.drop();
  rmSync(backups, { recursive: true, force: true });
});

function runCli(name: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const childEnv: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'warn', ...env };
    if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
    const child = spawn(process.execPath, [CLI(name), ...args], {
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** Row counts of every table and the money sums, as the drill compares them. */
async function figures(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(name)}`.execute(db);
    result[`rows ${name}`] = rows[0]?.n ?? '';
  }
  const sums = {
    deposits: sql`SELECT sum(amount_poisha)::text AS s FROM deposit_entries`,
    'monthly payments': sql`SELECT sum(amount_poisha)::text AS s FROM monthly_payments`,
    'monthly payable': sql`SELECT sum(payable_poisha)::text AS s FROM monthly_dues`,
    ledger: sql`SELECT sum(CASE type WHEN 'Income' THEN amount_poisha ELSE -amount_poisha END)::text AS s
                FROM financial_entries WHERE deleted_at IS NULL`,
    'deposit payable': sql`SELECT sum(deposit_payable_poisha)::text AS s FROM members`,
  };
  for (const [label, query] of Object.entries(sums)) {
    const { rows } = await (query as ReturnType<typeof sql<{ s: string }>>).execute(db);
    result[`poisha ${label}`] = rows[0]?.s ?? '';
  }
  return result;
}

/** SHA-256 of every stored image under DATA_DIR/uploads, by path. */
function imageChecksums(dataDir: string): Record<string, string> {
  const root = join(dataDir, 'uploads');
  if (!existsSync(root)) return {};
  const sums: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    sums[relative(root, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return sums;
}

describe('backup and restore drill', () => {
  it('restores a backup taken while the server runs: same rows, money and images', async () => {
    onTestFailed(() => console.error(`The built server's output:\n${server?.output() ?? '(none)'}`));
    server = await startBuiltServer(original);
    // The backup route is not for anyone else: without the token from DATA_DIR, or with a guessed one, a 404.
    for (const headers of [{}, { 'x-backup-token': 'guessed' }] as Record<string, string>[]) {
      expect((await fetch(`${server.url}/internal/backup`, { headers })).status).toBe(404);
    }
    const admin = await logInAdmin(server.url, accounts.admin.phone, accounts.admin.password);
    await admin.ok('POST', '/api/monthly-contributions/create-book', { month: 'October-2026', amount: 500 });
    const book = await admin.ok<{ data: { id: number }[] }>(
      'GET',
      '/api/monthly-contributions?month=October-2026',
    );
    for (const [i, row] of book.data.slice(0, 12).entries()) {
      await admin.ok('POST', '/api/monthly-payment', {
        main_id: row.id,
        date: '2026-10-05',
        method: 'cash',
        amount: 100 + i,
      });
    }
    const receipts = [await admin.upload(await smallWebp(), 'image/webp', 'receipt.webp')];
    receipts.push(await admin.upload(await transparentPng(), 'image/png', 'receipt.png'));
    await admin.ok('POST', '/api/financial-expenses', {
      type: 'Expense',
      date: '2026-11-20',
      source: 'Backup drill',
      method: 'cash',
      amount: '123.45',
      receipt: receipts.join(','),
    });

    // Writes keep arriving while the backup is taken; the dump is one moment between two of them.
    const writing = Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admin.call('POST', '/api/financial-debts', {
          member_no: accounts.memberNos[i % accounts.memberNos.length],
          source: `during backup ${i}`,
          date: '2026-11-21',
          method: 'cash',
          amount: 10 + i,
          confirm_overpayment: true,
        }),
      ),
    );
    const backup = await runCli('backup', [backups], original.env);
    expect(backup.out).toMatch(/Backup written to/);
    expect(backup.code).toBe(0);
    for (const answer of await writing) expect(answer.status).toBe(200);
    const [backupDir] = readdirSync(backups).map((name) => join(backups, name));
    // Owner-only: the folder 0700, every file in it 0600 (a backup holds every member's data and hashes).
    expect((statSync(backupDir as string).mode & 0o777).toString(8)).toBe('700');
    const modes = readdirSync(backupDir as string).map(
      (name) => `${name} ${(statSync(join(backupDir as string, name)).mode & 0o777).toString(8)}`,
    );
    expect(modes.length).toBeGreaterThanOrEqual(3);
    for (const mode of modes) expect(mode).toMatch(/ 600$/);

    expect(await server.stop('SIGTERM')).toBe(0);
    server = null;
    const restore = await runCli('restore', [backupDir as string], restored.env);
    expect(restore.out).toMatch(/Restored/);
    expect(restore.code).toBe(0);

    // An operator's slip: restoring again over the restored data is refused, and the figures below (taken
    // after it) show it changed nothing.
    const again = await runCli('restore', [backupDir as string], restored.env);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/not empty/);

    const expected = await withDirectDb(original.target, ({ db }) => figures(db));
    const { actual, duringBackup } = await withDirectDb(restored.target, async ({ db }) => ({
      actual: await figures(db),
      duringBackup: await sql<{ n: string }>`
        SELECT count(*)::text AS n FROM deposit_entries WHERE starts_with(source, 'during backup')`
        .execute(db)
        .then(({ rows }) => Number(rows[0]?.n)),
    }));
    const missedWrites = 20 - duringBackup;
    expect(Number(actual['rows deposit_entries']) + missedWrites).toBe(
      Number(expected['rows deposit_entries']),
    );
    // Never one without the other: the dump is not torn between a deposit and its audit row.
    expect(Number(actual['rows audit_log']) + missedWrites).toBe(Number(expected['rows audit_log']));
    if (missedWrites === 0) expect(actual).toEqual(expected);
    else
      expect(omit(actual, /deposit_entries|audit_log|poisha deposits/)).toEqual(
        omit(expected, /deposit_entries|audit_log|poisha deposits/),
      );
    expect(Number(actual['rows financial_entry_receipts'])).toBeGreaterThanOrEqual(2);

    const images = imageChecksums(original.dataDir);
    expect(Object.keys(images).length).toBeGreaterThanOrEqual(2);
    expect(imageChecksums(restored.dataDir)).toEqual(images);

    console.info(`backup drill (${original.target.kind}): ${JSON.stringify(actual)}`);
  }, 240_000);
});

function omit(figures: Record<string, string>, pattern: RegExp): Record<string, string> {
  return Object.fromEntries(Object.entries(figures).filter(([key]) => !pattern.test(key)));
}
