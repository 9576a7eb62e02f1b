import type { Db } from '@samity/db';
import { isUrgentSms, smsParts } from '@samity/domain';
import { sql } from 'kysely';

export interface OutboxRow {
  eventKey: string;
  kind: string;
  channel: 'sms' | 'email' | 'inbox';
  recipient: string;
  memberId: number | null;
  language: 'en' | 'bn';
  title: string;
  body: string;
}

/**
 * Writes outbox rows; a row whose (event, channel, recipient) is already there is left as it is, which is what
 * makes every message exactly once. Inbox rows are delivered by being written. Answers the rows written.
 */
export async function insertOutboxRows(db: Db, rows: OutboxRow[], at: Date): Promise<OutboxRow[]> {
  const written: OutboxRow[] = [];
  // A bounded number of rows per statement (a reminder to every member writes thousands).
  for (let start = 0; start < rows.length; start += 500)
    written.push(...(await insertChunk(db, rows.slice(start, start + 500), at)));
  return written;
}

async function insertChunk(db: Db, rows: OutboxRow[], at: Date): Promise<OutboxRow[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('notification_outbox')
    .values(
      rows.map((row) => ({
        event_key: row.eventKey,
        kind: row.kind,
        channel: row.channel,
        recipient: row.recipient,
        member_id: row.memberId,
        language: row.language,
        title: row.title,
        body: row.body,
        status: row.channel === 'inbox' ? ('sent' as const) : ('pending' as const),
        sent_at: row.channel === 'inbox' ? at : null,
        next_attempt_at: row.channel === 'inbox' ? null : at,
        created_at: at,
        // What the daily budget counts and may hold back (docs/notifications.md, "What SMS may cost").
        sms_parts: row.channel === 'sms' ? smsParts(row.body) : null,
        urgent: row.channel === 'sms' && isUrgentSms(row.kind),
      })),
    )
    .onConflict((oc) => oc.columns(['event_key', 'channel', 'recipient']).doNothing())
    .returning(['event_key', 'channel', 'recipient'])
    .execute();
  const written = new Set(
    inserted.map((row) => `${row.event_key}\u0000${row.channel}\u0000${row.recipient}`),
  );
  return rows.filter((row) => written.has(`${row.eventKey}\u0000${row.channel}\u0000${row.recipient}`));
}

/** What a member's messages need: where to send them, in which language, and whether SMS reminders are on. */
function recipientColumns(db: Db) {
  return db
    .selectFrom('members')
    .select(['id', 'member_no', 'phone', 'email', 'language', 'sms_reminders', 'status']);
}

export type RecipientRow = Awaited<ReturnType<ReturnType<typeof recipientColumns>['execute']>>[number];

export function findRecipient(db: Db, memberId: number) {
  return recipientColumns(db).where('id', '=', memberId).executeTakeFirst();
}

export function findRecipientByNo(db: Db, memberNo: string) {
  return recipientColumns(db).where('member_no', '=', memberNo).executeTakeFirst();
}

export function recipientsByIds(db: Db, memberIds: number[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return recipientColumns(db).where('id', 'in', memberIds).execute();
}

/**
 * An inbox message for many members in one statement (a new notice, a new month's book): the member set is a
 * subquery, each member's text is the one of their language.
 */
export async function insertInboxForMembers(
  db: Db,
  args: {
    eventKey: string;
    kind: string;
    /** Who gets it: every active member, or the members with a due row in a monthly book. */
    members: 'active' | { dueInBook: number };
    texts: Record<'en' | 'bn', { title: string; body: string }>;
    at: Date;
  },
): Promise<number> {
  const { en, bn } = args.texts;
  const result = await sql`
    INSERT INTO notification_outbox
      (event_key, kind, channel, recipient, member_id, language, title, body, status, sent_at, created_at)
    SELECT ${args.eventKey}, ${args.kind}, 'inbox', m.member_no, m.id, m.language,
      CASE WHEN m.language = 'bn' THEN ${bn.title} ELSE ${en.title} END,
      CASE WHEN m.language = 'bn' THEN ${bn.body} ELSE ${en.body} END,
      'sent', ${args.at}, ${args.at}
    FROM members m
    WHERE m.id IN (${
      args.members === 'active'
        ? sql`SELECT id FROM members WHERE status = 'active'`
        : sql`SELECT member_id FROM monthly_dues WHERE book_id = ${args.members.dueInBook}`
    })
    ON CONFLICT (event_key, channel, recipient) DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Whether a member already has this event's inbox row (a dues reminder of the day). */
export async function hasInboxRow(db: Db, eventKeys: string[]): Promise<Set<string>> {
  if (eventKeys.length === 0) return new Set();
  const rows = await db
    .selectFrom('notification_outbox')
    .where('channel', '=', 'inbox')
    .where('event_key', 'in', eventKeys)
    .select('event_key')
    .execute();
  return new Set(rows.map((row) => row.event_key));
}

/** The member and month of a monthly payment, with its receipt number. */
export function paymentFacts(db: Db, paymentId: number) {
  return db
    .selectFrom('monthly_payments as p')
    .innerJoin('monthly_dues as r', 'r.id', 'p.due_id')
    .innerJoin('monthly_books as b', 'b.id', 'r.book_id')
    .where('p.id', '=', paymentId)
    .select(['r.member_id', 'b.month', 'p.receipt_no', 'p.amount_poisha'])
    .executeTakeFirst();
}
