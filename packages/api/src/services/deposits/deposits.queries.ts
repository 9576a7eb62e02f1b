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
  },
) {
  return db
    .insertInto('deposit_entries')
    .values({
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
