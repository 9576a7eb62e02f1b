import {
  AppError,
  type CashBookPage,
  type CashBookQuery,
  type DepositRegisterPage,
  type DepositRegisterQuery,
  type MemberRegisterPage,
  type MemberRegisterQuery,
  poishaToTaka,
  registerRangeProblem,
} from '@samity/domain';
import type { ServiceContext } from '../service-context';
import { depositRegisterPage, depositsSince, memberRegisterPage } from './member-registers.queries';
import { cashBookPage } from './registers.queries';
import { readOpening } from './year-end.queries';

/** A register's range: from ≤ to and a bounded span (REGISTER_SPAN_DAYS_MAX), else 400 on `to`. */
function checkRange(query: { from: string; to: string }) {
  const problem = registerRangeProblem(query.from, query.to);
  if (problem) {
    throw new AppError('BAD_REQUEST', 'registers.range', `Invalid range: ${problem.toLowerCase()}.`, {
      fieldErrors: { to: problem },
    });
  }
}

/** The opening balances' date (entries before it are stood for by the opening balances) and those balances. */
async function openingOf(ctx: ServiceContext) {
  const opening = await readOpening(ctx.db);
  return { since: opening?.as_of ?? '1900-01-01', opening };
}

/**
 * The statutory cash book for any date range (docs/year-end.md): each receipt and payment with the running
 * balance of its method group (cash, bank, mobile wallets), which starts from the opening balances. Paged.
 */
export async function cashBook(ctx: ServiceContext, query: CashBookQuery): Promise<CashBookPage> {
  checkRange(query);
  const { since, opening } = await openingOf(ctx);
  const from = query.from < since ? since : query.from;
  const base = {
    cash: opening?.cash_poisha ?? 0,
    bank: opening?.bank_poisha ?? 0,
    wallet: opening?.wallet_poisha ?? 0,
  };
  const rows = await cashBookPage(ctx.db, since, { from, to: query.to, kind: query.kind }, query);
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
      balances: {
        cash: poishaToTaka(base.cash + r.cash_poisha),
        bank: poishaToTaka(base.bank + r.bank_poisha),
        wallet: poishaToTaka(base.wallet + r.wallet_poisha),
      },
    })),
    total: rows[0]?.total ?? 0,
    receipts_total: poishaToTaka(rows[0]?.receipts_poisha ?? 0),
    payments_total: poishaToTaka(rows[0]?.payments_poisha ?? 0),
  };
}

/** The member register for a range (docs/year-end.md, Registers): who was on the roll, with their nominee. Paged. */
export async function memberRegister(
  ctx: ServiceContext,
  query: MemberRegisterQuery,
): Promise<MemberRegisterPage> {
  checkRange(query);
  const rows = await memberRegisterPage(ctx.db, query, query);
  return { entries: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/**
 * The deposit register for a range: each entry with the member's running balance and the society's (from the
 * opening members' deposits), and the closing members' deposits at the range's end, which on a year's last
 * day is the balance sheet's line (the registers agree with the statements). Paged.
 */
export async function depositRegister(
  ctx: ServiceContext,
  query: DepositRegisterQuery,
): Promise<DepositRegisterPage> {
  checkRange(query);
  const { since, opening } = await openingOf(ctx);
  const base = opening?.member_deposits_poisha ?? 0;
  const from = query.from < since ? since : query.from;
  const [rows, since_] = await Promise.all([
    depositRegisterPage(ctx.db, since, { from, to: query.to, memberNo: query.member_no || undefined }, query),
    query.to < since ? Promise.resolve(0) : depositsSince(ctx.db, since, query.to),
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      date: r.date,
      member_no: r.member_no,
      name: r.name,
      source: r.source,
      method: r.method,
      amount: poishaToTaka(r.amount_poisha),
      member_balance: poishaToTaka(r.member_running_poisha),
      register_balance: poishaToTaka(base + r.register_running_poisha),
    })),
    total: rows[0]?.total ?? 0,
    closing: poishaToTaka(query.to < since ? base : base + since_),
    amount_total: poishaToTaka(rows[0]?.amount_total_poisha ?? 0),
  };
}
