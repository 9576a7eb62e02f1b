import type { Generated, GeneratedAlways } from 'kysely';
import type { CreatedAt, Id, IsoDate, Timestamp, TimestampWithDefault } from './columns';

// Money, always integer poisha: deposits, the monthly books, dues, payments and reversals, bKash payments
// and token, the society's income and expenses.

export interface DepositEntriesTable {
  id: Id;
  member_id: number;
  source: string;
  date: IsoDate;
  method: string;
  /** Negative on a reversing entry, which names its original (docs/payments.md, corrections). */
  amount_poisha: number;
  created_by: number | null;
  created_at: CreatedAt;
  original_id: Generated<number | null>;
  reason: Generated<string | null>;
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
  original_id: Generated<number | null>;
  reason: Generated<string | null>;
}

export interface FinancialEntryReceiptsTable {
  id: Id;
  entry_id: number;
  url: string;
  position: Generated<number>;
}
