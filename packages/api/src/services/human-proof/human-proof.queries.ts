import type { Db } from '@samity/db';

/** The stored HMAC key, if an instance made one already. */
export async function findStoredKey(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom('human_proof_key').select('hmac_key').executeTakeFirst();
  return row?.hmac_key;
}

/** Stores a key unless one is there already (two instances starting at once keep the first). */
export async function storeKeyOnce(db: Db, hmacKey: string, at: Date): Promise<void> {
  await db
    .insertInto('human_proof_key')
    .values({ hmac_key: hmacKey, created_at: at })
    .onConflict((oc) => oc.column('only_row').doNothing())
    .execute();
}

/** Marks a challenge's salt spent; answers false when it already was (a replay). */
export async function spendSalt(db: Db, salt: string, expiresAt: Date): Promise<boolean> {
  const row = await db
    .insertInto('human_proof_spent')
    .values({ salt, expires_at: expiresAt })
    .onConflict((oc) => oc.column('salt').doNothing())
    .returning('salt')
    .executeTakeFirst();
  return row !== undefined;
}

/** Housekeeping: a salt past its challenge's expiry can never be accepted again anyway. */
export async function deleteSpentBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('human_proof_spent').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
