import type { Db } from '@samity/db';
import { sql } from 'kysely';
import { orderByMemberNo } from '../shared/member-order.queries';
import { likePattern, memberSearchText } from '../shared/search.queries';
import { depositFigures } from '../statements/statements.queries';

/** Active members, narrowed by a search on member no, name, business or phone. */
function activeMembersMatching(db: Db, search: string | undefined) {
  let query = db.selectFrom('members as m').where('m.status', '=', 'active');
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) =>
      eb.or([eb(memberSearchText, 'ilike', pattern), eb('m.phone', 'ilike', pattern)]),
    );
  }
  return query;
}

const memberColumns = ['m.id', 'm.member_no', 'm.name', 'm.business', 'm.phone'] as const;

/** A member's row of the deposits table, in poisha (docs/domain.md). */
const depositColumns = [
  'm.deposit_payable_poisha as payable',
  depositFigures.deposits.as('deposits'),
  depositFigures.balance.as('balance'),
  depositFigures.due.as('due'),
] as const;

/** The deposits table: each matching active member with payable, deposits, balance and due, in poisha. */
export function listDepositMembers(db: Db, search: string | undefined, limit: number) {
  const query = activeMembersMatching(db, search).select(memberColumns).select(depositColumns);
  return orderByMemberNo(query, 'm.member_no').limit(limit).execute();
}

/** total_deposit, total_due and full_paid_count over the same members (docs/domain.md), in poisha. */
export function depositTotalsOf(db: Db, search: string | undefined) {
  const perMember = activeMembersMatching(db, search).select([
    depositFigures.deposits.as('deposits'),
    depositFigures.due.as('due'),
  ]);
  return db
    .selectFrom(perMember.as('x'))
    .select([
      sql<number>`coalesce(sum(x.deposits), 0)::bigint`.as('total_deposit'),
      sql<number>`coalesce(sum(x.due), 0)::bigint`.as('total_due'),
      sql<number>`count(*) FILTER (WHERE x.due = 0)::bigint`.as('full_paid_count'),
    ])
    .executeTakeFirstOrThrow();
}

/** One member's row of the deposits table, active or not. */
export function findDepositMember(db: Db, memberNo: string) {
  return db
    .selectFrom('members as m')
    .where('m.member_no', '=', memberNo)
    .select(memberColumns)
    .select(depositColumns)
    .executeTakeFirst();
}

/** The member by number, locked until the transaction ends (a payable change or a new entry). */
export function lockMember(db: Db, memberNo: string) {
  return db
    .selectFrom('members')
    .where('member_no', '=', memberNo)
    .select(['id', 'member_no', 'deposit_payable_poisha'])
    .forUpdate()
    .executeTakeFirst();
}

export function insertDepositEntry(
  db: Db,
  entry: {
    memberId: number;
    source: string;
    date: string;
    method: string;
    amountPoisha: number;
    createdBy: number;
    at: Date;
    /** A reversing entry: the negative of its original's amount, with the reason. */
    reversal?: { originalId: number; reason: string };
  },
) {
  return db
    .insertInto('deposit_entries')
    .values({
      original_id: entry.reversal?.originalId ?? null,
      reason: entry.reversal?.reason ?? null,
      member_id: entry.memberId,
      source: entry.source,
      date: entry.date,
      method: entry.method,
      amount_poisha: entry.amountPoisha,
      created_by: entry.createdBy,
      created_at: entry.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function setDepositPayable(db: Db, memberId: number, payablePoisha: number, at: Date) {
  return db
    .updateTable('members')
    .set({ deposit_payable_poisha: payablePoisha, updated_at: at })
    .where('id', '=', memberId)
    .execute();
}

/** A deposit entry with its member number, locked until the transaction ends (a reversal decides on it). */
export function lockDepositEntry(db: Db, id: number) {
  return db
    .selectFrom('deposit_entries as d')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .where('d.id', '=', id)
    .select(['d.id', 'd.member_id', 'm.member_no', 'd.source', 'd.date', 'd.method', 'd.amount_poisha'])
    .select('d.original_id')
    .forUpdate()
    .executeTakeFirst();
}
