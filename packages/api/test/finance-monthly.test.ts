import type { Privilege } from '@samity/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createMember,
  FakeClock,
  loginAs,
  type TestAdmin,
  type TestMember,
  testCallers,
  useTestDb,
} from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

/**
 * The monthly contributions page (/FinancialMonthly). The demo seed has books for the twelve months up to
 * the test's today (November 2026); these tests use 2030, whose books they create themselves. The tests
 * build on each other in order: March, April, May and June 2030 books, then payments, history and arrears.
 */
const handle = useTestDb();
// July 2030: the 2030 books these tests make are of months that have started (upcoming-months.test.ts
// covers a book made ahead).
const clock = new FakeClock(Date.parse('2030-07-15T06:00:00Z'));
const as = testCallers(handle, { now: clock.now, loginNow: clock.now });
let admin: TestAdmin;
let jar: Awaited<ReturnType<typeof loginAs>>;
/** Members on every 2030 book: x and y (natural order MN-9 before MN-10), p1, p3, p4, z and dead. */
let x: TestMember;
let y: TestMember;
let p1: TestMember;
let p3: TestMember;
let p4: TestMember;
let z: TestMember;
let dead: TestMember;
let neverOnABook: TestMember;

beforeAll(async () => {
  admin = await createAdmin(handle.db, { privilege: 'Finance_Access' });
  jar = await loginAs(handle.db, admin, { now: clock.now });
  x = await createMember(handle.db, { memberNo: 'MN-10', name: 'Xavier Monthly' });
  y = await createMember(handle.db, { memberNo: 'MN-9', name: 'Yasin Monthly' });
  p1 = await createMember(handle.db);
  p3 = await createMember(handle.db);
  p4 = await createMember(handle.db);
  z = await createMember(handle.db);
  dead = await createMember(handle.db);
  neverOnABook = await createMember(handle.db, { status: 'deceased' });
});

/** A caller of its own (one request's context), as the finance admin unless told otherwise. */
const finance = () => as.session(jar);

const asAdmin = (privilege: Privilege) => as.admin(privilege);

const activeCount = async () =>
  (await handle.db.selectFrom('members').select('id').where('status', '=', 'active').execute()).length;

