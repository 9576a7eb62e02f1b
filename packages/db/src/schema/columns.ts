import type { ColumnType, Generated } from 'kysely';

/** Column types several tables share. */
export type Id = Generated<number>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type TimestampWithDefault = ColumnType<Date, Date | string | undefined, Date | string>;
export type IsoDate = string; // 'YYYY-MM-DD' (see type-parsers.ts)
