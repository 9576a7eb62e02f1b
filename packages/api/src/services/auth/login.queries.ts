import type { Db } from '@samity/db';

export function findAdminCredentials(db: Db, phone: string) {
  return (
    db
      .selectFrom('admins')
      .select(['id', 'password_hash'])
      .where('phone', '=', phone)
      // A disabled admin gets the answer of an unknown phone: nothing tells a guesser the account exists.
      .where('disabled_at', 'is', null)
      .executeTakeFirst()
  );
}

export function findMemberCredentials(db: Db, memberNo: string) {
  return db
    .selectFrom('members')
    .select(['id', 'password_hash', 'status'])
    .where('member_no', '=', memberNo)
    .executeTakeFirst();
}
