import type { Db } from '@samity/db';

/** The two complaint tables share one lifecycle: unsolved until a solution is saved, once. */
export type DeskTable = 'member_objections' | 'public_complaints';

/**
 * Saves the solution only while there is none, so two admins solving at once cannot overwrite each other:
 * the id of the solved row, or undefined when it is missing or already solved.
 */
export async function solveDeskRow(
  db: Db,
  table: DeskTable,
  values: { id: number; solution: string; at: Date; adminId: number },
): Promise<number | undefined> {
  const row = await db
    .updateTable(table)
    .set({ solution: values.solution, solved_at: values.at, solved_by: values.adminId })
    .where('id', '=', values.id)
    .where('solution', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** How many complaints the desk holds, and how many of them wait for a solution. */
export async function countDeskRows(db: Db, table: DeskTable): Promise<{ total: number; unsolved: number }> {
  const row = await db
    .selectFrom(table)
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('solution').as('solved')])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unsolved: Number(row.total) - Number(row.solved) };
}
