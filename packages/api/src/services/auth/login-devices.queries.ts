import type { Db } from '@samity/db';

export function findLoginDevice(db: Db, tokenHash: string) {
  return db
    .selectFrom('login_devices')
    .select(['id', 'kind', 'account', 'last_used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function insertLoginDevice(
  db: Db,
  row: { kind: 'member' | 'admin'; account: string; tokenHash: string; now: Date },
): Promise<void> {
  await db
    .insertInto('login_devices')
    .values({
      kind: row.kind,
      account: row.account,
      token_hash: row.tokenHash,
      created_at: row.now,
      last_used_at: row.now,
    })
    .execute();
}

/** A new token for a known device at each login through it (a copied cookie dies with the next login). */
export async function renewLoginDevice(db: Db, id: number, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('login_devices')
    .set({ token_hash: tokenHash, last_used_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteLoginDevice(db: Db, id: number): Promise<void> {
  await db.deleteFrom('login_devices').where('id', '=', id).execute();
}

/** Keeps the table bounded: devices unused since `before` go, and an account keeps only its newest `keep`. */
export async function pruneLoginDevices(
  db: Db,
  account: { kind: 'member' | 'admin'; account: string },
  before: Date,
  keep: number,
): Promise<void> {
  await db.deleteFrom('login_devices').where('last_used_at', '<', before).execute();
  const kept = db
    .selectFrom('login_devices')
    .select('id')
    .where('kind', '=', account.kind)
    .where('account', '=', account.account)
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .limit(keep);
  await db
    .deleteFrom('login_devices')
    .where('kind', '=', account.kind)
    .where('account', '=', account.account)
    .where('id', 'not in', kept)
    .execute();
}
