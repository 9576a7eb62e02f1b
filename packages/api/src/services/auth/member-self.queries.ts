import type { Db } from '@samity/db';

export function findMemberSelf(db: Db, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'member_no', 'name', 'father', 'business', 'address', 'phone', 'pic'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}
