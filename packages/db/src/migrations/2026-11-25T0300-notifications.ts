import { type Kysely, sql } from 'kysely';

/**
 * Notifications (docs/notifications.md).
 *
 * members gain an email address (optional), the language their messages are written in, and whether they
 * want dues reminders by SMS (receipts and answers are sent regardless).
 *
 * notification_outbox holds every message, written in the same transaction as the event that causes it: one
 * row per (event, channel, recipient), the unique key that makes a message exactly once; a dues reminder's
 * event carries the Dhaka date, so a member gets it at most once a day. Inbox rows are the member's inbox
 * (sent when written; read_at when read); SMS and email rows wait as 'pending' until the delivery worker
 * claims them (claimed_until, a short lease taken with FOR UPDATE SKIP LOCKED), and end 'sent' or, after
 * the last attempt, 'failed' with the provider's error.
 *
 * notification_settings is one row: the day of the month the dues reminders go out (null: not scheduled)
 * and the month they last went out on that schedule, so they go out once a month whichever instance runs it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE members
    ADD COLUMN email text CHECK (email IS NULL OR (length(email) <= 254 AND email LIKE '%_@_%')),
    ADD COLUMN language text NOT NULL DEFAULT 'bn' CHECK (language IN ('en', 'bn')),
    ADD COLUMN sms_reminders boolean NOT NULL DEFAULT true`.execute(db);

  await sql`CREATE TABLE notification_outbox (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    event_key text NOT NULL CHECK (length(event_key) BETWEEN 1 AND 200),
    kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 40),
    channel text NOT NULL CHECK (channel IN ('sms', 'email', 'inbox')),
    recipient text NOT NULL CHECK (length(recipient) BETWEEN 1 AND 254),
    member_id bigint REFERENCES members (id) ON DELETE CASCADE,
    language text NOT NULL CHECK (language IN ('en', 'bn')),
    title text NOT NULL CHECK (length(title) <= 200),
    body text NOT NULL CHECK (length(body) <= 2000),
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    last_error text CHECK (length(last_error) <= 500),
    next_attempt_at timestamptz,
    claimed_until timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz,
    read_at timestamptz,
    CONSTRAINT notification_outbox_once_key UNIQUE (event_key, channel, recipient),
    CONSTRAINT notification_outbox_inbox_check CHECK (channel <> 'inbox' OR (member_id IS NOT NULL AND status = 'sent')),
    CONSTRAINT notification_outbox_read_check CHECK (read_at IS NULL OR channel = 'inbox'),
    CONSTRAINT notification_outbox_sent_check CHECK ((status = 'sent') = (sent_at IS NOT NULL))
  )`.execute(db);
  // The worker's claim: pending rows whose time has come.
  await sql`CREATE INDEX notification_outbox_due_idx ON notification_outbox (next_attempt_at, id)
    WHERE status = 'pending'`.execute(db);
  // The member's inbox, newest first, and its unread count.
  await sql`CREATE INDEX notification_outbox_inbox_idx ON notification_outbox (member_id, created_at DESC, id DESC)
    WHERE channel = 'inbox'`.execute(db);
  await sql`CREATE INDEX notification_outbox_list_idx ON notification_outbox (status, created_at DESC, id DESC)`.execute(
    db,
  );

  await sql`CREATE TABLE notification_settings (
    id boolean PRIMARY KEY DEFAULT true CHECK (id),
    reminder_day smallint CHECK (reminder_day BETWEEN 1 AND 28),
    reminder_last_month date,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`INSERT INTO notification_settings (id) VALUES (true)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE notification_settings`.execute(db);
  await sql`DROP TABLE notification_outbox`.execute(db);
  await sql`ALTER TABLE members DROP COLUMN sms_reminders, DROP COLUMN language, DROP COLUMN email`.execute(
    db,
  );
}
