import type { TimestampWithDefault } from './columns';

/** A car its member deleted (written by a trigger): its page answers 410 Gone and offers similar cars. */
export interface RemovedStockCarsTable {
  id: number;
  brand: string;
  model: string;
  model_year: number;
  removed_at: TimestampWithDefault;
}
