import type { Db } from '@samity/db';

/** Every member's objections for the admin desk (the member side reads the same table per member). */
function deskMemberComplaints(db: Db) {
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

export type DeskMemberComplaintRow = NonNullable<Awaited<ReturnType<typeof findDeskMemberComplaint>>>;

/** Newest first, at most `limit`; `unsolvedOnly` is served by member_objections_unsolved_idx. */
export function listDeskMemberComplaints(
  db: Db,
  { unsolvedOnly, limit }: { unsolvedOnly: boolean; limit: number },
) {
  let query = deskMemberComplaints(db);
  if (unsolvedOnly) query = query.where('o.solution', 'is', null);
  return query.orderBy('o.submitted_at', 'desc').orderBy('o.id', 'desc').limit(limit).execute();
}

export function findDeskMemberComplaint(db: Db, id: number) {
  return deskMemberComplaints(db).where('o.id', '=', id).executeTakeFirst();
}
