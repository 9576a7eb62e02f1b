import type { Db } from '@samity/db';
import type { ComplaintType } from '@samity/domain';

const objectionColumns = [
  'o.id',
  'm.member_no',
  'o.type',
  'o.objection',
  'o.submitted_at',
  'o.solution',
  'o.solved_at',
] as const;

function memberObjections(db: Db, memberId: number) {
  return db
    .selectFrom('member_objections as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .where('o.member_id', '=', memberId)
    .select(objectionColumns)
    .orderBy('o.submitted_at', 'desc')
    .orderBy('o.id', 'desc');
}

export type ObjectionRow = Awaited<ReturnType<typeof listMemberObjections>>[number];

/** The member's objections, newest first. */
export function listMemberObjections(db: Db, memberId: number) {
  return memberObjections(db, memberId).execute();
}

export function listUnsolvedObjections(db: Db, memberId: number) {
  return memberObjections(db, memberId).where('o.solution', 'is', null).execute();
}

/** total and solved counted in SQL (unsolved = total - solved). */
export async function countObjections(db: Db, memberId: number): Promise<{ total: number; solved: number }> {
  const row = await db
    .selectFrom('member_objections')
    .where('member_id', '=', memberId)
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('solution').as('solved')])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), solved: Number(row.solved) };
}

export async function insertObjection(
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

export function findObjection(db: Db, id: number) {
  return db
    .selectFrom('member_objections as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .where('o.id', '=', id)
    .select(objectionColumns)
    .executeTakeFirstOrThrow();
}
