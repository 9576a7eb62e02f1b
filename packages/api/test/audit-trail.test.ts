import type { Privilege } from '@samity/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, FakeClock, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

/**
 * The audit trail (/Action): the rows withAudit writes, newest first, with the actor's name, filtered by
 * admin, area (the action's first part) and Dhaka calendar days, paged; Full_Access and above. On the empty
 * database: the demo seed closes 2024-25, where the entries are dated.
 */
const handle = useTestDb({ empty: true });

/** 17:59 UTC on 15 November is 23:59 in Dhaka; a minute later it is already the 16th there. */
const LAST_MINUTE_OF_15TH = Date.parse('2026-11-15T17:59:00Z');
const clock = new FakeClock(LAST_MINUTE_OF_15TH);
const as = testCallers(handle, { now: clock.now });

async function asAdmin(privilege: Privilege, name: string) {
  const admin = await createAdmin(handle.db, { privilege, name });
  return { id: admin.id, name, api: await as.admin(admin) };
}

const entry = { type: 'Income', date: '2025-01-10', source: 'Rent', method: 'cash', amount: 10 } as const;

let rina: Awaited<ReturnType<typeof asAdmin>>;
let karim: Awaited<ReturnType<typeof asAdmin>>;
let ids: {
  created: number;
  updated: number;
  deleted: number;
  byKarim: number;
  member: number;
  system: number;
};
let memberNo: string;

beforeAll(async () => {
  rina = await asAdmin('Full_Access', 'Rina Auditor');
  karim = await asAdmin('Finance_Access', 'Karim Treasurer');
  const member = await createMember(handle.db);
  memberNo = member.memberNo;
  await handle.db.deleteFrom('audit_log').execute();

  const created = await rina.api.finance.ledger.create(entry); // Dhaka 15 Nov, 23:59
  clock.advanceSeconds(60);
  await rina.api.finance.ledger.update({ ...entry, id: created.id, note: 'Corrected' }); // Dhaka 16 Nov, 00:00
  clock.advanceSeconds(3600);
  const other = await karim.api.finance.ledger.create({ ...entry, type: 'Expense' });
  clock.advanceSeconds(3600);
  await rina.api.finance.ledger.delete({ id: other.id });
  clock.advanceSeconds(24 * 3600); // Dhaka 17 Nov
  // A member's own change and one by nobody logged in (the command line creating the first admin).
  await handle.db
    .insertInto('audit_log')
    .values([
      {
        at: clock.now(),
        actor_member_id: member.id,
        action: 'nominee.save',
        entity: 'nominees',
        entity_id: '1',
      },
      { at: clock.now(), action: 'admin.create_first', entity: 'admins', entity_id: String(rina.id) },
    ])
    .execute();
  const rows = await handle.db.selectFrom('audit_log').select(['id', 'action']).orderBy('id').execute();
  const byAction = (action: string, nth = 0) => rows.filter((r) => r.action === action)[nth]!.id;
  ids = {
    created: byAction('expense.create'),
    updated: byAction('expense.update'),
    byKarim: byAction('expense.create', 1),
    deleted: byAction('expense.delete'),
    member: byAction('nominee.save'),
    system: byAction('admin.create_first'),
  };
});

const listIds = async (input: Parameters<typeof rina.api.admin.audit.list>[0]) =>
  (await rina.api.admin.audit.list(input)).entries.map((e) => e.id);

describe('audit trail', () => {
  it('lists every row newest first with the actor, the area and the row before and after', async () => {
    const page = await rina.api.admin.audit.list({});
    expect(page.total).toBe(6);
    expect(page.entries.map((e) => e.id)).toEqual([
      ids.system,
      ids.member,
      ids.deleted,
      ids.byKarim,
      ids.updated,
      ids.created,
    ]);
    expect(page.entries.map((e) => e.actor)).toEqual([
      'system',
      memberNo,
      'Rina Auditor',
      'Karim Treasurer',
      'Rina Auditor',
      'Rina Auditor',
    ]);
    const update = page.entries.find((e) => e.id === ids.updated)!;
    expect(update).toMatchObject({
      at: new Date(LAST_MINUTE_OF_15TH + 60_000).toISOString(),
      admin_id: rina.id,
      action: 'expense.update',
      area: 'expense',
      entity: 'financial_entries',
      ip: '127.0.0.1',
      before: expect.objectContaining({ amount_poisha: 1000 }),
      after: expect.objectContaining({ amount_poisha: 1000, note: 'Corrected' }),
    });
    expect(page.entries.find((e) => e.id === ids.created)).toMatchObject({
      before: null,
      after: expect.any(Object),
    });
    expect(page.entries.find((e) => e.id === ids.member)).toMatchObject({ admin_id: null, area: 'nominee' });
  });

  it('filters by admin, by area and by Dhaka calendar days, and pages', async () => {
    expect(await listIds({ admin_id: karim.id })).toEqual([ids.byKarim]);
    expect(await listIds({ admin_id: rina.id })).toEqual([ids.deleted, ids.updated, ids.created]);
    expect(await listIds({ area: 'expense' })).toEqual([ids.deleted, ids.byKarim, ids.updated, ids.created]);
    expect(await listIds({ area: 'admin' })).toEqual([ids.system]);
    expect(await listIds({ area: 'exp' })).toEqual([]);
    // 23:59 on the 15th in Dhaka is still the 15th; a minute later it is the 16th.
    expect(await listIds({ to: '2026-11-15' })).toEqual([ids.created]);
    expect(await listIds({ from: '2026-11-16', to: '2026-11-16' })).toEqual([
      ids.deleted,
      ids.byKarim,
      ids.updated,
    ]);
    expect(await listIds({ from: '2026-11-17' })).toEqual([ids.system, ids.member]);
    expect(
      await listIds({ admin_id: rina.id, area: 'expense', from: '2026-11-16', to: '2026-11-16' }),
    ).toEqual([ids.deleted, ids.updated]);
    const second = await rina.api.admin.audit.list({ area: 'expense', limit: 2, offset: 2 });
    expect(second.total).toBe(4);
    expect(second.entries.map((e) => e.id)).toEqual([ids.updated, ids.created]);
  });

  it('offers every admin and the areas in the log, sorted', async () => {
    const filters = await rina.api.admin.audit.filters();
    expect(filters.areas).toEqual(['admin', 'expense', 'nominee']);
    expect(filters.admins).toEqual(
      expect.arrayContaining([
        { id: rina.id, name: 'Rina Auditor' },
        { id: karim.id, name: 'Karim Treasurer' },
      ]),
    );
  });

  it('refuses bad filters with 400 and Finance_Access or Member_Access admins with 403, writing nothing', async () => {
    const members = await asAdmin('Member_Access', 'Mina Members');
    const before = await databaseFingerprint(handle.db);
    await expect(rina.api.admin.audit.list({ from: '2026-02-30' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(rina.api.admin.audit.list({ area: 'x\u0000' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(rina.api.admin.audit.list({ limit: 1000 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(karim.api.admin.audit.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(karim.api.admin.audit.filters()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(members.api.admin.audit.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });
});
