import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, TimestampWithDefault } from './columns';

/** A car its member deleted (written by a trigger): its page answers 410 Gone and offers similar cars. */
export interface RemovedStockCarsTable {
  id: number;
  brand: string;
  model: string;
  model_year: number;
  removed_at: TimestampWithDefault;
}

/** The car stock's settings: one row, its key always 1 (migration 2026-11-30T1100-stock-settings). */
export interface StockSettingsTable {
  id: ColumnType<number, 1 | undefined, never>;
  /** Days a car must have been listed (and unsold) before its price counts for other cars' price hints (0-30). */
  price_hint_min_listed_days: Generated<number>;
  updated_by: number | null;
  updated_at: Timestamp | null;
}
