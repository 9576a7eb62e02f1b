import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

/** Row types of the tables created by the migrations (kept in step by hand; tests exercise every table). */
type Id = Generated<number>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type TimestampWithDefault = ColumnType<Date, Date | string | undefined, Date | string>;
type IsoDate = string; // 'YYYY-MM-DD' (see type-parsers.ts)

export interface AdminsTable {
  id: Id;
  name: string;
  phone: string;
  privilege: string;
  password_hash: string;
  pic: string | null;
  created_at: CreatedAt;
  created_by: number | null;
  /** Issued by someone else (a new admin, a reset): opens nothing but changing it. */
  password_is_temporary: Generated<boolean>;
  password_changed_at: Timestamp | null;
  /** A disabled admin cannot log in and holds no session; re-enabling clears both columns. */
  disabled_at: Timestamp | null;
  disabled_by: number | null;
}

export interface MembersTable {
  id: Id;
  member_no: string;
  name: string;
  father: Generated<string>;
  business: Generated<string>;
  address: Generated<string>;
  phone: Generated<string>;
  pic: string | null;
  status: Generated<'active' | 'deceased'>;
  deceased_on: IsoDate | null;
  deposit_payable_poisha: Generated<number>;
  password_hash: string | null;
  password_is_initial: Generated<boolean>;
  password_changed_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: TimestampWithDefault;
  email: string | null;
  /** The language of the member's messages. */
  language: Generated<'en' | 'bn'>;
  /** Dues reminders by SMS (receipts and answers are sent regardless). */
  sms_reminders: Generated<boolean>;
}

export interface NomineesTable {
  member_id: number;
  name: string;
  relation: string;
  nid_bcr: string;
  cell_no: string;
  address: string;
  updated_at: TimestampWithDefault;
}

export interface CommitteeMembersTable {
  id: Id;
  kind: 'current' | 'founding' | 'previous';
  member_no: string | null;
  name: string;
  title: string | null;
  pic: string | null;
  term: string | null;
  position: Generated<number>;
  created_at: CreatedAt;
}

export interface NoticesTable {
  id: Id;
  date: IsoDate;
  caption: string;
  pic: string;
  created_at: CreatedAt;
  created_by: number | null;
}

