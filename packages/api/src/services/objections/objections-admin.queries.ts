import type { Db } from '@samity/db';

/** Every member's objections for the admin desk (the member side reads the same table per member). */
function deskObjections(db: Db) {
  return db
    .selectFrom('member_objections as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .select([
      'o.id',
      'm.member_no',
      'm.name as member_name',
      'o.type',
      'o.objection',
      'o.submitted_at',
      'o.solution',
      'o.solved_at',
    ]);
}

export type DeskObjectionRow = NonNullable<Awaited<ReturnType<typeof findDeskObjection>>>;

/** Newest first, at most `limit`; `unsolvedOnly` is served by member_objections_unsolved_idx. */
export function listDeskObjections(
  db: Db,
  { unsolvedOnly, limit }: { unsolvedOnly: boolean; limit: number },
) {
  let query = deskObjections(db);
  if (unsolvedOnly) query = query.where('o.solution', 'is', null);
  return query.orderBy('o.submitted_at', 'desc').orderBy('o.id', 'desc').limit(limit).execute();
}

export function findDeskObjection(db: Db, id: number) {
  return deskObjections(db).where('o.id', '=', id).executeTakeFirst();
}

/**
 * Saves the solution only while there is none, so two admins solving at once cannot overwrite each other:
 * the id of the solved row, or undefined when it is missing or already solved.
 */
export async function solveObjectionRow(
  db: Db,
  values: { id: number; solution: string; at: Date; adminId: number },
): Promise<number | undefined> {
  const row = await db
    .updateTable('member_objections')
    .set({ solution: values.solution, solved_at: values.at, solved_by: values.adminId })
    .where('id', '=', values.id)
    .where('solution', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function countDeskObjections(db: Db): Promise<{ total: number; unsolved: number }> {
  const row = await db
    .selectFrom('member_objections')
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('solution').as('solved')])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unsolved: Number(row.total) - Number(row.solved) };
}
