import type { Db } from '@samity/db';
import { sql } from 'kysely';
import { dhakaDate } from '../shared/dhaka-time.queries';

const range = (r: { from: string; to: string }) => sql`${r.from}::date AND ${r.to}::date`;
// The day a member's record was made, in Dhaka: the joining Samity's books know (docs/year-end.md).
const joined = dhakaDate('m.created_at');

export interface MemberRegisterRow {
  member_no: string;
  name: string;
  father: string;
  business: string;
  address: string;
  joined_on: string;
  status: 'active' | 'deceased';
  deceased_on: string | null;
  nominee: string | null;
  nominee_relation: string | null;
  total: number;
}

/**
 * The member register for a range: every member on the roll at some day of it (joined on or before its end,
 * not dead before its start), in member-number order, with the nominee's name and relation. One page.
 */
export async function memberRegisterPage(
  db: Db,
  r: { from: string; to: string },
  page: { limit: number; offset: number },
): Promise<MemberRegisterRow[]> {
  const { rows } = await sql<MemberRegisterRow>`
    SELECT m.member_no, m.name, m.father, m.business, m.address, ${joined}::text AS joined_on, m.status,
        m.deceased_on::text AS deceased_on, n.name AS nominee, n.relation AS nominee_relation,
        (count(*) OVER ())::int AS total
      FROM members m LEFT JOIN nominees n ON n.member_id = m.id
      WHERE ${joined} <= ${r.to}::date AND (m.deceased_on IS NULL OR m.deceased_on >= ${r.from}::date)
      ORDER BY length(m.member_no), m.member_no
      LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return rows;
}

export interface DepositRegisterRow {
  id: number;
  date: string;
  member_no: string;
  name: string;
  source: string;
  method: string;
  amount_poisha: number;
  member_running_poisha: number;
  register_running_poisha: number;
  total: number;
  /** Σ amounts of every row the range lists, all pages. */
  amount_total_poisha: number;
}

/**
 * The deposit register: each deposit entry dated in the range, in date order, with two running sums: the
 * member's (all their entries, deposits are never deleted) and the register's (entries from `since`, the
 * opening balances' date, on: the caller adds the opening members' deposits). `memberNo` keeps one member's.
 */
export async function depositRegisterPage(
  db: Db,
  since: string,
  r: { from: string; to: string; memberNo?: string | undefined },
  page: { limit: number; offset: number },
): Promise<DepositRegisterRow[]> {
  const { rows } = await sql<DepositRegisterRow>`
    WITH e AS (
      SELECT x.id, x.date, x.member_id, x.source, x.method, x.amount_poisha,
          sum(x.amount_poisha) OVER (PARTITION BY x.member_id ORDER BY x.date, x.id
            ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS member_running,
          sum(CASE WHEN x.date >= ${since}::date THEN x.amount_poisha ELSE 0 END) OVER (ORDER BY x.date, x.id
            ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS register_running
        FROM deposit_entries x WHERE x.date <= ${r.to}::date
    )
    SELECT e.id::int AS id, e.date::text AS date, m.member_no, m.name, e.source, e.method,
        e.amount_poisha::bigint AS amount_poisha, e.member_running::bigint AS member_running_poisha,
        e.register_running::bigint AS register_running_poisha, (count(*) OVER ())::int AS total,
        (sum(e.amount_poisha) OVER ())::bigint AS amount_total_poisha
      FROM e JOIN members m ON m.id = e.member_id
      WHERE e.date BETWEEN ${range(r)} AND (${r.memberNo ?? null}::text IS NULL OR m.member_no = ${r.memberNo ?? null})
      ORDER BY e.date, e.id
      LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return rows.map((row) => ({
    ...row,
    amount_poisha: Number(row.amount_poisha),
    member_running_poisha: Number(row.member_running_poisha),
    register_running_poisha: Number(row.register_running_poisha),
    amount_total_poisha: Number(row.amount_total_poisha),
  }));
}

/** Σ deposit entries dated from `since` to `to`: added to the opening members' deposits, the closing balance. */
export async function depositsSince(db: Db, since: string, to: string): Promise<number> {
  const { rows } = await sql<{ poisha: string | number }>`
    SELECT coalesce(sum(amount_poisha), 0)::bigint AS poisha FROM deposit_entries
      WHERE date BETWEEN ${since}::date AND ${to}::date`.execute(db);
  return Number(rows[0]?.poisha ?? 0);
}
