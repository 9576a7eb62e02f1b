import type { Db } from '@samity/db';

export function listAdmins(db: Db) {
  return db.selectFrom('admins').select(['id', 'name', 'phone', 'privilege', 'pic']).orderBy('id').execute();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function adminPhoneTaken(db: Db, phone: string) {
  return db.selectFrom('admins').select('id').where('phone', '=', phone).executeTakeFirst();
}

export function insertAdmin(
  db: Db,
  row: {
    name: string;
    phone: string;
    privilege: string;
    passwordHash: string;
    createdBy: number | null;
    at: Date;
  },
) {
  return db
    .insertInto('admins')
    .values({
      name: row.name,
      phone: row.phone,
      privilege: row.privilege,
      password_hash: row.passwordHash,
      pic: null,
      created_at: row.at,
      created_by: row.createdBy,
    })
    .returning(['id', 'name', 'phone', 'privilege', 'pic'])
    .executeTakeFirstOrThrow();
}
