import type { Db } from '@samity/db';

const tokenColumns = ['account', 'id_token', 'refresh_token', 'expires_at', 'refresh_at'] as const;

export function findToken(db: Db, account: string) {
  return db
    .selectFrom('gateway_tokens')
    .where('account', '=', account)
    .select(tokenColumns)
    .executeTakeFirst();
}

/** The account's token row, created empty if missing, locked until the transaction ends. */
export async function lockTokenRow(db: Db, account: string, at: Date) {
  await db
    .insertInto('gateway_tokens')
    .values({ account, updated_at: at })
    .onConflict((oc) => oc.column('account').doNothing())
    .execute();
  return db
    .selectFrom('gateway_tokens')
    .where('account', '=', account)
    .select(tokenColumns)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function saveToken(
  db: Db,
  account: string,
  token: {
    idToken: string;
    refreshToken: string | null;
    expiresAt: Date;
    refreshAt: Date;
    how: 'grant' | 'refresh';
    at: Date;
  },
) {
  return db
    .updateTable('gateway_tokens')
    .set({
      id_token: token.idToken,
      refresh_token: token.refreshToken,
      expires_at: token.expiresAt,
      refresh_at: token.refreshAt,
      ...(token.how === 'grant' ? { granted_at: token.at } : { refreshed_at: token.at }),
      updated_at: token.at,
    })
    .where('account', '=', account)
    .execute();
}
