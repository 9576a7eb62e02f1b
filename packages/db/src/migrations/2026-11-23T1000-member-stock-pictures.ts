import { type Kysely, sql } from 'kysely';

/**
 * The member dashboard's car stock: up to six pictures per car (position 0 is the cover, still copied to
 * stock_cars.pic), and sold cars, which leave the public stock but stay in the member's own list.
 * Picture addresses are indexed because releasing or sweeping an image asks whether any record uses it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE stock_car_pictures (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    car_id bigint NOT NULL REFERENCES stock_cars (id) ON DELETE CASCADE,
    url text NOT NULL CHECK (length(url) BETWEEN 1 AND 500),
    position integer NOT NULL CHECK (position BETWEEN 0 AND 5),
    UNIQUE (car_id, position)
  )`.execute(db);
  await sql`CREATE INDEX stock_car_pictures_url_ref_idx ON stock_car_pictures (url)`.execute(db);
  // Cars listed before pictures had their own table keep their one picture as the cover.
  await sql`INSERT INTO stock_car_pictures (car_id, url, position) SELECT id, pic, 0 FROM stock_cars`.execute(
    db,
  );
  await sql`ALTER TABLE stock_cars ADD COLUMN sold_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE stock_cars DROP COLUMN sold_at`.execute(db);
  await sql`DROP TABLE stock_car_pictures`.execute(db);
}
