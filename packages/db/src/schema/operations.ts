import type { Generated } from 'kysely';
import type { CreatedAt, Id, IsoDate, Timestamp, TimestampWithDefault } from './columns';

// Running the site: the audit log, login throttling, the demo seed's mark, notifications.

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

export interface RateLimitHitsTable {
  id: Id;
  bucket: string;
  at: TimestampWithDefault;
}

/** One row exactly when the demo seed filled this database: the embedded bKash sandbox runs only then. */
export interface DemoSeedTable {
  only_row: Generated<boolean>;
  seeded_at: Timestamp;
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
  /** An SMS's length in billed parts (GSM-7 160/153, UCS-2 70/67); null on the inbox and email. */
  sms_parts: number | null;
  /** Never held back by the daily SMS budget (a receipt, a login code). */
  urgent: Generated<boolean>;
}

/** One row: the monthly dues reminder's day and the month it last went out. */
export interface NotificationSettingsTable {
  id: Generated<boolean>;
  reminder_day: number | null;
  reminder_last_month: IsoDate | null;
  updated_at: TimestampWithDefault;
  /** The site's SMS parts a Dhaka day; null: no budget. */
  sms_daily_parts: Generated<number | null>;
  /** The price of one SMS part in poisha, for the spend the admins see. */
  sms_price_poisha: Generated<number>;
  /** Enquiry SMS one dealer gets a Dhaka day; the rest wait in the inbox behind one summary SMS. */
  enquiry_sms_per_dealer: Generated<number>;
  /** The Dhaka day the admins were warned that 80 % of the budget was used. */
  sms_budget_warned_on: IsoDate | null;
}
