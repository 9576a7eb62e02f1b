import type { Db } from '@samity/db';

const KEY_COLUMNS = [
  'k.id',
  'k.name',
  'k.lookup_id',
  'k.privilege',
  'k.created_at',
  'k.last_used_at',
  'k.expires_at',
  'k.revoked_at',
  'a.name as created_by_name',
] as const;

/** Keys newest first with their creator's name; at most `limit`. */
export function listApiKeyRows(db: Db, limit: number) {
  return db
    .selectFrom('api_keys as k')
    .innerJoin('admins as a', 'a.id', 'k.created_by')
    .select(KEY_COLUMNS)
    .orderBy('k.created_at', 'desc')
    .orderBy('k.id', 'desc')
    .limit(limit)
    .execute();
}

export type ApiKeyRow = Awaited<ReturnType<typeof listApiKeyRows>>[number];

export function findApiKeyRow(db: Db, id: number) {
  return db
    .selectFrom('api_keys as k')
    .innerJoin('admins as a', 'a.id', 'k.created_by')
    .select(KEY_COLUMNS)
    .where('k.id', '=', id)
    .executeTakeFirst();
}

/** Row locked for the revocation, so two admins revoking at once write one audit row each or a refusal. */
export function lockApiKey(db: Db, id: number) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'revoked_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function apiKeyNameTaken(db: Db, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('api_keys')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertApiKey(
  db: Db,
  row: {
    name: string;
    lookupId: string;
    secretHash: string;
    privilege: string;
    createdBy: number;
    at: Date;
    expiresAt: Date | null;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('api_keys')
    .values({
      name: row.name,
      lookup_id: row.lookupId,
      secret_hash: row.secretHash,
      privilege: row.privilege,
      created_by: row.createdBy,
      created_at: row.at,
      last_used_at: null,
      expires_at: row.expiresAt,
      revoked_at: null,
      revoked_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function markApiKeyRevoked(db: Db, id: number, by: number, at: Date): Promise<void> {
  await db.updateTable('api_keys').set({ revoked_at: at, revoked_by: by }).where('id', '=', id).execute();
}

/** What a call with a key needs: the key's state and the admin who answers for it. */
export function findKeyForCall(db: Db, lookupId: string) {
  return db
    .selectFrom('api_keys as k')
    .innerJoin('admins as a', 'a.id', 'k.created_by')
    .select([
      'k.id',
      'k.name',
      'k.secret_hash',
      'k.privilege',
      'k.last_used_at',
      'k.expires_at',
      'k.revoked_at',
      'a.id as admin_id',
      'a.name as admin_name',
      'a.phone as admin_phone',
      'a.pic as admin_pic',
      'a.disabled_at as admin_disabled_at',
    ])
    .where('k.lookup_id', '=', lookupId)
    .executeTakeFirst();
}

export async function touchApiKey(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
}
