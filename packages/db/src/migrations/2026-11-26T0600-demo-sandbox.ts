import { type Kysely, sql } from 'kysely';

/**
 * The embedded bKash sandbox runs only on the demo (docs/payments.md), so the database must say whether it
 * holds the demo: demo_seed has its one row exactly when the demo seed filled this database (a database
 * seeded before this migration has none, and gets no sandbox until it is seeded afresh). And a payment
 * made through a sandbox is marked as one for good, so receipts and the finance pages never show it as money.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE demo_seed (
    only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    seeded_at timestamptz NOT NULL
  )`.execute(db);
  await sql`ALTER TABLE gateway_payments ADD COLUMN sandbox boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE gateway_payments DROP COLUMN sandbox`.execute(db);
  await sql`DROP TABLE demo_seed`.execute(db);
}
