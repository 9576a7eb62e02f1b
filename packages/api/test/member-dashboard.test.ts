import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createMember,
  FakeClock,
  type TestMember,
  testCallers,
  useTestDb,
} from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

/**
 * The member dashboard's procedures (except the car stock, see member-stock.test.ts): fields, formulas,
 * validation (400, nothing written), isolation (another member_no: 403, nothing written) and the values
 * the server sets itself.
 */
const handle = useTestDb();
let memberA: TestMember;
let memberB: TestMember;
const clock = new FakeClock();
const as = testCallers(handle, { now: clock.now });
beforeAll(async () => {
  memberA = await createMember(handle.db, { password: 'member-a-pass-1' });
  memberB = await createMember(handle.db, { password: 'member-b-pass-1' });
});

/** Expects the call to fail with code and the database to be exactly as before. */
async function expectRefusedUnchanged(call: () => Promise<unknown>, code: string) {
  const before = await databaseFingerprint(handle.db);
  await expect(call()).rejects.toMatchObject({ code });
  expect(await databaseFingerprint(handle.db)).toEqual(before);
}

describe('debt summary', () => {
  beforeAll(async () => {
    const db = handle.db;
    await db
      .updateTable('members')
      .set({ deposit_payable_poisha: 5_000_000 })
      .where('id', '=', memberA.id)
      .execute();
    await db
      .insertInto('deposit_entries')
      .values([
        {
          member_id: memberA.id,
          source: 'Second',
          date: '2025-03-01',
          method: 'bank',
          amount_poisha: 1_000_050,
        },
        {
          member_id: memberA.id,
          source: 'First',
          date: '2025-01-10',
          method: 'cash',
          amount_poisha: 2_000_000,
        },
        {
          member_id: memberB.id,
          source: 'Other',
          date: '2025-01-10',
          method: 'cash',
          amount_poisha: 9_999_900,
        },
      ])
      .execute();
    const books = await db
      .insertInto('monthly_books')
      .values([
        { month: '2021-01-01', amount_poisha: 50_000 },
        { month: '2021-02-01', amount_poisha: 60_000 },
      ])
      .returning(['id', 'month'])
      .execute();
    const dues = await db
      .insertInto('monthly_dues')
      .values(
        books.map((b) => ({
          book_id: b.id,
          member_id: memberA.id,
          payable_poisha: b.month.endsWith('01-01') ? 50_000 : 60_000,
        })),
      )
      .returning(['id', 'payable_poisha'])
      .execute();
    const [jan, feb] = dues.sort((x, y) => x.payable_poisha - y.payable_poisha);
    if (!jan || !feb) throw new Error('two due rows expected');
    await db
      .insertInto('monthly_payments')
      .values([
        { due_id: jan.id, date: '2021-01-05', method: 'cash', amount_poisha: 30_000 },
        { due_id: jan.id, date: '2021-01-20', method: 'bkash', amount_poisha: 20_000 },
        { due_id: feb.id, date: '2021-02-05', method: 'cash', amount_poisha: 10_025 },
      ])
      .execute();
  });

  it('answers payable, deposits, due, each payment with its outstanding, the months and their summary', async () => {
    const a = await as.member(memberA);
    const result = await a.member.statements.get({ member_no: memberA.memberNo });
    expect(result.summary).toEqual({ payable: 50_000, deposits: 30_000.5, due: 19_999.5 });
    expect(result.payments).toEqual([
      {
        id: expect.any(Number),
        date: '2025-01-10',
        source: 'First',
        method: 'cash',
        amount: 20_000,
        outstanding: 30_000,
      },
      {
        id: expect.any(Number),
        date: '2025-03-01',
        source: 'Second',
        method: 'bank',
        amount: 10_000.5,
        outstanding: 19_999.5,
      },
    ]);
    const months = result.monthly.filter((m) => m.month.endsWith('2021'));
    // Months with dues first, then the paid ones newest first.
    expect(months).toEqual([
      { id: expect.any(Number), month: 'February-2021', payable: 600, payment: 100.25, due: 499.75 },
      { id: expect.any(Number), month: 'January-2021', payable: 500, payment: 500, due: 0 },
    ]);
    const due = result.monthly.reduce((sum, m) => sum + Math.round(m.due * 100), 0) / 100;
    expect(result.monthlysummary).toEqual({
      duemonth: result.monthly.filter((m) => m.due > 0).length,
      due,
    });
    expect(result.monthlysummary.duemonth).toBeGreaterThanOrEqual(1);
  });

  it('works without member_no (the session decides) and refuses another member_no with 403', async () => {
    const a = await as.member(memberA);
    expect((await a.member.statements.get({})).summary.payable).toBe(50_000);
    await expectRefusedUnchanged(() => a.member.statements.get({ member_no: memberB.memberNo }), 'FORBIDDEN');
  });

  it('answers zeros for a member without entries', async () => {
    const fresh = await createMember(handle.db);
    const result = await (await as.member(fresh)).member.statements.get({});
    expect(result).toEqual({
      summary: { payable: 0, deposits: 0, due: 0 },
      payments: [],
      monthly: [],
      monthlysummary: { duemonth: 0, due: 0 },
      upcoming: [],
    });
  });
});

