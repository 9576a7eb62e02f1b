import { type Kysely, sql } from 'kysely';

/**
 * What a car's own page needs from the database:
 * - `stock_cars.updated_at`: when the listing last changed (price, pictures' cover, sold), the sitemap's
 *   last-modified; kept by a trigger so every writer, present and future, keeps it right.
 * - an index on (lower(brand), lower(model), model_year) for comparable and similar cars;
 * - `removed_stock_cars`: a car its member deleted, kept by an AFTER DELETE trigger with what the page needs
 *   to say so and offer similar cars (410 Gone rather than 404 for an address that once was a car).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE stock_cars ADD COLUMN updated_at timestamptz`.execute(db);
  await sql`UPDATE stock_cars SET updated_at = coalesce(sold_at, created_at)`.execute(db);
  await sql`ALTER TABLE stock_cars ALTER COLUMN updated_at SET DEFAULT now(), ALTER COLUMN updated_at SET NOT NULL`.execute(
    db,
  );
  await sql`CREATE FUNCTION stock_cars_touch() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.updated_at := now();
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER stock_cars_touch BEFORE UPDATE ON stock_cars
    FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION stock_cars_touch()`.execute(db);
  // The fair-price hint's comparables and a gone car's similar cars: same brand and model, near model years.
  await sql`CREATE INDEX stock_cars_brand_model_idx ON stock_cars (lower(brand), lower(model), model_year)`.execute(
    db,
  );

  await sql`CREATE TABLE removed_stock_cars (
    id bigint PRIMARY KEY,
    brand text NOT NULL,
    model text NOT NULL,
    model_year integer NOT NULL,
    removed_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE FUNCTION stock_cars_remember_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO removed_stock_cars (id, brand, model, model_year)
        VALUES (OLD.id, OLD.brand, OLD.model, OLD.model_year)
        ON CONFLICT (id) DO NOTHING;
      RETURN OLD;
    END $$`.execute(db);
  await sql`CREATE TRIGGER stock_cars_remember_removed AFTER DELETE ON stock_cars
    FOR EACH ROW EXECUTE FUNCTION stock_cars_remember_removed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER stock_cars_remember_removed ON stock_cars`.execute(db);
  await sql`DROP FUNCTION stock_cars_remember_removed()`.execute(db);
  await sql`DROP TABLE removed_stock_cars`.execute(db);
  await sql`DROP INDEX stock_cars_brand_model_idx`.execute(db);
  await sql`DROP TRIGGER stock_cars_touch ON stock_cars`.execute(db);
  await sql`DROP FUNCTION stock_cars_touch()`.execute(db);
  await sql`ALTER TABLE stock_cars DROP COLUMN updated_at`.execute(db);
}
