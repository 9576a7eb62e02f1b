import { type Kysely, sql } from 'kysely';

/**
 * Who uploaded each stored picture, every one of them: a picture is stored once by its content hash, so the
 * same photo uploaded by two accounts is one uploads row (whose admin_id / member_id name the first only).
 * A member may attach to a car only pictures they uploaded themselves, and admin content only pictures an
 * admin uploaded (docs/images.md). `uploader` is 'admins' (admins share their site pictures) or
 * 'member:<id>'. Existing uploads keep the uploader they recorded.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE upload_uploaders (
    upload_key text NOT NULL REFERENCES uploads (key) ON DELETE CASCADE,
    uploader text NOT NULL CHECK (uploader = 'admins' OR uploader ~ '^member:[1-9][0-9]*$'),
    first_at timestamptz NOT NULL,
    PRIMARY KEY (upload_key, uploader)
  )`.execute(db);
  await sql`INSERT INTO upload_uploaders (upload_key, uploader, first_at)
    SELECT key, CASE WHEN admin_id IS NOT NULL THEN 'admins' ELSE 'member:' || member_id END, created_at
    FROM uploads WHERE admin_id IS NOT NULL OR member_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE upload_uploaders`.execute(db);
}
