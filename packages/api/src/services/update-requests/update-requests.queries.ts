import type { Db } from '@samity/db';

const requestColumns = [
  'r.id',
  'm.member_no',
  'r.field',
  'r.correct_version',
  'r.status',
  'r.created_at',
  'r.solved_at',
] as const;

function requests(db: Db) {
  return db
    .selectFrom('data_update_requests as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select(requestColumns);
}

export type UpdateRequestRow = Awaited<ReturnType<typeof findUpdateRequest>>;

/** The member's own requests, newest first. */
export function listMemberUpdateRequests(db: Db, memberId: number) {
  return requests(db)
    .where('r.member_id', '=', memberId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

export function findUpdateRequest(db: Db, id: number) {
  return requests(db).where('r.id', '=', id).executeTakeFirstOrThrow();
}

/** Holds the member's row until the transaction ends, so two identical requests filed at once run one after the other. */
export async function lockMemberForRequests(db: Db, memberId: number): Promise<void> {
  await db.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().executeTakeFirst();
}

/**
 * The member's open request asking for this very correction (same field, same corrected value), if any:
 * the admins already have it in front of them, so a second one only doubles their work.
 */
export function findOpenSameRequest(db: Db, memberId: number, field: string, correctVersion: string) {
  return db
    .selectFrom('data_update_requests')
    .select('id')
    .where('member_id', '=', memberId)
    .where('field', '=', field)
    .where('correct_version', '=', correctVersion)
    .where('status', '=', 'unsolved')
    .executeTakeFirst();
}

/** A new request is always unsolved (the column's default); the client never chooses the status. */
export async function insertUpdateRequest(
  db: Db,
  values: { memberId: number; field: string; correctVersion: string; at: Date },
): Promise<number> {
  const row = await db
    .insertInto('data_update_requests')
    .values({
      member_id: values.memberId,
      field: values.field,
      correct_version: values.correctVersion,
      status: 'unsolved',
      created_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
