import type { Db } from '@samity/db';

export function findPhones(db: Db, memberId: number) {
  return db
    .selectFrom('members')
    .select(['public_phone', 'phone as login_phone'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
}

export async function setPublicPhone(db: Db, memberId: number, phone: string | null, at: Date) {
  await db
    .updateTable('members')
    .set({ public_phone: phone, updated_at: at })
    .where('id', '=', memberId)
    .execute();
}
