import { type Kysely, sql } from 'kysely';

/**
 * The token of each member's public verification page (/verify/<token>), one per member (the primary key).
 *
 * The token is kept in plain text, not hashed: it is not a credential but a public address, printed as a
 * QR code on the showroom wall and put on every car card's "verified member" badge, so the server must be
 * able to hand it out again. What it guards is enumeration (no one can walk member numbers to list every
 * member's standing), which its 32 random bytes do whether stored plain or hashed. Rotating it (an admin
 * action) replaces the row's token, so old QR codes answer 404.
 *
 * new_verification_token() draws the bytes from two gen_random_uuid() calls (pg_strong_random, built into
 * PostgreSQL 13+ and PGlite, where pgcrypto is not loaded): 244 random bits, shown as 43 base64url
 * characters. A trigger gives every new member a token whatever path adds them (Add member, the CSV import,
 * the demo seed), and the backfill below gives one to every member already there.
 *
 * The stock's "verified member" badge reads this table and the monthly dues, so those tables announce their
 * writes on the public read channel too (2026-11-25T0130-public-read-change-feed): a payment that brings a
 * dealer back within two months shows on the cached stock at once.
 */
const NEWLY_WATCHED = [
  'member_verification_tokens',
  'monthly_dues',
  'monthly_payments',
  'monthly_payment_reversals',
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE FUNCTION new_verification_token() RETURNS text
    LANGUAGE sql VOLATILE AS $$
      SELECT translate(
        encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'),
        '+/=', '-_')
    $$`.execute(db);
  await sql`CREATE TABLE member_verification_tokens (
    member_id bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
    token text NOT NULL UNIQUE DEFAULT new_verification_token(),
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`INSERT INTO member_verification_tokens (member_id) SELECT id FROM members`.execute(db);
  await sql`CREATE FUNCTION give_member_verification_token() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO member_verification_tokens (member_id) VALUES (NEW.id);
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER members_verification_token AFTER INSERT ON members
    FOR EACH ROW EXECUTE FUNCTION give_member_verification_token()`.execute(db);
  for (const table of NEWLY_WATCHED) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_public_read_change`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of NEWLY_WATCHED) {
    await sql`DROP TRIGGER ${sql.id(`${table}_public_read_change`)} ON ${sql.table(table)}`.execute(db);
  }
  await sql`DROP TRIGGER members_verification_token ON members`.execute(db);
  await sql`DROP FUNCTION give_member_verification_token()`.execute(db);
  await sql`DROP TABLE member_verification_tokens`.execute(db);
  await sql`DROP FUNCTION new_verification_token()`.execute(db);
}
