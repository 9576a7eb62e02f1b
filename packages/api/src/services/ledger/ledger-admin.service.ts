import {
  AppError,
  addMonths,
  assertLedgerSource,
  assertNotFuture,
  type DeletedFinancialEntry,
  type FinancialEntry,
  type FinancialEntryType,
  type LedgerListQuery,
  type LedgerPage,
  monthLabel,
  monthStartIso,
  type NewFinancialEntry,
  parseMonthLabel,
  poishaToTaka,
} from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { releaseImages, type StorageDriver } from '../images';
import { assertOwnUploads } from '../images/image-ownership';
import { toIso } from '../moments';
import type { AdminContext } from '../service-context';
import { assertDatesOpen } from '../shared/closed-years.service';
import {
  countActiveLedgerEntries,
  countDeletedLedgerEntries,
  deleteReceipt,
  findActiveLedgerEntry,
  insertLedgerEntry,
  type LedgerEntryRow,
  type LedgerEntryValues,
  ledgerMonthlyTotals,
  listDeletedLedgerEntries,
  listLedgerEntries,
  lockLedgerEntry,
  replaceReceipts,
  sumActiveLedgerEntries,
  updateLedgerEntryValues,
} from './ledger.queries';
import {
  assertNotInReversal,
  assertOnlyDescriptiveChange,
  ledgerEntryDeleted,
  ledgerEntryFields,
  ledgerEntryNotFound,
  reverseLedgerEntry,
  toLedgerEntry,
} from './ledger-reversal.service';

/**
 * The admin's income and expense ledger (/FinancialExpenses): entries are soft-deleted, the running balance
 * is computed on every read (docs/domain.md, Ledger), the actor and times come from the session and the
 * clock, and receipt pictures no record uses any more are released after the change has committed.
 */

type AdminWithStorage = AdminContext & { storage: StorageDriver };

const receiptNotFound = () =>
  new AppError('NOT_FOUND', 'ledger.receiptNotFound', 'This entry has no receipt with that address.');

/** What the audit row keeps of an entry. */
function audited(entry: LedgerEntryValues & { receipts: readonly string[] }) {
  return {
    type: entry.type,
    date: entry.date,
    source: entry.source,
    method: entry.method,
    note: entry.note,
    amount_poisha: entry.amount_poisha,
    receipts: [...entry.receipts],
  };
}

/**
 * Receipts must be pictures an admin uploaded, so an entry can point neither at another server nor at a
 * member's photos; those
 * already on the entry (kept by an update) are accepted as they are.
 */
async function assertReceiptsUploaded(
  ctx: AdminContext,
  urls: readonly string[],
  alreadyOnEntry: readonly string[] = [],
): Promise<void> {
  await assertOwnUploads(
    ctx.db,
    urls,
    { kind: 'admins' },
    {
      field: 'receipt',
      alreadyOnRecord: alreadyOnEntry,
      notUploaded: {
        key: 'ledger.receiptNotUploaded',
        message: 'Upload the receipt pictures first, then save the entry.',
      },
    },
  );
}

async function readEntry(db: AdminContext['db'], id: number): Promise<FinancialEntry> {
  const row = await findActiveLedgerEntry(db, id);
  if (!row) throw ledgerEntryNotFound();
  return toLedgerEntry(row);
}

/** Active entries matching the filter, newest first, each with its balance over all active entries. */
export async function listLedger(ctx: AdminContext, query: LedgerListQuery): Promise<LedgerPage> {
  const filter = { type: query.type, from: query.from, to: query.to, source: query.source || undefined };
  const [rows, total, sums] = await Promise.all([
    listLedgerEntries(ctx.db, filter, query),
    countActiveLedgerEntries(ctx.db, filter),
    sumActiveLedgerEntries(ctx.db, filter),
  ]);
  return {
    entries: rows.map(toLedgerEntry),
    total,
    income_total: poishaToTaka(sums.income),
    expense_total: poishaToTaka(sums.expense),
  };
}

/** Adds an entry for the session's admin (whatever the body's added_by says); audited. */
export async function addLedgerEntry(ctx: AdminContext, input: NewFinancialEntry): Promise<FinancialEntry> {
  assertNotFuture({ date: input.date }, ctx.now().getTime());
  assertLedgerSource(input.source);
  await assertReceiptsUploaded(ctx, input.receipt);
  const values = entryValues(input, input.type);
  return withAudit(
    ctx,
    (entry: FinancialEntry) => ({
      action: 'expense.create',
      entity: 'financial_entries',
      entityId: entry.id,
      after: audited({ ...values, receipts: input.receipt }),
    }),
    async (tx) => {
      await assertDatesOpen(tx, [values.date]);
      const id = await insertLedgerEntry(tx, {
        ...values,
        added_by: ctx.actor.adminId,
        created_at: ctx.now(),
      });
      await replaceReceipts(tx, id, input.receipt);
      return readEntry(tx, id);
    },
  );
}

function entryValues(input: NewFinancialEntry | UpdateInput, type: FinancialEntryType): LedgerEntryValues {
  return {
    type,
    date: input.date,
    source: input.source,
    method: input.method,
    note: input.note,
    amount_poisha: input.amount,
  };
}

