import { type Kysely, sql } from 'kysely';

/**
 * Devices an account has logged in from (the device cookie of docs/decisions/015-login-devices.md). A login
 * that brings a known device's cookie is throttled for that device alone, so a guesser hammering the account
 * from elsewhere cannot keep its owner out. Only a hash of the cookie's token is stored; `account` is the
 * login name as the throttle keys it (kind and lower-cased member number or phone).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE login_devices (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('member', 'admin')),
    account text NOT NULL,
    token_hash text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX login_devices_account_idx ON login_devices (kind, account, last_used_at)`.execute(
    db,
  );
  await sql`CREATE INDEX login_devices_last_used_idx ON login_devices (last_used_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE login_devices`.execute(db);
}
