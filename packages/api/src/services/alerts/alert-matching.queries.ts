import type { Db } from '@samity/db';
import { sql } from 'kysely';

/**
 * Takes the alert job's lock for this transaction, or answers false at once when another instance holds it
 * (it is doing this very work; waiting for it would only find nothing left).
 */
export async function tryLockAlertJob(tx: Db): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`
    SELECT pg_try_advisory_xact_lock(hashtext('buyer-alerts:job')) AS locked`.execute(tx);
  return rows[0]?.locked === true;
}

/**
 * Finds what changed in the stock since the last turn and which confirmed searches it matches, in one
 * statement: a car for sale that the job has not seen is newly listed, one whose price is below the price
 * seen has dropped (a rise is only noted). Each is matched against the active searches with the stock
 * search's own rules (price, model year, engine band, and the text in brand and model or in the dealer's
 * number, name or business), recorded once per search, car and price, and the prices seen are brought up to
 * date. Bounded per turn; the rest waits for the next one. Answers the matches found.
 */
export async function recordStockChanges(tx: Db, now: Date, limit: number): Promise<number> {
  const { rows } = await sql<{ found: string }>`
    WITH changed AS (
      SELECT s.id, s.asking_price_poisha AS price, w.price_poisha AS old_price,
             s.brand, s.model, s.model_year, s.cc, s.member_id
      FROM stock_cars s
      JOIN members m ON m.id = s.member_id AND m.status = 'active'
      LEFT JOIN buyer_alert_cars w ON w.car_id = s.id
      WHERE s.sold_at IS NULL AND (w.car_id IS NULL OR w.price_poisha <> s.asking_price_poisha)
      ORDER BY s.id
      LIMIT ${limit}
    ), found AS (
      INSERT INTO buyer_alert_matches (alert_id, car_id, event, price_poisha, found_at)
      SELECT a.id, c.id, CASE WHEN c.old_price IS NULL THEN 'listed' ELSE 'price_drop' END, c.price, ${now}
      FROM changed c
      JOIN buyer_alerts a ON a.status = 'active'
        AND c.price BETWEEN a.price_min_poisha AND a.price_max_poisha
        AND c.model_year BETWEEN a.year_min AND a.year_max
        AND (a.cc_min IS NULL OR c.cc >= a.cc_min)
        AND (a.cc_max IS NULL OR c.cc <= a.cc_max)
        AND (a.search_pattern IS NULL
          OR (c.brand || ' ' || c.model) ILIKE a.search_pattern
          OR EXISTS (SELECT 1 FROM members d WHERE d.id = c.member_id
                     AND (d.member_no || ' ' || d.name || ' ' || d.business) ILIKE a.search_pattern))
      WHERE c.old_price IS NULL OR c.price < c.old_price
      ON CONFLICT (alert_id, car_id, price_poisha) DO NOTHING
      RETURNING 1
    ), seen AS (
      INSERT INTO buyer_alert_cars (car_id, price_poisha, seen_at)
      SELECT id, price, ${now} FROM changed
      ON CONFLICT (car_id) DO UPDATE SET price_poisha = EXCLUDED.price_poisha, seen_at = EXCLUDED.seen_at
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM found) AS found`.execute(tx);
  return Number(rows[0]?.found ?? 0);
}

export interface DueAlert {
  alert_id: number;
  phone: string;
  language: 'en' | 'bn';
  stop_token: string;
  car_id: number;
  brand: string;
  model: string;
  model_year: number;
  price_poisha: number;
  event: 'listed' | 'price_drop';
  more: number;
}

/**
 * Active searches with cars found and not yet told (still for sale) whose last alert SMS is at least
 * `since` old: each with its newest car and how many more there are. Locked (SKIP LOCKED), bounded.
 */
export async function dueAlerts(tx: Db, since: Date, limit: number): Promise<DueAlert[]> {
  const { rows } = await sql<DueAlert>`
    SELECT a.id AS alert_id, a.phone, a.language, a.stop_token,
           c.id AS car_id, c.brand, c.model, c.model_year, x.price_poisha, x.event, x.more
    FROM buyer_alerts a
    CROSS JOIN LATERAL (
      SELECT mt.car_id, mt.price_poisha, mt.event, count(*) OVER () - 1 AS more
      FROM buyer_alert_matches mt
      JOIN stock_cars sc ON sc.id = mt.car_id AND sc.sold_at IS NULL
      WHERE mt.alert_id = a.id AND mt.sent_at IS NULL
      ORDER BY mt.found_at DESC, mt.id DESC
      LIMIT 1
    ) x
    JOIN stock_cars c ON c.id = x.car_id
    WHERE a.status = 'active' AND (a.last_sent_at IS NULL OR a.last_sent_at <= ${since})
    ORDER BY a.id
    LIMIT ${limit}
    FOR UPDATE OF a SKIP LOCKED`.execute(tx);
  return rows.map((row) => ({
    ...row,
    alert_id: Number(row.alert_id),
    car_id: Number(row.car_id),
    model_year: Number(row.model_year),
    price_poisha: Number(row.price_poisha),
    more: Number(row.more),
  }));
}

/** The search's found cars are told, and its SMS went now. */
export async function markAlertSent(tx: Db, alertId: number, at: Date): Promise<void> {
  await tx
    .updateTable('buyer_alert_matches')
    .set({ sent_at: at })
    .where('alert_id', '=', alertId)
    .where('sent_at', 'is', null)
    .execute();
  await tx.updateTable('buyer_alerts').set({ last_sent_at: at }).where('id', '=', alertId).execute();
}
