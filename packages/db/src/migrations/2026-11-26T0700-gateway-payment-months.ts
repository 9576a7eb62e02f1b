import { type Kysely, sql } from 'kysely';

/**
 * One bKash payment may pay several months ("Pay all dues", docs/payments.md). gateway_payment_months lists
 * the months a gateway payment is for, each with the amount allocated to it at creation (what was still due
 * on that month then); their sum is the payment's amount. gateway_payments.due_id stays: the payment's first
 * (oldest) month, so the lists that name one month keep working. Every payment made before has its one month
 * written here.
 *
 * A settled payment records one monthly payment per month, so monthly_payments.gateway_payment_id is unique
 * per month rather than per payment, and a refund of such a payment takes back each month's payment with the
 * same refund transaction: monthly_payment_reversals.refund_trx_id is unique per month.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE gateway_payment_months (
    gateway_payment_id bigint NOT NULL REFERENCES gateway_payments (id) ON DELETE CASCADE,
    due_id bigint NOT NULL REFERENCES monthly_dues (id),
    amount_poisha bigint NOT NULL CHECK (amount_poisha > 0),
    PRIMARY KEY (gateway_payment_id, due_id)
  )`.execute(db);
  await sql`CREATE INDEX gateway_payment_months_due_idx ON gateway_payment_months (due_id)`.execute(db);
  await sql`INSERT INTO gateway_payment_months (gateway_payment_id, due_id, amount_poisha)
    SELECT id, due_id, amount_poisha FROM gateway_payments`.execute(db);

  await sql`ALTER TABLE monthly_payments DROP CONSTRAINT monthly_payments_gateway_payment_id_key`.execute(db);
  await sql`ALTER TABLE monthly_payments
    ADD CONSTRAINT monthly_payments_gateway_payment_due_key UNIQUE (gateway_payment_id, due_id)`.execute(db);
  await sql`ALTER TABLE monthly_payment_reversals DROP CONSTRAINT monthly_payment_reversals_refund_trx_id_key`.execute(
    db,
  );
  await sql`ALTER TABLE monthly_payment_reversals
    ADD CONSTRAINT monthly_payment_reversals_refund_due_key UNIQUE (refund_trx_id, due_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE monthly_payment_reversals DROP CONSTRAINT monthly_payment_reversals_refund_due_key`.execute(
    db,
  );
  await sql`ALTER TABLE monthly_payment_reversals
    ADD CONSTRAINT monthly_payment_reversals_refund_trx_id_key UNIQUE (refund_trx_id)`.execute(db);
  await sql`ALTER TABLE monthly_payments DROP CONSTRAINT monthly_payments_gateway_payment_due_key`.execute(
    db,
  );
  await sql`ALTER TABLE monthly_payments
    ADD CONSTRAINT monthly_payments_gateway_payment_id_key UNIQUE (gateway_payment_id)`.execute(db);
  await sql`DROP TABLE gateway_payment_months`.execute(db);
}
