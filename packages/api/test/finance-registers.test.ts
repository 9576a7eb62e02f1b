import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';
import { addDeposit } from './year-end-books';

/**
 * The member and deposit registers of a small hand-built book (financial year 2090-91, opening balances on
 * 2090-07-01), asserted to the poisha; the deposit register's closing balance is the balance sheet's members'
 * deposits; ranges are checked.
 */
// Without the demo, whose 2025-26 is closed and whose opening balances are locked: these books start afresh.
const handle = useTestDb({ empty: true });
const now = () => new Date('2091-08-01T06:00:00Z');
const as = testCallers(handle, { now, loginNow: now });
const YEAR = { from: '2090-07-01', to: '2091-06-30' };
const PAGE = { limit: 50, offset: 0 };

beforeAll(async () => {
  const db = handle.db;
  // The test database's own members joined (in its books) after these ranges, so the register shows only ours.
  // (created_at is write-once in the table types: set here with SQL.)
  await sql`UPDATE members SET created_at = '2095-01-01T00:00:00Z'`.execute(db);
  const member = async (memberNo: string, joined: string, deceasedOn: string | null = null) => {
    const m = await createMember(db, { memberNo, name: `Member ${memberNo}` });
    await sql`UPDATE members SET created_at = ${`${joined}T10:00:00+06:00`},
        status = ${deceasedOn ? 'deceased' : 'active'}, deceased_on = ${deceasedOn}::date
      WHERE id = ${m.id}`.execute(db);
    return m;
  };
  const a = await member('7001', '2089-01-10');
  const b = await member('7002', '2090-09-15');
  await member('7003', '2085-03-01', '2090-08-20');
  await member('7004', '2091-02-01');
  await member('7005', '2080-01-01', '2089-05-01');
  await db
    .insertInto('nominees')
    .values({
      member_id: a.id,
      name: 'Rahima Begum',
      relation: 'Wife',
      nid_bcr: '1990123456789',
      cell_no: '01711000000',
      address: 'Dhaka',
    })
    .execute();
  const full = await as.admin('Full_Access');
  await full.finance.yearEnd.saveOpening({
    as_of: '2090-07-01',
    cash: 1000,
    bank: 5000,
    wallet: 0,
    dues_receivable: 0,
    member_deposits: 4000,
    reserve_fund: 0,
    development_fund: 0,
    other_funds: 0,
  });
  // Before the opening date: in the member's balance, stood for by the opening balance in the register's.
  await addDeposit(db, a.id, '2090-06-01', 'bank', 100_000);
  await addDeposit(db, a.id, '2090-08-01', 'bank', 250_000);
  await addDeposit(db, b.id, '2090-10-05', 'cash', 50_000);
  await addDeposit(db, a.id, '2091-03-01', 'bkash', 30_000);
  await addDeposit(db, b.id, '2091-07-02', 'cash', 70_000);
});

describe('the member register', () => {
  it('lists the members on the roll during the range, with joining, death and nominee', async () => {
    const api = await as.admin('Finance_Access');
    const half = await api.finance.registers.members({ from: '2090-07-01', to: '2090-12-31', ...PAGE });
    expect(half.total).toBe(3);
    expect(
      half.entries.map((m) => [
        m.member_no,
        m.joined_on,
        m.status,
        m.deceased_on,
        m.nominee,
        m.nominee_relation,
      ]),
    ).toEqual([
      ['7001', '2089-01-10', 'active', null, 'Rahima Begum', 'Wife'],
      ['7002', '2090-09-15', 'active', null, null, null],
      ['7003', '2085-03-01', 'deceased', '2090-08-20', null, null],
    ]);
    const later = await api.finance.registers.members({
      from: '2091-01-01',
      to: '2091-06-30',
      limit: 1,
      offset: 1,
    });
    expect(later.total).toBe(3);
    expect(later.entries.map((m) => m.member_no)).toEqual(['7002']);
  });
});

describe('the deposit register', () => {
  it('lists each entry with the member’s and the society’s running balance, closing at the balance sheet’s line', async () => {
    const api = await as.admin('Finance_Access');
    const year = await api.finance.registers.deposits({ ...YEAR, ...PAGE });
    expect(year.total).toBe(3);
    expect(
      year.entries.map((e) => [
        e.date,
        e.member_no,
        e.method,
        e.amount,
        e.member_balance,
        e.register_balance,
      ]),
    ).toEqual([
      ['2090-08-01', '7001', 'bank', 2500, 3500, 6500],
      ['2090-10-05', '7002', 'cash', 500, 500, 7000],
      ['2091-03-01', '7001', 'bkash', 300, 3800, 7300],
    ]);
    expect(year.closing).toBe(7300);
    const statements = await api.finance.yearEnd.statements({ year: 2090 });
    expect(statements.balance_sheet.member_deposits).toBe(year.closing);

    const one = await api.finance.registers.deposits({ ...YEAR, member_no: '7001', ...PAGE });
    expect(one.entries.map((e) => e.register_balance)).toEqual([6500, 7300]);
    expect([one.total, one.closing]).toEqual([2, 7300]);
    const paged = await api.finance.registers.deposits({ ...YEAR, limit: 1, offset: 1 });
    expect([paged.total, paged.entries[0]?.member_no]).toEqual([3, '7002']);
    const next = await api.finance.registers.deposits({ from: '2091-07-01', to: '2091-07-31', ...PAGE });
    expect(next.entries.map((e) => [e.amount, e.member_balance, e.register_balance])).toEqual([
      [700, 1200, 8000],
    ]);
    expect(next.closing).toBe(8000);
  });
});

describe('the registers’ ranges and readers', () => {
  it('refuses a range that ends before it starts or spans more than five years, on every register', async () => {
    const api = await as.admin('Finance_Access');
    const backwards = { from: '2091-01-02', to: '2091-01-01', ...PAGE };
    const long = { from: '2080-01-01', to: '2091-01-01', ...PAGE };
    for (const input of [backwards, long]) {
      await expect(api.finance.registers.members(input)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(api.finance.registers.deposits(input)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(api.finance.yearEnd.cashBook(input)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    await expect(
      api.finance.registers.members({ from: '2090-13-01', to: '2091-01-01', ...PAGE }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('refuses a member, an anonymous caller and Member_Access, and writes nothing', async () => {
    const member = await as.member();
    const memberAccess = await as.admin('Member_Access');
    const before = await databaseFingerprint(handle.db);
    await expect(member.finance.registers.members({ ...YEAR, ...PAGE })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(as.anonymous().finance.registers.deposits({ ...YEAR, ...PAGE })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(memberAccess.finance.registers.deposits({ ...YEAR, ...PAGE })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });
});
