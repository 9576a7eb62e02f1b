import { type Kysely, sql } from 'kysely';

/**
 * Every entity of the product (docs/domain.md). Money is integer poisha (bigint). Derived figures (due, balance, outstanding,
 * running balance) are not stored: see docs/domain.md for their formulas.
 * Append-only: later changes go in new migrations.
 */
const statements = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,

  `CREATE TABLE admins (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name text NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 100),
    phone text NOT NULL UNIQUE CHECK (phone ~ '^01[3-9][0-9]{8}$'),
    privilege text NOT NULL CHECK (privilege IN ('Full_Access+', 'Full_Access', 'Finance_Access', 'Member_Access')),
    password_hash text NOT NULL,
    pic text,
    created_at timestamptz NOT NULL DEFAULT now(),
    created_by bigint REFERENCES admins (id)
  )`,

  `CREATE TABLE members (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    member_no text NOT NULL UNIQUE CHECK (member_no ~ '^[0-9A-Za-z-]{1,20}$'),
    name text NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 150),
    father text NOT NULL DEFAULT '',
    business text NOT NULL DEFAULT '',
    address text NOT NULL DEFAULT '',
    phone text NOT NULL DEFAULT '',
    pic text,
    status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'deceased')),
    deceased_on date,
    deposit_payable_poisha bigint NOT NULL DEFAULT 0 CHECK (deposit_payable_poisha >= 0),
    password_hash text,
    password_is_initial boolean NOT NULL DEFAULT true,
    password_changed_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (status = 'deceased' OR deceased_on IS NULL)
  )`,
  `CREATE INDEX members_status_member_no_idx ON members (status, member_no)`,
  // Substring search over member no, name and business (ILIKE '%x%') uses this trigram index.
  `CREATE INDEX members_search_trgm_idx ON members
     USING gin ((member_no || ' ' || name || ' ' || business) gin_trgm_ops)`,

  `CREATE TABLE nominees (
    member_id bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
    name text NOT NULL CHECK (length(trim(name)) > 0),
    relation text NOT NULL CHECK (length(trim(relation)) > 0),
    nid_bcr text NOT NULL CHECK (length(trim(nid_bcr)) > 0),
    cell_no text NOT NULL CHECK (length(trim(cell_no)) > 0),
    address text NOT NULL CHECK (length(trim(address)) > 0),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,

  `CREATE TABLE committee_members (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('current', 'founding', 'previous')),
    member_no text REFERENCES members (member_no) ON UPDATE CASCADE,
    name text NOT NULL CHECK (length(trim(name)) > 0),
    title text,
    pic text,
    term text,
    position integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (kind = 'previous' OR term IS NULL)
  )`,
  `CREATE INDEX committee_members_kind_idx ON committee_members (kind, term, position)`,
  `CREATE UNIQUE INDEX committee_members_current_member_uq ON committee_members (member_no) WHERE kind = 'current'`,

  `CREATE TABLE notices (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    date date NOT NULL,
    caption text NOT NULL CHECK (length(trim(caption)) BETWEEN 1 AND 500),
    pic text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    created_by bigint REFERENCES admins (id)
  )`,
  `CREATE INDEX notices_date_idx ON notices (date DESC, id DESC)`,

  `CREATE TABLE stock_cars (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    brand text NOT NULL CHECK (length(trim(brand)) BETWEEN 1 AND 60),
    model text NOT NULL CHECK (length(trim(model)) BETWEEN 1 AND 60),
    model_year integer NOT NULL CHECK (model_year BETWEEN 1950 AND 2100),
    reg_year integer NOT NULL CHECK (reg_year BETWEEN 1950 AND 2100),
    cc integer NOT NULL CHECK (cc BETWEEN 50 AND 10000),
    color text NOT NULL CHECK (length(trim(color)) BETWEEN 1 AND 40),
    mileage integer NOT NULL CHECK (mileage >= 0),
    asking_price_poisha bigint NOT NULL CHECK (asking_price_poisha > 0),
    pic text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX stock_cars_member_idx ON stock_cars (member_id)`,
  `CREATE INDEX stock_cars_price_idx ON stock_cars (asking_price_poisha, id)`,
  `CREATE INDEX stock_cars_year_idx ON stock_cars (model_year, id)`,
  `CREATE INDEX stock_cars_cc_idx ON stock_cars (cc)`,
  `CREATE INDEX stock_cars_search_trgm_idx ON stock_cars USING gin ((brand || ' ' || model) gin_trgm_ops)`,

  `CREATE TABLE service_center_images (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    pic text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE gallery_images (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    pic text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,

  `CREATE TABLE deposit_entries (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    member_id bigint NOT NULL REFERENCES members (id),
    source text NOT NULL CHECK (length(trim(source)) BETWEEN 1 AND 200),
    date date NOT NULL,
    method text NOT NULL CHECK (length(trim(method)) BETWEEN 1 AND 40),
    amount_poisha bigint NOT NULL CHECK (amount_poisha > 0),
    created_by bigint REFERENCES admins (id),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX deposit_entries_member_idx ON deposit_entries (member_id, date, id)`,

  `CREATE TABLE monthly_books (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    month date NOT NULL UNIQUE CHECK (extract(day FROM month) = 1),
    amount_poisha bigint NOT NULL CHECK (amount_poisha > 0),
    created_by bigint REFERENCES admins (id),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE monthly_dues (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    book_id bigint NOT NULL REFERENCES monthly_books (id) ON DELETE CASCADE,
    member_id bigint NOT NULL REFERENCES members (id),
    payable_poisha bigint NOT NULL CHECK (payable_poisha >= 0),
    UNIQUE (book_id, member_id)
  )`,
  `CREATE INDEX monthly_dues_member_idx ON monthly_dues (member_id)`,

  `CREATE TABLE gateway_payments (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    provider text NOT NULL DEFAULT 'bkash' CHECK (provider IN ('bkash')),
    invoice text NOT NULL UNIQUE,
    payment_id text UNIQUE,
    trx_id text UNIQUE,
    due_id bigint NOT NULL REFERENCES monthly_dues (id),
    member_id bigint NOT NULL REFERENCES members (id),
    amount_poisha bigint NOT NULL CHECK (amount_poisha > 0),
    currency text NOT NULL DEFAULT 'BDT' CHECK (currency = 'BDT'),
    status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'completed', 'failed', 'cancelled')),
    created_at timestamptz NOT NULL DEFAULT now(),
    completed_at timestamptz,
    gateway_response jsonb,
    CHECK (status <> 'completed' OR (trx_id IS NOT NULL AND completed_at IS NOT NULL))
  )`,
  `CREATE INDEX gateway_payments_member_idx ON gateway_payments (member_id, created_at)`,

  `CREATE TABLE monthly_payments (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    due_id bigint NOT NULL REFERENCES monthly_dues (id) ON DELETE CASCADE,
    date date NOT NULL,
    method text NOT NULL CHECK (method IN ('bkash', 'nagad', 'sslcommerz', 'mastercard', 'amex', 'cash', 'bank', 'cheque')),
    note text NOT NULL DEFAULT '',
    amount_poisha bigint NOT NULL CHECK (amount_poisha > 0),
    gateway_payment_id bigint UNIQUE REFERENCES gateway_payments (id),
    created_by bigint REFERENCES admins (id),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX monthly_payments_due_idx ON monthly_payments (due_id)`,

  `CREATE TABLE member_objections (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    member_id bigint NOT NULL REFERENCES members (id),
    type text NOT NULL CHECK (type IN ('legal matter', 'general objection')),
    objection text NOT NULL CHECK (length(trim(objection)) BETWEEN 1 AND 5000),
    submitted_at timestamptz NOT NULL DEFAULT now(),
    solution text,
    solved_at timestamptz,
    solved_by bigint REFERENCES admins (id),
    CHECK ((solution IS NULL) = (solved_at IS NULL))
  )`,
  `CREATE INDEX member_objections_member_idx ON member_objections (member_id, submitted_at DESC)`,
  `CREATE INDEX member_objections_unsolved_idx ON member_objections (submitted_at DESC) WHERE solution IS NULL`,

  `CREATE TABLE public_complaints (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name text NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 150),
    phone text NOT NULL CHECK (length(trim(phone)) BETWEEN 1 AND 20),
    member_no text,
    business text,
    issue text NOT NULL CHECK (length(trim(issue)) BETWEEN 1 AND 5000),
    submitted_at timestamptz NOT NULL DEFAULT now(),
    solution text,
    solved_at timestamptz,
    solved_by bigint REFERENCES admins (id),
    CHECK ((solution IS NULL) = (solved_at IS NULL))
  )`,
  `CREATE INDEX public_complaints_submitted_idx ON public_complaints (submitted_at DESC)`,

  `CREATE TABLE data_update_requests (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    member_id bigint NOT NULL REFERENCES members (id),
    field text NOT NULL CHECK (length(trim(field)) BETWEEN 1 AND 60),
    correct_version text NOT NULL CHECK (length(trim(correct_version)) BETWEEN 1 AND 1000),
    status text NOT NULL DEFAULT 'unsolved' CHECK (status IN ('unsolved', 'solved')),
    created_at timestamptz NOT NULL DEFAULT now(),
    solved_at timestamptz,
    solved_by bigint REFERENCES admins (id),
    CHECK ((status = 'solved') = (solved_at IS NOT NULL))
  )`,
  `CREATE INDEX data_update_requests_status_idx ON data_update_requests (status, created_at)`,

  `CREATE TABLE financial_entries (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    type text NOT NULL CHECK (type IN ('Income', 'Expense')),
    date date NOT NULL,
    source text NOT NULL CHECK (length(trim(source)) BETWEEN 1 AND 200),
    method text NOT NULL CHECK (length(trim(method)) BETWEEN 1 AND 40),
    note text NOT NULL DEFAULT '',
    amount_poisha bigint NOT NULL CHECK (amount_poisha > 0),
    added_by bigint NOT NULL REFERENCES admins (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    deleted_at timestamptz,
    deleted_by bigint REFERENCES admins (id),
    CHECK ((deleted_at IS NULL) = (deleted_by IS NULL))
  )`,
  `CREATE INDEX financial_entries_active_idx ON financial_entries (date, id) WHERE deleted_at IS NULL`,
  `CREATE TABLE financial_entry_receipts (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    entry_id bigint NOT NULL REFERENCES financial_entries (id) ON DELETE CASCADE,
    url text NOT NULL,
    position integer NOT NULL DEFAULT 0,
    UNIQUE (entry_id, url)
  )`,

  `CREATE TABLE sessions (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    token_hash text NOT NULL UNIQUE,
    member_id bigint REFERENCES members (id) ON DELETE CASCADE,
    admin_id bigint REFERENCES admins (id) ON DELETE CASCADE,
    remember boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    ip text,
    user_agent text,
    CHECK ((member_id IS NULL) <> (admin_id IS NULL))
  )`,
  `CREATE INDEX sessions_member_idx ON sessions (member_id)`,
  `CREATE INDEX sessions_admin_idx ON sessions (admin_id)`,
  `CREATE INDEX sessions_expires_idx ON sessions (expires_at)`,

  `CREATE TABLE audit_log (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at timestamptz NOT NULL DEFAULT now(),
    actor_admin_id bigint REFERENCES admins (id),
    actor_member_id bigint REFERENCES members (id),
    action text NOT NULL,
    entity text NOT NULL,
    entity_id text,
    before jsonb,
    after jsonb,
    ip text
  )`,
  `CREATE INDEX audit_log_at_idx ON audit_log (at DESC)`,
  `CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'audit_log',
    'sessions',
    'financial_entry_receipts',
    'financial_entries',
    'data_update_requests',
    'public_complaints',
    'member_objections',
    'monthly_payments',
    'gateway_payments',
    'monthly_dues',
    'monthly_books',
    'deposit_entries',
    'gallery_images',
    'service_center_images',
    'stock_cars',
    'notices',
    'committee_members',
    'nominees',
    'members',
    'admins',
  ];
  for (const table of tables) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
}