describe('complaints', () => {
  it('files a complaint with the server clock and the session member, ignoring a body timestamp', async () => {
    const a = await as.member(memberA);
    const created = await a.member.memberComplaints.create({
      objection: '  The parking lot is blocked.  ',
      submission_timestamp: '1999-01-01T00:00:00Z',
      member_id: memberB.id,
    } as never);
    expect(created).toEqual({
      id: expect.any(Number),
      member_no: memberA.memberNo,
      type: 'legal matter',
      objection: 'The parking lot is blocked.',
      submission_timestamp: clock.now().toISOString(),
      solution: null,
      solution_timestamp: null,
    });
    const audit = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'objection.create')
      .where('entity_id', '=', String(created.id))
      .executeTakeFirstOrThrow();
    expect(audit.actor_member_id).toBe(memberA.id);
  });

  it('counts totals, lists unsolved and all newest first with solutions', async () => {
    const a = await as.member(memberA);
    clock.advanceSeconds(60);
    const second = await a.member.memberComplaints.create({
      type: 'general objection',
      objection: 'Second one',
    });
    const admin = await createAdmin(handle.db);
    const solvedAt = new Date('2031-05-05T10:00:00Z');
    await handle.db
      .updateTable('member_objections')
      .set({ solution: 'Cleared.', solved_at: solvedAt, solved_by: admin.id })
      .where('id', '<', second.id)
      .where('member_id', '=', memberA.id)
      .execute();
    const summary = await a.member.memberComplaints.summary({ member_no: memberA.memberNo });
    expect(summary).toEqual({
      success: true,
      data: { total: 2, solved: 1, unsolved: 1, unsolvedList: [second] },
    });
    const list = await a.member.memberComplaints.list({ member_no: memberA.memberNo });
    expect(list.map((o) => o.id)).toEqual([second.id, list[1]!.id]);
    expect(list[1]).toMatchObject({ solution: 'Cleared.', solution_timestamp: solvedAt.toISOString() });
  });

  it('refuses another member with 403 on every call, and writes nothing', async () => {
    const b = await as.member(memberB);
    await expectRefusedUnchanged(
      () => b.member.memberComplaints.list({ member_no: memberA.memberNo }),
      'FORBIDDEN',
    );
    await expectRefusedUnchanged(
      () => b.member.memberComplaints.summary({ member_no: memberA.memberNo }),
      'FORBIDDEN',
    );
    await expectRefusedUnchanged(
      () => b.member.memberComplaints.create({ member_no: memberA.memberNo, objection: 'Not mine' }),
      'FORBIDDEN',
    );
    expect((await b.member.memberComplaints.summary({})).data.total).toBe(0);
  });

  it('refuses an empty, unknown-type, too long or control-character objection with 400, writing nothing', async () => {
    const a = await as.member(memberA);
    for (const input of [
      { objection: '   ' },
      { objection: 'x', type: 'murder' },
      { objection: 'x'.repeat(5001) },
      { objection: 'bad\u0000byte' },
    ])
      await expectRefusedUnchanged(() => a.member.memberComplaints.create(input as never), 'BAD_REQUEST');
  });
});

