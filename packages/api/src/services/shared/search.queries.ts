import { sql } from 'kysely';

/** Escapes LIKE wildcards so a search for "50%" matches those characters literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The text a member (or a dealer, on the stock pages) is found by: number, name and business. Written once,
 * because the trigram index on members is built on exactly this expression and serves only it.
 */
export const memberSearchText = sql<string>`member_no || ' ' || name || ' ' || business`;