async function counts() {
  const count = async (table: 'monthly_books' | 'monthly_dues' | 'monthly_payments' | 'audit_log') =>
    Number(
      (
        await handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    books: await count('monthly_books'),
    dues: await count('monthly_dues'),
    payments: await count('monthly_payments'),
    audits: await count('audit_log'),
  };
}

/** The due row of a member in a month's book. */
async function rowOf(month: string, member: TestMember) {
  const { data } = await finance().finance.monthly.get({ month });
  const row = data.find((r) => r.member_no === member.memberNo);
  if (!row) throw new Error(`${member.memberNo} has no row in ${month}`);
  return row;
}

const pay = (mainId: number, amount: number | string, date = '2030-03-20') => ({
  main_id: mainId,
  date,
  method: 'cash' as const,
  amount,
});

const rowCounts = new Map<string, number>();

describe("a month's book", () => {
  it('answers book null, no rows and a zero summary for a month without a book', async () => {
    expect(await finance().finance.monthly.get({ month: 'March-2030' })).toEqual({
      book: null,
      data: [],
      summary: { total_collectable: 0, total_collected: 0, paid_by_count: 0 },
    });
  });

  it('creates one due row per active member with payable = amount, recording the session admin; audited', async () => {
    const someoneElse = await createAdmin(handle.db);
    const active = await activeCount();
    const created = await finance().finance.monthly.createBook({
      month: 'march-2030',
      amount: 500,
      created_by: someoneElse.id,
      added_by: someoneElse.id,
    });
    expect(created).toEqual({
      id: expect.any(Number),
      month: 'March-2030',
      amount: 500,
      rows: active,
      upcoming: false,
    });
    rowCounts.set('March-2030', active);
    const book = await handle.db
      .selectFrom('monthly_books')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(book).toMatchObject({ month: '2030-03-01', amount_poisha: 50_000, created_by: admin.id });
    expect(new Date(book.created_at).getTime()).toBe(clock.now().getTime());
    const audit = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'monthly.book.create')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_admin_id: admin.id, entity_id: String(created.id) });
    expect(audit[0]!.after).toEqual(created);

    const month = await finance().finance.monthly.get({ month: 'March-2030' });
    expect(month.book).toEqual({
      id: created.id,
      month: 'March-2030',
      amount: 500,
      created_at: clock.now().toISOString(),
      upcoming: false,
    });
    expect(month.data).toHaveLength(active);
    expect(month.data.every((r) => r.month === 'March-2030' && r.payable === 500)).toBe(true);
    expect(month.data.every((r) => r.payment === 0 && r.due === 500)).toBe(true);
    expect(month.summary).toEqual({ total_collectable: 500 * active, total_collected: 0, paid_by_count: 0 });
    const numbers = month.data.map((r) => r.member_no);
    expect(numbers.indexOf('MN-9')).toBeLessThan(numbers.indexOf('MN-10'));
    const numeric = numbers.filter((no) => /^\d+$/.test(no)).map(Number);
    expect(numeric).toEqual([...numeric].sort((a, b) => a - b));
    expect(numbers).not.toContain(neverOnABook.memberNo);
    expect(month.data.find((r) => r.member_no === x.memberNo)).toMatchObject({
      name: 'Xavier Monthly',
      phone: x.phone,
    });
  });

  it('refuses a second book for the month with 409 and writes nothing', async () => {
    const before = await databaseFingerprint(handle.db);
    await expect(
      finance().finance.monthly.createBook({ month: 'March-2030', amount: 600 }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'The book for March-2030 is already created.' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    expect((await finance().finance.monthly.get({ month: 'March-2030' })).book?.amount).toBe(500);
  });

  it('makes one book when two admins create the same month at the same moment; the other gets 409', async () => {
    const before = await counts();
    const other = await asAdmin('Full_Access');
    const results = await Promise.allSettled([
      finance().finance.monthly.createBook({ month: 'April-2030', amount: 500 }),
      other.finance.monthly.createBook({ month: 'April-2030', amount: 500 }),
    ]);
    const made = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(made).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT' });
    const active = await activeCount();
    rowCounts.set('April-2030', active);
    expect(await counts()).toEqual({
      ...before,
      books: before.books + 1,
      dues: before.dues + active,
      audits: before.audits + 1,
    });
  });

  it('keeps a book the roll of its month: a later member is billed from the next book, not added', async () => {
    const late = await createMember(handle.db, { memberNo: 'MN-11' });
    await handle.db
      .updateTable('members')
      .set({ status: 'deceased', deceased_on: '2030-04-20' })
      .where('id', '=', dead.id)
      .execute();
    const march = await finance().finance.monthly.get({ month: 'March-2030' });
    expect(march.data.map((r) => r.member_no)).not.toContain(late.memberNo);
    // The member who died after March is still on March's roll.
    expect(march.data.map((r) => r.member_no)).toContain(dead.memberNo);
    const may = await finance().finance.monthly.createBook({ month: 'May-2030', amount: 600 });
    expect(may.rows).toBe(await activeCount());
    rowCounts.set('May-2030', may.rows);
    const mayRows = (await finance().finance.monthly.get({ month: 'May-2030' })).data;
    expect(mayRows.find((r) => r.member_no === late.memberNo)).toMatchObject({ payable: 600, due: 600 });
    expect(mayRows.map((r) => r.member_no)).not.toContain(dead.memberNo);
  });

  it('refuses a bad month or amount with 400 and writes nothing', async () => {
    const before = await databaseFingerprint(handle.db);
    const bad: unknown[] = [
      { month: 'Jan 2030', amount: 500 },
      { month: 'Smarch-2030', amount: 500 },
      { month: '2030-06', amount: 500 },
      { month: '', amount: 500 },
      { month: 'June-2030\u0000', amount: 500 },
      { month: 'June-2030', amount: 0 },
      { month: 'June-2030', amount: -500 },
      { month: 'June-2030', amount: 'abc' },
      { month: 'June-2030', amount: '1.234' },
      { month: 'June-2030' },
      { amount: 500 },
    ];
    for (const input of bad)
      await expect(
        finance().finance.monthly.createBook(input as never),
        JSON.stringify(input),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(finance().finance.monthly.get({ month: 'Someday' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(finance().finance.monthly.history({ month: '13-2030' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });
});

describe('monthly payments', () => {
  it('adds payments (session admin, audited), lists them in (date, id) order and updates the figures', async () => {
    const row = await rowOf('March-2030', x);
    const someoneElse = await createAdmin(handle.db);
    const first = await finance().finance.monthly.addPayment({
      ...pay(row.id, 200, '2030-03-20'),
      note: 'First part',
      created_by: someoneElse.id,
    });
    expect(first).toEqual({
      id: expect.any(Number),
      main_id: row.id,
      date: '2030-03-20',
      method: 'cash',
      note: 'First part',
      amount: 200,
      receipt_no: expect.stringMatching(/^R-2030-\d{6}$/),
      reversal: null,
    });
    const stored = await handle.db
      .selectFrom('monthly_payments')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      amount_poisha: 20_000,
      created_by: admin.id,
      gateway_payment_id: null,
      receipt_no: first.receipt_no,
    });
    expect(new Date(stored.created_at).getTime()).toBe(clock.now().getTime());
    const audit = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'monthly.payment.create')
      .where('entity_id', '=', String(first.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_admin_id: admin.id, entity: 'monthly_payments', after: first });

    const earlier = await finance().finance.monthly.addPayment({
      ...pay(row.id, '100.50', '2030-03-05'),
      method: 'bkash',
    });
    expect(earlier.note).toBe('');
    // Receipts are numbered in the order payments are recorded, whatever their dates.
    expect(Number(earlier.receipt_no.slice(7))).toBeGreaterThan(Number(first.receipt_no.slice(7)));
    expect(await finance().finance.monthly.payments({ mainId: row.id })).toEqual([earlier, first]);
    expect(await rowOf('March-2030', x)).toMatchObject({ payable: 500, payment: 300.5, due: 199.5 });
    const { summary } = await finance().finance.monthly.get({ month: 'March-2030' });
    expect(summary).toEqual({
      total_collectable: 500 * rowCounts.get('March-2030')!,
      total_collected: 300.5,
      paid_by_count: 0,
    });
  });

  it('refuses a payment above what is still due unless confirmed (409) and a payment to a paid row, writing nothing', async () => {
    const row = await rowOf('March-2030', x);
    const before = await databaseFingerprint(handle.db);
    await expect(finance().finance.monthly.addPayment(pay(row.id, '199.51'))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This payment is more than the 199.50 taka still due for the month. Confirm to record it.',
      cause: { key: 'monthly.overpaymentNotConfirmed', params: { owed: '199.50' } },
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    await finance().finance.monthly.addPayment(pay(row.id, '199.50'));
    expect(await rowOf('March-2030', x)).toMatchObject({ payment: 500, due: 0 });
    const { summary } = await finance().finance.monthly.get({ month: 'March-2030' });
    expect(summary).toMatchObject({ total_collected: 500, paid_by_count: 1 });
    const paid = await databaseFingerprint(handle.db);
    await expect(finance().finance.monthly.addPayment(pay(row.id, 1))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This month is already paid.',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(paid);
  });

  it('adds amounts exactly: three payments of 0.10 make 0.30', async () => {
    const row = await rowOf('March-2030', y);
    for (let i = 0; i < 3; i++) await finance().finance.monthly.addPayment(pay(row.id, '0.10'));
    expect(await rowOf('March-2030', y)).toMatchObject({ payment: 0.3, due: 499.7 });
    expect((await finance().finance.monthly.get({ month: 'March-2030' })).summary.total_collected).toBe(
      500.3,
    );
  });

  it('refuses bad input with 400 and an unknown row with 404, writing nothing', async () => {
    const row = await rowOf('April-2030', x);
    const good = pay(row.id, 100);
    const { date: _date, ...noDate } = good;
    const { amount: _amount, ...noAmount } = good;
    const { main_id: _mainId, ...noRow } = good;
    const bad: unknown[] = [
      { ...good, amount: 'abc' },
      { ...good, amount: 0 },
      { ...good, amount: -100 },
      { ...good, amount: 1.234 },
      { ...good, amount: '1.234' },
      { ...good, method: 'paypal' },
      { ...good, method: '' },
      { ...good, note: 'Paid\u0000in cash' },
      { ...good, date: '2030-02-30' },
      { ...good, main_id: 'abc' },
      { ...good, main_id: 0 },
      noDate,
      noAmount,
      noRow,
    ];
    const before = await databaseFingerprint(handle.db);
    for (const input of bad)
      await expect(
        finance().finance.monthly.addPayment(input as never),
        JSON.stringify(input),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(finance().finance.monthly.addPayment(pay(999_999_999, 100))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(finance().finance.monthly.payments({ mainId: 999_999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(finance().finance.monthly.payments({ mainId: 'abc' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    expect(await finance().finance.monthly.payments({ mainId: row.id })).toEqual([]);
  });

  it('counts all of 20 concurrent payments of 100 on a due of 2000, then refuses one more', async () => {
    const june = await finance().finance.monthly.createBook({ month: 'June-2030', amount: 2000 });
    rowCounts.set('June-2030', june.rows);
    const row = await rowOf('June-2030', x);
    const before = await counts();
    // Each call is a request of its own: its own context, and its own transaction from the pool.
    const results = await Promise.all(
      Array.from({ length: 20 }, () => finance().finance.monthly.addPayment(pay(row.id, 100, '2030-06-10'))),
    );
    expect(new Set(results.map((p) => p.id)).size).toBe(20);
    expect(await rowOf('June-2030', x)).toMatchObject({ payable: 2000, payment: 2000, due: 0 });
    expect(await counts()).toEqual({ ...before, payments: before.payments + 20, audits: before.audits + 20 });
    await expect(finance().finance.monthly.addPayment(pay(row.id, 100))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('never overpays a row: of 25 concurrent payments of 100 on a due of 2000, 20 are taken and 5 refused', async () => {
    const row = await rowOf('June-2030', z);
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, () => finance().finance.monthly.addPayment(pay(row.id, 100, '2030-06-11'))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'CONFLICT' });
    expect(await rowOf('June-2030', z)).toMatchObject({ payment: 2000, due: 0 });
    expect(await finance().finance.monthly.payments({ mainId: row.id })).toHaveLength(20);
  });
});

describe('history and arrears', () => {
  it('answers collectable and collected for the 12 months ending with the month, oldest first', async () => {
    const history = await finance().finance.monthly.history({ month: 'June-2030' });
    const months = [
      'July-2029',
      'August-2029',
      'September-2029',
      'October-2029',
      'November-2029',
      'December-2029',
      'January-2030',
      'February-2030',
      'March-2030',
      'April-2030',
      'May-2030',
      'June-2030',
    ];
    expect(history.map((h) => h.month)).toEqual(months);
    for (const h of history.slice(0, 8))
      expect(h).toMatchObject({ total_collectable: 0, total_collected: 0 });
    expect(history.slice(8)).toEqual([
      // x paid 500 in full, y three times 0.10.
      { month: 'March-2030', total_collectable: 500 * rowCounts.get('March-2030')!, total_collected: 500.3 },
      { month: 'April-2030', total_collectable: 500 * rowCounts.get('April-2030')!, total_collected: 0 },
      { month: 'May-2030', total_collectable: 600 * rowCounts.get('May-2030')!, total_collected: 0 },
      // x and z paid 2000 each.
      { month: 'June-2030', total_collectable: 2000 * rowCounts.get('June-2030')!, total_collected: 4000 },
    ]);
  });

  it("agrees with each month's summary over the demo seed's books", async () => {
    const history = await finance().finance.monthly.history({ month: 'November-2026' });
    expect(history).toHaveLength(12);
    expect(history[0]!.month).toBe('December-2025');
    for (const h of history) {
      const { summary, book } = await finance().finance.monthly.get({ month: h.month });
      expect(book, h.month).not.toBeNull();
      expect(h.total_collectable).toBe(summary.total_collectable);
      expect(h.total_collected).toBe(summary.total_collected);
      expect(h.total_collectable).toBeGreaterThan(0);
    }
  });

  it('lists active members owing at least one month with months due, Σ due and band, most months first', async () => {
    // p4 pays nothing: March, April, May and June due. p3 pays April: three months.
    // p1 pays March, April, 500 of May's 600 and June: one month, 100.
    await finance().finance.monthly.addPayment(pay((await rowOf('April-2030', p3)).id, 500));
    await finance().finance.monthly.addPayment(pay((await rowOf('March-2030', p1)).id, 500));
    await finance().finance.monthly.addPayment(pay((await rowOf('April-2030', p1)).id, 500));
    await finance().finance.monthly.addPayment(pay((await rowOf('May-2030', p1)).id, 500));
    await finance().finance.monthly.addPayment(pay((await rowOf('June-2030', p1)).id, 2000));
    const arrears = await finance().finance.monthly.arrears();
    const find = (member: TestMember) => arrears.find((a) => a.member_no === member.memberNo);
    expect(find(p4)).toEqual({
      member_no: p4.memberNo,
      name: expect.any(String),
      phone: p4.phone,
      months_due: 4,
      due: 3600,
      band: '4+',
    });
    expect(find(p3)).toMatchObject({ months_due: 3, due: 3100, band: '2-3' });
    // x paid March and June: April 500 and May 600 still due.
    expect(find(x)).toMatchObject({ months_due: 2, due: 1100, band: '2-3' });
    expect(find(p1)).toMatchObject({ months_due: 1, due: 100, band: '1' });
    // The deceased member owes March and April but is not listed.
    expect(find(dead)).toBeUndefined();
    const deadRows = await handle.db
      .selectFrom('monthly_dues')
      .select('id')
      .where('member_id', '=', dead.id)
      .execute();
    expect(deadRows).toHaveLength(2);

    expect(arrears.every((a) => a.months_due >= 1 && a.due > 0)).toBe(true);
    for (const a of arrears) expect(a.band).toBe(a.months_due === 1 ? '1' : a.months_due <= 3 ? '2-3' : '4+');
    for (let i = 1; i < arrears.length; i++) {
      const [prev, cur] = [arrears[i - 1]!, arrears[i]!];
      expect(prev.months_due).toBeGreaterThanOrEqual(cur.months_due);
      if (prev.months_due === cur.months_due && /^\d+$/.test(prev.member_no) && /^\d+$/.test(cur.member_no))
        expect(Number(prev.member_no)).toBeLessThan(Number(cur.member_no));
    }
  });
});

describe('who may use the monthly page', () => {
  it('refuses a Member_Access admin (403), a member and nobody (401), writing nothing', async () => {
    const member = await createMember(handle.db, { password: 'monthly-member-pass-1' });
    const memberCaller = await as.member(member);
    const memberAdmin = await asAdmin('Member_Access');
    const row = await rowOf('May-2030', p4);
    const before = await databaseFingerprint(handle.db);
    for (const [caller, code] of [
      [memberAdmin, 'FORBIDDEN'],
      [memberCaller, 'UNAUTHORIZED'],
      [as.anonymous(), 'UNAUTHORIZED'],
    ] as const) {
      const m = caller.finance.monthly;
      const calls = [
        () => m.get({ month: 'May-2030' }),
        () => m.createBook({ month: 'July-2030', amount: 500 }),
        () => m.payments({ mainId: row.id }),
        () => m.addPayment(pay(row.id, 100)),
        () => m.history({ month: 'May-2030' }),
        () => m.arrears(),
      ];
      for (const call of calls) await expect(call()).rejects.toMatchObject({ code });
    }
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    for (const privilege of ['Full_Access+', 'Full_Access'] as const) {
      const caller = await asAdmin(privilege);
      await expect(caller.finance.monthly.payments({ mainId: row.id })).resolves.toEqual([]);
    }
  });
});
