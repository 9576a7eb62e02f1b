import type { Db } from '@samity/db';
import type { CashBookKind } from '@samity/domain';
import { sql } from 'kysely';
import { dhakaDate } from '../shared/dhaka-time.queries';
import type { MethodGroup } from './year-end.queries';

export interface CashBookRow {
  date: string;
  kind: CashBookKind;
  id: number;
  grp: MethodGroup;
  method: string;
  reference: string;
  signed_poisha: number;
  /** Σ signed amounts of the group's entries from `since` up to and including this one, in (date, kind, id) order. */
  running_poisha: number;
  /** Σ signed amounts of each group's entries up to and including this one: the three balances after it. */
  cash_poisha: number;
  bank_poisha: number;
  wallet_poisha: number;
  total: number;
  /** Σ receipts and Σ payments (positive) of every row the filter lists, all pages. */
  receipts_poisha: number;
  payments_poisha: number;
}

const group = (column: string) =>
  sql.raw(`CASE WHEN lower(trim(${column})) = 'cash' THEN 'cash'
    WHEN lower(trim(${column})) IN ('bkash', 'nagad', 'rocket', 'upay') THEN 'wallet' ELSE 'bank' END`);

/**
 * The cash book: every receipt and payment dated from `range.from` to `range.to`, in date order, each with
 * the running balance of its method group counted from `since` (the opening balances' date), the books as
 * they stand now (a deleted ledger entry counts nowhere: docs/year-end.md, the as-of rule). One page.
 */
/** One group's running sum over every entry in the cash book's order, named `<group>_poisha`. */
const groupRunning = (grp: MethodGroup) =>
  sql.raw(`(coalesce(sum(signed_poisha) FILTER (WHERE grp = '${grp}') OVER (ORDER BY date, kind, id
          ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW), 0))::bigint AS ${grp}_poisha`);

export async function cashBookPage(
  db: Db,
  since: string,
  range: { from: string; to: string; kind?: CashBookKind | undefined },
  page: { limit: number; offset: number },
): Promise<CashBookRow[]> {
  const { rows } = await sql<CashBookRow>`
    WITH p AS (SELECT ${since}::date AS s, ${range.from}::date AS f, ${range.to}::date AS t,
        ${range.kind ?? null}::text AS k),
    e AS (
      SELECT m.date, 'contribution' AS kind, m.id, ${group('m.method')} AS grp, m.method,
          mem.member_no || ' ' || m.receipt_no AS reference, m.amount_poisha AS signed_poisha
        FROM monthly_payments m JOIN monthly_dues d ON d.id = m.due_id JOIN members mem ON mem.id = d.member_id, p
        WHERE m.date BETWEEN p.s AND p.t
      UNION ALL
      SELECT x.date, 'deposit', x.id, ${group('x.method')}, x.method, mem.member_no, x.amount_poisha
        FROM deposit_entries x JOIN members mem ON mem.id = x.member_id, p
        WHERE x.date BETWEEN p.s AND p.t
      UNION ALL
      SELECT l.date, CASE WHEN l.type = 'Income' THEN 'income' ELSE 'expense' END, l.id, ${group('l.method')},
          l.method, trim(l.source), CASE WHEN l.type = 'Income' THEN l.amount_poisha ELSE -l.amount_poisha END
        FROM financial_entries l, p
        WHERE l.date BETWEEN p.s AND p.t AND l.deleted_at IS NULL
      UNION ALL
      SELECT ${dhakaDate('r.created_at')}, 'refund', r.id, ${group('m.method')}, m.method,
          m.receipt_no, -r.amount_poisha
        FROM monthly_payment_reversals r JOIN monthly_payments m ON m.id = r.payment_id, p
        WHERE ${dhakaDate('r.created_at')} BETWEEN p.s AND p.t
    ),
    r AS (
      SELECT e.*, (sum(signed_poisha) OVER (PARTITION BY grp ORDER BY date, kind, id
          ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW))::bigint AS running_poisha,
          ${groupRunning('cash')}, ${groupRunning('bank')}, ${groupRunning('wallet')}
        FROM e
    )
    SELECT r.date::text AS date, r.kind, r.id::int AS id, r.grp, r.method, r.reference, r.signed_poisha::bigint AS signed_poisha,
        r.running_poisha, r.cash_poisha, r.bank_poisha, r.wallet_poisha, (count(*) OVER ())::int AS total,
        (coalesce(sum(r.signed_poisha) FILTER (WHERE r.signed_poisha > 0) OVER (), 0))::bigint AS receipts_poisha,
        (coalesce(-sum(r.signed_poisha) FILTER (WHERE r.signed_poisha < 0) OVER (), 0))::bigint AS payments_poisha
      FROM r, p WHERE r.date >= p.f AND (p.k IS NULL OR r.kind = p.k)
      ORDER BY r.date, r.kind, r.id
      LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return rows.map((row) => ({
    ...row,
    signed_poisha: Number(row.signed_poisha),
    running_poisha: Number(row.running_poisha),
    cash_poisha: Number(row.cash_poisha),
    bank_poisha: Number(row.bank_poisha),
    wallet_poisha: Number(row.wallet_poisha),
    receipts_poisha: Number(row.receipts_poisha),
    payments_poisha: Number(row.payments_poisha),
  }));
}
