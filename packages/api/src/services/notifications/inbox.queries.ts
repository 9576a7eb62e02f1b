import type { Db } from '@samity/db';

const inboxOf = (db: Db, memberId: number) =>
  db.selectFrom('notification_outbox').where('channel', '=', 'inbox').where('member_id', '=', memberId);

export function inboxPage(db: Db, memberId: number, page: { limit: number; offset: number }) {
  return inboxOf(db, memberId)
    .select(['id', 'kind', 'title', 'body', 'created_at', 'read_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function inboxCounts(db: Db, memberId: number): Promise<{ total: number; unread: number }> {
  const row = await inboxOf(db, memberId)
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.count<string>('id').filterWhere('read_at', 'is', null).as('unread'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

/** Marks one message (or all) of the member read; another member's message id changes nothing. */
export async function markInboxRead(db: Db, memberId: number, at: Date, id?: number): Promise<number> {
  let query = db
    .updateTable('notification_outbox')
    .set({ read_at: at })
    .where('channel', '=', 'inbox')
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null);
  if (id !== undefined) query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function inboxMessageExists(db: Db, memberId: number, id: number) {
  return inboxOf(db, memberId).where('id', '=', id).select('id').executeTakeFirst();
}

export function memberSettings(db: Db, memberId: number) {
  return db
    .selectFrom('members')
    .where('id', '=', memberId)
    .select(['language', 'sms_reminders', 'email'])
    .executeTakeFirstOrThrow();
}

export function updateMemberSettings(
  db: Db,
  memberId: number,
  changes: { language?: 'en' | 'bn'; sms_reminders?: boolean; email?: string | null },
  at: Date,
) {
  return db
    .updateTable('members')
    .set({ ...changes, updated_at: at })
    .where('id', '=', memberId)
    .returning(['language', 'sms_reminders', 'email'])
    .executeTakeFirstOrThrow();
}
