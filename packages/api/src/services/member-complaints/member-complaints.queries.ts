import type { Db } from '@samity/db';
import type { ComplaintType } from '@samity/domain';

const complaintColumns = [
  'o.id',
  'm.member_no',
  'o.type',
  'o.objection',
  'o.submitted_at',
  'o.solution',
  'o.solved_at',
] as const;

function ownComplaints(db: Db, memberId: number) {
  return db
    .selectFrom('member_objections as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .where('o.member_id', '=', memberId)
    .select(complaintColumns)
    .orderBy('o.submitted_at', 'desc')
    .orderBy('o.id', 'desc');
}

export type MemberComplaintRow = Awaited<ReturnType<typeof listMemberComplaintRows>>[number];

/** The member's objections, newest first. */
export function listMemberComplaintRows(db: Db, memberId: number) {
  return ownComplaints(db, memberId).execute();
}

export function listUnsolvedMemberComplaints(db: Db, memberId: number) {
  return ownComplaints(db, memberId).where('o.solution', 'is', null).execute();
}

/** total and solved counted in SQL (unsolved = total - solved). */
export async function countMemberComplaints(
  db: Db,
  memberId: number,
): Promise<{ total: number; solved: number }> {
  const row = await db
    .selectFrom('member_objections')
    .where('member_id', '=', memberId)
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('solution').as('solved')])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), solved: Number(row.solved) };
}

export async function insertMemberComplaint(
  db: Db,
  values: { memberId: number; type: ComplaintType; objection: string; at: Date },
): Promise<number> {
  const row = await db
    .insertInto('member_objections')
    .values({
      member_id: values.memberId,
      type: values.type,
      objection: values.objection,
      submitted_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findMemberComplaint(db: Db, id: number) {
  return db
    .selectFrom('member_objections as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .where('o.id', '=', id)
    .select(complaintColumns)
    .executeTakeFirstOrThrow();
}
