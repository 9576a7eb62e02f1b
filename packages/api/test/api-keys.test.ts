import type { Privilege } from '@samity/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hashApiKey } from '../src/services/api-keys/api-key-secrets';
import { createApiKey as createKeyAsAdmin } from '../src/services/api-keys/api-keys.service';
import {
  createAdmin,
  createApiKey,
  createMember,
  createTestCaller,
  FakeClock,
  TEST_TODAY,
  testCallers,
  useTestDb,
} from '../src/testing';

const handle = useTestDb();

async function asAdmin(privilege: Privilege = 'Full_Access+', now?: () => Date) {
  const admin = await createAdmin(handle.db, { privilege });
  return { admin, caller: await testCallers(handle, { now, loginNow: now }).admin(admin) };
}

const withKey = (secret: string, now?: () => Date) => createTestCaller(handle, { bearer: secret, now });

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'OK',
    (error: { code?: string }) => error.code ?? String(error),
  );

describe('creating a key', () => {
  it('shows the secret once, stores only its SHA-256, and lists the key without it', async () => {
    const { caller } = await asAdmin();
    const created = await caller.admin.apiKeys.create({
      name: 'Accounting office',
      privilege: 'Finance_Access',
    });
    expect(created.secret).toMatch(/^smk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({
      name: 'Accounting office',
      privilege: 'Finance_Access',
      status: 'active',
      expires_at: null,
      last_used_at: null,
    });
    expect(created.secret.startsWith(`${created.key.prefix}_`)).toBe(true);

    const listed = await caller.admin.apiKeys.list();
    expect(listed.find((k) => k.id === created.key.id)).toEqual(created.key);
    expect(JSON.stringify(listed)).not.toContain(created.secret.slice(21));

    // The database holds the hash and nothing from which the key could be rebuilt, nor does the audit trail.
    const row = await handle.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', created.key.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(hashApiKey(created.secret));
    const secretPart = created.secret.slice(`${created.key.prefix}_`.length);
    const { rows } = await sql<{ text: string }>`
      SELECT (SELECT row_to_json(k)::text FROM api_keys k WHERE id = ${created.key.id}) ||
             (SELECT coalesce(string_agg(row_to_json(l)::text, ''), '') FROM audit_log l) AS text`.execute(
      handle.db,
    );
    expect(rows[0]!.text).toContain(created.key.prefix.slice(4));
    expect(rows[0]!.text).not.toContain(secretPart);
    const audit = await handle.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity', '=', 'api_keys')
      .where('entity_id', '=', String(created.key.id))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.after)).not.toContain(row.secret_hash);
  });

  it('refuses a name already used (even by a revoked key), whatever its case', async () => {
    const { caller } = await asAdmin();
    const first = await caller.admin.apiKeys.create({
      name: 'Bank reconciliation',
      privilege: 'Finance_Access',
    });
    await caller.admin.apiKeys.delete({ id: first.key.id });
    await expect(
      caller.admin.apiKeys.create({ name: 'bank RECONCILIATION', privilege: 'Finance_Access' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('never gives a key more than its creator holds', async () => {
    // Only Full_Access+ reaches the procedure; the service keeps the ceiling for every other caller.
    const admin = await createAdmin(handle.db, { privilege: 'Full_Access' });
    const ctx = {
      db: handle.db,
      log: { info() {}, warn() {}, error() {} },
      now: () => new Date(),
      request: { ip: '127.0.0.1', userAgent: null },
      actor: {
        kind: 'admin' as const,
        sessionId: 1,
        adminId: admin.id,
        name: 'Full',
        phone: admin.phone,
        pic: null,
        privilege: 'Full_Access' as const,
        apiKey: null,
        passwordIsTemporary: false,
      },
    };
    const before = await handle.db.selectFrom('api_keys').select('id').execute();
    await expect(
      createKeyAsAdmin(ctx, { name: 'Too high', privilege: 'Full_Access+' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      key: 'apiKeys.privilegeTooHigh',
    });
    expect(await handle.db.selectFrom('api_keys').select('id').execute()).toHaveLength(before.length);
    const lower = await createKeyAsAdmin(ctx, { name: 'Finance only', privilege: 'Finance_Access' });
    expect(lower.key.privilege).toBe('Finance_Access');
    // Below Full_Access+ the procedure itself refuses.
    const { caller } = await asAdmin('Full_Access');
    expect(await codeOf(caller.admin.apiKeys.create({ name: 'X', privilege: 'Member_Access' }))).toBe(
      'FORBIDDEN',
    );
  });

  it('refuses an expiry that is not after today or not a date, and takes an empty one as none', async () => {
    const { caller } = await asAdmin();
    expect(
      await codeOf(
        caller.admin.apiKeys.create({
          name: 'Bad day',
          privilege: 'Member_Access',
          expires_on: '2027-02-30',
        }),
      ),
    ).toBe('BAD_REQUEST');
    const open = await caller.admin.apiKeys.create({
      name: 'No last day',
      privilege: 'Member_Access',
      expires_on: '',
    });
    expect(open.key.expires_at).toBeNull();
    const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
    await expect(
      caller.admin.apiKeys.create({
        name: 'Expired at birth',
        privilege: 'Member_Access',
        expires_on: today,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('calling with a key', () => {
  it('acts with the key’s privilege through the same middleware as people', async () => {
    const finance = await createApiKey(handle.db, { privilege: 'Finance_Access' });
    expect(await codeOf(withKey(finance.secret).finance.ledger.list({}))).toBe('OK');
    expect(await codeOf(withKey(finance.secret).admin.admins.list())).toBe('FORBIDDEN');
    // A key is never a member, and never manages keys.
    expect(await codeOf(withKey(finance.secret).member.stock.list({}))).toBe('UNAUTHORIZED');
    const top = await createApiKey(handle.db, { privilege: 'Full_Access+' });
    expect(await codeOf(withKey(top.secret).admin.apiKeys.list())).toBe('FORBIDDEN');
    expect(
      await codeOf(withKey(top.secret).admin.apiKeys.create({ name: 'Child', privilege: 'Member_Access' })),
    ).toBe('FORBIDDEN');
    expect(await codeOf(withKey('smk_0000000000000000_' + 'A'.repeat(43)).admin.admins.list())).toBe(
      'UNAUTHORIZED',
    );
    expect(await codeOf(withKey(`${top.secret.slice(0, -1)}x`).admin.admins.list())).toBe('UNAUTHORIZED');
  });

  it('stops working once revoked, and the revocation is audited', async () => {
    const { admin, caller } = await asAdmin();
    const created = await caller.admin.apiKeys.create({ name: 'Inventory tool', privilege: 'Member_Access' });
    expect(await codeOf(withKey(created.secret).admin.members.list({}))).toBe('OK');
    const revoked = await caller.admin.apiKeys.delete({ id: created.key.id });
    expect(revoked.status).toBe('revoked');
    expect(await codeOf(withKey(created.secret).admin.members.list({}))).toBe('UNAUTHORIZED');
    expect(await codeOf(caller.admin.apiKeys.delete({ id: created.key.id }))).toBe('CONFLICT');
    expect(await codeOf(caller.admin.apiKeys.delete({ id: 999_999 }))).toBe('NOT_FOUND');
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'actor_admin_id', 'actor_api_key_id', 'after'])
      .where('entity', '=', 'api_keys')
      .where('entity_id', '=', String(created.key.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.actor_admin_id, a.actor_api_key_id])).toEqual([
      ['apiKey.create', admin.id, null],
      ['apiKey.revoke', admin.id, null],
    ]);
  });

  it('stops working after its last day (Dhaka), by the clock', async () => {
    const clock = new FakeClock();
    const { caller } = await asAdmin('Full_Access+', clock.now);
    const tomorrow = new Date(TEST_TODAY.getTime() + 6 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const created = await caller.admin.apiKeys.create({
      name: 'Short lived',
      privilege: 'Finance_Access',
      expires_on: tomorrow,
    });
    const endOfTomorrow = new Date(new Date(`${tomorrow}T00:00:00+06:00`).getTime() + 86_400_000);
    expect(created.key.expires_at).toBe(endOfTomorrow.toISOString());
    expect(await codeOf(withKey(created.secret, clock.now).finance.ledger.list({}))).toBe('OK');
    clock.advanceSeconds(2 * 86_400);
    expect(await codeOf(withKey(created.secret, clock.now).finance.ledger.list({}))).toBe('UNAUTHORIZED');
    const { caller: later } = await asAdmin('Full_Access+', clock.now);
    const listed = await later.admin.apiKeys.list();
    expect(listed.find((k) => k.id === created.key.id)?.status).toBe('expired');
  });

  it('audits writes under the key’s name and records when it was last used, at most once a minute', async () => {
    const clock = new FakeClock();
    const key = await createApiKey(handle.db, { privilege: 'Finance_Access', name: 'Bank feed' });
    const member = await createMember(handle.db);
    const caller = withKey(key.secret, clock.now);
    const entry = await caller.finance.ledger.create({
      type: 'Income',
      date: '2026-11-10',
      source: 'Bank interest',
      method: 'bank',
      note: '',
      amount: 125.5,
      receipt: '',
    });
    await caller.finance.deposits.add({
      member_no: member.memberNo,
      source: 'Bank transfer',
      date: '2026-11-10',
      method: 'bank',
      amount: 1000,
      confirm_overpayment: true,
    });
    const rows = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'actor_admin_id', 'actor_api_key_id', 'entity_id'])
      .where('actor_api_key_id', '=', key.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.action, r.actor_admin_id])).toEqual([
      ['expense.create', null],
      ['deposit.create', null],
    ]);
    expect(rows[0]!.entity_id).toBe(String(entry.id));
    const { caller: auditor } = await asAdmin('Full_Access');
    // The writes were made at the fake clock's day (older than the other tests' rows).
    const day = TEST_TODAY.toISOString().slice(0, 10);
    const trail = await auditor.admin.audit.list({ from: day, to: day, limit: 100 });
    expect(trail.entries.filter((e) => e.actor === 'API key Bank feed').map((e) => e.action)).toEqual([
      'deposit.create',
      'expense.create',
    ]);

    const lastUsed = async () =>
      (
        await handle.db
          .selectFrom('api_keys')
          .select('last_used_at')
          .where('id', '=', key.id)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    expect(new Date((await lastUsed())!).toISOString()).toBe(TEST_TODAY.toISOString());
    clock.advanceSeconds(30);
    await withKey(key.secret, clock.now).finance.ledger.list({});
    expect(new Date((await lastUsed())!).toISOString()).toBe(TEST_TODAY.toISOString());
    clock.advanceSeconds(31);
    await withKey(key.secret, clock.now).finance.ledger.list({});
    expect(new Date((await lastUsed())!).toISOString()).toBe(clock.now().toISOString());
  });
});
