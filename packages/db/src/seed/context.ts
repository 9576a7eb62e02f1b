import { DHAKA_OFFSET_MS } from '@samity/domain';
import type { Db } from '../client';
import type { Database } from '../schema';
import type { SeededRandom } from './random';

export interface SeedDeps {
  /** argon2id hasher of the API layer (the db package does not own password policy). */
  hashPassword(password: string): Promise<string>;
  /** Stores a generated SVG picture and answers its public address. */
  storeImage(name: string, svg: string): Promise<string>;
  /**
   * Renders one of the society's documents as a PDF and stores it where the document download route reads
   * it; answers the stored file's key, size and SHA-256 (the db package draws no PDFs).
   */
  storeDocument(file: DemoPdf): Promise<StoredDemoPdf>;
  /** The seed's "today"; history is generated for the 12 months up to it. */
  now?: Date;
}

/** A demo document's text: a title, facts (label and value) and headed paragraphs, in one language. */
export interface DemoPdf {
  lang: 'en' | 'bn';
  title: string;
  facts: [label: string, value: string][];
  sections: { heading: string; text: string }[];
  /** When it was made: the PDF's creation date, so the same seed gives the same file. */
  at: Date;
}

export interface StoredDemoPdf {
  storageKey: string;
  bytes: number;
  sha256: string;
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

/**
 * A moment on the Dhaka calendar day `days` before today, in office hours (10:00 to 19:59 Dhaka time), or
 * now and then in the evening (20:00 to 22:59) when `evening` says so: people write to the society and
 * dealers record things through the working day, not all at midnight. `at` (0..1) places it in those hours;
 * never later than today's own moment.
 */
export function dhakaTime(today: Date, days: number, at: number, evening = false): Date {
  const dhakaDay = Math.floor((today.getTime() + DHAKA_OFFSET_MS) / 86_400_000) - days;
  const [from, hours] = evening ? [20, 3] : [10, 10];
  const minutes = Math.floor(at * hours * 60);
  const moment =
    dhakaDay * 86_400_000 - DHAKA_OFFSET_MS + (from * 60 + minutes) * 60_000 + ((minutes * 37) % 60) * 1000;
  return new Date(Math.min(moment, today.getTime()));
}

/** How many Dhaka calendar days before today an ISO date is (0: today). */
export function dhakaDaysAgo(today: Date, iso: string): number {
  const todayDay = Math.floor((today.getTime() + DHAKA_OFFSET_MS) / 86_400_000);
  return todayDay - Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
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

/** The day `days` from the seed's today (negative: before it), as an ISO date. */
export const dayFrom = (ctx: SeedContext, days: number) => isoDate(daysAgo(ctx.today, -days));

/** An ISO date `days` later (negative: earlier). */
export const addDays = (iso: string, days: number) =>
  isoDate(new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000));

/** A moment on an ISO date in office hours (`at` in 0..1), never after the seed's own moment. */
export const momentOn = (ctx: SeedContext, iso: string, at: number) =>
  dhakaTime(ctx.today, dhakaDaysAgo(ctx.today, iso), at);
