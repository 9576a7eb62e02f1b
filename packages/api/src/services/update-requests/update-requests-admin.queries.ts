import type { Db } from '@samity/db';

function requests(db: Db) {
  return db
    .selectFrom('data_update_requests as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select([
      'r.id',
      'r.member_id',
      'm.member_no',
      'm.name',
      'r.field',
      'r.correct_version',
      'r.status',
      'r.created_at',
      'r.solved_at',
    ]);
}

export type AdminUpdateRequestRow = NonNullable<Awaited<ReturnType<typeof findAdminUpdateRequest>>>;

/** Unsolved requests first (what the office still has to do), then newest first. */
export function listUpdateRequestsForAdmin(db: Db, page: { limit: number; offset: number }) {
  return requests(db)
    .orderBy('r.status', 'desc')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function findAdminUpdateRequest(db: Db, id: number) {
  return requests(db).where('r.id', '=', id).executeTakeFirst();
}

/** Solves an unsolved request; answers nothing when it was solved already (no way back, no second solve). */
export function markSolved(db: Db, id: number, values: { at: Date; adminId: number }) {
  return db
    .updateTable('data_update_requests')
    .set({ status: 'solved', solved_at: values.at, solved_by: values.adminId })
    .where('id', '=', id)
    .where('status', '=', 'unsolved')
    .returning('id')
    .executeTakeFirst();
}
