import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, FakeClock, type TestMember, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

/**
 * The number buyers see for a dealer: the member sets their own (Bengali digits and +88 read, stored in the
 * national form, audited); the car page, the stock, the dealer's page and the stock search show it, and the
 * login phone again once it is cleared. Another member, an invalid number and anyone not signed in are
 * refused with nothing changed.
 */
const handle = useTestDb();
const clock = new FakeClock();
const as = testCallers(handle, { now: clock.now });
let dealer: TestMember;
let other: TestMember;
let carId: number;
let loginPhone: string;

beforeAll(async () => {
  dealer = await createMember(handle.db, { password: 'dealer-phone-1', name: 'Dealer Phone' });
  other = await createMember(handle.db, { password: 'other-phone-1' });
  loginPhone = (
    await handle.db
      .selectFrom('members')
      .select('phone')
      .where('id', '=', dealer.id)
      .executeTakeFirstOrThrow()
  ).phone;
  const car = await handle.db
    .insertInto('stock_cars')
    .values({
      member_id: dealer.id,
      brand: 'Toyota',
      model: 'Premio',
      model_year: 2017,
      reg_year: 2018,
      cc: 1500,
      color: 'Pearl',
      mileage: 52_000,
      asking_price_poisha: 2_450_000_00,
      pic: '/uploads/premio.jpg',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  carId = car.id;
});

/** The phone every public answer naming the dealer shows. */
async function phonesBuyersSee(): Promise<string[]> {
  const visitor = as.anonymous();
  const page = await visitor.public.carPages.get({ id: carId });
  const search = await visitor.public.stock.search({ dealer: dealer.memberNo, limit: 12, offset: 0 });
  const dealerPage = await visitor.public.dealerPages.get({ member_no: dealer.memberNo });
  if (page.state !== 'forSale' || dealerPage.state !== 'member') throw new Error('the car is for sale');
  return [page.car.phone, ...search.entries.map((car) => car.phone), dealerPage.dealer.phone];
}

async function expectRefusedUnchanged(call: () => Promise<unknown>, expected: object) {
  const before = await databaseFingerprint(handle.db);
  await expect(call()).rejects.toMatchObject(expected);
  expect(await databaseFingerprint(handle.db)).toEqual(before);
}

describe('the number buyers see', () => {
  it('is the login phone until the member sets another', async () => {
    const me = await as.member(dealer);
    expect(await me.member.publicPhone.get({})).toEqual({ public_phone: null, login_phone: loginPhone });
    expect(await phonesBuyersSee()).toEqual([loginPhone, loginPhone, loginPhone]);
  });

  it('is set by the member in Bengali digits, stored in the national form, shown everywhere and audited', async () => {
    const me = await as.member(dealer);
    const saved = await me.member.publicPhone.update({
      member_no: dealer.memberNo,
      public_phone: '+৮৮ ০১৮১২-৩৪৫৬৭৮',
    });
    expect(saved).toEqual({ public_phone: '01812345678', login_phone: loginPhone });
    expect(await phonesBuyersSee()).toEqual(['01812345678', '01812345678', '01812345678']);
    const audit = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.publicPhone.update')
      .where('entity_id', '=', String(dealer.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_member_id: dealer.id,
      entity: 'members',
      before: { public_phone: null },
      after: { public_phone: '01812345678' },
    });
    // The login phone is not touched: the member still signs in and gets the society's SMS on it.
    const row = await handle.db
      .selectFrom('members')
      .select('phone')
      .where('id', '=', dealer.id)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe(loginPhone);
  });

  it('refuses another member setting it (403, nothing changed)', async () => {
    const intruder = await as.member(other);
    await expectRefusedUnchanged(
      () => intruder.member.publicPhone.update({ member_no: dealer.memberNo, public_phone: '01999999999' }),
      { code: 'FORBIDDEN', cause: { key: 'auth.notYourAccount' } },
    );
    await expectRefusedUnchanged(() => intruder.member.publicPhone.get({ member_no: dealer.memberNo }), {
      code: 'FORBIDDEN',
    });
    expect(await phonesBuyersSee()).toEqual(['01812345678', '01812345678', '01812345678']);
  });

  it('refuses anyone not signed in as a member (401, nothing changed)', async () => {
    await expectRefusedUnchanged(
      () => as.anonymous().member.publicPhone.update({ public_phone: '01999999999' }),
      { code: 'UNAUTHORIZED' },
    );
  });

  it('refuses a number that is no Bangladeshi mobile (400, nothing changed)', async () => {
    const me = await as.member(dealer);
    for (const bad of ['0171234', '01212345678', '+1 555 123 4567', 'call me', '০১৮১২৩৪৫৬৭৮৯'])
      await expectRefusedUnchanged(() => me.member.publicPhone.update({ public_phone: bad }), {
        code: 'BAD_REQUEST',
      });
    expect(await phonesBuyersSee()).toEqual(['01812345678', '01812345678', '01812345678']);
  });

  it('is cleared with an empty box, and buyers see the login phone again', async () => {
    const me = await as.member(dealer);
    expect(await me.member.publicPhone.update({ public_phone: '' })).toEqual({
      public_phone: null,
      login_phone: loginPhone,
    });
    expect(await phonesBuyersSee()).toEqual([loginPhone, loginPhone, loginPhone]);
  });
});
