import { AppError, type FinancialEntry, poishaToTaka } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import type { AdminContext } from '../service-context';
import { reversalOf } from '../shared/reversals.queries';
import { alreadyReversed, reversalDate, reversalOfReversal } from '../shared/reversals.service';
import {
  findActiveLedgerEntry,
  insertLedgerEntry,
  type LedgerEntryRow,
  lockLedgerEntry,
} from './ledger.queries';

/**
 * Ledger corrections (docs/payments.md, How a correction is made): an income or expense entry is taken back
 * by an entry of the same type, source and method with the negative amount, dated today in the open year,
 * with the reason and original_id naming the original. Every total and running balance nets the pair; the
 * original is never changed. Deleting an entry is this reversal too, so every correction reads the same.
 */

/** The fields every list shows of an entry (the receipts as one comma-joined string, as integrators read them). */
export function ledgerEntryFields(row: Omit<LedgerEntryRow, 'balance_poisha'>) {
  return {
    id: row.id,
    type: row.type,
    date: row.date,
    source: row.source,
    method: row.method,
    note: row.note,
    amount: poishaToTaka(row.amount_poisha),
    receipt: row.receipts.join(','),
    added_by: row.added_by,
    original_id: row.original_id,
    reversed_by: row.reversed_by === null ? null : Number(row.reversed_by),
    reason: row.reason,
  };
}

export function toLedgerEntry(row: LedgerEntryRow): FinancialEntry {
  return { ...ledgerEntryFields(row), balance_after_transaction: poishaToTaka(row.balance_poisha) };
}

export const ledgerEntryNotFound = () => new AppError('NOT_FOUND', 'ledger.notFound', 'Entry not found.');
export const ledgerEntryDeleted = () =>
  new AppError('CONFLICT', 'ledger.alreadyDeleted', 'This entry is already deleted.');

/** A reversed entry and a reversal stay as they are: a change would undo the pair's netting. */
const ledgerEntryLocked = () =>
  new AppError(
    'CONFLICT',
    'reversal.locked',
    'A reversed entry or a reversal cannot be changed: enter a new entry for the correct amount.',
  );

/** Refuses a change of `entry` when it is a reversal or already reversed (inside the entry's row lock). */
export async function assertNotInReversal(
  tx: AdminContext['db'],
  entry: { id: number; original_id: number | null },
) {
  if (entry.original_id !== null || (await reversalOf(tx, 'financial_entries', entry.id)) !== null)
    throw ledgerEntryLocked();
}

/** The money fields of an entry: what the books count, changed only by a reversal and a new entry. */
const MONEY_FIELDS = ['amount', 'date', 'type'] as const;

/**
 * Refuses an update that changes an entry's amount, date or type (docs/payments.md, How a correction is
 * made): the books would show a figure that was never recorded. The same values sent again are no change, so
 * a client that sends the whole entry may still correct its source, method, note and receipts.
 */
export function assertOnlyDescriptiveChange(
  current: { amount_poisha: number; date: string; type: string },
  input: { amount: number; date: string; type?: string | undefined },
) {
  const changed = MONEY_FIELDS.filter((field) =>
    field === 'amount'
      ? input.amount !== current.amount_poisha
      : field === 'date'
        ? input.date !== current.date
        : input.type !== undefined && input.type !== current.type,
  );
  if (changed.length === 0) return;
  const message =
    "An entry's amount, date and type are not changed: reverse the entry and enter it anew with the right figures.";
  throw new AppError('CONFLICT', 'ledger.correctByReversal', message, {
    fieldErrors: Object.fromEntries(changed.map((field) => [field, message])),
    params: { fields: changed.join(',') },
  });
}

export async function reverseLedgerEntry(
  ctx: AdminContext,
  input: { id: number; reason: string },
  action = 'expense.reverse',
): Promise<FinancialEntry> {
  type Done = { id: number; entry: FinancialEntry; original: Record<string, unknown> };
  const audit = ({ id, original }: Done) => ({
    action,
    entity: 'financial_entries',
    entityId: id,
    before: original,
    after: { original_id: input.id, reason: input.reason },
  });
  const { entry } = await withAudit(ctx, audit, async (tx): Promise<Done> => {
    const original = await lockLedgerEntry(tx, input.id);
    if (!original) throw ledgerEntryNotFound();
    if (original.deleted_at !== null) throw ledgerEntryDeleted();
    if (original.original_id !== null) throw reversalOfReversal();
    const existing = await reversalOf(tx, 'financial_entries', original.id);
    if (existing !== null) throw alreadyReversed(existing);
    const date = await reversalDate(tx, ctx);
    const id = await insertLedgerEntry(tx, {
      type: original.type,
      date,
      source: original.source,
      method: original.method,
      note: '',
      amount_poisha: -original.amount_poisha,
      added_by: ctx.actor.adminId,
      created_at: ctx.now(),
      original_id: original.id,
      reason: input.reason,
    });
    const row = await findActiveLedgerEntry(tx, id);
    if (!row) throw new Error(`Ledger reversal ${id} vanished in its own transaction`);
    const { receipts: _receipts, deleted_at: _deleted, ...kept } = original;
    return {
      id,
      entry: toLedgerEntry(row),
      original: { ...kept, amount: poishaToTaka(original.amount_poisha) },
    };
  });
  return entry;
}