type UpdateInput = Omit<NewFinancialEntry, 'type'> & { id: number; type?: FinancialEntryType };

/**
 * Corrects an active entry's source, method, note and receipts (its amount, date and type stay: a change of
 * them is a 409 ledger.correctByReversal) and sets its receipts to the given list; pictures the update dropped
 * are released once it has committed. A deleted entry is refused (409), a missing one 404.
 */
export async function updateLedgerEntry(ctx: AdminWithStorage, input: UpdateInput): Promise<FinancialEntry> {
  assertNotFuture({ date: input.date }, ctx.now().getTime());
  assertLedgerSource(input.source);
  const { entry, dropped } = await withAudit(
    ctx,
    (result: { before: unknown; after: unknown }) => ({
      action: 'expense.update',
      entity: 'financial_entries',
      entityId: input.id,
      before: result.before,
      after: result.after,
    }),
    async (tx) => {
      const current = await lockLedgerEntry(tx, input.id);
      if (!current) throw ledgerEntryNotFound();
      if (current.deleted_at !== null) throw ledgerEntryDeleted();
      await assertNotInReversal(tx, current);
      // Neither moved out of a closed year nor into one.
      await assertDatesOpen(tx, [current.date, input.date]);
      assertOnlyDescriptiveChange(current, input);
      await assertReceiptsUploaded({ ...ctx, db: tx }, input.receipt, current.receipts);
      const values = entryValues(input, input.type ?? current.type);
      await updateLedgerEntryValues(tx, input.id, values);
      await replaceReceipts(tx, input.id, input.receipt);
      return {
        before: audited(current),
        after: audited({ ...values, receipts: input.receipt }),
        entry: await readEntry(tx, input.id),
        dropped: current.receipts.filter((url) => !input.receipt.includes(url)),
      };
    },
  );
  await releaseImages(ctx, dropped, { now: ctx.now() });
  return entry;
}

/**
 * Deleting an entry reverses it (docs/payments.md, How a correction is made): the entry stays, a reversing
 * entry dated today nets it out, audited as a deletion with the reason ("Deleted" when none is given). The
 * Deleted list keeps the entries soft-deleted before corrections were reversals.
 */
export async function deleteLedgerEntry(
  ctx: AdminContext,
  input: { id: number; reason?: string | undefined },
): Promise<{ success: true }> {
  await reverseLedgerEntry(ctx, { id: input.id, reason: input.reason || 'Deleted' }, 'expense.delete');
  return { success: true };
}

/** Deleted entries, the newest deletion first, with the names of who added and who deleted them. */
export async function listDeletedLedger(
  ctx: AdminContext,
  page: { limit: number; offset: number },
): Promise<{ entries: DeletedFinancialEntry[]; total: number }> {
  const [rows, total] = await Promise.all([
    listDeletedLedgerEntries(ctx.db, page),
    countDeletedLedgerEntries(ctx.db),
  ]);
  return {
    entries: rows.map((row) => ({
      ...ledgerEntryFields(row),
      deleted_by: row.deleted_by ?? '',
      deleted_at: row.deleted_at === null ? '' : toIso(row.deleted_at),
    })),
    total,
  };
}

/**
 * Takes one receipt off an active entry and answers the entry as it is now; the picture is released after
 * the change has committed (kept when another record still uses it). 404 when the entry has no such receipt.
 */
export async function deleteLedgerReceipt(
  ctx: AdminWithStorage,
  input: { id: number; url: string },
): Promise<FinancialEntry> {
  const { entry } = await withAudit(
    ctx,
    (result: { before: string[]; entry: FinancialEntry }) => ({
      action: 'expense.delete_receipt',
      entity: 'financial_entries',
      entityId: input.id,
      before: { receipts: result.before },
      after: { receipts: result.before.filter((url) => url !== input.url) },
    }),
    async (tx) => {
      const current = await lockLedgerEntry(tx, input.id);
      if (!current) throw ledgerEntryNotFound();
      if (current.deleted_at !== null) throw ledgerEntryDeleted();
      await assertNotInReversal(tx, current);
      await assertDatesOpen(tx, [current.date]);
      if (!(await deleteReceipt(tx, input.id, input.url))) throw receiptNotFound();
      return { before: current.receipts, entry: await readEntry(tx, input.id) };
    },
  );
  await releaseImages(ctx, [input.url], { now: ctx.now() });
  return entry;
}

/** Income and expense of the 12 months ending with the given one, oldest first (0 for a quiet month). */
export async function ledgerMonthly(
  ctx: AdminContext,
  month: string,
): Promise<{ month: string; income: number; expense: number }[]> {
  const last = parseMonthLabel(month);
  if (!last) throw new AppError('BAD_REQUEST', 'ledger.badMonth', 'Month must be written like January-2025');
  const rows = await ledgerMonthlyTotals(ctx.db, monthStartIso(addMonths(last, -11)), monthStartIso(last));
  return rows.map((row) => {
    const [year, monthNo] = row.month.split('-').map(Number) as [number, number];
    return {
      month: monthLabel({ year, month: monthNo }),
      income: poishaToTaka(row.income),
      expense: poishaToTaka(row.expense),
    };
  });
}
