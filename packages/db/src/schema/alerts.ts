import type { ColumnType, Generated } from 'kysely';
import type { Id, Timestamp } from './columns';

type NullableMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A buyer's saved search of the public stock, confirmed by an SMS code (see the migration). */
export interface BuyerAlertsTable {
  id: Id;
  phone: string;
  language: 'en' | 'bn';
  search: string | null;
  search_pattern: string | null;
  price_min_poisha: number;
  price_max_poisha: number;
  year_min: number;
  year_max: number;
  cc_min: number | null;
  cc_max: number | null;
  cc_band: 'upTo1500' | '1501to2000' | '2001to2500' | 'above2500' | null;
  status: ColumnType<'pending' | 'active' | 'stopped', 'pending' | 'active' | 'stopped' | undefined>;
  code_hash: string | null;
  code_expires_at: NullableMoment;
  code_tries: Generated<number>;
  stop_token: string;
  created_at: Timestamp;
  confirmed_at: NullableMoment;
  stopped_at: NullableMoment;
  last_sent_at: NullableMoment;
}

/** The price of each car the matching job has seen. */
export interface BuyerAlertCarsTable {
  car_id: number;
  price_poisha: number;
  seen_at: Timestamp;
}

/** A car found for an alert, told (sent_at) or waiting for the alert's next SMS. */
export interface BuyerAlertMatchesTable {
  id: Id;
  alert_id: number;
  car_id: number;
  event: 'listed' | 'price_drop';
  price_poisha: number;
  found_at: Timestamp;
  sent_at: NullableMoment;
}
