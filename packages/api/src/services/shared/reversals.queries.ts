import type { Db } from '@samity/db';
import { sql } from 'kysely';
import { dhakaDate } from './dhaka-time.queries';

/** The tables whose entries are reversed by a negative entry naming its original (original_id). */
export type ReversibleTable = 'deposit_entries' | 'financial_entries';

/** The id of the entry reversing the row aliased `alias` of `table`, or null (original_id is unique). */
export const reversedByOf = (table: ReversibleTable, alias: string) =>
  sql<
    number | null
  >`(SELECT v.id FROM ${sql.table(table)} v WHERE v.original_id = ${sql.ref(`${alias}.id`)})`;

/**
 * The entry reversing `id`, read by a statement of its own: called after the original's row lock, so in
 * READ COMMITTED it sees a reversal the lock waited for (a concurrent second reversal is refused here).
 */
export async function reversalOf(db: Db, table: ReversibleTable, id: number): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM ${sql.table(table)} WHERE original_id = ${id}`.execute(db);
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * Every reversal of the books, newest first, with what it reverses, for the balance check: deposit and
 * ledger reversals and monthly payment reversals (desk corrections and bKash refunds).
 */
export async function reversedEntries(db: Db, limit: number) {
  const { rows } = await sql<{
    kind: 'deposit' | 'ledger' | 'payment';
    id: number;
    original_id: number;
    original_date: string;
    date: string;
    amount: number;
    reason: string;
  }>`
    SELECT * FROM (
      SELECT 'deposit' AS kind, r.id, o.id AS original_id, o.date::text AS original_date, r.date::text AS date,
          o.amount_poisha AS amount, r.reason
        FROM deposit_entries r JOIN deposit_entries o ON o.id = r.original_id
      UNION ALL
      SELECT 'ledger', r.id, o.id, o.date::text, r.date::text, o.amount_poisha, r.reason
        FROM financial_entries r JOIN financial_entries o ON o.id = r.original_id
      UNION ALL
      SELECT 'payment', v.id, p.id, p.date::text, (${dhakaDate('v.created_at')})::text,
          v.amount_poisha, v.reason
        FROM monthly_payment_reversals v JOIN monthly_payments p ON p.id = v.payment_id
    ) x ORDER BY date DESC, kind, id DESC LIMIT ${limit}`.execute(db);
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

/** Active members whose deposits exceed what they owe in total (an overpayment to look at). */
export async function overpaidDeposits(db: Db, limit: number) {
  const { rows } = await sql<{ member_no: string; payable: number; deposits: number }>`
    SELECT m.member_no, m.deposit_payable_poisha AS payable, d.paid AS deposits
    FROM members m
    JOIN (SELECT member_id, sum(amount_poisha) AS paid FROM deposit_entries GROUP BY member_id) d
      ON d.member_id = m.id
    WHERE m.status = 'active' AND d.paid > m.deposit_payable_poisha
    ORDER BY m.member_no LIMIT ${limit}`.execute(db);
  return rows.map((row) => ({ ...row, payable: Number(row.payable), deposits: Number(row.deposits) }));
}
