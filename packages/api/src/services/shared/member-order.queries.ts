import { type SelectQueryBuilder, sql } from 'kysely';

/**
 * Member numbers in natural order: the text before the first digits, then those digits as a number, then
 * the whole text, so "9" comes before "10" and "M-2" before "M-10" (plain text order puts "10" first).
 */
export function orderByMemberNo<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: string,
): SelectQueryBuilder<DB, TB, O> {
  const memberNo = sql.ref(column);
  return query
    .orderBy(sql`substring(${memberNo} from '^\\D*')`)
    .orderBy(sql`coalesce(substring(${memberNo} from '\\d+')::numeric, -1)`)
    .orderBy(memberNo);
}
