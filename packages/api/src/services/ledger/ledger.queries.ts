import type { Db } from '@samity/db';
import type { FinancialEntryType } from '@samity/domain';
import { type RawBuilder, sql } from 'kysely';
import { reversedByOf } from '../shared/reversals.queries';

/** The receipt pictures of entry `e`, in position order, as a JSON array (a correlated subquery per row). */
const receiptUrls = sql<
  string[]
>`coalesce((SELECT json_agg(r.url ORDER BY r.position, r.id) FROM financial_entry_receipts r WHERE r.entry_id = e.id), '[]'::json)`;

/** What every list shows of an entry aliased `e` (with its receipts, below). */
const entryColumns = [
  'e.id',
  'e.type',
  'e.date',
  'e.source',
  'e.method',
  'e.note',
  'e.amount_poisha',
  'e.original_id',
  'e.reason',
  reversedByOf('financial_entries', 'e').as('reversed_by'),
] as const;

/** +amount for Income, -amount for Expense (docs/domain.md, Ledger). */
const signedAmount = sql<number>`CASE WHEN type = 'Income' THEN amount_poisha ELSE -amount_poisha END`;

/**
 * Every active entry's id with its balance_after_transaction: Σ signed amounts of the active entries up to
 * and including it in (date, id) order. A CTE, so a filter of the outer query never narrows the window.
 */
function withRunningBalance(db: Db) {
  return db.with('running', (qb) =>
    qb
      .selectFrom('financial_entries')
      .where('deleted_at', 'is', null)
      .select([
        'id',
        sql<number>`(sum(${signedAmount}) OVER (ORDER BY date, id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW))::bigint`.as(
          'balance_poisha',
        ),
      ]),
  );
}

/**
 * One page of the society's active ledger entries, newest first, each with its receipt pictures in order
 * (a correlated subquery per row of the page only).
 */
