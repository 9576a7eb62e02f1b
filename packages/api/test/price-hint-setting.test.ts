import { PRICE_HINT_WAIT } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import { createAdmin, createMember, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

/**
 * The price hint's wait is a setting (issue 37): the days a car must have been listed before its price
 * counts for other cars' hints. Full_Access admins (and API keys of that privilege) set it, audited; the car
 * pages follow it at once; anyone else is refused with nothing changed.
 */
const handle = useTestDb({ empty: true });
const NOW = new Date('2026-11-29T06:00:00Z');
const as = testCallers(handle, { now: () => NOW });
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

let n = 0;
async function addCar(memberId: number, price: number, listed: Date) {
  n += 1;
  const row = await handle.db
    .insertInto('stock_cars')
    .values({
      member_id: memberId,
      brand: 'Toyota',
      model: 'Premio',
      model_year: 2015,
      reg_year: 2016,
      cc: 1500,
      color: 'White',
      mileage: 60_000,
      asking_price_poisha: price * 100,
      pic: `/uploads/demo/wait-${n}.svg`,
      created_at: listed,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function hintOf(id: number) {
  const page = await (await as.anonymous()).public.carPages.get({ id });
  if (page.state !== 'forSale') throw new Error(`car ${id} is not for sale`);
  return page.fair_price;
}

const waitNow = async () =>
  (await handle.db.selectFrom('stock_settings').selectAll().executeTakeFirstOrThrow())
    .price_hint_min_listed_days;

describe('the price hint wait', () => {
  it('starts at 3 days, and changing it changes which cars count', async () => {
    const [own, a, b, c, d] = await Promise.all(Array.from({ length: 5 }, () => createMember(handle.db)));
    const subject = await addCar(own!.id, 1_800_000, daysAgo(30));
    await addCar(a!.id, 1_700_000, daysAgo(10));
    await addCar(b!.id, 1_800_000, daysAgo(10));
    // Listed 2 days and 5 days ago: not yet evidence at 3 days, and again not at 7.
    await addCar(c!.id, 1_900_000, daysAgo(2));
    await addCar(d!.id, 2_000_000, daysAgo(5));
    const admin = await as.admin('Full_Access');

    expect(await admin.admin.enquiries.priceHintSettings()).toEqual({
      min_listed_days: PRICE_HINT_WAIT.defaultDays,
    });
    expect((await hintOf(subject))?.dealers).toBe(3);

    await admin.admin.enquiries.updatePriceHintSettings({ min_listed_days: 1 });
    expect((await hintOf(subject))?.dealers).toBe(4);

    await admin.admin.enquiries.updatePriceHintSettings({ min_listed_days: 7 });
    expect(await hintOf(subject)).toBeNull(); // two dealers left: too few for a hint

    await admin.admin.enquiries.updatePriceHintSettings({ min_listed_days: 0 });
    expect((await hintOf(subject))?.dealers).toBe(4);
    expect(await admin.admin.enquiries.priceHintSettings()).toEqual({ min_listed_days: 0 });
  });

  it('is audited with the value before and after, and who set it (an admin, or an API key)', async () => {
    const admin = await createAdmin(handle.db, { privilege: 'Full_Access' });
    await (await as.admin(admin)).admin.enquiries.updatePriceHintSettings({ min_listed_days: 5 });
    await (await as.apiKey('Full_Access')).admin.enquiries.updatePriceHintSettings({ min_listed_days: 4 });
    const audit = await handle.db
      .selectFrom('audit_log')
      .where('action', '=', 'stock.priceHint.settings')
      .select(['actor_admin_id', 'actor_api_key_id', 'before', 'after', 'at'])
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(audit[1]).toMatchObject({
      actor_admin_id: admin.id,
      actor_api_key_id: null,
      after: { min_listed_days: 5 },
      at: NOW,
    });
    expect(audit[0]).toMatchObject({
      actor_admin_id: null,
      before: { min_listed_days: 5 },
      after: { min_listed_days: 4 },
    });
    expect(audit[0]!.actor_api_key_id).not.toBeNull();
    const row = await handle.db.selectFrom('stock_settings').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ price_hint_min_listed_days: 4, updated_by: null, updated_at: NOW });
  });

  it('refuses a wait outside 0-30 days, a member, a lower privilege and its API key, with nothing changed', async () => {
    const full = await as.admin('Full_Access');
    // A member's session is no admin's: asked to log in as one (401); lower privileges and their keys: 403.
    const member = await as.member();
    const lower = [
      await as.admin('Finance_Access'),
      await as.apiKey('Finance_Access'),
      await as.admin('Member_Access'),
      await as.apiKey('Member_Access'),
    ];
    const wait = await waitNow();
    const before = await databaseFingerprint(handle.db);
    for (const min_listed_days of [-1, 31, 2.5])
      await expect(full.admin.enquiries.updatePriceHintSettings({ min_listed_days })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    await expect(
      member.admin.enquiries.updatePriceHintSettings({ min_listed_days: 1 }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    for (const caller of lower) {
      await expect(
        caller.admin.enquiries.updatePriceHintSettings({ min_listed_days: 1 }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(caller.admin.enquiries.priceHintSettings()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await waitNow()).toBe(wait);
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });
});
