import type { Db } from '@samity/db';
import { likePattern, memberSearchText, vocabularyNames } from '../shared/search.queries';

const publicColumns = ['id', 'member_no', 'name', 'father', 'business', 'address', 'phone', 'pic'] as const;

/**
 * Active members in member-number order; without a limit, all of them (the public list pages in the browser).
 * The builders are returned unexecuted so public-stocks-plan.test.ts can EXPLAIN them at the bench size.
 */
export function activeMembersQuery(db: Db, page: { limit?: number; offset?: number }) {
  const query = db
    .selectFrom('members')
    .select(publicColumns)
    .where('status', '=', 'active')
    .orderBy('member_no');
  return page.limit !== undefined ? query.limit(page.limit).offset(page.offset ?? 0) : query;
}

export function listActiveMembers(db: Db, page: { limit?: number; offset?: number }) {
  return activeMembersQuery(db, page).execute();
}

/** Substring search over member no, name and business; served by the trigram index on the same expression. */
export function memberSearchQuery(db: Db, search: string, limit = 100) {
  return (
    db
      .selectFrom('members')
      .select(publicColumns)
      .where('status', '=', 'active')
      // "টয়োটা" finds a business named Toyota: the names the vocabulary reads are searched beside the text.
      .where((eb) =>
        eb.or(
          [search, ...vocabularyNames(search)].map((text) =>
            eb(memberSearchText, 'ilike', likePattern(text)),
          ),
        ),
      )
      .orderBy('member_no')
      .limit(limit)
  );
}

export function searchActiveMembers(db: Db, search: string, limit = 100) {
  return memberSearchQuery(db, search, limit).execute();
}

/** Deceased members in member-number order, with the same public fields as an active member. */
export function listDeceasedMembers(db: Db) {
  return db
    .selectFrom('members')
    .select(publicColumns)
    .where('status', '=', 'deceased')
    .orderBy('member_no')
    .execute();
}

/** The logged-in member's own profile (the same fields the public sees). */
export function findMemberSelf(db: Db, memberId: number) {
  return db
    .selectFrom('members')
    .select([...publicColumns, 'password_is_initial'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** Members for the admin panel: whether a password exists and is still initial, never the hash. */
export function listMemberAccounts(db: Db) {
  return db
    .selectFrom('members')
    .select((eb) => [
      'member_no',
      'name',
      'phone',
      'status',
      'password_is_initial',
      eb('password_hash', 'is not', null).as('has_password'),
    ])
    .orderBy('status')
    .orderBy('member_no')
    .execute();
}

export function findMemberByNo(db: Db, memberNo: string) {
  return db
    .selectFrom('members')
    .select(['id', 'member_no', 'password_is_initial'])
    .where('member_no', '=', memberNo)
    .executeTakeFirst();
}
