import type { FinancialEntryInput, Privilege } from '@samity/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, testCallers, useTestDb } from '../src/testing';
import { contentFixtures } from './admin-site-images-fixtures';
import { databaseFingerprint } from './db-fingerprint';

/**
 * The income and expense ledger (/FinancialExpenses): running balance over every active entry, exact money,
 * refused input writing nothing, actors from the session and the clock, delete as a reversal, receipts, audit.
 * On the empty database: the demo seed closes 2024-25 and 2025-26, where these entries are dated.
 */
const handle = useTestDb({ empty: true });
const { storage, clock, uploaded, auditRows } = contentFixtures('ledger');
const as = testCallers(handle, { now: clock.now, loginNow: clock.now, storage });

/** Every test starts from an empty ledger, so its figures can be computed by hand. */
beforeEach(async () => {
  await handle.db.deleteFrom('financial_entries').execute();
});

let adminSerial = 0;
async function asAdmin(privilege: Privilege = 'Finance_Access') {
  const name = `Ledger Keeper ${++adminSerial}`;
  const admin = await createAdmin(handle.db, { privilege, name });
  return { name, id: admin.id, api: await as.admin(admin) };
}

const entry = (overrides: Partial<FinancialEntryInput> = {}): FinancialEntryInput => ({
  type: 'Income',
  date: '2025-01-10',
  source: 'Car fair stall rent',
  method: 'cash',
  note: '',
  amount: 100,
  ...overrides,
});

const ledgerRow = (id: number) =>
  handle.db.selectFrom('financial_entries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('finance ledger: running balance', () => {
  it('lists active entries newest first, each with Σ signed amounts up to it in (date, id) order', async () => {
    const { api, name } = await asAdmin();
    const pic = await uploaded(handle.db);
    const a = await api.finance.ledger.create(entry({ amount: 1000, receipt: pic.url }));
    const b = await api.finance.ledger.create(
      entry({ type: 'Expense', date: '2025-01-05', amount: '250.50', note: 'Paid late' }),
    );
    const c = await api.finance.ledger.create(entry({ amount: 100 }));
    const d = await api.finance.ledger.create(entry({ type: 'Expense', date: '2025-02-01', amount: 49.5 }));

    // (date, id) order: b -250.50, a +1000, c +100 (same day as a, later id), d -49.50.
    expect(b.balance_after_transaction).toBe(-250.5);
    expect(d.balance_after_transaction).toBe(800);
    const page = await api.finance.ledger.list({});
    expect(page.total).toBe(4);
    expect(page.entries.map((e) => [e.id, e.balance_after_transaction])).toEqual([
      [d.id, 800],
      [c.id, 849.5],
      [a.id, 749.5],
      [b.id, -250.5],
    ]);
    expect(page.entries[2]).toEqual({
      id: a.id,
      type: 'Income',
      date: '2025-01-10',
      source: 'Car fair stall rent',
      method: 'cash',
      note: '',
      amount: 1000,
      balance_after_transaction: 749.5,
      receipt: pic.url,
      added_by: name,
      original_id: null,
      reversed_by: null,
      reason: null,
    });
    expect(page.entries[3]).toMatchObject({ type: 'Expense', amount: 250.5, note: 'Paid late', receipt: '' });
  });

  it('filters by type and dates and pages, while balances still run over every active entry', async () => {
    const { api } = await asAdmin();
    const first = await api.finance.ledger.create(entry({ date: '2025-03-01', amount: 500 }));
    await api.finance.ledger.create(entry({ type: 'Expense', date: '2025-03-02', amount: 200 }));
    const third = await api.finance.ledger.create(entry({ date: '2025-03-03', amount: 50 }));
    await api.finance.ledger.create(entry({ type: 'Expense', date: '2025-04-01', amount: 10 }));

    const incomes = await api.finance.ledger.list({ type: 'Income' });
    expect(incomes.total).toBe(2);
    expect(incomes.entries.map((e) => [e.id, e.balance_after_transaction])).toEqual([
      [third.id, 350],
      [first.id, 500],
    ]);
    const march = await api.finance.ledger.list({ from: '2025-03-02', to: '2025-03-31' });
    expect(march.total).toBe(2);
    expect(march.entries.map((e) => e.balance_after_transaction)).toEqual([350, 300]);
    const expensesInMarch = await api.finance.ledger.list({
      type: 'Expense',
      from: '2025-03-01',
      to: '2025-03-02',
    });
    expect(expensesInMarch.entries.map((e) => e.balance_after_transaction)).toEqual([300]);
    const secondPage = await api.finance.ledger.list({ limit: 2, offset: 2 });
    expect(secondPage.total).toBe(4);
    expect(secondPage.entries.map((e) => e.balance_after_transaction)).toEqual([300, 500]);
    expect((await api.finance.ledger.list({ from: '2026-01-01' })).entries).toEqual([]);
  });

  it('adds money exactly: three entries of 0.10 make 0.30, not 0.30000000000000004', async () => {
    const { api } = await asAdmin();
    for (const day of ['01', '02', '03'])
      await api.finance.ledger.create(entry({ date: `2025-05-${day}`, amount: '0.10' }));
    const page = await api.finance.ledger.list({});
    expect(page.entries.map((e) => e.balance_after_transaction)).toEqual([0.3, 0.2, 0.1]);
    const stored = await handle.db.selectFrom('financial_entries').select('amount_poisha').execute();
    expect(stored.map((r) => r.amount_poisha)).toEqual([10, 10, 10]);
  });
});

