import type { Db } from '@samity/db';
import { sql } from 'kysely';
import { dueRowsQuery } from '../statements/statements.queries';

/**
 * How many started months the member `m` is behind (rows with something due): the database's reading of
 * monthsBehind (packages/domain/src/good-standing.ts), upcoming months left out by dueRowsQuery. A correlated
 * count, so only the members a query returns are counted.
 */
function monthsBehindOf(db: Db, now: Date) {
  const rows = dueRowsQuery(db, { startedAt: now }).where('r.member_id', '=', sql.ref<number>('m.id'));
  return db
    .selectFrom(rows.as('x'))
    .where(sql<boolean>`x.payable_poisha > x.payment_poisha`)
    .select((eb) => eb.fn.countAll<string>().as('n'));
}

/** The member a verification token names, with what good standing is decided from; undefined for an unknown token. */
export function findVerificationByToken(db: Db, token: string, now: Date) {
  return db
    .selectFrom('member_verification_tokens as v')
    .innerJoin('members as m', 'm.id', 'v.member_id')
    .where('v.token', '=', token)
    .select(['m.id', 'm.member_no', 'm.name', 'm.business', 'm.pic', 'm.status', 'v.token'])
    .select(monthsBehindOf(db, now).as('months_behind'))
    .executeTakeFirst();
}

/** The same for a member by id (their own certificate and dashboard). */
export function findVerificationOfMember(db: Db, memberId: number, now: Date) {
  return db
    .selectFrom('member_verification_tokens as v')
    .innerJoin('members as m', 'm.id', 'v.member_id')
    .where('m.id', '=', memberId)
    .select(['m.id', 'm.member_no', 'm.name', 'm.business', 'm.pic', 'm.status', 'v.token'])
    .select(monthsBehindOf(db, now).as('months_behind'))
    .executeTakeFirst();
}

export type VerificationRow = NonNullable<Awaited<ReturnType<typeof findVerificationByToken>>>;

/**
 * The standing of the dealers named, for the stock's badges: one query for a whole page of cars, never one
 * per card. Members without a token (none, since the trigger gives every member one) are left out.
 */
export function dealersStanding(db: Db, memberIds: readonly number[], now: Date) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('member_verification_tokens as v')
    .innerJoin('members as m', 'm.id', 'v.member_id')
    .where('m.id', 'in', [...memberIds])
    .select(['m.id', 'm.status', 'v.token'])
    .select(monthsBehindOf(db, now).as('months_behind'))
    .execute();
}

/** The member's token row, locked for a rotation; undefined for an unknown member number. */
export function lockVerificationOfMemberNo(db: Db, memberNo: string) {
  return db
    .selectFrom('member_verification_tokens as v')
    .innerJoin('members as m', 'm.id', 'v.member_id')
    .where('m.member_no', '=', memberNo)
    .select(['m.id', 'm.member_no', 'v.created_at'])
    .forUpdate('v')
    .executeTakeFirst();
}

/** A new token for the member (the database draws it, as for every member's first one). */
export function replaceVerificationToken(db: Db, memberId: number, at: Date) {
  return db
    .updateTable('member_verification_tokens')
    .set({ token: sql<string>`new_verification_token()`, created_at: at })
    .where('member_id', '=', memberId)
    .returning(['token', 'created_at'])
    .executeTakeFirstOrThrow();
}
