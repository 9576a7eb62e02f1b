import { type Kysely, sql } from 'kysely';

/**
 * Admins get a credential lifecycle (docs/domain.md, admins): a disabled admin (disabled_at set) cannot log
 * in and holds no session; a temporary password (issued when the account is made or reset by a Full_Access+
 * admin) opens nothing but changing it. Existing admins chose their own passwords, so they stay not
 * temporary.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE admins
    ADD COLUMN password_is_temporary boolean NOT NULL DEFAULT false,
    ADD COLUMN password_changed_at timestamptz,
    ADD COLUMN disabled_at timestamptz,
    ADD COLUMN disabled_by bigint REFERENCES admins (id),
    ADD CONSTRAINT admins_disabled_by_check CHECK (disabled_at IS NOT NULL OR disabled_by IS NULL)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE admins
    DROP CONSTRAINT admins_disabled_by_check,
    DROP COLUMN disabled_by,
    DROP COLUMN disabled_at,
    DROP COLUMN password_changed_at,
    DROP COLUMN password_is_temporary`.execute(db);
}
