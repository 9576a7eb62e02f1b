import type { Database, Db } from '@samity/db';
import type { Transaction } from 'kysely';

type Executor = Db | Transaction<Database>;

export function listAdmins(db: Executor) {
  return db.selectFrom('admins').select(['id', 'name', 'phone', 'privilege', 'pic']).orderBy('id').execute();
}

export async function countAdmins(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function adminPhoneTaken(db: Executor, phone: string) {
  return db.selectFrom('admins').select('id').where('phone', '=', phone).executeTakeFirst();
}

export function insertAdmin(
  db: Executor,
  row: { name: string; phone: string; privilege: string; passwordHash: string; createdBy: number | null },
) {
  return db
    .insertInto('admins')
    .values({
      name: row.name,
      phone: row.phone,
      privilege: row.privilege,
      password_hash: row.passwordHash,
      pic: null,
      created_by: row.createdBy,
    })
    .returning(['id', 'name', 'phone', 'privilege', 'pic'])
    .executeTakeFirstOrThrow();
}

/** Members for the admin panel: whether a password exists and is still initial, never the hash. */
export function listMemberAccounts(db: Executor) {
  return db
    .selectFrom('members')
    .select((eb) => [
      'member_no',
      'name',
      'phone',
      'status',
      'password_is_initial',
      eb('password_hash', 'is not', null).as('has_password'),
    ])
    .orderBy('status')
    .orderBy('member_no')
    .execute();
}

export function findMemberByNo(db: Executor, memberNo: string) {
  return db
    .selectFrom('members')
    .select(['id', 'member_no', 'password_is_initial'])
    .where('member_no', '=', memberNo)
    .executeTakeFirst();
}