describe('finance ledger: refused input writes nothing', () => {
  it('refuses bad amounts, text and receipts with 400', async () => {
    const { api } = await asAdmin();
    const mine = await api.finance.ledger.create(entry());
    const before = await databaseFingerprint(handle.db);
    const cases: [Partial<FinancialEntryInput> & Record<string, unknown>, string][] = [
      [{ amount: 'abc' }, 'at most two decimals'],
      [{ amount: 0 }, 'more than 0'],
      [{ amount: '0' }, 'more than 0'],
      [{ amount: -5 }, 'at most two decimals'],
      [{ amount: 1.234 }, 'at most two decimals'],
      [{ amount: '1.234' }, 'at most two decimals'],
      [{ amount: 2_000_000_000 }, 'at most'],
      [{ source: 'bad\u0000source' }, 'control'],
      [{ source: '   ' }, 'Source is required'],
      [{ method: '' }, 'Method is required'],
      [{ date: '2025-02-30' }, 'real date'],
      [{ type: 'Gift' as never }, 'Income or Expense'],
      [{ receipt: 'javascript:alert(1)' }, 'uploaded image addresses'],
      [{ receipt: 'https://elsewhere.example/receipt.jpg' }, 'Upload the receipt pictures first'],
      [{ receipt: '/uploads/never-uploaded.jpg' }, 'Upload the receipt pictures first'],
    ];
    for (const [overrides, message] of cases) {
      await expect(api.finance.ledger.create(entry(overrides)), message).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining(message),
      });
      await expect(
        api.finance.ledger.update({ ...entry(overrides), id: mine.id }),
        `update ${message}`,
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining(message) });
    }
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('answers 404 for an unknown entry and 409 for a deleted (reversed) one, writing nothing', async () => {
    const { api } = await asAdmin();
    const gone = await api.finance.ledger.create(entry());
    await api.finance.ledger.delete({ id: gone.id });
    const pic = await uploaded(handle.db);
    const before = await databaseFingerprint(handle.db);
    const missing = 999_999_999;
    await expect(api.finance.ledger.update({ ...entry(), id: missing })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Entry not found.',
    });
    await expect(api.finance.ledger.delete({ id: missing })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.finance.ledger.deleteReceipt({ id: missing, url: pic.url })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      api.finance.ledger.update({ ...entry({ receipt: pic.url }), id: gone.id }),
    ).rejects.toMatchObject({ code: 'CONFLICT', cause: { key: 'reversal.locked' } });
    await expect(api.finance.ledger.delete({ id: gone.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(api.finance.ledger.deleteReceipt({ id: gone.id, url: pic.url })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('refuses a change of amount, date or type (409 ledger.correctByReversal), writing nothing; corrects the rest', async () => {
    const { api } = await asAdmin();
    const mine = await api.finance.ledger.create(entry({ type: 'Expense', amount: '40.50' }));
    const before = await databaseFingerprint(handle.db);
    const cases: [Partial<FinancialEntryInput>, string][] = [
      [{ amount: '40.51' }, 'amount'],
      [{ date: '2025-01-11' }, 'date'],
      [{ type: 'Income' }, 'type'],
      [{ amount: 41, date: '2025-01-09', type: 'Income' }, 'amount,date,type'],
    ];
    for (const [overrides, fields] of cases)
      await expect(
        api.finance.ledger.update({
          ...entry({ type: 'Expense', amount: '40.50', ...overrides }),
          id: mine.id,
        }),
        fields,
      ).rejects.toMatchObject({
        code: 'CONFLICT',
        message:
          "An entry's amount, date and type are not changed: reverse the entry and enter it anew with the right figures.",
        cause: { key: 'ledger.correctByReversal', params: { fields } },
      });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    // The same figures sent again (or the type left out) are no change: source, method and note are corrected.
    const corrected = await api.finance.ledger.update({
      ...entry({ amount: '40.5', source: 'Stationery', method: 'bKash', note: 'Pens' }),
      type: undefined,
      id: mine.id,
    });
    expect(corrected).toMatchObject({
      type: 'Expense',
      amount: 40.5,
      date: '2025-01-10',
      source: 'Stationery',
      method: 'bKash',
      note: 'Pens',
    });
  });

  it('refuses admins without Finance_Access', async () => {
    const { api } = await asAdmin('Member_Access');
    await expect(api.finance.ledger.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(api.finance.ledger.create(entry())).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('finance ledger: who and when', () => {
  it('records the session admin and the clock, whatever the body says', async () => {
    const keeper = await asAdmin();
    const other = await asAdmin();
    const created = await keeper.api.finance.ledger.create({
      ...entry(),
      added_by: other.name,
      created_by: other.id,
    });
    expect(created.added_by).toBe(keeper.name);
    const row = await ledgerRow(created.id);
    expect(row.added_by).toBe(keeper.id);
    expect(new Date(row.created_at).toISOString()).toBe(clock.now().toISOString());

    clock.advanceSeconds(90);
    await keeper.api.finance.ledger.delete({
      id: created.id,
      deleted_by: other.name,
      deleted_at: '2000-01-01 00:00:00',
    } as never);
    // Deleting reverses: the entry stays as it was, the reversing entry records the session's admin and now.
    expect((await ledgerRow(created.id)).deleted_at).toBeNull();
    const reversal = await handle.db
      .selectFrom('financial_entries')
      .selectAll()
      .where('original_id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(reversal.added_by).toBe(keeper.id);
    expect(new Date(reversal.created_at).toISOString()).toBe(clock.now().toISOString());
    const audit = (await auditRows(handle.db, 'expense.delete')).at(-1);
    expect(audit).toMatchObject({ actor_admin_id: keeper.id, entity_id: String(reversal.id) });
  });
});

describe('finance ledger: delete reverses', () => {
  it('nets a deleted entry out of the later balances with a reversing entry; the entry stays', async () => {
    const keeper = await asAdmin();
    const deleter = await asAdmin();
    await keeper.api.finance.ledger.create(entry({ date: '2025-06-01', amount: 1000 }));
    const middle = await keeper.api.finance.ledger.create(
      entry({ type: 'Expense', date: '2025-06-02', amount: 300 }),
    );
    const last = await keeper.api.finance.ledger.create(entry({ date: '2025-06-03', amount: 20 }));
    expect(last.balance_after_transaction).toBe(720);

    clock.advanceSeconds(60);
    expect(await deleter.api.finance.ledger.delete({ id: middle.id })).toEqual({ success: true });
    const page = await keeper.api.finance.ledger.list({});
    expect(page.total).toBe(4);
    const reversal = page.entries.find((e) => e.original_id === middle.id);
    expect(reversal).toMatchObject({
      type: 'Expense',
      amount: -300,
      added_by: deleter.name,
      reason: 'Deleted',
    });
    expect(page.entries.find((e) => e.id === middle.id)).toMatchObject({
      amount: 300,
      reversed_by: reversal?.id,
    });
    expect(page.entries[0]?.balance_after_transaction).toBe(1020);
    expect(page.expense_total).toBe(0);
    // Nothing is soft-deleted any more: the Deleted list keeps the entries deleted before.
    expect((await keeper.api.finance.ledger.deleted({})).total).toBe(0);
  });

  it('keeps the receipts of a deleted entry on the entry', async () => {
    const { api } = await asAdmin();
    const pic = await uploaded(handle.db);
    const gone = await api.finance.ledger.create(entry({ receipt: pic.url }));
    await api.finance.ledger.delete({ id: gone.id });
    expect((await api.finance.ledger.list({})).entries.find((e) => e.id === gone.id)).toMatchObject({
      receipt: pic.url,
    });
    expect(await storage.exists(pic.key)).toBe(true);
  });
});

describe('finance ledger: receipts', () => {
  it('keeps receipts in the order given and replaces them on update, releasing the dropped picture', async () => {
    const { api } = await asAdmin();
    const [a, b, c] = [await uploaded(handle.db), await uploaded(handle.db), await uploaded(handle.db)];
    const created = await api.finance.ledger.create(
      entry({ type: 'Expense', receipt: ` ${b.url}, ${a.url} ,${b.url}` }),
    );
    expect(created.receipt).toBe(`${b.url},${a.url}`);

    const updated = await api.finance.ledger.update({
      id: created.id,
      ...entry({ source: 'Printing', receipt: `${c.url},${b.url}` }),
      type: undefined,
    });
    expect(updated).toMatchObject({
      id: created.id,
      type: 'Expense',
      amount: 100,
      source: 'Printing',
      balance_after_transaction: -100,
      receipt: `${c.url},${b.url}`,
    });
    expect(await storage.exists(a.key)).toBe(false);
    expect(await storage.exists(a.thumbnailKey)).toBe(false);
    expect(await storage.exists(b.key)).toBe(true);
    expect(await storage.exists(c.key)).toBe(true);
    // The type is not changed by an update (a reversal and a new entry are), and nothing else of it is written.
    const before = await databaseFingerprint(handle.db);
    await expect(
      api.finance.ledger.update({ ...entry({ receipt: '' }), id: created.id }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      cause: { key: 'ledger.correctByReversal', params: { fields: 'type' } },
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    expect(await storage.exists(c.key)).toBe(true);

    const audit = (await auditRows(handle.db, 'expense.update')).filter(
      (r) => r.entity_id === String(created.id),
    );
    expect(audit[0]).toMatchObject({
      before: expect.objectContaining({ amount_poisha: 10_000, receipts: [b.url, a.url] }),
      after: expect.objectContaining({ amount_poisha: 10_000, receipts: [c.url, b.url], source: 'Printing' }),
    });
  });

  it('takes one receipt off an entry, releasing it unless another entry uses it', async () => {
    const { api } = await asAdmin();
    const own = await uploaded(handle.db);
    const shared = await uploaded(handle.db);
    const stranger = await uploaded(handle.db);
    const mine = await api.finance.ledger.create(entry({ receipt: `${own.url},${shared.url}` }));
    const other = await api.finance.ledger.create(entry({ receipt: shared.url }));

    const after = await api.finance.ledger.deleteReceipt({ id: mine.id, url: own.url });
    expect(after).toMatchObject({ id: mine.id, receipt: shared.url });
    expect(await storage.exists(own.key)).toBe(false);
    expect((await api.finance.ledger.deleteReceipt({ id: mine.id, url: shared.url })).receipt).toBe('');
    expect(await storage.exists(shared.key)).toBe(true);
    expect((await api.finance.ledger.list({})).entries.find((e) => e.id === other.id)?.receipt).toBe(
      shared.url,
    );

    const before = await databaseFingerprint(handle.db);
    await expect(api.finance.ledger.deleteReceipt({ id: mine.id, url: stranger.url })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This entry has no receipt with that address.',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    expect(await storage.exists(stranger.key)).toBe(true);
    const audit = (await auditRows(handle.db, 'expense.delete_receipt')).filter(
      (r) => r.entity_id === String(mine.id),
    );
    expect(audit.map((r) => r.after)).toEqual([{ receipts: [shared.url] }, { receipts: [] }]);
  });
});

describe('finance ledger: audit and monthly figures', () => {
  it('writes one audit row for every change, none for a read', async () => {
    const { api, id } = await asAdmin();
    const pic = await uploaded(handle.db);
    const count = async () =>
      Number(
        (
          await handle.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('actor_admin_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const created = await api.finance.ledger.create(entry({ receipt: pic.url }));
    expect(await count()).toBe(1);
    await api.finance.ledger.update({ ...entry({ note: 'Stall 4', receipt: pic.url }), id: created.id });
    await api.finance.ledger.deleteReceipt({ id: created.id, url: pic.url });
    await api.finance.ledger.delete({ id: created.id });
    await api.finance.ledger.list({});
    await api.finance.ledger.deleted({});
    await api.finance.ledger.monthly({ month: 'January-2025' });
    expect(await count()).toBe(4);
    const create = (await auditRows(handle.db, 'expense.create')).at(-1);
    expect(create).toMatchObject({
      entity: 'financial_entries',
      entity_id: String(created.id),
      before: null,
      after: expect.objectContaining({ type: 'Income', amount_poisha: 10_000, receipts: [pic.url] }),
    });
  });

  it('sums income and expense of active entries for the 12 months ending with the month, oldest first', async () => {
    const { api } = await asAdmin();
    await api.finance.ledger.create(entry({ date: '2024-02-01', amount: 1 }));
    await api.finance.ledger.create(entry({ date: '2024-02-29', amount: 2 }));
    await api.finance.ledger.create(entry({ type: 'Expense', date: '2024-02-15', amount: '0.50' }));
    await api.finance.ledger.create(entry({ type: 'Expense', date: '2025-01-31', amount: 40 }));
    const deleted = await api.finance.ledger.create(entry({ date: '2025-01-02', amount: 99 }));
    await api.finance.ledger.delete({ id: deleted.id });
    await api.finance.ledger.create(entry({ date: '2024-01-31', amount: 7 }));
    await api.finance.ledger.create(entry({ date: '2025-02-01', amount: 7 }));

    const months = await api.finance.ledger.monthly({ month: 'January-2025' });
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: 'February-2024', income: 3, expense: 0.5 });
    // The deleted entry stays in its month; its reversal is dated the day it was made, in its own month.
    expect(months[11]).toEqual({ month: 'January-2025', income: 99, expense: 40 });
    expect(months.slice(1, 11).every((m) => m.income === 0 && m.expense === 0)).toBe(true);
    expect(months.map((m) => m.month).slice(0, 3)).toEqual(['February-2024', 'March-2024', 'April-2024']);
    await expect(api.finance.ledger.monthly({ month: 'Smarch-2025' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
