import type { Database, Db } from '@samity/db';
import type { Transaction } from 'kysely';

type Executor = Db | Transaction<Database>;

export function findMemberPassword(db: Executor, memberId: number) {
  return db
    .selectFrom('members')
    .select(['member_no', 'phone', 'password_hash', 'password_is_initial'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
}

export async function setMemberPassword(
  db: Executor,
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
