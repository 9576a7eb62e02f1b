import { createAdmin, createMember, type TestAdmin, type TestMember } from '@samity/api/testing';
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
import { burstAndKill, type CrashWrite, crashWrites, WRITE_KINDS, type WriteKind } from './crash-writes';
import { logInAdmin, logInMember } from './http-session';

/**
 * The built server killed with SIGKILL in the middle of 200 concurrent writes, on the database this run uses
 * (PostgreSQL with DATABASE_URL, the embedded PGlite directory without). After a restart every write that was
 * answered 2xx must be there, each written row must have its audit row (and a payment its due row), and the
 * embedded directory must open at once, its lock left by the dead process notwithstanding.
 */
let database: ServerDatabase;
let server: RunningServer | null = null;
let accounts: { admin: TestAdmin; member: TestMember; memberNos: string[] };
beforeAll(async () => {
  // Only what the burst needs (no demo data): a finance admin, a member who files complaints and 60 active
  // members to pay for, so the embedded database is ready in seconds.
  database = await serverDatabase('crash', false);
  accounts = await withDirectDb(database.target, async ({ db }) => {
    await migrateToLatest(db);
    const admin = await createAdmin(db, { privilege: 'Finance_Access' });
    const member = await createMember(db, { password: 'crash-test-member-password' });
    const others = [];
    for (let i = 0; i < 59; i++) others.push(await createMember(db));
    return { admin, member, memberNos: [member, ...others].map((m) => m.memberNo) };
  });
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await database?.drop();
});

type Row = { id: string; marker: string; amount_poisha: string | null; audited: boolean; parent_ok: boolean };

/** Every row whose marker starts with run, with whether its audit row (and a payment's due row) exists. */
async function rowsOf(db: Db, kind: WriteKind, run: string): Promise<Row[]> {
  const { table, action, marker } = WRITE_KINDS[kind];
  const amount = kind === 'complaint' ? sql`NULL` : sql.ref(`t.amount_poisha`);
  const parent =
    kind === 'payment' ? sql`EXISTS (SELECT 1 FROM monthly_dues d WHERE d.id = t.due_id)` : sql`TRUE`;
  const { rows } = await sql<Row>`
      SELECT t.id::text AS id, t.${sql.ref(marker)} AS marker, ${amount}::text AS amount_poisha,
        EXISTS (SELECT 1 FROM audit_log a WHERE a.action = ${action} AND a.entity = ${table}
                AND a.entity_id = t.id::text) AS audited,
        ${parent} AS parent_ok
      FROM ${sql.table(table)} t WHERE starts_with(t.${sql.ref(marker)}, ${run})`.execute(db);
  return rows;
}

/** Audit rows of the burst's actions that name a row which does not exist (an audit without its write). */
async function orphanAudits(db: Db, since: Date): Promise<number> {
  let orphans = 0;
  for (const { table, action } of Object.values(WRITE_KINDS)) {
    const { rows } = await sql<{ n: string }>`
        SELECT count(*)::text AS n FROM audit_log a
        WHERE a.at >= ${since} AND a.action = ${action}
          AND NOT EXISTS (SELECT 1 FROM ${sql.table(table)} t WHERE t.id::text = a.entity_id)`.execute(db);
    orphans += Number(rows[0]?.n);
  }
  return orphans;
}

