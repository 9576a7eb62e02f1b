import type { Db } from '../client';
import type { Database } from '../schema';
import type { SeededRandom } from './random';

export interface SeedDeps {
  /** argon2id hasher of the API layer (the db package does not own password policy). */
  hashPassword(password: string): Promise<string>;
  /** Stores a generated SVG picture and answers its public address. */
  storeImage(name: string, svg: string): Promise<string>;
  /** The seed's "today"; history is generated for the 12 months up to it. */
  now?: Date;
}

export interface SeedContext {
  tx: Db;
  rnd: SeededRandom;
  deps: SeedDeps;
  today: Date;
  activeMembers: { id: number; member_no: string; name: string; pic: string | null }[];
  adminIds: number[];
}

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function daysAgo(today: Date, days: number): Date {
  return new Date(today.getTime() - days * 86_400_000);
}

/** Inserts in chunks so no statement exceeds PostgreSQL's parameter limit. */
export async function insertChunked<T extends keyof Database & string>(
  tx: Db,
  table: T,
  rows: Record<string, unknown>[],
  size = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    // Rows are built per table by the seed modules; the generic table name defeats Kysely's row typing.
    const chunk = rows.slice(i, i + size) as Parameters<ReturnType<typeof tx.insertInto<T>>['values']>[0];
    await tx.insertInto(table).values(chunk).execute();
  }
}
