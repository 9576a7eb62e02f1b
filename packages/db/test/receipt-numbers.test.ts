import { type Kysely, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type Db, type DbHandle, migrateToLatest } from '../src';
import { migrationProvider } from '../src/migrations';
import { createDatabase, dropDatabase } from '../src/testing';

/**
 * Receipt numbers of monthly payments (R-<year>-<number>): given by the database on insert, unique and
 * increasing, and payments older than the numbering backfilled in the order they were recorded.
 */
const BEFORE_RECEIPTS = '2026-11-23T1000-member-stock-pictures';
const RECEIPTS = '2026-11-23T1500-monthly-payment-receipts';

const targets: { name: string; open(): Promise<DbHandle> }[] = [
  { name: 'PGlite', open: () => createDb({ kind: 'pglite', dataDir: null }) },
];
const baseUrl = process.env.DATABASE_URL;
if (baseUrl)
  targets.push({
    name: 'PostgreSQL',
    open: async () => {
      const name = `samity_receipts_${process.pid}_${Math.random().toString(36).slice(2, 7)}`;
      const handle = await createDb({ kind: 'postgres', url: await createDatabase(baseUrl, name) });
      return {
        ...handle,
        close: async () => {
          await handle.close();
          await dropDatabase(baseUrl, name);
        },
      };
    },
  });

async function migrateTo(db: Db, name: string) {
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(name);
  if (error) throw error;
}

/** A member, a book and its due row, with raw inserts (the schema as it was before receipts too). */
async function dueRow(db: Kysely<any>, memberNo: string, month: string): Promise<number> {
  const member = await db
    .insertInto('members')
    .values({ member_no: memberNo, name: `Receipt Member ${memberNo}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const book =
    (await db.selectFrom('monthly_books').where('month', '=', month).select('id').executeTakeFirst()) ??
    (await db
      .insertInto('monthly_books')
      .values({ month, amount_poisha: 50_000 })
      .returning('id')
      .executeTakeFirstOrThrow());
  const due = await db
    .insertInto('monthly_dues')
    .values({ book_id: book.id, member_id: member.id, payable_poisha: 50_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(due.id);
}

const numberOf = (receipt: string) => Number(receipt.split('-')[2]);

let open: DbHandle | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

for (const target of targets) {
  describe(`receipt numbers on ${target.name}`, () => {
    it('backfills the payments recorded before numbering in (created_at, id) order, each with its year', async () => {
      open = await target.open();
      const db = open.db as Kysely<any>;
      await migrateTo(open.db, BEFORE_RECEIPTS);
      const due = await dueRow(db, 'R1', '2025-12-01');
      // Inserted in an order that is neither the recording order nor the date order.
      const payment = (createdAt: string, date: string) =>
        db
          .insertInto('monthly_payments')
          .values({ due_id: due, date, method: 'cash', amount_poisha: 100, created_at: createdAt })
          .returning('id')
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.id));
      const late = await payment('2026-01-10T08:00:00Z', '2025-12-30');
      const early = await payment('2025-12-05T08:00:00Z', '2025-12-05');
      const tieA = await payment('2025-12-20T08:00:00Z', '2025-12-20');
      const tieB = await payment('2025-12-20T08:00:00Z', '2025-12-01');
      // 18:30 UTC on 31 December is already 1 January in Dhaka: the year is Dhaka's.
      const newYearInDhaka = await payment('2025-12-31T18:30:00Z', '2025-12-31');

      await migrateTo(open.db, RECEIPTS);
      const rows = await db.selectFrom('monthly_payments').select(['id', 'receipt_no']).execute();
      const receipt = new Map(rows.map((r) => [Number(r.id), r.receipt_no as string]));
      expect([early, tieA, tieB, newYearInDhaka, late].map((id) => receipt.get(id))).toEqual([
        'R-2025-000001',
        'R-2025-000002',
        'R-2025-000003',
        'R-2026-000004',
        'R-2026-000005',
      ]);

      // The next payment continues the sequence after the backfill.
      const next = await db
        .insertInto('monthly_payments')
        .values({
          due_id: due,
          date: '2026-01-11',
          method: 'bkash',
          amount_poisha: 100,
          created_at: '2026-01-11T05:00:00Z',
        })
        .returning('receipt_no')
        .executeTakeFirstOrThrow();
      expect(next.receipt_no).toBe('R-2026-000006');
    });

    it('numbers an empty table from 1 and every insert path, unique and increasing, never the caller’s value', async () => {
      open = await target.open();
      await migrateToLatest(open.db);
      const db = open.db as Kysely<any>;
      const due = await dueRow(db, 'R2', '2026-11-01');
      const first = await db
        .insertInto('monthly_payments')
        .values({
          due_id: due,
          date: '2026-11-02',
          method: 'cash',
          amount_poisha: 100,
          created_at: '2026-11-02T04:00:00Z',
        })
        .returning('receipt_no')
        .executeTakeFirstOrThrow();
      expect(first.receipt_no).toBe('R-2026-000001');

      // A multi-row insert (as the seed does), a row with a receipt number of its own, and rows without
      // created_at (the database's now()).
      const many = await db
        .insertInto('monthly_payments')
        .values(
          Array.from({ length: 30 }, (_, i) => ({
            due_id: due,
            date: '2026-11-03',
            method: 'bank',
            amount_poisha: 100 + i,
            ...(i === 7 ? { receipt_no: 'R-2026-000001' } : {}),
          })),
        )
        .returning(['id', 'receipt_no'])
        .execute();
      const all = [first.receipt_no, ...many.map((r) => r.receipt_no)] as string[];
      expect(new Set(all).size).toBe(all.length);
      const numbers = all.map(numberOf);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      expect(numbers[numbers.length - 1]).toBe(31);
      for (const r of all) expect(r).toMatch(/^R-\d{4}-\d{6,}$/);

      // An issued number stays: an update cannot change it.
      await db
        .updateTable('monthly_payments')
        .set({ receipt_no: 'R-1999-000001', note: 'edited' })
        .where('id', '=', many[0]!.id)
        .execute();
      const kept = await db
        .selectFrom('monthly_payments')
        .where('id', '=', many[0]!.id)
        .select(['receipt_no', 'note'])
        .executeTakeFirstOrThrow();
      expect(kept).toEqual({ receipt_no: many[0]!.receipt_no, note: 'edited' });

      // The column is unique and required in the table itself.
      const constraints = await sql<{ contype: string }>`
        SELECT c.contype FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        WHERE c.conrelid = 'monthly_payments'::regclass AND a.attname = 'receipt_no'`.execute(db);
      expect(constraints.rows.map((r) => r.contype)).toContain('u');
      const column = await sql<{ is_nullable: string }>`
        SELECT is_nullable FROM information_schema.columns
        WHERE table_name = 'monthly_payments' AND column_name = 'receipt_no'`.execute(db);
      expect(column.rows[0]?.is_nullable).toBe('NO');
    });

    it('gives concurrent inserts distinct numbers', async () => {
      open = await target.open();
      await migrateToLatest(open.db);
      const db = open.db as Kysely<any>;
      const due = await dueRow(db, 'R3', '2026-10-01');
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          db
            .transaction()
            .execute((tx) =>
              tx
                .insertInto('monthly_payments')
                .values({ due_id: due, date: '2026-10-05', method: 'cash', amount_poisha: 100 })
                .returning('receipt_no')
                .executeTakeFirstOrThrow(),
            ),
        ),
      );
      const numbers = results.map((r) => numberOf(r.receipt_no as string)).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });
  });
}
