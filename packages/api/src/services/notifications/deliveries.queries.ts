import type { Db } from '@samity/db';
import type { DeliveryStatus } from '@samity/domain';
import { sql } from 'kysely';

export function deliveriesPage(db: Db, filter: { status?: DeliveryStatus; limit: number; offset: number }) {
  let query = db.selectFrom('notification_outbox');
  if (filter.status) query = query.where('status', '=', filter.status);
  return query
    .select([
      'id',
      'channel',
      'recipient',
      'kind',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
      'next_attempt_at',
      sql<string>`count(*) OVER ()`.as('total'),
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function countDeliveries(db: Db, status?: DeliveryStatus): Promise<number> {
  let query = db.selectFrom('notification_outbox');
  if (status) query = query.where('status', '=', status);
  const row = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findDelivery(db: Db, id: number) {
  return db
    .selectFrom('notification_outbox')
    .where('id', '=', id)
    .select(['id', 'channel', 'recipient', 'kind', 'status', 'attempts', 'last_error'])
    .forUpdate()
    .executeTakeFirst();
}

/** A failed delivery starts over: pending now, its attempts counted again from zero. */
export function requeueDelivery(db: Db, id: number, at: Date) {
  return db
    .updateTable('notification_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: at, claimed_until: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
}

export interface ClaimedDelivery {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  title: string;
  body: string;
  attempts: number;
}

/** Claims these rows (already chosen and locked by the caller's transaction) for `leaseMs`. */
export async function claimRows(
  db: Db,
  ids: readonly number[],
  { now, leaseMs }: { now: Date; leaseMs: number },
): Promise<ClaimedDelivery[]> {
  if (ids.length === 0) return [];
  const until = new Date(now.getTime() + leaseMs);
  const { rows } = await sql<ClaimedDelivery>`
    UPDATE notification_outbox o
    SET claimed_until = ${until}, attempts = o.attempts + 1
    WHERE o.id IN (${sql.join(ids)})
    RETURNING o.id, o.channel, o.recipient, o.title, o.body, o.attempts`.execute(db);
  return rows
    .map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }))
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}

export function markSent(db: Db, id: number, at: Date) {
  return db
    .updateTable('notification_outbox')
    .set({ status: 'sent', sent_at: at, claimed_until: null, next_attempt_at: null, last_error: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** A failed attempt: tried again at `retryAt`, or failed for good (retryAt null) with the error kept. */
export function markAttemptFailed(db: Db, id: number, error: string, retryAt: Date | null) {
  return db
    .updateTable('notification_outbox')
    .set({
      status: retryAt ? 'pending' : 'failed',
      next_attempt_at: retryAt,
      claimed_until: null,
      last_error: error.slice(0, 500),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}
