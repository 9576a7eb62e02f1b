import { type Kysely, sql } from 'kysely';

/**
 * One-time login codes (docs/decisions/028-login-code-for-new-devices.md): while an account is under attack, a
 * new device signs in with the right password and a code sent by SMS to the account's phone. Only a hash of
 * the code is kept; `account` is the login name as the throttle keys it (kind and lower-cased member number
 * or phone). One live code per account: sending a new one deletes the older ones.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE login_codes (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('member', 'admin')),
    account text NOT NULL,
    code_hash text NOT NULL,
    tries integer NOT NULL DEFAULT 0 CHECK (tries >= 0),
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX login_codes_account_idx ON login_codes (kind, account)`.execute(db);
  await sql`CREATE INDEX login_codes_expires_idx ON login_codes (expires_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE login_codes`.execute(db);
}