describe('SIGKILL in the middle of 200 concurrent writes', () => {
  it('keeps every answered write, writes nothing by halves, and restarts at once', async () => {
    onTestFailed(() => console.error(`The built server's output:\n${server?.output() ?? '(none)'}`));
    server = await startBuiltServer(database);
    const admin = await logInAdmin(server.url, accounts.admin.phone, accounts.admin.password);
    const memberNo = accounts.member.memberNo;
    const member = await logInMember(server.url, memberNo, accounts.member.password ?? '');
    const run = `crash-${Date.now().toString(36)}`;

    // A month's book of its own, so the 50 payments each have an unpaid row.
    await admin.ok('POST', '/api/monthly-contributions/create-book', {
      month: 'March-2031',
      amount: 500,
      confirmFuture: true,
    });
    const book = await admin.ok<{ data: { id: number }[] }>(
      'GET',
      '/api/monthly-contributions?month=March-2031',
    );
    const burstStarted = new Date(Date.now() - 1000);

    const writes = crashWrites(
      run,
      { admin, member, memberNo },
      accounts.memberNos,
      book.data.map((row) => row.id),
    );
    expect(writes).toHaveLength(200);
    const victim = server;
    await burstAndKill(writes, 60, () => void victim.stop('SIGKILL'));
    expect(await victim.stop()).toBeNull();
    expect(victim.child.signalCode).toBe('SIGKILL');

    const answered = writes.filter((w) => w.answer?.status === 200);
    const unanswered = writes.filter((w) => w.answer?.status === 'no answer');
    const refused = writes.filter((w) => typeof w.answer?.status === 'number' && w.answer.status !== 200);
    // The kill must land in the middle: some writes answered, some cut off, none refused for a reason.
    expect(refused.map((w) => w.answer)).toEqual([]);
    expect(answered.length).toBeGreaterThanOrEqual(60);
    expect(unanswered.length).toBeGreaterThan(0);

    // Restart on the same database: the embedded directory must open although the killed process held it.
    server = await startBuiltServer(database);
    expect(server.output()).not.toMatch(/already in use/);
    const after = await logInAdmin(server.url, accounts.admin.phone, accounts.admin.password);
    const probe = await after.call('POST', '/api/financial-debts', {
      member_no: memberNo,
      source: `${run} after restart`,
      date: '2026-11-21',
      method: 'cash',
      amount: 1,
      confirm_overpayment: true,
    });
    expect(probe.status).toBe(200);
    // PGlite is checked with SQL from this process, which needs the directory: a graceful stop hands it over.
    if (database.target.kind === 'pglite') {
      expect(await server.stop('SIGTERM')).toBe(0);
      server = null;
    }

    const stored = await withDirectDb(database.target, ({ db }) =>
      checkWrites(db, run, writes, burstStarted),
    );
    summarise(writes, stored);
  }, 240_000);
});

/** Checks the rows of the burst and answers how many of its writes are stored. */
async function checkWrites(db: Db, run: string, writes: CrashWrite[], burstStarted: Date): Promise<number> {
  let stored = 0;
  for (const kind of Object.keys(WRITE_KINDS) as WriteKind[]) {
    const rows = await rowsOf(db, kind, run);
    stored += rows.filter((row) => !row.marker.endsWith('after restart')).length;
    const byMarker = new Map(rows.map((row) => [row.marker, row]));
    const ofKind = writes.filter((w) => w.kind === kind);
    // No write twice, and only writes that were sent.
    expect(byMarker.size).toBe(rows.length);
    expect(
      rows.every(
        (row) => ofKind.some((w) => w.marker === row.marker) || row.marker.endsWith('after restart'),
      ),
    ).toBe(true);
    for (const write of ofKind.filter((w) => w.answer?.status === 200)) {
      const row = byMarker.get(write.marker);
      expect(row, `${write.marker} was answered 200 but is missing`).toBeDefined();
      expect(row?.id).toBe(String((write.answer as { body: { id: number } }).body.id));
      if (kind !== 'complaint') expect(Number(row?.amount_poisha)).toBe(write.amountPoisha);
    }
    // Nothing half-written: every row has its audit row, and every payment its due row.
    expect(rows.filter((row) => !row.audited || !row.parent_ok)).toEqual([]);
  }
  expect(await orphanAudits(db, burstStarted)).toBe(0);
  return stored;
}

/** The figures docs/security.md records: how the 200 writes ended. */
function summarise(writes: CrashWrite[], stored: number): void {
  const answered = writes.filter((w) => w.answer?.status === 200).length;
  console.info(
    `crash test (${database.target.kind}, Node ${process.versions.node}): ${answered} answered 200, ` +
      `${writes.length - answered} cut off by SIGKILL, ${stored} stored (${stored - answered} committed but never answered)`,
  );
}