export function listActiveLedgerEntries(db: Db, page: { limit: number; offset: number }) {
  return db
    .selectFrom('financial_entries as e')
    .where('e.deleted_at', 'is', null)
    .select(entryColumns)
    .select(receiptUrls.as('receipts'))
    .orderBy('e.date', 'desc')
    .orderBy('e.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** What the admin's list may narrow the active entries to. */
export interface LedgerFilter {
  type?: FinancialEntryType;
  /** First and last date, inclusive ('YYYY-MM-DD'). */
  from?: string;
  to?: string;
  /** One source, compared as the year-end statements group them (trimmed, letter case kept). */
  source?: string;
}

/** The filter as a condition on the entries aliased `e`. */
function matchesFilter(filter: LedgerFilter): RawBuilder<boolean> {
  const conditions = [sql`true`];
  if (filter.type) conditions.push(sql`e.type = ${filter.type}`);
  if (filter.from) conditions.push(sql`e.date >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`e.date <= ${filter.to}::date`);
  if (filter.source) conditions.push(sql`trim(e.source) = ${filter.source}`);
  return sql<boolean>`(${sql.join(conditions, sql` AND `)})`;
}

export async function countActiveLedgerEntries(db: Db, filter: LedgerFilter = {}): Promise<number> {
  const row = await db
    .selectFrom('financial_entries as e')
    .where('e.deleted_at', 'is', null)
    .where(matchesFilter(filter))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Σ amounts of the active income and expense entries matching the filter, in poisha. */
export async function sumActiveLedgerEntries(db: Db, filter: LedgerFilter) {
  const row = await db
    .selectFrom('financial_entries as e')
    .where('e.deleted_at', 'is', null)
    .where(matchesFilter(filter))
    .select([
      sql<number>`coalesce(sum(e.amount_poisha) FILTER (WHERE e.type = 'Income'), 0)::bigint`.as('income'),
      sql<number>`coalesce(sum(e.amount_poisha) FILTER (WHERE e.type = 'Expense'), 0)::bigint`.as('expense'),
    ])
    .executeTakeFirstOrThrow();
  return { income: Number(row.income), expense: Number(row.expense) };
}

/** Active entries with their running balance, the adding admin's name and the receipts. */
function activeEntriesWithBalance(db: Db) {
  return withRunningBalance(db)
    .selectFrom('running')
    .innerJoin('financial_entries as e', 'e.id', 'running.id')
    .innerJoin('admins as a', 'a.id', 'e.added_by')
    .select(entryColumns)
    .select(['running.balance_poisha', 'a.name as added_by'])
    .select(receiptUrls.as('receipts'));
}

export type LedgerEntryRow = NonNullable<Awaited<ReturnType<typeof findActiveLedgerEntry>>>;

/**
 * The admin's page: active entries matching the filter, newest first; balances still run over every active
 * entry, filtered out or not.
 */
export function listLedgerEntries(db: Db, filter: LedgerFilter, page: { limit: number; offset: number }) {
  return activeEntriesWithBalance(db)
    .where(matchesFilter(filter))
    .orderBy('e.date', 'desc')
    .orderBy('e.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** One active entry with its running balance; undefined when there is none (missing or deleted). */
export function findActiveLedgerEntry(db: Db, id: number) {
  return activeEntriesWithBalance(db).where('e.id', '=', id).executeTakeFirst();
}

/** The entry (active or deleted) with its receipts, locked until the transaction ends. */
export async function lockLedgerEntry(tx: Db, id: number) {
  const row = await tx
    .selectFrom('financial_entries')
    .select(['id', 'type', 'date', 'source', 'method', 'note', 'amount_poisha', 'deleted_at', 'original_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  const receipts = await tx
    .selectFrom('financial_entry_receipts')
    .select('url')
    .where('entry_id', '=', id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return { ...row, receipts: receipts.map((r) => r.url) };
}

export interface LedgerEntryValues {
  type: FinancialEntryType;
  date: string;
  source: string;
  method: string;
  note: string;
  amount_poisha: number;
}

export async function insertLedgerEntry(
  tx: Db,
  values: LedgerEntryValues & { added_by: number; created_at: Date; original_id?: number; reason?: string },
): Promise<number> {
  const row = await tx
    .insertInto('financial_entries')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLedgerEntryValues(tx: Db, id: number, values: LedgerEntryValues): Promise<void> {
  await tx.updateTable('financial_entries').set(values).where('id', '=', id).execute();
}

/** The entry's receipts become exactly urls, in that order. */
export async function replaceReceipts(tx: Db, entryId: number, urls: readonly string[]): Promise<void> {
  await tx.deleteFrom('financial_entry_receipts').where('entry_id', '=', entryId).execute();
  if (urls.length === 0) return;
  await tx
    .insertInto('financial_entry_receipts')
    .values(urls.map((url, position) => ({ entry_id: entryId, url, position })))
    .execute();
}

/** Removes one receipt of the entry; false when the entry has no receipt with that address. */
export async function deleteReceipt(tx: Db, entryId: number, url: string): Promise<boolean> {
  const removed = await tx
    .deleteFrom('financial_entry_receipts')
    .where('entry_id', '=', entryId)
    .where('url', '=', url)
    .returning('id')
    .executeTakeFirst();
  return removed !== undefined;
}

/** Deleted entries, the newest deletion first, with who added and who deleted them. */
export function listDeletedLedgerEntries(db: Db, page: { limit: number; offset: number }) {
  return db
    .selectFrom('financial_entries as e')
    .innerJoin('admins as a', 'a.id', 'e.added_by')
    .leftJoin('admins as d', 'd.id', 'e.deleted_by')
    .where('e.deleted_at', 'is not', null)
    .select(entryColumns)
    .select(['a.name as added_by', 'd.name as deleted_by', 'e.deleted_at'])
    .select(receiptUrls.as('receipts'))
    .orderBy('e.deleted_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countDeletedLedgerEntries(db: Db): Promise<number> {
  const row = await db
    .selectFrom('financial_entries')
    .where('deleted_at', 'is not', null)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Income and expense of the active entries per month, for every month from `first` to `last` (first days
 * of months, 'YYYY-MM-DD'), 0 for a month without entries; oldest first, one query.
 */
export async function ledgerMonthlyTotals(db: Db, first: string, last: string) {
  const { rows } = await sql<{ month: string; income: number; expense: number }>`
    SELECT m.month::date AS month,
      coalesce(sum(e.amount_poisha) FILTER (WHERE e.type = 'Income'), 0)::bigint AS income,
      coalesce(sum(e.amount_poisha) FILTER (WHERE e.type = 'Expense'), 0)::bigint AS expense
    FROM generate_series(${first}::date::timestamp, ${last}::date::timestamp, interval '1 month') AS m(month)
    LEFT JOIN financial_entries e
      ON e.deleted_at IS NULL AND e.date >= m.month::date AND e.date < (m.month + interval '1 month')::date
    GROUP BY m.month
    ORDER BY m.month`.execute(db);
  return rows;
}

/**
 * The ledger's figures for the balance check: active entries, Σ signed amounts computed directly, and the
 * newest entry's running balance computed by the window (both must agree).
 */
export async function ledgerBalanceFigures(db: Db) {
  const [totals, newest] = await Promise.all([
    db
      .selectFrom('financial_entries')
      .where('deleted_at', 'is', null)
      .select([
        (eb) => eb.fn.countAll<number>().as('count'),
        sql<number>`coalesce(sum(${signedAmount}), 0)::bigint`.as('signed_sum'),
      ])
      .executeTakeFirstOrThrow(),
    withRunningBalance(db)
      .selectFrom('running')
      .innerJoin('financial_entries as e', 'e.id', 'running.id')
      .select(['e.id', 'running.balance_poisha'])
      .orderBy('e.date', 'desc')
      .orderBy('e.id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    count: Number(totals.count),
    signedSum: Number(totals.signed_sum),
    lastBalance: newest ? newest.balance_poisha : 0,
  };
}

/** Soft-deleted entries without the admin who deleted them (the table's CHECK should make this impossible). */
export function deletedEntriesWithoutActor(db: Db, limit: number) {
  return db
    .selectFrom('financial_entries')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('deleted_at', 'is not', null), eb('deleted_by', 'is', null)]),
        eb.and([eb('deleted_at', 'is', null), eb('deleted_by', 'is not', null)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}
