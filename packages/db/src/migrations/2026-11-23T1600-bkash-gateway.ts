import { type Kysely, sql } from 'kysely';

/**
 * Online dues with bKash (docs/payments.md).
 *
 * gateway_payments gains what reconciliation and refunds need: an 'expired' end state, why a payment failed
 * (detail), when bKash was last asked about it (last_checked_at), a short lease (claimed_until) that lets one
 * request at a time talk to bKash about a payment without holding a database lock over the call, and the
 * refund bKash confirmed (its own transaction id, unique, and the amount, never more than was paid).
 *
 * monthly_payment_reversals takes a recorded payment back (a refund): payment(r) = Σ payments − Σ reversals
 * of the row, so a refunded row is due again. At most one reversal per payment, of the same row (the pair
 * (payment_id, due_id) must be a payment's own), never more than the payment.
 *
 * gateway_tokens keeps bKash's access token in the database, so every server instance uses the same one and
 * a new one is asked for only when it runs out (bKash blocks merchants who ask too often).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE gateway_payments DROP CONSTRAINT gateway_payments_status_check`.execute(db);
  await sql`ALTER TABLE gateway_payments ADD CONSTRAINT gateway_payments_status_check
    CHECK (status IN ('created', 'completed', 'failed', 'cancelled', 'expired'))`.execute(db);
  await sql`ALTER TABLE gateway_payments
    ADD COLUMN detail text CHECK (length(detail) <= 500),
    ADD COLUMN last_checked_at timestamptz,
    ADD COLUMN claimed_until timestamptz,
    ADD COLUMN refund_trx_id text UNIQUE,
    ADD COLUMN refunded_poisha bigint NOT NULL DEFAULT 0,
    ADD COLUMN refunded_at timestamptz,
    ADD CONSTRAINT gateway_payments_refund_amount_check
      CHECK (refunded_poisha >= 0 AND refunded_poisha <= amount_poisha),
    ADD CONSTRAINT gateway_payments_refund_check
      CHECK (refunded_poisha = 0
        OR (status = 'completed' AND refund_trx_id IS NOT NULL AND refunded_at IS NOT NULL))`.execute(db);
  await sql`CREATE INDEX gateway_payments_open_idx ON gateway_payments (created_at) WHERE status = 'created'`.execute(
    db,
  );
  await sql`CREATE INDEX gateway_payments_list_idx ON gateway_payments (created_at DESC, id DESC)`.execute(
    db,
  );

  await sql`ALTER TABLE monthly_payments ADD CONSTRAINT monthly_payments_id_due_key UNIQUE (id, due_id)`.execute(
    db,
  );
  await sql`CREATE TABLE monthly_payment_reversals (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    payment_id bigint NOT NULL UNIQUE,
    due_id bigint NOT NULL,
    amount_poisha bigint NOT NULL CHECK (amount_poisha > 0),
    reason text NOT NULL CHECK (length(trim(reason)) BETWEEN 1 AND 500),
    refund_trx_id text UNIQUE,
    created_by bigint REFERENCES admins (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (payment_id, due_id) REFERENCES monthly_payments (id, due_id) ON DELETE CASCADE
  )`.execute(db);
  await sql`CREATE INDEX monthly_payment_reversals_due_idx ON monthly_payment_reversals (due_id)`.execute(db);

  await sql`CREATE TABLE gateway_tokens (
    account text PRIMARY KEY,
    id_token text,
    refresh_token text,
    expires_at timestamptz,
    refresh_at timestamptz,
    granted_at timestamptz,
    refreshed_at timestamptz,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE gateway_tokens`.execute(db);
  await sql`DROP TABLE monthly_payment_reversals`.execute(db);
  await sql`ALTER TABLE monthly_payments DROP CONSTRAINT monthly_payments_id_due_key`.execute(db);
  await sql`DROP INDEX gateway_payments_list_idx`.execute(db);
  await sql`DROP INDEX gateway_payments_open_idx`.execute(db);
  await sql`ALTER TABLE gateway_payments
    DROP CONSTRAINT gateway_payments_refund_check,
    DROP CONSTRAINT gateway_payments_refund_amount_check,
    DROP COLUMN refunded_at,
    DROP COLUMN refunded_poisha,
    DROP COLUMN refund_trx_id,
    DROP COLUMN claimed_until,
    DROP COLUMN last_checked_at,
    DROP COLUMN detail`.execute(db);
  await sql`ALTER TABLE gateway_payments DROP CONSTRAINT gateway_payments_status_check`.execute(db);
  await sql`ALTER TABLE gateway_payments ADD CONSTRAINT gateway_payments_status_check
    CHECK (status IN ('created', 'completed', 'failed', 'cancelled'))`.execute(db);
}
