import type { Privilege } from '@samity/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  FakeClock,
  type TestMember,
  testCallers,
  useTestDb,
  withHumanProof,
} from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

/**
 * The admins' list of buyers' enquiries (issue 26 §2: "the buyer's phone is visible only to that dealer and to
 * admins with Full_Access"): Full_Access and above in person read it, paged; Finance_Access and
 * Member_Access admins, members, anonymous callers and API keys of every privilege (Full_Access+ too) are
 * refused and nothing changes; the buyer's name and phone are in no public answer and not in the counts.
 */
const handle = useTestDb();
const clock = new FakeClock();
const as = testCallers(handle, { now: clock.now });
const BUYER = { name: 'Salma Buyer-Admin-List', phone: '01712398765' };
let dealer: TestMember;
let carId: number;
/** The demo seed's enquiries (a dozen, all older than this file's clock). */
let seeded: number;

beforeAll(async () => {
  seeded = (await handle.db.selectFrom('enquiries').select('id').execute()).length;
  dealer = await createMember(handle.db, { name: 'Dealer Listed' });
  const car = await handle.db
    .insertInto('stock_cars')
    .values({
      member_id: dealer.id,
      brand: 'Nissan',
      model: 'X-Trail',
      model_year: 2016,
      reg_year: 2017,
      cc: 2000,
      color: 'Black',
      mileage: 70_000,
      asking_price_poisha: 3_100_000_00,
      pic: '/uploads/xtrail.jpg',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  carId = car.id;
  const buyer = as.anonymous({ request: { ip: '10.31.0.1', userAgent: 'vitest' } });
  for (const message of ['First question', 'Second question', 'Third question']) {
    await buyer.public.enquiries.create(
      await withHumanProof(as.anonymous(), { car_id: carId, ...BUYER, message }),
    );
    clock.advanceSeconds(60);
  }
});

describe('admin.enquiries.list', () => {
  it('shows Full_Access and above every enquiry newest first, with the dealer and the buyer’s phone, paged', async () => {
    for (const privilege of ['Full_Access+', 'Full_Access'] as const) {
      const admin = await as.admin(privilege);
      const first = await admin.admin.enquiries.list({ limit: 2 });
      expect(first.total).toBe(seeded + 3);
      expect(first.entries.map((e) => e.message)).toEqual(['Third question', 'Second question']);
      expect(first.entries[0]).toMatchObject({
        car_id: carId,
        car_title: 'Nissan X-Trail 2016',
        name: BUYER.name,
        phone: BUYER.phone,
        status: 'open',
        member_no: dealer.memberNo,
        dealer_name: 'Dealer Listed',
      });
      // The third newest is this file's first; the seed's older ones follow it.
      const second = await admin.admin.enquiries.list({ limit: 2, offset: 2 });
      expect(second.entries[0]!.message).toBe('First question');
      expect(second.entries[1]!.member_no).not.toBe(dealer.memberNo);
    }
  });

  it('refuses the other privileges (403), members and anonymous callers (401), changing nothing', async () => {
    const admins = [await as.admin('Finance_Access'), await as.admin('Member_Access')];
    const others = [await as.member(dealer), as.anonymous()];
    const before = await databaseFingerprint(handle.db);
    for (const admin of admins)
      await expect(admin.admin.enquiries.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    for (const caller of others)
      await expect(caller.admin.enquiries.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('refuses an API key of every privilege, Full_Access+ too, before reading anything', async () => {
    const privileges: Privilege[] = ['Full_Access+', 'Full_Access', 'Finance_Access', 'Member_Access'];
    const keys = await Promise.all(privileges.map((privilege) => as.apiKey(privilege)));
    const before = await databaseFingerprint(handle.db);
    for (const [i, key] of keys.entries()) {
      const error = await key.admin.enquiries.list({}).catch((e: unknown) => e);
      expect(error, privileges[i]).toMatchObject({
        code: 'FORBIDDEN',
        cause: { key: 'apiKeys.personalData' },
      });
    }
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('keeps the buyer’s name and phone out of every public answer and out of the counts a key may read', async () => {
    const anonymous = as.anonymous();
    const answers = [
      await anonymous.public.stock.list(),
      await anonymous.public.stock.search({ search: 'X-Trail' }),
      await anonymous.public.carPages.get({ id: carId }),
      await (await as.apiKey('Full_Access')).admin.enquiries.counts({}),
    ];
    const text = JSON.stringify(answers);
    expect(text).toContain('X-Trail');
    expect(text).not.toContain(BUYER.phone);
    expect(text).not.toContain(BUYER.name);
  });
});
