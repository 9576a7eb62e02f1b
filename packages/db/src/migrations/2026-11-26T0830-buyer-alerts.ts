import { type Kysely, sql } from 'kysely';

/**
 * Buyers' saved searches of the public stock ("alerts"), confirmed by a code sent by SMS.
 *
 * - `buyer_alerts`: the /Stocklist filters (prices in poisha; `search_pattern` is the ILIKE pattern of
 *   `search`, escaped when written, so matching is plain SQL), the phone in its national form, the code's
 *   hash, expiry and tries, and the stop link's token (kept as it is: every alert SMS carries it, and it can do no more than stop the alert). `status` goes pending -> active (the code) ->
 *   stopped (the stop link); `last_sent_at` is the last alert SMS (at most one a day).
 * - `buyer_alert_cars`: the price of each car the matching job has seen. A car not in it is newly listed; a
 *   car whose price is below it has dropped. Filled with today's stock here, so the first run announces
 *   nothing that was listed before alerts existed.
 * - `buyer_alert_matches`: cars found for an alert and not yet told (sent_at null); one row per alert, car
 *   and price, so the same listing or drop is never found twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE buyer_alerts (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    phone text NOT NULL CHECK (phone ~ '^01[3-9][0-9]{8}$'),
    language text NOT NULL CHECK (language IN ('en', 'bn')),
    search text CHECK (length(search) BETWEEN 1 AND 100),
    search_pattern text CHECK (length(search_pattern) BETWEEN 3 AND 400),
    price_min_poisha bigint NOT NULL CHECK (price_min_poisha >= 0),
    price_max_poisha bigint NOT NULL CHECK (price_max_poisha >= price_min_poisha),
    year_min integer NOT NULL CHECK (year_min BETWEEN 1950 AND 2100),
    year_max integer NOT NULL CHECK (year_max BETWEEN year_min AND 2100),
    cc_min integer CHECK (cc_min >= 0),
    cc_max integer CHECK (cc_max >= cc_min),
    cc_band text CHECK (cc_band IN ('upTo1500', '1501to2000', '2001to2500', 'above2500')),
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'stopped')),
    code_hash text CHECK (length(code_hash) = 64),
    code_expires_at timestamptz,
    code_tries integer NOT NULL DEFAULT 0 CHECK (code_tries BETWEEN 0 AND 5),
    stop_token text NOT NULL UNIQUE CHECK (stop_token ~ '^[A-Za-z0-9_-]{22}$'),
    created_at timestamptz NOT NULL,
    confirmed_at timestamptz,
    stopped_at timestamptz,
    last_sent_at timestamptz,
    CHECK ((search IS NULL) = (search_pattern IS NULL)),
    CHECK ((status = 'pending') = (code_hash IS NOT NULL AND code_expires_at IS NOT NULL)),
    CHECK ((status = 'stopped') = (stopped_at IS NOT NULL))
  )`.execute(db);
  await sql`CREATE INDEX buyer_alerts_phone_idx ON buyer_alerts (phone) WHERE status <> 'stopped'`.execute(
    db,
  );
  await sql`CREATE INDEX buyer_alerts_active_idx ON buyer_alerts (id) WHERE status = 'active'`.execute(db);

  await sql`CREATE TABLE buyer_alert_cars (
    car_id bigint PRIMARY KEY REFERENCES stock_cars (id) ON DELETE CASCADE,
    price_poisha bigint NOT NULL,
    seen_at timestamptz NOT NULL
  )`.execute(db);
  await sql`INSERT INTO buyer_alert_cars (car_id, price_poisha, seen_at)
    SELECT id, asking_price_poisha, now() FROM stock_cars`.execute(db);

  await sql`CREATE TABLE buyer_alert_matches (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    alert_id bigint NOT NULL REFERENCES buyer_alerts (id) ON DELETE CASCADE,
    car_id bigint NOT NULL REFERENCES stock_cars (id) ON DELETE CASCADE,
    event text NOT NULL CHECK (event IN ('listed', 'price_drop')),
    price_poisha bigint NOT NULL,
    found_at timestamptz NOT NULL,
    sent_at timestamptz,
    UNIQUE (alert_id, car_id, price_poisha)
  )`.execute(db);
  await sql`CREATE INDEX buyer_alert_matches_unsent_idx ON buyer_alert_matches (alert_id) WHERE sent_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX buyer_alert_matches_car_idx ON buyer_alert_matches (car_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE buyer_alert_matches`.execute(db);
  await sql`DROP TABLE buyer_alert_cars`.execute(db);
  await sql`DROP TABLE buyer_alerts`.execute(db);
}
