import type { Db } from '@samity/db';

/**
 * Visitors' complaints with the business on record of the member they name (null when no member has the
 * number: complaints filed before the form checked it).
 */
function deskComplaints(db: Db) {
  return db
    .selectFrom('public_complaints as c')
    .leftJoin('members as m', 'm.member_no', 'c.member_no')
    .select([
      'c.id',
      'c.name',
      'c.phone',
      'c.member_no',
      'c.business',
      'm.business as member_business',
      'c.issue',
      'c.submitted_at',
      'c.solution',
      'c.solved_at',
    ]);
}

export type DeskComplaintRow = NonNullable<Awaited<ReturnType<typeof findDeskComplaint>>>;

export function listDeskComplaintRows(
  db: Db,
  { unsolvedOnly, limit }: { unsolvedOnly: boolean; limit: number },
) {
  let query = deskComplaints(db);
  if (unsolvedOnly) query = query.where('c.solution', 'is', null);
  return query.orderBy('c.submitted_at', 'desc').orderBy('c.id', 'desc').limit(limit).execute();
}

export function findDeskComplaint(db: Db, id: number) {
  return deskComplaints(db).where('c.id', '=', id).executeTakeFirst();
}

/** Saves the solution only while there is none: the id, or undefined when missing or already solved. */
export async function solveComplaintRow(
  db: Db,
  values: { id: number; solution: string; at: Date; adminId: number },
): Promise<number | undefined> {
  const row = await db
    .updateTable('public_complaints')
    .set({ solution: values.solution, solved_at: values.at, solved_by: values.adminId })
    .where('id', '=', values.id)
    .where('solution', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function countDeskComplaints(db: Db): Promise<{ total: number; unsolved: number }> {
  const row = await db
    .selectFrom('public_complaints')
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('solution').as('solved')])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unsolved: Number(row.total) - Number(row.solved) };
}
