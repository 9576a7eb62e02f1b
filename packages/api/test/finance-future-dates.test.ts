import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, type TestMember, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';
import { addBook, addLedger } from './year-end-books';

/**
 * Money is recorded on or before today in Dhaka (docs/year-end.md, Dates): a deposit, a monthly payment and a
 * ledger entry (added or edited) dated after today are a 400 money.futureDate naming the field and today,
 * whoever asks, and change no row. The clock stands at 20:00 UTC, already the next day in Dhaka: that day is
 * today, the one after it is refused.
 */
const handle = useTestDb();
const now = () => new Date('2026-11-29T20:00:00Z');
const as = testCallers(handle, { now, loginNow: now });
const TODAY = '2026-11-30';
const TOMORROW = '2026-12-01';

let member: TestMember;
let due: number;
let entry: number;

beforeAll(async () => {
  const db = handle.db;
  const admin = await createAdmin(db, { privilege: 'Finance_Access' });
  member = await createMember(db);
  // The member owes a deposit, so a deposit dated today is an ordinary instalment, not an overpayment (which
  // asks for confirmation, finance-reversals.test.ts), and the refusals below can only be the date's.
  await db
    .updateTable('members')
    .set({ deposit_payable_poisha: 50_000 })
    .where('id', '=', member.id)
    .execute();
  due = (await addBook(db, '2016-11-01', 60_000, [member.id]))[0]!;
  entry = await addLedger(db, admin.id, {
    type: 'Income',
    date: '2026-11-02',
    source: 'Rent',
    method: 'cash',
    poisha: 20_000,
  });
});

const refusal = {
  code: 'BAD_REQUEST',
  cause: { key: 'money.futureDate', params: { field: 'date', today: TODAY } },
};

const callers = [
  ['a Finance_Access admin', () => as.admin('Finance_Access')],
  ['a Full_Access admin', () => as.admin('Full_Access')],
  ['a Full_Access+ admin', () => as.admin('Full_Access+')],
  ['an API key', () => as.apiKey('Full_Access+')],
] as const;

const ledger = { source: 'Rent', method: 'cash', note: '', amount: 50, receipt: '' };
const writes = (api: Awaited<ReturnType<(typeof callers)[number][1]>>, date: string) =>
  [
    ['ledger create', () => api.finance.ledger.create({ ...ledger, type: 'Income', date })],
    ['ledger update', () => api.finance.ledger.update({ ...ledger, id: entry, date })],
    [
      'deposit',
      () =>
        api.finance.deposits.add({
          member_no: member.memberNo,
          source: 'Share',
          date,
          method: 'cash',
          amount: 100,
        }),
    ],
    [
      'monthly payment',
      () => api.finance.monthly.addPayment({ main_id: due, date, method: 'cash', note: '', amount: 100 }),
    ],
  ] as const;

describe.each(callers)('money dated after today, entered by %s', (_, caller) => {
  it('is refused with the field and today named, and no row changes', async () => {
    const api = await caller();
    const before = await databaseFingerprint(handle.db);
    for (const date of [TOMORROW, '2030-01-01']) {
      for (const [name, write] of writes(api, date)) {
        await expect(write(), `${name} ${date}`).rejects.toMatchObject(refusal);
      }
    }
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });
});

describe('money dated today in Dhaka', () => {
  it('is taken, and the receipt carries the entry’s own date', async () => {
    const api = await as.admin('Finance_Access');
    const paid = await api.finance.monthly.addPayment({
      main_id: due,
      date: '2026-11-20',
      method: 'cash',
      note: '',
      amount: 100,
    });
    expect(paid.date).toBe('2026-11-20');
    for (const [name, write] of writes(api, TODAY)) {
      // An update no longer moves an entry's date at all (a reversal and a new entry do).
      if (name === 'ledger update')
        await expect(write(), name).rejects.toMatchObject({ cause: { key: 'ledger.correctByReversal' } });
      else await expect(write(), name).resolves.toMatchObject({});
    }
    const deposits = await api.finance.deposits.entries({ member_no: member.memberNo });
    expect(deposits.map((d) => d.date)).toContain(TODAY);
  });

  it('says so in words naming the field and today', async () => {
    const api = await as.admin('Finance_Access');
    await expect(
      api.finance.ledger.create({ ...ledger, type: 'Expense', date: TOMORROW }),
    ).rejects.toMatchObject({
      message: `The date ${TOMORROW} is after today (30 November 2026): money is recorded on or before the day it is received or paid.`,
    });
  });
});
