import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createMember,
  FakeClock,
  type TestAdmin,
  type TestMember,
  testCallers,
  useTestDb,
} from '../src/testing';

/**
 * The month's book a page at a time (GET /monthly-contributions/rows): member number or name search, only
 * the unpaid rows, the { entries, total } envelope with the whole month's summary beside it, and a bounded
 * limit. The book is made here for a past month no seed book has (December-2026): the clock stands in
 * January 2027, after the seed's last book (November 2026) and in the open year (the seed closes 2025-26).
 */
const handle = useTestDb();
const clock = new FakeClock(new Date('2027-01-15T06:00:00Z').getTime());
const as = testCallers(handle, { now: clock.now, loginNow: clock.now });
const MONTH = 'December-2026';
let admin: TestAdmin;
let paid: TestMember;
let owing: TestMember;

beforeAll(async () => {
  admin = await createAdmin(handle.db, { privilege: 'Finance_Access' });
  paid = await createMember(handle.db, { memberNo: 'BL-7', name: 'Booklist Paidup' });
  owing = await createMember(handle.db, { memberNo: 'BL-12', name: 'Booklist Owing' });
  const api = await as.account(admin);
  await api.finance.monthly.createBook({ month: MONTH, amount: 300 });
  const row = (await api.finance.monthly.list({ month: MONTH, search: 'BL-7' })).entries[0]!;
  await api.finance.monthly.addPayment({ main_id: row.id, date: '2026-12-05', method: 'cash', amount: 300 });
});

type ListInput = { month: string; search?: string; unpaid?: boolean; limit?: number; offset?: number };
const listOf = async (input: ListInput) => (await as.account(admin)).finance.monthly.list(input);
const list = (input: Omit<ListInput, 'month'>) => listOf({ month: MONTH, ...input });

describe("a month's book, paged and searched", () => {
  it('pages the rows in member-number order: offset + limit walk the whole book once', async () => {
    const first = await list({ limit: 40 });
    expect(first.entries).toHaveLength(40);
    expect(first.total).toBe(first.active_members);
    expect(first.book).toMatchObject({ month: MONTH, amount: 300, upcoming: false });
    const seen: number[] = [];
    for (let offset = 0; offset < first.total; offset += 40) {
      const page = await list({ limit: 40, offset });
      expect(page.total).toBe(first.total);
      seen.push(...page.entries.map((row) => row.id));
    }
    expect(new Set(seen).size).toBe(first.total);
    expect((await list({ limit: 40, offset: first.total })).entries).toEqual([]);
  });

  it('finds rows by part of the member number or the name, whatever the case', async () => {
    const byName = await list({ search: 'booklist' });
    expect(byName.total).toBe(2);
    // Natural member-number order: BL-7 before BL-12.
    expect(byName.entries.map((row) => row.member_no)).toEqual(['BL-7', 'BL-12']);
    expect((await list({ search: 'bl-12' })).entries).toEqual([
      expect.objectContaining({ member_no: 'BL-12', name: 'Booklist Owing', payable: 300, due: 300 }),
    ]);
    expect(await list({ search: '%' })).toMatchObject({ total: 0, entries: [] });
  });

  it('keeps only the unpaid rows when asked, and the summary stays the whole month', async () => {
    const unpaid = await list({ search: 'Booklist', unpaid: true });
    expect(unpaid.entries.map((row) => row.member_no)).toEqual([owing.memberNo]);
    const all = await list({ limit: 1 });
    expect(unpaid.summary).toEqual(all.summary);
    expect(all.summary.paid_by_count).toBe(1);
    expect(all.summary.total_collected).toBe(300);
    expect((await list({ unpaid: true, limit: 1 })).total).toBe(all.total - 1);
    expect((await list({ search: paid.memberNo, unpaid: true })).total).toBe(0);
  });

  it('refuses a limit above 100 or below 1 (400) and answers an empty page for a month without a book', async () => {
    await expect(list({ limit: 101 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(list({ limit: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(list({ search: 'x'.repeat(101) })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const none = await listOf({ month: 'April-2019' });
    expect(none).toMatchObject({ entries: [], total: 0, book: null });
    expect(none.active_members).toBeGreaterThan(0);
  });
});
