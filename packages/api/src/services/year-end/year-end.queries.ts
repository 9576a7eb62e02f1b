import type { Db } from '@samity/db';
import { sql } from 'kysely';
import { dhakaDate } from '../shared/dhaka-time.queries';

/** Where money sits: cash in hand, a bank (bank, cheque, cards, card gateways) or a mobile wallet. */
export type MethodGroup = 'cash' | 'bank' | 'wallet';
export type MovementKind = 'contribution' | 'deposit' | 'income' | 'expense' | 'refund' | 'billed';

export interface MovementRow {
  kind: MovementKind;
  grp: MethodGroup | '';
  source: string;
  poisha: number;
}

/** The method of an entry as where its money went; ledger methods are typed by hand, so case is ignored. */
const methodGroup = (column: string) =>
  sql.raw(`CASE WHEN lower(trim(${column})) = 'cash' THEN 'cash'
    WHEN lower(trim(${column})) IN ('bkash', 'nagad', 'rocket', 'upay') THEN 'wallet' ELSE 'bank' END`);

/**
 * A ledger reversal of an entry dated before the range (a closed year's entry corrected in the open one) is
 * its own line of the range's statements, a prior-year adjustment, so the open year's own figures read
 * apart from it (docs/payments.md, How a correction is made).
 */
const priorYearSource = sql.raw(`CASE WHEN e.original_id IS NOT NULL AND
    (SELECT o.date FROM financial_entries o WHERE o.id = e.original_id) < p.f
  THEN 'Prior-year adjustment: ' || trim(e.source) ELSE trim(e.source) END`);

/**
 * Every total the statements need over the entries dated from `from` to `to` (inclusive), in poisha, by kind,
 * method group and (ledger) source. The as-of rule (docs/year-end.md): an entry counts when its date is in
 * the range and it was part of the books at the cut-off: with no cut-off (a year not closed yet) the books
 * as they stand now, so a ledger entry deleted before the report is made counts nowhere; with the cut-off of
 * a closed year (its closing moment), entries written after the closing and deletions made after it are
 * ignored, so a closed year's statements read the same whenever they are made. Deposits, monthly payments
 * and reversals are never deleted; a reversal (refund) is dated by the Dhaka day it was recorded.
 */
export async function movements(
  db: Db,
  range: { from: string; to: string },
  cutoff: Date | null,
): Promise<MovementRow[]> {
  const c = cutoff ? cutoff.toISOString() : null;
  const { rows } = await sql<MovementRow>`
    WITH p AS (SELECT ${range.from}::date AS f, ${range.to}::date AS t, ${c}::timestamptz AS c)
    SELECT kind, grp, source, sum(amount)::bigint AS poisha FROM (
      SELECT 'contribution' AS kind, ${methodGroup('m.method')} AS grp, '' AS source, m.amount_poisha AS amount
        FROM monthly_payments m, p
        WHERE m.date BETWEEN p.f AND p.t AND (p.c IS NULL OR m.created_at <= p.c)
      UNION ALL
      SELECT 'deposit', ${methodGroup('d.method')}, '', d.amount_poisha
        FROM deposit_entries d, p
        WHERE d.date BETWEEN p.f AND p.t AND (p.c IS NULL OR d.created_at <= p.c)
      UNION ALL
      SELECT CASE WHEN e.type = 'Income' THEN 'income' ELSE 'expense' END, ${methodGroup('e.method')},
          ${priorYearSource}, e.amount_poisha
        FROM financial_entries e, p
        WHERE e.date BETWEEN p.f AND p.t
          AND (p.c IS NULL OR e.created_at <= p.c)
          AND (e.deleted_at IS NULL OR (p.c IS NOT NULL AND e.deleted_at > p.c))
      UNION ALL
      SELECT 'refund', ${methodGroup('m.method')}, '', r.amount_poisha
        FROM monthly_payment_reversals r JOIN monthly_payments m ON m.id = r.payment_id, p
        WHERE ${dhakaDate('r.created_at')} BETWEEN p.f AND p.t
          AND (p.c IS NULL OR r.created_at <= p.c)
      UNION ALL
      SELECT 'billed', '', '', du.payable_poisha
        FROM monthly_dues du JOIN monthly_books b ON b.id = du.book_id, p
        WHERE b.month BETWEEN p.f AND p.t AND (p.c IS NULL OR b.created_at <= p.c)
    ) x
    GROUP BY kind, grp, source
    ORDER BY kind, grp, source`.execute(db);
  return rows.map((row) => ({ ...row, poisha: Number(row.poisha) }));
}