describe('update requests', () => {
  it('records a request as unsolved whatever the body says, and lists only the member’s own', async () => {
    const a = await as.member(memberA);
    const created = await a.member.updateRequests.create({
      member_no: memberA.memberNo,
      field: 'address',
      correct_version: 'House 7, Road 3, Dhaka',
      status: 'solved',
    } as never);
    expect(created).toEqual({
      id: expect.any(Number),
      member_no: memberA.memberNo,
      field: 'address',
      correct_version: 'House 7, Road 3, Dhaka',
      status: 'unsolved',
      created_at: clock.now().toISOString(),
      solved_at: null,
    });
    const b = await as.member(memberB);
    await b.member.updateRequests.create({ field: 'phone', correct_version: '01711999999' });
    expect(await a.member.updateRequests.list()).toEqual([created]);
    expect((await b.member.updateRequests.list()).map((r) => r.member_no)).toEqual([memberB.memberNo]);
  });

  it('refuses another member_no (403) and missing fields (400), writing nothing', async () => {
    const b = await as.member(memberB);
    await expectRefusedUnchanged(
      () =>
        b.member.updateRequests.create({ member_no: memberA.memberNo, field: 'name', correct_version: 'X' }),
      'FORBIDDEN',
    );
    for (const input of [
      { field: '', correct_version: 'X' },
      { field: 'name', correct_version: ' ' },
      { field: 'n'.repeat(61), correct_version: 'X' },
    ])
      await expectRefusedUnchanged(() => b.member.updateRequests.create(input), 'BAD_REQUEST');
  });
});

describe('nominee', () => {
  const nominee = {
    name: 'Rahima Begum',
    relation: 'Wife',
    nid_bcr: '1987654321098',
    cell_no: '01811223344',
    address: 'Mirpur 10, Dhaka',
  };

  it('has none until saved, then answers it; saving again replaces it (audited)', async () => {
    const a = await as.member(memberA);
    expect(await a.member.nominee.get({ member_no: memberA.memberNo })).toEqual({
      success: true,
      nominee: null,
    });
    expect(await a.member.nominee.update({ member_no: memberA.memberNo, ...nominee })).toEqual({
      success: true,
    });
    expect(await a.member.nominee.get({})).toEqual({ success: true, nominee });
    const changed = { ...nominee, relation: 'Daughter' };
    await a.member.nominee.update(changed);
    expect((await a.member.nominee.get({})).nominee).toEqual(changed);
    const audits = await handle.db
      .selectFrom('audit_log')
      .select(['before', 'after', 'actor_member_id'])
      .where('action', '=', 'nominee.save')
      .orderBy('id')
      .execute();
    expect(audits).toHaveLength(2);
    expect(audits[1]!.actor_member_id).toBe(memberA.id);
  });

  it('refuses another member (403) and any missing or malformed field (400), writing nothing', async () => {
    const b = await as.member(memberB);
    await expectRefusedUnchanged(() => b.member.nominee.get({ member_no: memberA.memberNo }), 'FORBIDDEN');
    await expectRefusedUnchanged(
      () => b.member.nominee.update({ member_no: memberA.memberNo, ...nominee }),
      'FORBIDDEN',
    );
    for (const key of Object.keys(nominee) as (keyof typeof nominee)[]) {
      await expectRefusedUnchanged(() => b.member.nominee.update({ ...nominee, [key]: '  ' }), 'BAD_REQUEST');
      const { [key]: _left, ...without } = nominee;
      await expectRefusedUnchanged(() => b.member.nominee.update(without as never), 'BAD_REQUEST');
    }
    await expectRefusedUnchanged(
      () => b.member.nominee.update({ ...nominee, cell_no: 'call me' }),
      'BAD_REQUEST',
    );
    expect((await b.member.nominee.get({})).nominee).toBeNull();
  });
});

