import type { ColumnType } from 'kysely';
import type { Id, Timestamp } from './columns';

type NullableMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A buyer's enquiry about a car, for the car's dealer (member_id). */
export interface EnquiriesTable {
  id: Id;
  member_id: number;
  /** Null once the car is deleted; car_title still names it. */
  car_id: number | null;
  car_title: string;
  name: string;
  phone: string;
  message: string;
  preferred_time: string | null;
  status: ColumnType<'open' | 'answered' | 'closed', 'open' | 'answered' | 'closed' | undefined>;
  created_at: Timestamp;
  read_at: NullableMoment;
  answered_at: NullableMoment;
  closed_at: NullableMoment;
}
