import { type Kysely, sql } from 'kysely';

/**
 * What the society's SMS cost and who may make it spend (issue 38).
 *
 * notification_outbox: an SMS row carries its length in billed parts (`sms_parts`, 1 or more; null on
 * the inbox and email, which cost nothing per message) so the day's and month's spend is a sum, and
 * `urgent`, so the daily budget holds back what can wait (an enquiry, an alert) but never a receipt or a
 * login code. Both are set when the row is written.
 *
 * notification_settings gains the caps Full_Access admins set: the site's SMS parts a Dhaka day (null: no
 * budget), the price of a part in poisha (for the spend shown on the deliveries page), how many enquiry SMS
 * one dealer gets a day, and the Dhaka day the admins were last warned that 80 % of the budget was used
 * (so they are warned once a day).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE notification_outbox
    ADD COLUMN sms_parts smallint CHECK (sms_parts IS NULL OR sms_parts BETWEEN 1 AND 20),
    ADD COLUMN urgent boolean NOT NULL DEFAULT false`.execute(db);
  // The day's and the month's spend: SMS sent in a time range.
  await sql`CREATE INDEX notification_outbox_sms_sent_idx ON notification_outbox (sent_at)
    WHERE channel = 'sms' AND status = 'sent'`.execute(db);
  // The per-dealer cap: a dealer's enquiry SMS of the day.
  await sql`CREATE INDEX notification_outbox_member_sms_idx ON notification_outbox (member_id, kind, created_at)
    WHERE channel = 'sms'`.execute(db);
  await sql`ALTER TABLE notification_settings
    ADD COLUMN sms_daily_parts integer DEFAULT 2000 CHECK (sms_daily_parts IS NULL OR sms_daily_parts BETWEEN 1 AND 1000000),
    ADD COLUMN sms_price_poisha integer NOT NULL DEFAULT 35 CHECK (sms_price_poisha BETWEEN 0 AND 100000),
    ADD COLUMN enquiry_sms_per_dealer integer NOT NULL DEFAULT 10 CHECK (enquiry_sms_per_dealer BETWEEN 0 AND 1000),
    ADD COLUMN sms_budget_warned_on date`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE notification_settings DROP COLUMN sms_daily_parts, DROP COLUMN sms_price_poisha,
    DROP COLUMN enquiry_sms_per_dealer, DROP COLUMN sms_budget_warned_on`.execute(db);
  await sql`DROP INDEX notification_outbox_member_sms_idx`.execute(db);
  await sql`DROP INDEX notification_outbox_sms_sent_idx`.execute(db);
  await sql`ALTER TABLE notification_outbox DROP COLUMN sms_parts, DROP COLUMN urgent`.execute(db);
}
