import { type AdminDepositEntry, AppError, poishaToTaka } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import type { AdminContext } from '../service-context';
import { reversalOf } from '../shared/reversals.queries';
import { alreadyReversed, reversalDate, reversalOfReversal } from '../shared/reversals.service';
import { depositEntriesWithOutstanding } from '../statements/statements.queries';
import { insertDepositEntry, lockDepositEntry } from './deposits.queries';
import { toEntry } from './deposits.service';

const entryNotFound = () =>
  new AppError('NOT_FOUND', 'deposit.entryNotFound', 'No deposit entry has this number.');

/**
 * Reverses a deposit entry (docs/payments.md, How a correction is made): a new entry of the negative amount,
 * dated today in the open year, with the reason, naming the original, which is never changed. The original
 * is locked first, so of two reversals at the same moment one is written and the other refused; a reversal
 * itself cannot be reversed. Answers the reversing entry with the member's outstanding after it.
 */
export async function reverseDepositEntry(
  ctx: AdminContext,
  input: { id: number; reason: string },
): Promise<AdminDepositEntry> {
  type Done = { reversal: AdminDepositEntry; original: { id: number; date: string; amount: number } };
  const audit = ({ reversal, original }: Done) => ({
    action: 'deposit.reverse',
    entity: 'deposit_entries',
    entityId: reversal.id,
    before: original,
    after: { original_id: original.id, date: reversal.date, amount: reversal.amount, reason: input.reason },
  });
  const { reversal } = await withAudit(ctx, audit, async (tx): Promise<Done> => {
    const original = await lockDepositEntry(tx, input.id);
    if (!original) throw entryNotFound();
    if (original.original_id !== null) throw reversalOfReversal();
    const existing = await reversalOf(tx, 'deposit_entries', original.id);
    if (existing !== null) throw alreadyReversed(existing);
    const date = await reversalDate(tx, ctx);
    const { id } = await insertDepositEntry(tx, {
      memberId: original.member_id,
      source: original.source,
      date,
      method: original.method,
      amountPoisha: -original.amount_poisha,
      createdBy: ctx.actor.adminId,
      at: ctx.now(),
      reversal: { originalId: original.id, reason: input.reason },
    });
    const entries = await depositEntriesWithOutstanding(tx, original.member_id);
    return {
      reversal: toEntry(original.member_no, entries.find((entry) => entry.id === id)!),
      original: { id: original.id, date: original.date, amount: poishaToTaka(original.amount_poisha) },
    };
  });
  return reversal;
}
