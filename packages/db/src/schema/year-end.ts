import type { Generated } from 'kysely';
import type { IsoDate, Timestamp } from './columns';

// The society's year-end (docs/year-end.md): settings, opening balances, closed years, appropriations.

export interface YearEndSettingsTable {
  id: Generated<number>;
  first_month: Generated<number>;
  reserve_bp: Generated<number>;
  development_bp: Generated<number>;
  other_funds_max_bp: Generated<number>;
  /** The Rules' cap on the dividend, basis points of the surplus (0: no dividend until it is set). */
  dividend_cap_bp: Generated<number>;
  updated_by: number | null;
  updated_at: Timestamp | null;
}

export interface OpeningBalancesTable {
  id: Generated<number>;
  as_of: IsoDate;
  cash_poisha: number;
  bank_poisha: number;
  wallet_poisha: number;
  dues_receivable_poisha: number;
  member_deposits_poisha: number;
  reserve_fund_poisha: number;
  development_fund_poisha: number;
  other_funds_poisha: number;
  entered_by: number | null;
  entered_at: Timestamp;
}

/** A closed year and what followed: audited, then adopted by a general meeting (migration year-life). */
export interface YearClosingsTable {
  year_start: IsoDate;
  closed_by: number | null;
  closed_at: Timestamp;
  /** The four statements at the closing, the exact text served ever after; null for years closed before. */
  statements: string | null;
  audit_completed_on: IsoDate | null;
  auditor: string | null;
  audit_report_id: number | null;
  audited_by: number | null;
  audited_at: Timestamp | null;
  adopted_meeting_id: number | null;
  adopted_resolution_id: number | null;
  adopted_by: number | null;
  adopted_at: Timestamp | null;
}

export interface AppropriationsTable {
  /** What an approval names, with the version: never the year alone (migration two-person-rule). */
  id: Generated<number>;
  /** 1 at the first proposal, one more at each re-proposal; an approval of another version is refused. */
  version: Generated<number>;
  year_start: IsoDate;
  surplus_poisha: number;
  reserve_poisha: number;
  development_poisha: number;
  other_poisha: number;
  carried_poisha: number;
  dividend_poisha: Generated<number>;
  /** The general meeting's resolution that decided it; the appropriation takes effect with it. */
  resolution_id: number | null;
  proposed_by: number;
  proposed_at: Timestamp;
  approved_by: number | null;
  approved_at: Timestamp | null;
}
