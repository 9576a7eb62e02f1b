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
