import { type Kysely, sql } from 'kysely';

/**
 * The public lists (members, committees, notices, stock, service centers, gallery) are cached in each app
 * instance. Every write to a table they read announces itself here, in the database, so no service can forget
 * to: a statement-level trigger sends the table's name on the `public_read_changes` channel. NOTIFY is sent at
 * commit (a rolled-back write announces nothing), to every listening instance on PostgreSQL and to the
 * in-process listener on PGlite. One notification per statement, not per row: a bulk import is one message.
 */
const WATCHED_TABLES = [
  'members',
  'committee_members',
  'notices',
  'stock_cars',
  'stock_car_pictures',
  'service_center_images',
  'gallery_images',
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE FUNCTION notify_public_read_change() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('public_read_changes', TG_TABLE_NAME);
      RETURN NULL;
    END $$`.execute(db);
  for (const table of WATCHED_TABLES) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_public_read_change`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of WATCHED_TABLES) {
    await sql`DROP TRIGGER ${sql.id(`${table}_public_read_change`)} ON ${sql.table(table)}`.execute(db);
  }
  await sql`DROP FUNCTION notify_public_read_change()`.execute(db);
}
