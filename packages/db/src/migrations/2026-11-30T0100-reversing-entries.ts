import { type Kysely, sql } from 'kysely';

/**
 * Corrections are entries, never edits (docs/payments.md, How a correction is made). A deposit or a ledger
 * entry is taken back by a reversing entry in the same table: the negative of the original's amount, dated
 * the day it is made, with a reason and original_id naming the original. Every sum over the table (the
 * member's deposits, the statements, the cash book) therefore nets the pair to nothing, and the original row
 * is never written again. original_id is unique, so an entry is reversed at most once, also when two admins
 * reverse it at the same moment; only an original (positive, no reason) can be named, which the service
 * checks and a trigger backs, so a reversal is never reversed. A monthly payment is reversed by
 * monthly_payment_reversals as before (one per payment).
 */
const TABLES = ['deposit_entries', 'financial_entries'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)}
      ADD COLUMN original_id bigint UNIQUE REFERENCES ${sql.table(table)} (id),
      ADD COLUMN reason text CHECK (length(trim(reason)) BETWEEN 1 AND 500),
      DROP CONSTRAINT ${sql.raw(`${table}_amount_poisha_check`)},
      ADD CONSTRAINT ${sql.raw(`${table}_reversal_check`)} CHECK (
        (original_id IS NULL AND reason IS NULL AND amount_poisha > 0)
        OR (original_id IS NOT NULL AND reason IS NOT NULL AND amount_poisha < 0))`.execute(db);
  }
  await sql`CREATE FUNCTION reversal_of_original() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      named_original bigint;
      named_amount bigint;
    BEGIN
      IF NEW.original_id IS NULL THEN RETURN NEW; END IF;
      EXECUTE format('SELECT original_id, amount_poisha FROM %I WHERE id = $1', TG_TABLE_NAME)
        INTO named_original, named_amount USING NEW.original_id;
      IF named_original IS NOT NULL THEN
        RAISE EXCEPTION 'a reversal cannot be reversed' USING ERRCODE = 'check_violation';
      END IF;
      IF named_amount <> -NEW.amount_poisha THEN
        RAISE EXCEPTION 'a reversal takes back the whole amount' USING ERRCODE = 'check_violation';
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  for (const table of TABLES) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_reversal_trigger`)} BEFORE INSERT ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION reversal_of_original()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_reversal_trigger`)} ON ${sql.table(table)}`.execute(db);
    await sql`DELETE FROM ${sql.table(table)} WHERE original_id IS NOT NULL`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)}
      DROP CONSTRAINT ${sql.raw(`${table}_reversal_check`)},
      DROP COLUMN reason,
      DROP COLUMN original_id,
      ADD CONSTRAINT ${sql.raw(`${table}_amount_poisha_check`)} CHECK (amount_poisha > 0)`.execute(db);
  }
  await sql`DROP FUNCTION reversal_of_original()`.execute(db);
}
