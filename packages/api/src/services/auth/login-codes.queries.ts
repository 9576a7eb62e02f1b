import type { Db } from '@samity/db';

/** A new code for an account: the older ones go (one live code per account, so the table stays bounded). */
export async function replaceLoginCode(
  db: Db,
  row: { kind: 'member' | 'admin'; account: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<number> {
  await db
    .deleteFrom('login_codes')
    .where('kind', '=', row.kind)
    .where('account', '=', row.account)
    .execute();
  const inserted = await db
    .insertInto('login_codes')
    .values({
      kind: row.kind,
      account: row.account,
      code_hash: row.codeHash,
      created_at: row.now,
      expires_at: row.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/**
 * Counts one try at the account's live code (unused, unexpired, tries left) and answers its id and hash, or
 * nothing when there is no such code. One statement, so concurrent tries cannot exceed the limit.
 */
export function takeLoginCodeTry(
  db: Db,
  owner: { kind: 'member' | 'admin'; account: string },
  now: Date,
  maxTries: number,
) {
  return db
    .updateTable('login_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('kind', '=', owner.kind)
    .where('account', '=', owner.account)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('tries', '<', maxTries)
    .returning(['id', 'code_hash'])
    .executeTakeFirst();
}

/** A code that let its owner in is spent; answers false when another request spent it first. */
export async function spendLoginCode(db: Db, id: number, now: Date): Promise<boolean> {
  const spent = await db
    .updateTable('login_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** Where an account's code goes: the member's registered phone and language, or the admin's phone. */
export function findMemberCodeRecipient(db: Db, memberNo: string) {
  return db
    .selectFrom('members')
    .select(['id', 'phone', 'language'])
    .where('member_no', '=', memberNo)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export function findAdminCodeRecipient(db: Db, phone: string) {
  return db
    .selectFrom('admins')
    .select(['id', 'phone'])
    .where('phone', '=', phone)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}
