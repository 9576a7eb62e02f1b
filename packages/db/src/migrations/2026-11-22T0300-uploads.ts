import { type Kysely, sql } from 'kysely';

/**
 * The registry of images stored by POST /api/uploads (docs/images.md): who uploaded what and when, so the
 * sweep can tell a fresh upload (not yet saved in a record) from an abandoned one, and so uploads can be
 * counted per account. Also indexes every picture column, because releasing or sweeping an image asks
 * "does any record still use this address?" of each of them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE uploads (
    key text PRIMARY KEY,
    thumbnail_key text NOT NULL,
    url text NOT NULL UNIQUE,
    thumbnail_url text NOT NULL,
    sha256 text NOT NULL,
    bytes integer NOT NULL CHECK (bytes > 0),
    thumbnail_bytes integer NOT NULL CHECK (thumbnail_bytes > 0),
    width integer NOT NULL CHECK (width > 0),
    height integer NOT NULL CHECK (height > 0),
    admin_id bigint REFERENCES admins (id) ON DELETE SET NULL,
    member_id bigint REFERENCES members (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_uploaded_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX uploads_last_uploaded_idx ON uploads (last_uploaded_at)`.execute(db);
  await sql`CREATE INDEX uploads_admin_idx ON uploads (admin_id, created_at)`.execute(db);
  await sql`CREATE INDEX uploads_member_idx ON uploads (member_id, created_at)`.execute(db);
  for (const [table, column] of PICTURE_COLUMNS) {
    await sql.raw(`CREATE INDEX ${table}_${column}_ref_idx ON ${table} (${column})`).execute(db);
  }
}

const PICTURE_COLUMNS = [
  ['admins', 'pic'],
  ['members', 'pic'],
  ['committee_members', 'pic'],
  ['notices', 'pic'],
  ['stock_cars', 'pic'],
  ['service_center_images', 'pic'],
  ['gallery_images', 'pic'],
  ['financial_entry_receipts', 'url'],
] as const;

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of PICTURE_COLUMNS) {
    await sql.raw(`DROP INDEX ${table}_${column}_ref_idx`).execute(db);
  }
  await sql`DROP TABLE uploads`.execute(db);
}
