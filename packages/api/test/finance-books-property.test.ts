import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, type TestCaller, testCallers, useTestDb } from '../src/testing';
import { addDocument, addMeeting } from './year-life-fixtures';

/**
 * Random sequences of what a finance desk does over years (issue 35, §6): deposits and ledger entries dated
 * today, reversals of random entries (of this year or a closed one), days passing, and each ended year closed,
 * audited, adopted by an AGM and appropriated by a second person. After every sequence, for every year since
 * the opening: receipts less payments is the change in cash, the balance sheet and the trial balance balance,
 * and a closed year's four statements are byte for byte what they were at its closing. Every run continues the
 * one timeline of the runs before it (a closed year stays closed), so the property covers their concatenation.
 */
const handle = useTestDb({ empty: true });
const FIRST_YEAR = 2101;
let time = Date.parse(`${FIRST_YEAR}-07-01T06:00:00Z`);
const now = () => new Date(time);
const as = testCallers(handle, { now, loginNow: now });

type Account = Awaited<ReturnType<typeof createAdmin>>;
const accounts: { desk?: Account; proposer?: Account; approver?: Account } = {};
// Sessions end as the clock moves on by months: each step signs in afresh.
const signedIn = (who: keyof typeof accounts): Promise<TestCaller> => as.admin(accounts[who]!);
let memberNo = '';
let adminId = 0;
/** The four statements of each closed year as stored at its closing. */
const frozen = new Map<number, string>();

beforeAll(async () => {
  for (const who of ['desk', 'proposer', 'approver'] as const)
    accounts[who] = await createAdmin(handle.db, { privilege: 'Full_Access' });
  adminId = accounts.desk!.id;
  const desk = await signedIn('desk');
  memberNo = (await createMember(handle.db)).memberNo;
  await desk.finance.yearEnd.saveOpening({
    as_of: `${FIRST_YEAR}-07-01`,
    cash: 5000,
    bank: 2000,
    wallet: 0,
    dues_receivable: 0,
    member_deposits: 7000,
    reserve_fund: 0,
    development_fund: 0,
    other_funds: 0,
  });
});

const today = () => now().toISOString().slice(0, 10);
/** The financial year (July to June) a date falls in, by its starting calendar year. */
const yearOf = (iso: string) => Number(iso.slice(0, 4)) - (Number(iso.slice(5, 7)) < 7 ? 1 : 0);
const taka = (poisha: number) => (poisha / 100).toFixed(2);
const p = (value: number) => Math.round(value * 100);

type Action =
  | { kind: 'deposit'; poisha: number; method: string }
  | { kind: 'ledger'; income: boolean; poisha: number; method: string }
  | { kind: 'reverse'; which: number; ledger: boolean }
  | { kind: 'days'; days: number }
  | { kind: 'yearEnd' };

const method = fc.constantFrom('cash', 'bank', 'bkash');
const amount = fc.integer({ min: 1, max: 5_000_000 });
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('deposit' as const), poisha: amount, method }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('ledger' as const),
      income: fc.boolean(),
      poisha: amount,
      method,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('reverse' as const), which: fc.nat(), ledger: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 200 }) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'yearEnd' as const }) },
);

/** Deposits and ledger entries written so far, by id; reversing one twice or a reversal is refused. */
const written = { deposits: [] as number[], ledger: [] as number[] };

async function perform(a: Action): Promise<void> {
  const desk = await signedIn('desk');
  if (a.kind === 'deposit') {
    await desk.finance.deposits.add({
      member_no: memberNo,
      source: 'Deposit instalment',
      date: today(),
      method: a.method,
      amount: taka(a.poisha),
      confirm_overpayment: true,
    });
    const row = await handle.db
      .selectFrom('deposit_entries')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    written.deposits.push(row.id);
  } else if (a.kind === 'ledger') {
    const entry = await desk.finance.ledger.create({
      type: a.income ? 'Income' : 'Expense',
      date: today(),
      source: a.income ? 'Rent' : 'Stationery',
      method: a.method,
      note: '',
      amount: taka(a.poisha),
      receipt: '',
    });
    written.ledger.push(entry.id);
  } else if (a.kind === 'reverse') {
    const ids = a.ledger ? written.ledger : written.deposits;
    if (ids.length === 0) return;
    const id = ids[a.which % ids.length]!;
    const reverse = a.ledger ? desk.finance.ledger.reverse : desk.finance.deposits.reverse;
    await reverse({ id, reason: 'Typed in error' }).catch((error: { cause?: { key?: string } }) => {
      // Reversing twice is refused by name; nothing else may fail.
      expect(error.cause?.key).toBe('reversal.alreadyReversed');
    });
  } else if (a.kind === 'days') {
    time += a.days * 86_400_000;
  } else {
    await yearEnd();
  }
}

/** The oldest ended year not yet closed is closed, audited, adopted and appropriated, each on its own day. */
async function yearEnd(): Promise<void> {
  const year = [...Array(50).keys()].map((i) => FIRST_YEAR + i).find((y) => !frozen.has(y));
  if (year === undefined || yearOf(today()) <= year) return;
  const desk = await signedIn('desk');
  const closed = await desk.finance.yearEnd.close({ year });
  const { appropriation: _none, ...four } = closed;
  frozen.set(year, JSON.stringify(four));
  const report = await addDocument(handle.db, adminId);
  await desk.finance.yearEnd.audit({
    year,
    completed_on: today(),
    auditor: 'A. Rahman & Co.',
    report_document_id: report,
  });
  time += 86_400_000;
  const agm = await addMeeting(handle.db, { date: today() });
  await desk.finance.yearEnd.adopt({ year, meeting_id: agm.id, resolution: agm.resolution });
  const propose = (await signedIn('proposer')).finance.yearEnd.propose({ year, other_bp: 500 });
  if (closed.income_expenditure.surplus <= 0) {
    // A year without a surplus has nothing to appropriate, and says so by name.
    await expect(propose).rejects.toMatchObject({ cause: { key: 'yearEnd.noSurplus' } });
    return;
  }
  const entry = (await propose).entries.find((e) => e.year === year)!;
  await (await signedIn('approver')).finance.yearEnd.approve({
    id: entry.id,
    version: entry.version,
    resolution: agm.resolution,
  });
}

async function checkEveryYear(): Promise<void> {
  const desk = await signedIn('desk');
  for (let year = FIRST_YEAR; year <= yearOf(today()); year++) {
    const s = await desk.finance.yearEnd.statements({ year });
    const rp = s.receipts_payments;
    expect(p(rp.receipts_total) - p(rp.payments_total), `${year} R&P`).toBe(
      p(rp.closing.total) - p(rp.opening.total),
    );
    const bs = s.balance_sheet;
    expect(p(bs.assets_total), `${year} balance sheet`).toBe(p(bs.liabilities_total));
    const tb = s.trial_balance;
    expect(p(tb.debit_total), `${year} trial balance`).toBe(p(tb.credit_total));
    const stored = frozen.get(year);
    if (stored) {
      const { appropriation: _kept, ...four } = s;
      expect(JSON.stringify(four), `${year} as closed`).toBe(stored);
    }
  }
}

describe('random sequences of entries, reversals and year-ends', () => {
  it('keep every year in balance and every closed year as it was closed', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 16 }), async (actions) => {
        for (const a of actions) await perform(a);
        await checkEveryYear();
      }),
      { numRuns: 12, endOnFailure: true },
    );
    // The runs crossed years: at least one was closed, audited, adopted and appropriated.
    expect(frozen.size).toBeGreaterThan(0);
  });
});