export function readSettings(db: Db) {
  return db.selectFrom('year_end_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

export function lockSettings(db: Db) {
  return db
    .selectFrom('year_end_settings')
    .selectAll()
    .where('id', '=', 1)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function writeSettings(
  db: Db,
  values: {
    first_month: number;
    reserve_bp: number;
    development_bp: number;
    other_funds_max_bp: number;
    dividend_cap_bp: number;
  },
  by: number | null,
  at: Date,
) {
  return db
    .updateTable('year_end_settings')
    .set({ ...values, updated_by: by, updated_at: at })
    .where('id', '=', 1)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function readOpening(db: Db) {
  return db.selectFrom('opening_balances').selectAll().where('id', '=', 1).executeTakeFirst();
}

export type OpeningValues = {
  as_of: string;
  cash_poisha: number;
  bank_poisha: number;
  wallet_poisha: number;
  dues_receivable_poisha: number;
  member_deposits_poisha: number;
  reserve_fund_poisha: number;
  development_fund_poisha: number;
  other_funds_poisha: number;
};

export function upsertOpening(db: Db, values: OpeningValues, by: number | null, at: Date) {
  const row = { ...values, entered_by: by, entered_at: at };
  return db
    .insertInto('opening_balances')
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listClosings(db: Db) {
  return db.selectFrom('year_closings').selectAll().orderBy('year_start').execute();
}

export function insertClosing(db: Db, yearStart: string, by: number | null, at: Date) {
  return db
    .insertInto('year_closings')
    .values({ year_start: yearStart, closed_by: by, closed_at: at })
    .onConflict((oc) => oc.column('year_start').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Every appropriation, with the register number of the resolution that decided it (once recorded). */
export function listAppropriations(db: Db) {
  return db
    .selectFrom('appropriations as a')
    .leftJoin('meeting_resolutions as r', 'r.id', 'a.resolution_id')
    .selectAll('a')
    .select(['r.register_year', 'r.register_seq'])
    .orderBy('a.year_start')
    .execute();
}

/** One proposal by its id, locked until the transaction ends (the approval decides on what it read). */
export function lockAppropriation(db: Db, id: number) {
  return db.selectFrom('appropriations').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function upsertProposal(
  db: Db,
  values: {
    year_start: string;
    surplus_poisha: number;
    reserve_poisha: number;
    development_poisha: number;
    other_poisha: number;
    carried_poisha: number;
    dividend_poisha: number;
    proposed_by: number;
    proposed_at: Date;
  },
) {
  const { year_start: _key, ...rest } = values;
  return (
    db
      .insertInto('appropriations')
      .values(values)
      // A re-proposal is a new version: an approval of the one before it no longer matches.
      .onConflict((oc) =>
        oc
          .column('year_start')
          .doUpdateSet((eb) => ({ ...rest, version: eb('appropriations.version', '+', 1) }))
          .where('appropriations.approved_by', 'is', null),
      )
      .returningAll()
      .executeTakeFirst()
  );
}

export function approveAppropriation(
  db: Db,
  id: number,
  version: number,
  by: number,
  at: Date,
  resolutionId: number,
) {
  return db
    .updateTable('appropriations')
    .set({ approved_by: by, approved_at: at, resolution_id: resolutionId })
    .where('id', '=', id)
    .where('version', '=', version)
    .where('approved_by', 'is', null)
    .where('proposed_by', '<>', by)
    .returningAll()
    .executeTakeFirst();
}
