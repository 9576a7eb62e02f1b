import { type Kysely, sql } from 'kysely';

/**
 * Buyers' enquiries about a car in the stock, for the car's dealer. The dealer is kept on the row (not only
 * through the car) so a deleted car leaves its enquiries with the dealer, and `car_title` keeps the car's
 * name for them. `status` goes open -> answered (the dealer) or closed (the car was marked sold); `read_at`
 * is when the dealer first saw it. `answered_at` / `closed_at` are set with their status (CHECKs keep them
 * together). The buyer's phone is only ever shown to this dealer and to Full_Access admins.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE enquiries (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    car_id bigint REFERENCES stock_cars (id) ON DELETE SET NULL,
    car_title text NOT NULL CHECK (length(car_title) BETWEEN 1 AND 140),
    name text NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 100),
    phone text NOT NULL CHECK (length(phone) BETWEEN 11 AND 20),
    message text NOT NULL CHECK (length(trim(message)) BETWEEN 1 AND 1000),
    preferred_time text CHECK (length(preferred_time) BETWEEN 1 AND 100),
    status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
    created_at timestamptz NOT NULL,
    read_at timestamptz,
    answered_at timestamptz,
    closed_at timestamptz,
    CHECK ((status = 'answered') = (answered_at IS NOT NULL)),
    CHECK ((status = 'closed') = (closed_at IS NOT NULL))
  )`.execute(db);
  await sql`CREATE INDEX enquiries_member_idx ON enquiries (member_id, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX enquiries_open_car_idx ON enquiries (car_id) WHERE status = 'open'`.execute(db);
  await sql`CREATE INDEX enquiries_created_idx ON enquiries (created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE enquiries`.execute(db);
}
