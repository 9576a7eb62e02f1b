import type { EnquiryInput } from '@samity/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_ADDRESS_LIMIT, ENQUIRY_PHONE_LIMIT } from '../src/services/enquiries/enquiries.service';
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
 * Buyers' enquiries (issue 26 §2): sent from a car to its dealer with the dealer's messages, throttled per
 * phone and per address, refused for a sold or unknown car, seen only by that dealer, answered, closed when
 * the car is sold, and counted for the admins.
 */
const handle = useTestDb();
const clock = new FakeClock();
const SMS_ON = { sms: true, email: false };
const as = testCallers(handle, { now: clock.now, channels: SMS_ON });
let dealer: TestMember;
let otherDealer: TestMember;
let carId: number;

async function addCar(memberId: number, sold = false): Promise<number> {
  const row = await handle.db
    .insertInto('stock_cars')
    .values({
      member_id: memberId,
      brand: 'Toyota',
      model: 'Axio',
      model_year: 2018,
      reg_year: 2019,
      cc: 1500,
      color: 'White',
      mileage: 40_000,
      asking_price_poisha: 2_000_000_00,
      pic: '/uploads/axio.jpg',
      sold_at: sold ? clock.now() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  dealer = await createMember(handle.db, { password: 'dealer-pass-1', name: 'Dealer Karim' });
  otherDealer = await createMember(handle.db, { password: 'dealer-pass-2' });
  await handle.db.updateTable('members').set({ language: 'bn' }).where('id', '=', dealer.id).execute();
  carId = await addCar(dealer.id);
});

let ipCounter = 0;
/** A buyer of one's own: an address and a phone no other test uses. */
function buyer() {
  ipCounter++;
  return {
    ip: `10.26.${Math.floor(ipCounter / 200)}.${ipCounter % 200}`,
    phone: `0191${String(2_000_000 + ipCounter).padStart(7, '0')}`,
  };
}
const from = (ip: string) => as.anonymous({ request: { ip, userAgent: 'vitest' } });
const enquiry = (phone: string, change: Partial<EnquiryInput> = {}): EnquiryInput => ({
  car_id: carId,
  name: 'Rahim Buyer',
  phone,
  message: 'Is the price negotiable?',
  preferred_time: 'After 5 pm',
  ...change,
});
const enquiryCount = async () =>
  Number(
    (
      await handle.db
        .selectFrom('enquiries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('public.enquiries.create', () => {
  it('stores the enquiry for the car’s dealer and tells the dealer in the inbox and by SMS, in Bengali', async () => {
    const { ip } = buyer();
    const result = await from(ip).public.enquiries.create(
      await withHumanProof(
        as.anonymous(),
        enquiry('+880 1812-345678', { name: '  Rahim  ', preferred_time: '' }),
      ),
    );
    expect(result).toEqual({ success: true });
    const row = await handle.db
      .selectFrom('enquiries')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      member_id: dealer.id,
      car_id: carId,
      car_title: 'Toyota Axio 2018',
      name: 'Rahim',
      phone: '01812345678',
      preferred_time: null,
      status: 'open',
      read_at: null,
    });
    const messages = await handle.db
      .selectFrom('notification_outbox')
      .select(['channel', 'recipient', 'language', 'body'])
      .where('event_key', '=', `enquiry_received:${row.id}`)
      .orderBy('channel')
      .execute();
    expect(messages.map((m) => m.channel)).toEqual(['inbox', 'sms']);
    expect(messages[0]).toMatchObject({ recipient: dealer.memberNo, language: 'bn' });
    expect(messages[1]?.recipient).toBe(`+88${dealer.phone}`);
    // The SMS carries the buyer's first name and the link to the inbox, never what the buyer typed (the
    // preferred time too, cleaned, when there is one: packages/domain/test/enquiry-sms.test.ts).
    expect(messages[1]?.body).toBe(
      'সমিতি: Rahim জানতে চান: Toyota Axio 2018। /MemberDashboard?lang=bn#enquiries',
    );
    // The dealer reads it in their own inbox, as the dashboard's bell asks for it.
    const inbox = await (await as.member(dealer)).member.notifications.list({ limit: 5, offset: 0 });
    expect(inbox.entries[0]).toMatchObject({ kind: 'enquiry_received', readAt: null });
    expect(inbox.entries[0]?.body).toContain('01812345678');
  });

  it.each([
    ['a blank name', { name: '  ' }, 'name'],
    ['a landline phone', { phone: '029123456' }, 'phone'],
    ['a blank message', { message: ' \n ' }, 'message'],
    ['an overlong message', { message: 'm'.repeat(1001) }, 'message'],
    ['an overlong preferred time', { preferred_time: 't'.repeat(101) }, 'preferred_time'],
  ] as const)('refuses %s on its field and writes nothing', async (_, change, field) => {
    const { ip, phone } = buyer();
    const before = await databaseFingerprint(handle.db);
    const error = await from(ip)
      .public.enquiries.create(
        await withHumanProof(as.anonymous(), enquiry(phone, change as Partial<EnquiryInput>)),
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    expect(JSON.stringify((error as { cause?: unknown }).cause ?? error)).toContain(field);
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('refuses a sold car (409) and an unknown one (404), writing and counting nothing', async () => {
    const sold = await addCar(dealer.id, true);
    const { ip, phone } = buyer();
    const before = await databaseFingerprint(handle.db);
    await expect(
      from(ip).public.enquiries.create(
        await withHumanProof(as.anonymous(), enquiry(phone, { car_id: sold })),
      ),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(
      from(ip).public.enquiries.create(
        await withHumanProof(as.anonymous(), enquiry(phone, { car_id: 999_999_999 })),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it(`lets one phone send ${ENQUIRY_PHONE_LIMIT.limit} an hour, then 429 with nothing written`, async () => {
    const { phone } = buyer();
    for (let i = 0; i < ENQUIRY_PHONE_LIMIT.limit; i++)
      await from(buyer().ip).public.enquiries.create(
        await withHumanProof(as.anonymous(), enquiry(phone, { message: `Question ${i}` })),
      );
    const before = await enquiryCount();
    const outbox = await handle.db.selectFrom('notification_outbox').select('id').execute();
    await expect(
      from(buyer().ip).public.enquiries.create(await withHumanProof(as.anonymous(), enquiry(phone))),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    expect(await enquiryCount()).toBe(before);
    expect(await handle.db.selectFrom('notification_outbox').select('id').execute()).toHaveLength(
      outbox.length,
    );
    clock.advanceSeconds(ENQUIRY_PHONE_LIMIT.windowSeconds);
    expect(
      await from(buyer().ip).public.enquiries.create(await withHumanProof(as.anonymous(), enquiry(phone))),
    ).toEqual({ success: true });
  });

  it(`lets one address send ${ENQUIRY_ADDRESS_LIMIT.limit} an hour, whatever the phones`, async () => {
    const { ip } = buyer();
    for (let i = 0; i < ENQUIRY_ADDRESS_LIMIT.limit; i++)
      await from(ip).public.enquiries.create(await withHumanProof(as.anonymous(), enquiry(buyer().phone)));
    const before = await enquiryCount();
    await expect(
      from(ip).public.enquiries.create(await withHumanProof(as.anonymous(), enquiry(buyer().phone))),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    expect(await enquiryCount()).toBe(before);
    clock.advanceSeconds(ENQUIRY_ADDRESS_LIMIT.windowSeconds);
  });
});

describe('member.enquiries', () => {
  it('lists only the dealer’s own enquiries, newest first, with the buyer’s phone and the unread count', async () => {
    const { ip, phone } = buyer();
    await from(ip).public.enquiries.create(
      await withHumanProof(as.anonymous(), enquiry(phone, { message: 'Newest question' })),
    );
    const mine = await (await as.member(dealer)).member.enquiries.list({ limit: 5 });
    expect(mine.entries[0]).toMatchObject({ message: 'Newest question', phone, read: false, status: 'open' });
    expect(mine.unread).toBeGreaterThan(0);
    // Listing marks nothing read: the enquiry stays new until the dealer acts on it.
    const again = await (await as.member(dealer)).member.enquiries.list({ limit: 5 });
    expect(again.entries[0]).toMatchObject({ id: mine.entries[0]!.id, read: false });
    expect(again.unread).toBe(mine.unread);
    const theirs = await (await as.member(otherDealer)).member.enquiries.list({});
    expect(theirs).toEqual({ entries: [], total: 0, unread: 0 });
  });

  it('marks read only the dealer’s own; another dealer cannot read or answer them', async () => {
    const { ip, phone } = buyer();
    await from(ip).public.enquiries.create(await withHumanProof(as.anonymous(), enquiry(phone)));
    const me = await as.member(dealer);
    const [latest] = (await me.member.enquiries.list({ limit: 1 })).entries;
    const other = await as.member(otherDealer);
    const before = await databaseFingerprint(handle.db);
    expect(await other.member.enquiries.markRead({ ids: [latest!.id] })).toEqual({ marked: 0 });
    await expect(other.member.enquiries.answer({ id: latest!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    const { unread } = await me.member.enquiries.unreadCount();
    expect(await me.member.enquiries.markRead({ ids: [latest!.id] })).toEqual({ marked: 1 });
    expect(await me.member.enquiries.unreadCount()).toEqual({ unread: unread - 1 });
    const answered = await me.member.enquiries.answer({ id: latest!.id });
    expect(answered).toMatchObject({ status: 'answered', read: true });
    expect(answered.answered_at).toBe(clock.now().toISOString());
  });

  it('refuses anonymous callers and API keys, changing nothing', async () => {
    const callers = [as.anonymous(), await as.apiKey('Full_Access+')];
    const before = await databaseFingerprint(handle.db);
    for (const caller of callers) {
      await expect(caller.member.enquiries.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(caller.member.enquiries.answer({ id: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('puts the enquiries in the dealer’s CSV export, formulas escaped', async () => {
    const { ip, phone } = buyer();
    await from(ip).public.enquiries.create(
      await withHumanProof(as.anonymous(), enquiry(phone, { message: '=HYPERLINK("x")' })),
    );
    const file = await (await as.member(dealer)).member.enquiries.export();
    expect(file.csv.startsWith('\uFEFFcreated_at,car_title,name,phone')).toBe(true);
    expect(file.csv).toContain(phone);
    expect(file.csv).toContain(`"'=HYPERLINK(""x"")"`);
    const other = await (await as.member(otherDealer)).member.enquiries.export();
    expect(other.count).toBe(0);
  });

  it('closes the car’s open enquiries when the dealer marks it sold, and keeps answered ones', async () => {
    const car = await addCar(dealer.id);
    for (const message of ['First', 'Second'])
      await from(buyer().ip).public.enquiries.create(
        await withHumanProof(as.anonymous(), enquiry(buyer().phone, { car_id: car, message })),
      );
    const me = await as.member(dealer);
    const first = (await me.member.enquiries.list({ limit: 2 })).entries.find((e) => e.message === 'First');
    await me.member.enquiries.answer({ id: first!.id });
    await me.member.stock.update({ id: car });
    const rows = await handle.db
      .selectFrom('enquiries')
      .select(['message', 'status'])
      .where('car_id', '=', car)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { message: 'First', status: 'answered' },
      { message: 'Second', status: 'closed' },
    ]);
  });
});

describe('admin.enquiries.counts', () => {
  it('counts per dealer and per Dhaka month for Full_Access, names and phones left out', async () => {
    const report = await (await as.admin('Full_Access')).admin.enquiries.counts({});
    expect(report.months).toHaveLength(6);
    const row = report.entries.find((entry) => entry.member_no === dealer.memberNo);
    expect(row?.total).toBeGreaterThan(0);
    expect(row?.counts.reduce((a, b) => a + b, 0)).toBe(row?.total);
    expect(JSON.stringify(report)).not.toContain('Rahim');
    await expect((await as.admin('Member_Access')).admin.enquiries.counts({})).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
