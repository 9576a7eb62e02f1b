import type { Generated } from 'kysely';
import type { CreatedAt, Id, IsoDate, Timestamp, TimestampWithDefault } from './columns';

// Accounts and their sign-ins: admins, members and their nominees, sessions, login devices, API keys.

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
  /** The number buyers see for the dealer, when it is not the login phone (national form). */
  public_phone: string | null;
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

/** A one-time login code sent by SMS while the account is under attack (decision 028); only its hash is kept. */
export interface LoginCodesTable {
  id: Id;
  kind: 'member' | 'admin';
  /** The login name as the throttle keys it: kind and lower-cased member number or phone. */
  account: string;
  code_hash: string;
  /** Verification attempts with this code; at the limit it is spent. */
  tries: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
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
