import { AppError, type CashBookPage, type CashBookQuery, poishaToTaka } from '@samity/domain';
import type { ServiceContext } from '../service-context';
import { cashBookPage } from './registers.queries';
import { readOpening } from './year-end.queries';

/**
 * The statutory cash book for any date range (docs/year-end.md): each receipt and payment with the running
 * balance of its method group (cash, bank, mobile wallets), which starts from the opening balances. Paged.
 */
export async function cashBook(ctx: ServiceContext, query: CashBookQuery): Promise<CashBookPage> {
  if (query.from > query.to) {
    throw new AppError('BAD_REQUEST', 'registers.range', 'The range ends before it starts.', {
      fieldErrors: { to: 'Must not be before the start' },
    });
  }
  const opening = await readOpening(ctx.db);
  const since = opening?.as_of ?? '1900-01-01';
  const from = query.from < since ? since : query.from;
  const base = {
    cash: opening?.cash_poisha ?? 0,
    bank: opening?.bank_poisha ?? 0,
    wallet: opening?.wallet_poisha ?? 0,
  };
  const rows = await cashBookPage(ctx.db, since, { from, to: query.to }, query);
  return {
    entries: rows.map((r) => ({
      date: r.date,
      kind: r.kind,
      id: r.id,
      group: r.grp,
      method: r.method,
      reference: r.reference,
      receipt: r.signed_poisha > 0 ? poishaToTaka(r.signed_poisha) : 0,
      payment: r.signed_poisha < 0 ? poishaToTaka(-r.signed_poisha) : 0,
      balance: poishaToTaka(base[r.grp] + r.running_poisha),
    })),
    total: rows[0]?.total ?? 0,
  };
}