describe('society expenses', () => {
  it('lists active ledger entries newest first with receipts, paged, with the total', async () => {
    const admin = await createAdmin(handle.db);
    const entries = await handle.db
      .insertInto('financial_entries')
      .values([
        {
          type: 'Expense',
          date: '2032-01-02',
          source: 'Rent',
          method: 'bank',
          note: 'January',
          amount_poisha: 1_500_050,
          added_by: admin.id,
        },
        {
          type: 'Income',
          date: '2032-01-03',
          source: 'Fees',
          method: 'cash',
          amount_poisha: 20_000,
          added_by: admin.id,
        },
        {
          type: 'Expense',
          date: '2032-01-04',
          source: 'Deleted',
          method: 'cash',
          amount_poisha: 100,
          added_by: admin.id,
          deleted_at: new Date(),
          deleted_by: admin.id,
        },
      ])
      .returning('id')
      .execute();
    await handle.db
      .insertInto('financial_entry_receipts')
      .values([
        { entry_id: entries[0]!.id, url: '/uploads/b.jpg', position: 1 },
        { entry_id: entries[0]!.id, url: '/uploads/a.jpg', position: 0 },
      ])
      .execute();
    const { count } = (
      await sql<{
        count: number;
      }>`SELECT count(*)::int AS count FROM financial_entries WHERE deleted_at IS NULL`.execute(handle.db)
    ).rows[0]!;

    const a = await as.member(memberA);
    const page = await a.member.expenses.list({ limit: 2 });
    expect(page.total).toBe(count);
    expect(page.entries).toEqual([
      {
        id: entries[1]!.id,
        type: 'Income',
        date: '2032-01-03',
        source: 'Fees',
        method: 'cash',
        note: '',
        amount: 200,
        receipts: [],
      },
      {
        id: entries[0]!.id,
        type: 'Expense',
        date: '2032-01-02',
        source: 'Rent',
        method: 'bank',
        note: 'January',
        amount: 15_000.5,
        receipts: ['/uploads/a.jpg', '/uploads/b.jpg'],
      },
    ]);
    const next = await a.member.expenses.list({ limit: 2, offset: 2 });
    expect(next.entries.map((e) => e.id)).not.toContain(entries[2]!.id);
  });

  it('bounds the page (400 beyond the limits)', async () => {
    const a = await as.member(memberA);
    await expect(a.member.expenses.list({ limit: 101 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(a.member.expenses.list({ offset: -1 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('filing limits', () => {
  it('lets a member file 30 complaints an hour, then answers 429 with a wait, writing nothing', async () => {
    const busy = await createMember(handle.db, { password: 'busy-member-pass-1' });
    const caller = await as.member(busy);
    for (let i = 0; i < 30; i++) await caller.member.memberComplaints.create({ objection: `Complaint ${i}` });
    await expectRefusedUnchanged(
      () => caller.member.memberComplaints.create({ objection: 'One more' }),
      'TOO_MANY_REQUESTS',
    );
    // Update requests are counted on their own.
    expect(
      (await caller.member.updateRequests.create({ field: 'phone', correct_version: '01700000000' })).status,
    ).toBe('unsolved');
    clock.advanceSeconds(3601);
    expect((await caller.member.memberComplaints.create({ objection: 'An hour later' })).objection).toBe(
      'An hour later',
    );
  });
});