export interface StockCarsTable {
  id: Id;
  member_id: number;
  brand: string;
  model: string;
  model_year: number;
  reg_year: number;
  cc: number;
  color: string;
  mileage: number;
  asking_price_poisha: number;
  pic: string;
  created_at: CreatedAt;
  /** Set when the member marks the car sold: it leaves the public stock, stays in the member's list. */
  sold_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The pictures of a car in order; position 0 is the cover (also stock_cars.pic). */
export interface StockCarPicturesTable {
  id: Id;
  car_id: number;
  url: string;
  position: number;
}

export interface ImagesTable {
  id: Id;
  pic: string;
  created_at: CreatedAt;
}

export interface DepositEntriesTable {
  id: Id;
  member_id: number;
  source: string;
  date: IsoDate;
  method: string;
  amount_poisha: number;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface MonthlyBooksTable {
  id: Id;
  month: IsoDate;
  amount_poisha: number;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface MonthlyDuesTable {
  id: Id;
  book_id: number;
  member_id: number;
  payable_poisha: number;
}

export interface MonthlyPaymentsTable {
  id: Id;
  due_id: number;
  date: IsoDate;
  method: string;
  note: Generated<string>;
  amount_poisha: number;
  gateway_payment_id: number | null;
  created_by: number | null;
  created_at: CreatedAt;
  /** 'R-2026-000123': given by the database on insert (a trigger and a sequence), never by the caller. */
  receipt_no: GeneratedAlways<string>;
}

export interface GatewayPaymentsTable {
  id: Id;
  provider: Generated<'bkash'>;
  invoice: string;
  payment_id: string | null;
  trx_id: string | null;
  due_id: number;
  member_id: number;
  amount_poisha: number;
  currency: Generated<'BDT'>;
  status: Generated<'created' | 'completed' | 'failed' | 'cancelled' | 'expired'>;
  created_at: CreatedAt;
  completed_at: Timestamp | null;
  gateway_response: unknown | null;
  /** Why it failed, or what the last check with bKash found. */
  detail: string | null;
  last_checked_at: Timestamp | null;
  /** While set and in the future, one request is talking to bKash about this payment. */
  claimed_until: Timestamp | null;
  refund_trx_id: string | null;
  refunded_poisha: Generated<number>;
  refunded_at: Timestamp | null;
  /** Made through a sandbox (no real money moved): receipts and the finance pages say so. */
  sandbox: Generated<boolean>;
}

/** A recorded monthly payment taken back (a refund): the row's payment is Σ payments − Σ reversals. */
export interface MonthlyPaymentReversalsTable {
  id: Id;
  payment_id: number;
  due_id: number;
  amount_poisha: number;
  reason: string;
  refund_trx_id: string | null;
  created_by: number | null;
  created_at: CreatedAt;
}

/** The payment gateway's access token, shared by every server instance (one row per merchant account). */
export interface GatewayTokensTable {
  account: string;
  id_token: string | null;
  refresh_token: string | null;
  expires_at: Timestamp | null;
  refresh_at: Timestamp | null;
  granted_at: Timestamp | null;
  refreshed_at: Timestamp | null;
  updated_at: TimestampWithDefault;
}

export interface MemberObjectionsTable {
  id: Id;
  member_id: number;
  type: 'legal matter' | 'general objection';
  objection: string;
  submitted_at: TimestampWithDefault;
  solution: string | null;
  solved_at: Timestamp | null;
  solved_by: number | null;
}

export interface PublicComplaintsTable {
  id: Id;
  name: string;
  phone: string;
  member_no: string | null;
  business: string | null;
  issue: string;
  submitted_at: TimestampWithDefault;
  solution: string | null;
  solved_at: Timestamp | null;
  solved_by: number | null;
}

export interface DataUpdateRequestsTable {
  id: Id;
  member_id: number;
  field: string;
  correct_version: string;
  status: Generated<'unsolved' | 'solved'>;
  created_at: CreatedAt;
  solved_at: Timestamp | null;
  solved_by: number | null;
}

export interface FinancialEntriesTable {
  id: Id;
  type: 'Income' | 'Expense';
  date: IsoDate;
  source: string;
  method: string;
  note: Generated<string>;
  amount_poisha: number;
  added_by: number;
  created_at: CreatedAt;
  deleted_at: Timestamp | null;
  deleted_by: number | null;
}

export interface FinancialEntryReceiptsTable {
  id: Id;
  entry_id: number;
  url: string;
  position: Generated<number>;
}

export interface SessionsTable {
  id: Id;
  token_hash: string;
  member_id: number | null;
  admin_id: number | null;
  remember: Generated<boolean>;
  created_at: CreatedAt;
  last_seen_at: TimestampWithDefault;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface AuditLogTable {
  id: Id;
  at: TimestampWithDefault;
  actor_admin_id: number | null;
  actor_member_id: number | null;
  /** The API key a write was made with (then actor_admin_id is null). */
  actor_api_key_id: Generated<number | null>;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown | null;
  after: unknown | null;
  ip: string | null;
}

/** An integrator's API key: only the SHA-256 of its secret is kept (decision 013). */
export interface ApiKeysTable {
  id: Id;
  name: string;
  lookup_id: string;
  secret_hash: string;
  privilege: string;
  created_by: number;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  expires_at: Timestamp | null;
  revoked_at: Timestamp | null;
  revoked_by: number | null;
}

export interface RateLimitHitsTable {
  id: Id;
  bucket: string;
  at: TimestampWithDefault;
}

/** A device an account logged in from: the hash of its device cookie (docs/decisions/015-login-devices.md). */
export interface LoginDevicesTable {
  id: Id;
  kind: 'member' | 'admin';
  /** The login name as the throttle keys it: kind and lower-cased member number or phone. */
  account: string;
  token_hash: string;
  created_at: CreatedAt;
  last_used_at: TimestampWithDefault;
}

/** One stored image (POST /api/uploads): the full-size JPEG and its thumbnail. */
export interface UploadsTable {
  key: string;
  thumbnail_key: string;
  url: string;
  thumbnail_url: string;
  sha256: string;
  bytes: number;
  thumbnail_bytes: number;
  width: number;
  height: number;
  admin_id: number | null;
  member_id: number | null;
  created_at: CreatedAt;
  last_uploaded_at: TimestampWithDefault;
}

/** One row exactly when the demo seed filled this database: the embedded bKash sandbox runs only then. */
export interface DemoSeedTable {
  only_row: Generated<boolean>;
  seeded_at: Timestamp;
}

/** Every account that uploaded a stored picture: 'admins', or 'member:<id>' (migration upload-uploaders). */
export interface UploadUploadersTable {
  upload_key: string;
  uploader: string;
  first_at: Timestamp;
}

/** Every notification: one row per (event, channel, recipient); inbox rows are the member's inbox. */
export interface NotificationOutboxTable {
  id: Id;
  event_key: string;
  kind: string;
  channel: 'sms' | 'email' | 'inbox';
  recipient: string;
  member_id: number | null;
  language: 'en' | 'bn';
  title: string;
  body: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: Timestamp | null;
  claimed_until: Timestamp | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  read_at: Timestamp | null;
}

/** One row: the monthly dues reminder's day and the month it last went out. */
export interface NotificationSettingsTable {
  id: Generated<boolean>;
  reminder_day: number | null;
  reminder_last_month: IsoDate | null;
  updated_at: TimestampWithDefault;
}

export interface Database {
  uploads: UploadsTable;
  upload_uploaders: UploadUploadersTable;
  demo_seed: DemoSeedTable;
  rate_limit_hits: RateLimitHitsTable;
  login_devices: LoginDevicesTable;
  admins: AdminsTable;
  members: MembersTable;
  nominees: NomineesTable;
  committee_members: CommitteeMembersTable;
  notices: NoticesTable;
  stock_cars: StockCarsTable;
  stock_car_pictures: StockCarPicturesTable;
  service_center_images: ImagesTable;
  gallery_images: ImagesTable;
  deposit_entries: DepositEntriesTable;
  monthly_books: MonthlyBooksTable;
  monthly_dues: MonthlyDuesTable;
  monthly_payments: MonthlyPaymentsTable;
  gateway_payments: GatewayPaymentsTable;
  monthly_payment_reversals: MonthlyPaymentReversalsTable;
  gateway_tokens: GatewayTokensTable;
  member_objections: MemberObjectionsTable;
  public_complaints: PublicComplaintsTable;
  data_update_requests: DataUpdateRequestsTable;
  financial_entries: FinancialEntriesTable;
  financial_entry_receipts: FinancialEntryReceiptsTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  api_keys: ApiKeysTable;
  notification_outbox: NotificationOutboxTable;
  notification_settings: NotificationSettingsTable;
}
