import { type Kysely, sql } from 'kysely';

/**
 * The society's year-end (docs/year-end.md): one row of settings (the financial year's first month and the
 * appropriation rates in basis points), the opening balances of the first year kept in Samity (entered once),
 * the closed years, and each year's appropriation of its surplus (proposed by one Full_Access admin, approved
 * by another: the CHECK keeps the two apart even against a direct write).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE year_end_settings (
    id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    first_month smallint NOT NULL DEFAULT 7 CHECK (first_month BETWEEN 1 AND 12),
    reserve_bp integer NOT NULL DEFAULT 1500 CHECK (reserve_bp BETWEEN 1500 AND 10000),
    development_bp integer NOT NULL DEFAULT 300 CHECK (development_bp BETWEEN 0 AND 10000),
    other_funds_max_bp integer NOT NULL DEFAULT 1000 CHECK (other_funds_max_bp BETWEEN 0 AND 10000),
    updated_by bigint REFERENCES admins (id),
    updated_at timestamptz
  )`.execute(db);
  await sql`INSERT INTO year_end_settings (id) VALUES (1)`.execute(db);

  await sql`CREATE TABLE opening_balances (
    id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    as_of date NOT NULL,
    cash_poisha bigint NOT NULL CHECK (cash_poisha >= 0),
    bank_poisha bigint NOT NULL CHECK (bank_poisha >= 0),
    wallet_poisha bigint NOT NULL CHECK (wallet_poisha >= 0),
    dues_receivable_poisha bigint NOT NULL CHECK (dues_receivable_poisha >= 0),
    member_deposits_poisha bigint NOT NULL CHECK (member_deposits_poisha >= 0),
    reserve_fund_poisha bigint NOT NULL CHECK (reserve_fund_poisha >= 0),
    development_fund_poisha bigint NOT NULL CHECK (development_fund_poisha >= 0),
    other_funds_poisha bigint NOT NULL CHECK (other_funds_poisha >= 0),
    entered_by bigint REFERENCES admins (id),
    entered_at timestamptz NOT NULL
  )`.execute(db);

  await sql`CREATE TABLE year_closings (
    year_start date PRIMARY KEY,
    closed_by bigint REFERENCES admins (id),
    closed_at timestamptz NOT NULL
  )`.execute(db);

  await sql`CREATE TABLE appropriations (
    year_start date PRIMARY KEY REFERENCES year_closings (year_start),
    surplus_poisha bigint NOT NULL CHECK (surplus_poisha > 0),
    reserve_poisha bigint NOT NULL CHECK (reserve_poisha >= 0),
    development_poisha bigint NOT NULL CHECK (development_poisha >= 0),
    other_poisha bigint NOT NULL CHECK (other_poisha >= 0),
    carried_poisha bigint NOT NULL CHECK (carried_poisha >= 0),
    proposed_by bigint NOT NULL REFERENCES admins (id),
    proposed_at timestamptz NOT NULL,
    approved_by bigint REFERENCES admins (id),
    approved_at timestamptz,
    CHECK (reserve_poisha + development_poisha + other_poisha + carried_poisha = surplus_poisha),
    CHECK ((approved_by IS NULL) = (approved_at IS NULL)),
    CHECK (approved_by IS NULL OR approved_by <> proposed_by)
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE appropriations`.execute(db);
  await sql`DROP TABLE year_closings`.execute(db);
  await sql`DROP TABLE opening_balances`.execute(db);
  await sql`DROP TABLE year_end_settings`.execute(db);
}
