import type { Db } from '@samity/db';
import { sql } from 'kysely';

const publicColumns = ['id', 'member_no', 'name', 'father', 'business', 'address', 'phone', 'pic'] as const;

/** Active members in member-number order; without limit, all of them (spec: no params returns all). */
export function listActiveMembers(db: Db, page: { limit?: number; offset?: number }) {
  let query = db
    .selectFrom('members')
    .select(publicColumns)
    .where('status', '=', 'active')
    .orderBy('member_no');
  if (page.limit !== undefined) query = query.limit(page.limit).offset(page.offset ?? 0);
  return query.execute();
}

/** Escapes LIKE wildcards so a search for "50%" matches those characters literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Substring search over member no, name and business; served by the trigram index on the same expression. */
export function searchActiveMembers(db: Db, search: string, limit = 100) {
  return db
    .selectFrom('members')
    .select(publicColumns)
    .where('status', '=', 'active')
    .where(sql<string>`member_no || ' ' || name || ' ' || business`, 'ilike', likePattern(search))
    .orderBy('member_no')
    .limit(limit)
    .execute();
}

/** Deceased members in member-number order (spec: the same fields as a member). */
export function listDeceasedMembers(db: Db) {
  return db
    .selectFrom('members')
    .select(publicColumns)
    .where('status', '=', 'deceased')
    .orderBy('member_no')
    .execute();
}
