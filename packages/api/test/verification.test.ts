import type { Db } from '@samity/db';
import { describe, expect, it } from 'vitest';
import { createMember, TEST_TODAY, type TestMember, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

const handle = useTestDb();
const as = testCallers(handle, { now: () => TEST_TODAY, loginNow: () => TEST_TODAY });

const tokenOf = async (db: Db, memberId: number) =>
  (
    await db
      .selectFrom('member_verification_tokens')
      .select('token')
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow()
  ).token;

/** A book for the month (made if the demo seed has none) and the member's unpaid row in it. */
async function owe(db: Db, member: TestMember, month: string) {
  await db
    .insertInto('monthly_books')
    .values({ month, amount_poisha: 50_000 })
    .onConflict((oc) => oc.column('month').doNothing())
    .execute();
  const book = await db
    .selectFrom('monthly_books')
    .select('id')
    .where('month', '=', month)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('monthly_dues')
    .values({ book_id: book.id, member_id: member.id, payable_poisha: 50_000 })
    .execute();
}

/** A member owing the months given (first days), nothing else. */
async function memberOwing(months: string[], status: 'active' | 'deceased' = 'active') {
  const member = await createMember(handle.db, { status });
  for (const month of months) await owe(handle.db, member, month);
  return member;
}

describe('verification page', () => {
  it('every member has an unguessable token from the moment they are added', async () => {
    const a = await createMember(handle.db);
    const b = await createMember(handle.db);
    const [ta, tb] = [await tokenOf(handle.db, a.id), await tokenOf(handle.db, b.id)];
    expect(ta).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ta).not.toBe(tb);
    // The demo seed's members (added before any token existed in their rows) have theirs too.
    const missing = await handle.db
      .selectFrom('members')
      .leftJoin('member_verification_tokens as v', 'v.member_id', 'members.id')
      .where('v.token', 'is', null)
      .select('members.id')
      .execute();
    expect(missing).toEqual([]);
  });

  it('shows a member up to 2 months behind in good standing, with no phone or private data', async () => {
    const member = await memberOwing(['2026-10-01', '2026-11-01', '2026-12-01', '2027-01-01']);
    const page = await (await as.anonymous()).public.verification.get({
      token: await tokenOf(handle.db, member.id),
    });
    expect(page).toEqual({
      member_no: member.memberNo,
      name: expect.any(String),
      business: expect.any(String),
      pic: null,
      status: 'active',
      good_standing: true,
    });
    expect(JSON.stringify(page)).not.toContain(member.phone);
  });

  it('shows a member 3 months behind, or deceased, as not in good standing', async () => {
    const behind = await memberOwing(['2026-09-01', '2026-10-01', '2026-11-01']);
    const deceased = await memberOwing([], 'deceased');
    const anonymous = await as.anonymous();
    for (const member of [behind, deceased]) {
      const page = await anonymous.public.verification.get({ token: await tokenOf(handle.db, member.id) });
      expect(page.good_standing).toBe(false);
    }
  });

  it('answers 404 for an unknown or malformed token', async () => {
    const anonymous = await as.anonymous();
    for (const token of ['A'.repeat(43), 'not-a-token', '../../etc'])
      await expect(anonymous.public.verification.get({ token })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('rotation', () => {
  it('gives a new token, audited, and the old one answers 404', async () => {
    const member = await createMember(handle.db);
    const old = await tokenOf(handle.db, member.id);
    const admin = await as.admin('Member_Access');
    const rotated = await admin.admin.verification.rotate({ member_no: member.memberNo });
    expect(rotated.token).not.toBe(old);
    expect(rotated.path).toBe(`/verify/${rotated.token}`);
    const anonymous = await as.anonymous();
    await expect(anonymous.public.verification.get({ token: old })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await anonymous.public.verification.get({ token: rotated.token })).member_no).toBe(
      member.memberNo,
    );
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity', '=', 'member_verification_tokens')
      .where('entity_id', '=', String(member.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe('verification.rotate');
    expect(JSON.stringify(audit)).not.toContain(rotated.token);
  });

  it('is refused to an API key, a Finance admin and a member, and they change nothing', async () => {
    const member = await createMember(handle.db);
    const callers = [
      await as.apiKey('Full_Access+'),
      await as.admin('Finance_Access'),
      await as.member(member),
    ];
    const before = await databaseFingerprint(handle.db);
    for (const caller of callers)
      await expect(caller.admin.verification.rotate({ member_no: member.memberNo })).rejects.toMatchObject({
        code: expect.stringMatching(/FORBIDDEN|UNAUTHORIZED/),
      });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('answers 404 for an unknown member number and changes nothing', async () => {
    const admin = await as.admin('Full_Access');
    const before = await databaseFingerprint(handle.db);
    await expect(admin.admin.verification.rotate({ member_no: 'NO-SUCH-1' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });
});

describe('member and stock', () => {
  it("gives a member their own page's address only", async () => {
    const member = await createMember(handle.db, { password: 'own-password-1' });
    const own = await (await as.member(member)).member.verification.get();
    expect(own).toEqual({
      token: await tokenOf(handle.db, member.id),
      path: `/verify/${await tokenOf(handle.db, member.id)}`,
      good_standing: true,
    });
  });

  it('badges the cars of dealers in good standing only, from the stock answer itself', async () => {
    const good = await memberOwing(['2026-11-01']);
    const behind = await memberOwing(['2026-09-01', '2026-10-01', '2026-11-01']);
    for (const dealer of [good, behind])
      await handle.db
        .insertInto('stock_cars')
        .values({
          member_id: dealer.id,
          brand: 'Verifycar',
          model: `M${dealer.id}`,
          model_year: 2020,
          reg_year: 2021,
          cc: 1500,
          color: 'White',
          mileage: 1000,
          asking_price_poisha: 150_000_000,
          pic: '/uploads/demo/car.svg',
        })
        .execute();
    const result = await (await as.anonymous()).public.stock.search({ search: 'Verifycar' });
    const badge = (dealer: TestMember) =>
      result.entries.find((c) => c.member_no === dealer.memberNo)?.verify_path;
    expect(badge(good)).toBe(`/verify/${await tokenOf(handle.db, good.id)}`);
    expect(badge(behind)).toBeNull();
    // The car's own page carries the same badge.
    const anonymous = await as.anonymous();
    for (const [dealer, expected] of [
      [good, badge(good)],
      [behind, null],
    ] as const) {
      const car = result.entries.find((c) => c.member_no === dealer.memberNo)!;
      const page = await anonymous.public.carPages.get({ id: car.id });
      expect(page.state === 'forSale' && page.car.verify_path).toBe(expected);
    }
  });

  it("badges the similar cars on a sold car's page the same way", async () => {
    const good = await memberOwing([]);
    const behind = await memberOwing(['2026-09-01', '2026-10-01', '2026-11-01']);
    const [sold, ofGood, ofBehind] = [
      await carOf(good, 'Gone'),
      await carOf(good, 'Kept'),
      await carOf(behind, 'Kept'),
    ];
    await handle.db.updateTable('stock_cars').set({ sold_at: TEST_TODAY }).where('id', '=', sold).execute();
    const page = await (await as.anonymous()).public.carPages.get({ id: sold });
    if (page.state !== 'gone') throw new Error('The sold car should be gone');
    const badge = (id: number) => page.similar.find((car) => car.id === id)?.verify_path;
    expect(badge(ofGood)).toBe(`/verify/${await tokenOf(handle.db, good.id)}`);
    expect(badge(ofBehind)).toBeNull();
  });
});

/** A car for sale of the dealer, brand 'Similarcar'; its id. */
async function carOf(dealer: TestMember, model: string) {
  const car = await handle.db
    .insertInto('stock_cars')
    .values({
      member_id: dealer.id,
      brand: 'Similarcar',
      model,
      model_year: 2020,
      reg_year: 2021,
      cc: 1500,
      color: 'White',
      mileage: 1000,
      asking_price_poisha: 150_000_000,
      pic: '/uploads/demo/car.svg',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return car.id;
}
