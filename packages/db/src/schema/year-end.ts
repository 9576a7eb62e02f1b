import type { Generated } from 'kysely';
import type { IsoDate, Timestamp } from './columns';

// The society's year-end (docs/year-end.md): settings, opening balances, closed years, appropriations.

export interface YearEndSettingsTable {
  id: Generated<number>;
  first_month: Generated<number>;
  reserve_bp: Generated<number>;
  development_bp: Generated<number>;
  other_funds_max_bp: Generated<number>;
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

export interface YearClosingsTable {
  year_start: IsoDate;
  closed_by: number | null;
  closed_at: Timestamp;
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
  proposed_by: number;
  proposed_at: Timestamp;
  approved_by: number | null;
  approved_at: Timestamp | null;
}
