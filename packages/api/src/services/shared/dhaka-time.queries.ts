import { DHAKA_OFFSET_MS } from '@samity/domain';
import { type RawBuilder, sql } from 'kysely';

/**
 * A moment column (timestamptz) as Dhaka's wall-clock time, in SQL. The offset is added to UTC rather than
 * asking for the zone by name, since an embedded database may carry no zone data; it is the domain's offset
 * (dhaka-time.ts), so SQL and TypeScript turn the day at the same moment.
 */
export function dhakaLocalTime(column: string): RawBuilder<Date> {
  return sql<Date>`((${sql.ref(column)} AT TIME ZONE 'UTC') + ${sql.lit(DHAKA_OFFSET_MS)} * interval '1 millisecond')`;
}

/** A moment column's date in Dhaka, in SQL. */
export function dhakaDate(column: string): RawBuilder<string> {
  return sql<string>`(${dhakaLocalTime(column)})::date`;
}
