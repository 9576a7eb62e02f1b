import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createMember,
  FakeClock,
  TEST_TODAY,
  type TestAdmin,
  type TestMember,
  testCallers,
  useTestDb,
} from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

/**
 * A book made ahead: February-2027 created in November-2026 (the test's today, Dhaka). It asks for
 * confirmFuture, and while February has not started its rows are upcoming: no due, arrears, reminder, total
 * or statement counts them. When the clock reaches February they count like any month's.
 */
const handle = useTestDb();
const clock = new FakeClock();
const as = testCallers(handle, { now: clock.now, loginNow: clock.now });
const FUTURE = 'February-2027';

let financeAdmin: TestAdmin;
/** A member created now: on no book of the seed, so the only month it can owe is the one made here. */
let newcomer: TestMember;

beforeAll(async () => {
  financeAdmin = await createAdmin(handle.db, { privilege: 'Finance_Access' });
  newcomer = await createMember(handle.db, { memberNo: 'UP-1', name: 'Upcoming Newcomer' });
});

const finance = () => as.account(financeAdmin);

async function figuresOf(member: TestMember) {
  const statement = await (await as.member(member)).member.statements.get({});
  const arrears = await (await finance()).finance.monthly.arrears();
  const preview = await (await finance()).finance.reminders.preview({ search: member.memberNo, limit: 10 });
  return { statement, arrears: arrears.find((row) => row.member_no === member.memberNo), preview };
}

async function historyOf(month: string) {
  const history = await (await finance()).finance.monthly.history({ month });
  return history.find((row) => row.month === month);
}

describe('a book for a month that has not started', () => {
  it('is refused without confirmFuture (409 monthly.futureNotConfirmed) and writes nothing', async () => {
    const api = await finance();
    const before = await databaseFingerprint(handle.db);
    await expect(api.finance.monthly.createBook({ month: FUTURE, amount: 500 })).rejects.toMatchObject({
      code: 'CONFLICT',
      cause: expect.objectContaining({ key: 'monthly.futureNotConfirmed' }),
    });
    await expect(
      api.finance.monthly.createBook({ month: FUTURE, amount: 500, confirmFuture: false }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    expect((await api.finance.monthly.list({ month: FUTURE })).book).toBeNull();
  });

  it('with confirmFuture bills every active member, and the month is upcoming: nothing counts it', async () => {
    const api = await finance();
    const totalsBefore = await historyOf('November-2026');
    const created = await api.finance.monthly.createBook({ month: FUTURE, amount: 500, confirmFuture: true });
    const page = await api.finance.monthly.list({ month: FUTURE, limit: 5 });
    expect(created).toMatchObject({ month: FUTURE, upcoming: true, rows: page.active_members });
    expect(page.book).toMatchObject({ month: FUTURE, upcoming: true });
    expect(page.total).toBe(created.rows);

    const { statement, arrears, preview } = await figuresOf(newcomer);
    expect(statement.monthly).toEqual([]);
    expect(statement.monthlysummary).toEqual({ duemonth: 0, due: 0 });
    expect(statement.upcoming).toEqual([{ id: expect.any(Number), month: FUTURE, payable: 500 }]);
    expect(arrears).toBeUndefined();
    expect(preview).toMatchObject({ total: 0, entries: [] });
    const sent = await api.finance.reminders.send({ memberNos: [newcomer.memberNo] });
    expect(sent).toEqual({ queued: 0, skippedToday: 0, skippedNoArrears: 1 });
    // The chart's totals: a month to come adds nothing, and the months before it are as they were.
    expect(await historyOf(FUTURE)).toEqual({ month: FUTURE, total_collectable: 0, total_collected: 0 });
    expect(await historyOf('November-2026')).toEqual(totalsBefore);
    const check = await (await as.admin('Full_Access+')).finance.balanceCheck.check();
    expect(check.ok).toBe(true);
  });

  it('counts once the clock reaches the month (1 February in Dhaka)', async () => {
    // 2027-01-31T18:00Z is midnight in Dhaka.
    clock.advanceSeconds((Date.parse('2027-01-31T18:00:00Z') - TEST_TODAY.getTime()) / 1000);
    const { statement, arrears, preview } = await figuresOf(newcomer);
    expect(statement.upcoming).toEqual([]);
    expect(statement.monthly).toEqual([
      { id: expect.any(Number), month: FUTURE, payable: 500, payment: 0, due: 500 },
    ]);
    expect(statement.monthlysummary).toEqual({ duemonth: 1, due: 500 });
    expect(arrears).toMatchObject({ months_due: 1, due: 500, band: '1' });
    expect(preview.total).toBe(1);
    expect(preview.entries[0]).toMatchObject({ memberNo: newcomer.memberNo, months: ['2027-02'] });
    const api = await finance();
    expect((await api.finance.monthly.list({ month: FUTURE, limit: 1 })).book?.upcoming).toBe(false);
    expect((await historyOf(FUTURE))?.total_collectable).toBeGreaterThan(0);
    expect(await api.finance.reminders.send({ memberNos: [newcomer.memberNo] })).toMatchObject({ queued: 1 });
    expect((await (await as.admin('Full_Access+')).finance.balanceCheck.check()).ok).toBe(true);
  });
});
