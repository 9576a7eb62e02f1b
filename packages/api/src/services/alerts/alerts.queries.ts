import type { Db } from '@samity/db';
import { sql } from 'kysely';

/** Serializes the saved searches of one phone, so two requests at once cannot both take its last place. */
export async function lockPhone(tx: Db, phone: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`buyer-alerts:${phone}`}))`.execute(tx);
}

/** The phone's saved searches that hold a place: confirmed ones, and those whose code may still be used. */
export async function countHeldByPhone(tx: Db, phone: string, now: Date): Promise<number> {
  const row = await tx
    .selectFrom('buyer_alerts')
    .where('phone', '=', phone)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'active'),
        eb.and([eb('status', '=', 'pending'), eb('code_expires_at', '>', now)]),
      ]),
    )
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewAlert {
  phone: string;
  language: 'en' | 'bn';
  search: string | null;
  searchPattern: string | null;
  pricePoisha: { min: number; max: number };
  year: { min: number; max: number };
  cc: {
    band: 'upTo1500' | '1501to2000' | '2001to2500' | 'above2500';
    min: number;
    max: number | null;
  } | null;
  codeHash: string;
  codeExpiresAt: Date;
  stopToken: string;
  at: Date;
}

export async function insertAlert(tx: Db, alert: NewAlert): Promise<number> {
  const row = await tx
    .insertInto('buyer_alerts')
    .values({
      phone: alert.phone,
      language: alert.language,
      search: alert.search,
      search_pattern: alert.searchPattern,
      price_min_poisha: alert.pricePoisha.min,
      price_max_poisha: alert.pricePoisha.max,
      year_min: alert.year.min,
      year_max: alert.year.max,
      cc_band: alert.cc?.band ?? null,
      cc_min: alert.cc?.min ?? null,
      cc_max: alert.cc?.max ?? null,
      code_hash: alert.codeHash,
      code_expires_at: alert.codeExpiresAt,
      stop_token: alert.stopToken,
      created_at: alert.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The saved search, locked for the rest of the transaction (a code is checked against one state). */
export function findAlertForUpdate(tx: Db, id: number) {
  return tx
    .selectFrom('buyer_alerts')
    .where('id', '=', id)
    .select(['id', 'status', 'code_hash', 'code_expires_at', 'code_tries', 'stop_token'])
    .forUpdate()
    .executeTakeFirst();
}

export function countWrongCode(tx: Db, id: number) {
  return tx
    .updateTable('buyer_alerts')
    .set((eb) => ({ code_tries: eb('code_tries', '+', 1) }))
    .where('id', '=', id)
    .returning('code_tries')
    .executeTakeFirstOrThrow();
}

export function activateAlert(tx: Db, id: number, at: Date) {
  return tx
    .updateTable('buyer_alerts')
    .set({ status: 'active', confirmed_at: at, code_hash: null, code_expires_at: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Stops the saved search of the token; answers its id and whether it was stopped already, or null when no
 * search has the token.
 */
export async function stopAlertByToken(
  tx: Db,
  token: string,
  at: Date,
): Promise<{ id: number; already: boolean } | null> {
  const row = await tx
    .selectFrom('buyer_alerts')
    .where('stop_token', '=', token)
    .select(['id', 'status'])
    .forUpdate()
    .executeTakeFirst();
  if (!row) return null;
  if (row.status !== 'stopped')
    await tx
      .updateTable('buyer_alerts')
      // A pending search keeps no code once stopped (the CHECK ties code and pending together).
      .set({ status: 'stopped', stopped_at: at, code_hash: null, code_expires_at: null })
      .where('id', '=', row.id)
      .execute();
  return { id: Number(row.id), already: row.status === 'stopped' };
}

/** The search's alert SMS not yet handed to the provider are not sent: stopping means at once. */
export async function cancelPendingSms(tx: Db, alertId: number): Promise<void> {
  await tx
    .updateTable('notification_outbox')
    .set({ status: 'failed', next_attempt_at: null, claimed_until: null, last_error: 'Stopped by the buyer' })
    .where('event_key', 'like', `buyer_alert:${alertId}:%`)
    .where('status', '=', 'pending')
    .execute();
}
