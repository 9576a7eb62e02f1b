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
