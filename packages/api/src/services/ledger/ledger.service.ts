import { type ExpensesPage, type ExpensesQuery, poishaToTaka } from '@samity/domain';
import type { MemberContext } from '../service-context';
import { countActiveLedgerEntries, listActiveLedgerEntries } from './ledger.queries';

/** The society's income and expenses as members see them: active entries, newest first, one page. */
export async function societyExpenses(ctx: MemberContext, page: ExpensesQuery): Promise<ExpensesPage> {
  const [rows, total] = await Promise.all([
    listActiveLedgerEntries(ctx.db, page),
    countActiveLedgerEntries(ctx.db),
  ]);
  return {
    entries: rows.map(({ amount_poisha, ...row }) => ({ ...row, amount: poishaToTaka(amount_poisha) })),
    total,
  };
}
