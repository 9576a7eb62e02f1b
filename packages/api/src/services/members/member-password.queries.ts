import type { Db } from '@samity/db';

export function findMemberPassword(db: Db, memberId: number) {
  return db
    .selectFrom('members')
    .select(['member_no', 'phone', 'password_hash', 'password_is_initial'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
}

export async function setMemberPassword(
  db: Db,
  memberId: number,
  change: { hash: string; initial: boolean; at: Date },
): Promise<void> {
  await db
    .updateTable('members')
    .set({
      password_hash: change.hash,
      password_is_initial: change.initial,
      password_changed_at: change.at,
      updated_at: change.at,
    })
    .where('id', '=', memberId)
    .execute();
}

/** Whether the member still holds an issued password (one primary-key lookup). */
export async function passwordIsInitial(db: Db, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('password_is_initial')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row?.password_is_initial === true;
}
