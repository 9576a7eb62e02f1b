import type { Db } from '@samity/db';
import { sql } from 'kysely';

const ACCOUNT_COLUMNS = [
  'id',
  'name',
  'phone',
  'privilege',
  'pic',
  'disabled_at',
  'password_is_temporary',
] as const;

export function listAdmins(db: Db) {
  return db.selectFrom('admins').select(ACCOUNT_COLUMNS).orderBy('id').execute();
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
    passwordIsTemporary: boolean;
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
      password_is_temporary: row.passwordIsTemporary,
      pic: null,
      created_at: row.at,
      created_by: row.createdBy,
    })
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** One admin's row, locked until the transaction ends (a lifecycle change decides on what it read). */
export function lockAdmin(db: Db, id: number) {
  return db.selectFrom('admins').select(ACCOUNT_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * The active Full_Access+ admins, every one of their rows locked in id order (the same order in every
 * transaction, so two of them never wait on each other crosswise). Two Full_Access+ admins disabling each
 * other at once: the second waits for the first, then reads the set without the one just disabled.
 */
export function lockActiveFullAccessPlus(db: Db) {
  return db
    .selectFrom('admins')
    .select(['id', 'password_is_temporary', 'created_at'])
    .where('privilege', '=', 'Full_Access+')
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export function findAdminPassword(db: Db, id: number) {
  return db
    .selectFrom('admins')
    .select(['phone', 'password_hash', 'password_is_temporary'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function setAdminPassword(
  db: Db,
  id: number,
  change: { hash: string; temporary: boolean; at: Date },
): Promise<void> {
  await db
    .updateTable('admins')
    .set({
      password_hash: change.hash,
      password_is_temporary: change.temporary,
      password_changed_at: change.at,
    })
    .where('id', '=', id)
    .execute();
}

export function setAdminDisabled(db: Db, id: number, disabled: { at: Date; by: number } | null) {
  return db
    .updateTable('admins')
    .set({ disabled_at: disabled?.at ?? null, disabled_by: disabled?.by ?? null })
    .where('id', '=', id)
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Holds, until the transaction ends, a lock only the first admin's creation takes. */
export async function lockFirstAdminCreation(tx: Db): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('samity:first-admin'))`.execute(tx);
}
