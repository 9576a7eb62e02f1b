import type { Db } from '@samity/db';
import { sql } from 'kysely';
import type { OutboxRow } from './outbox.queries';

/** Serializes the decisions of one counter (a dealer's enquiry SMS, the site's budget) across instances. */
export async function lockCounter(tx: Db, key: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(tx);
}

export function readSmsSettings(db: Db) {
  return db
    .selectFrom('notification_settings')
    .select(['sms_daily_parts', 'sms_price_poisha', 'enquiry_sms_per_dealer', 'sms_budget_warned_on'])
    .executeTakeFirstOrThrow();
}

export function writeSmsSettings(
  db: Db,
  values: { sms_daily_parts: number | null; sms_price_poisha: number; enquiry_sms_per_dealer: number },
  at: Date,
) {
  return db
    .updateTable('notification_settings')
    .set({ ...values, updated_at: at })
    .execute();
}

/**
 * A member's messages of one kind on one channel written since `since` (an SMS held or sent is one the cap
 * let through).
 */
export async function countMemberRowsSince(
  db: Db,
  {
    memberId,
    kind,
    channel,
    since,
  }: { memberId: number; kind: string; channel: 'sms' | 'inbox'; since: Date },
) {
  const row = await db
    .selectFrom('notification_outbox')
    .where('channel', '=', channel)
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('created_at', '>=', since)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The dealer's summary SMS of the day: written once, due `dueAt`; while it still waits (not yet claimed by a
 * worker) each further enquiry rewrites its text with the new count. Once it is on its way it is left alone,
 * so a dealer gets one summary a day.
 */
export async function upsertWaitingSms(
  db: Db,
  row: OutboxRow & { parts: number },
  { dueAt, now }: { dueAt: Date; now: Date },
): Promise<void> {
  await sql`
    INSERT INTO notification_outbox
      (event_key, kind, channel, recipient, member_id, language, title, body, status, next_attempt_at,
       created_at, sms_parts, urgent)
    VALUES (${row.eventKey}, ${row.kind}, 'sms', ${row.recipient}, ${row.memberId}, ${row.language},
      ${row.title}, ${row.body}, 'pending', ${dueAt}, ${now}, ${row.parts}, false)
    ON CONFLICT (event_key, channel, recipient) DO UPDATE
      SET body = EXCLUDED.body, title = EXCLUDED.title, sms_parts = EXCLUDED.sms_parts
      WHERE notification_outbox.status = 'pending' AND notification_outbox.attempts = 0
        AND (notification_outbox.claimed_until IS NULL OR notification_outbox.claimed_until < ${now})`.execute(
    db,
  );
}

/** SMS parts sent in [from, to): what the provider bills for a day or a month. */
export async function smsPartsSent(db: Db, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('notification_outbox')
    .where('channel', '=', 'sms')
    .where('status', '=', 'sent')
    .where('sent_at', '>=', from)
    .where('sent_at', '<', to)
    .select(sql<string>`coalesce(sum(sms_parts), 0)`.as('parts'))
    .executeTakeFirstOrThrow();
  return Number(row.parts);
}

/** SMS parts on their way now (claimed by a worker, not yet recorded): spent unless the provider refuses. */
export async function smsPartsInFlight(db: Db, now: Date): Promise<number> {
  const row = await db
    .selectFrom('notification_outbox')
    .where('channel', '=', 'sms')
    .where('status', '=', 'pending')
    .where('claimed_until', '>', now)
    .select(sql<string>`coalesce(sum(sms_parts), 0)`.as('parts'))
    .executeTakeFirstOrThrow();
  return Number(row.parts);
}

/** SMS that wait for a later day's budget (held back), and their parts. */
export async function smsHeld(db: Db, from: Date) {
  const row = await db
    .selectFrom('notification_outbox')
    .where('channel', '=', 'sms')
    .where('status', '=', 'pending')
    .where('urgent', '=', false)
    .where('next_attempt_at', '>=', from)
    .select([(eb) => eb.fn.countAll<string>().as('n'), sql<string>`coalesce(sum(sms_parts), 0)`.as('parts')])
    .executeTakeFirstOrThrow();
  return { messages: Number(row.n), parts: Number(row.parts) };
}

export interface DueCandidate {
  id: number;
  channel: 'sms' | 'email';
  urgent: boolean;
  parts: number;
}

/**
 * Up to `limit` due pending rows, urgent SMS first, locked FOR UPDATE SKIP LOCKED (other instances pass
 * over them) for the transaction that decides which of them the budget lets out.
 */
export async function lockDueRows(db: Db, now: Date, limit: number): Promise<DueCandidate[]> {
  const { rows } = await sql<{
    id: string;
    channel: 'sms' | 'email';
    urgent: boolean;
    sms_parts: number | null;
  }>`
    SELECT id, channel, urgent, sms_parts FROM notification_outbox
    WHERE status = 'pending' AND next_attempt_at <= ${now}
      AND (claimed_until IS NULL OR claimed_until < ${now})
    ORDER BY urgent DESC, next_attempt_at, id
    LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`.execute(db);
  return rows.map((row) => ({
    id: Number(row.id),
    channel: row.channel,
    urgent: row.urgent,
    parts: row.sms_parts ?? 1,
  }));
}

/**
 * Holds back every due SMS that can wait until `until` (the next Dhaka day): the budget is spent. Rows a
 * worker has on its way, and the urgent ones, are left alone. Answers how many were held.
 */
export async function holdDueSms(db: Db, now: Date, until: Date): Promise<number> {
  const result = await db
    .updateTable('notification_outbox')
    .set({ next_attempt_at: until })
    .where('channel', '=', 'sms')
    .where('status', '=', 'pending')
    .where('urgent', '=', false)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Takes the day's warning: true for exactly one caller a Dhaka day. */
export async function claimBudgetWarning(db: Db, day: string): Promise<boolean> {
  const result = await db
    .updateTable('notification_settings')
    .set({ sms_budget_warned_on: day })
    .where((eb) => eb.or([eb('sms_budget_warned_on', 'is', null), eb('sms_budget_warned_on', '<', day)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The admins the budget's warning goes to (Full_Access+, enabled). */
export function budgetWarningAdmins(db: Db) {
  return db
    .selectFrom('admins')
    .where('privilege', '=', 'Full_Access+')
    .where('disabled_at', 'is', null)
    .select(['id', 'phone'])
    .orderBy('id')
    .limit(20)
    .execute();
}
