import { type Kysely, sql } from 'kysely';

/**
 * stock_settings: one row of the car stock's settings (issue 37). For now the price hint's wait: the days a
 * car must have been listed (and unsold) before its price counts as evidence for other cars' hints (default
 * 3, as the constant it replaces; 0 to 30). The public car pages read it, so a change announces itself on the
 * public read channel like the stock's own tables (migration 2026-11-25T0130-public-read-change-feed).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE stock_settings (
    id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    price_hint_min_listed_days integer NOT NULL DEFAULT 3 CHECK (price_hint_min_listed_days BETWEEN 0 AND 30),
    updated_by bigint REFERENCES admins (id),
    updated_at timestamptz
  )`.execute(db);
  await sql`INSERT INTO stock_settings (id) VALUES (1)`.execute(db);
  await sql`CREATE TRIGGER stock_settings_public_read_change
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_settings
    FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE stock_settings`.execute(db);
}
