import { type Kysely, sql } from 'kysely';

/**
 * Every monthly payment gets a receipt number such as R-2026-000123: the year the payment was recorded
 * (created_at, Dhaka time) and a number from one sequence for the whole society. The number is given by the
 * database in the insert itself (a trigger), so every way a payment is written (the finance desk, an online
 * payment, the demo seed) gets one, and no caller can choose or repeat one. The year is that of recording,
 * not of the payment's own date: numbers then never go back a year as they grow, even when a payment made in
 * December is entered in January. A sequence never hands out a number twice but does not roll back, so a
 * transaction that fails after its insert leaves a gap; gaps are expected and not a fault.
 *
 * Payments recorded before receipts existed are numbered now, in the order they were recorded
 * (created_at, then id), each with its own recording year.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SEQUENCE monthly_payment_receipt_seq AS bigint`.execute(db);
  await sql`ALTER TABLE monthly_payments ADD COLUMN receipt_no text`.execute(db);
  await sql`CREATE FUNCTION monthly_payment_receipt_no(n bigint, at timestamptz) RETURNS text
    LANGUAGE sql STABLE
    AS $$ SELECT 'R-' || to_char(at AT TIME ZONE 'Asia/Dhaka', 'YYYY') || '-' || lpad(n::text, greatest(6, length(n::text)), '0') $$`.execute(
    db,
  );
  await sql`UPDATE monthly_payments p
    SET receipt_no = monthly_payment_receipt_no(o.n, p.created_at)
    FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM monthly_payments) AS o
    WHERE o.id = p.id`.execute(db);
  // The next payment continues after the last backfilled number (or starts at 1).
  await sql`SELECT setval('monthly_payment_receipt_seq', greatest(count(*), 1), count(*) > 0) FROM monthly_payments`.execute(
    db,
  );
  await sql`ALTER TABLE monthly_payments ALTER COLUMN receipt_no SET NOT NULL`.execute(db);
  await sql`ALTER TABLE monthly_payments ADD CONSTRAINT monthly_payments_receipt_no_key UNIQUE (receipt_no)`.execute(
    db,
  );
  // Always the sequence's number: a value in the insert is replaced, so a receipt number is never chosen.
  await sql`CREATE FUNCTION monthly_payments_assign_receipt_no() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      NEW.receipt_no := monthly_payment_receipt_no(nextval('monthly_payment_receipt_seq'), NEW.created_at);
      RETURN NEW;
    END
    $$`.execute(db);
  await sql`CREATE TRIGGER monthly_payments_receipt_no BEFORE INSERT ON monthly_payments
    FOR EACH ROW EXECUTE FUNCTION monthly_payments_assign_receipt_no()`.execute(db);
  // A receipt, once issued, keeps its number.
  await sql`CREATE FUNCTION monthly_payments_keep_receipt_no() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      NEW.receipt_no := OLD.receipt_no;
      RETURN NEW;
    END
    $$`.execute(db);
  await sql`CREATE TRIGGER monthly_payments_receipt_no_kept BEFORE UPDATE OF receipt_no ON monthly_payments
    FOR EACH ROW EXECUTE FUNCTION monthly_payments_keep_receipt_no()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER monthly_payments_receipt_no_kept ON monthly_payments`.execute(db);
  await sql`DROP FUNCTION monthly_payments_keep_receipt_no()`.execute(db);
  await sql`DROP TRIGGER monthly_payments_receipt_no ON monthly_payments`.execute(db);
  await sql`DROP FUNCTION monthly_payments_assign_receipt_no()`.execute(db);
  await sql`ALTER TABLE monthly_payments DROP COLUMN receipt_no`.execute(db);
  await sql`DROP FUNCTION monthly_payment_receipt_no(bigint, timestamptz)`.execute(db);
  await sql`DROP SEQUENCE monthly_payment_receipt_seq`.execute(db);
}
