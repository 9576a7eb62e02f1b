import { dhakaDay, type EnquiryInput } from '@samity/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALERT_CODES_PER_PHONE, ALERT_PHONES_PER_ADDRESS } from '../src/services/alerts/alerts.service';
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
 * What an anonymous visitor can make the society pay in SMS (issue 38 §1): the dealer's enquiry SMS carries
 * nothing the visitor typed but a first name, a dealer gets at most the day's cap of enquiry SMS and then
 * one summary (every enquiry still in the inbox), and alert codes are capped per phone and per address.
 * Counted in the database: the outbox and the enquiries are asserted row by row.
 */
const handle = useTestDb();
const clock = new FakeClock();
const ORIGIN = 'https://samity.example.org';
const as = testCallers(handle, {
  now: clock.now,
  channels: { sms: true, email: false },
  publicOrigin: ORIGIN,
});
let dealer: TestMember;
let carId: number;

beforeAll(async () => {
  dealer = await createMember(handle.db, { name: 'Dealer Flood' });
  const car = await handle.db
    .insertInto('stock_cars')
    .values({
      member_id: dealer.id,
      brand: 'Toyota',
      model: 'Axio',
      model_year: 2018,
      reg_year: 2019,
      cc: 1500,
      color: 'White',
      mileage: 40_000,
      asking_price_poisha: 2_000_000_00,
      pic: '/uploads/axio.jpg',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  carId = car.id;
  // The dealer reads English: the texts below are the English ones.
  await handle.db.updateTable('members').set({ language: 'en' }).where('id', '=', dealer.id).execute();
});

let buyers = 0;
/** A buyer of one's own: an address and a phone no other enquiry uses. */
function buyer() {
  buyers++;
  return {
    ip: `10.38.${Math.floor(buyers / 200)}.${buyers % 200}`,
    phone: `0191${String(3_000_000 + buyers).padStart(7, '0')}`,
  };
}
const from = (ip: string) => as.anonymous({ request: { ip, userAgent: 'vitest' } });

async function sendEnquiry(change: Partial<EnquiryInput> = {}) {
  const { ip, phone } = buyer();
  const form: EnquiryInput = {
    car_id: carId,
    name: 'Rahim Buyer',
    phone,
    message: 'Is the price negotiable?',
    preferred_time: '',
    ...change,
  };
  return from(ip).public.enquiries.create(await withHumanProof(as.anonymous(), form));
}

const dealerSms = () =>
  handle.db
    .selectFrom('notification_outbox')
    .where('member_id', '=', dealer.id)
    .where('channel', '=', 'sms')
    .select(['event_key', 'kind', 'body', 'status', 'next_attempt_at', 'sms_parts', 'urgent'])
    .orderBy('id')
    .execute();
const count = async (table: 'enquiries' | 'notification_outbox', where: Record<string, unknown>) => {
  let query = handle.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n'));
  for (const [column, value] of Object.entries(where))
    query = query.where(column as never, '=', value as never);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

const INBOX = `${ORIGIN}/MemberDashboard?lang=en#enquiries`;

describe("the dealer's enquiry SMS", () => {
  it('names the car, the first name in letters and the inbox link; the buyer’s words stay in the inbox', async () => {
    await sendEnquiry({ name: 'evil.example/pay Rahim', message: 'Pay here: http://evil.example/pay' });
    const [sms] = await dealerSms();
    expect(sms).toMatchObject({
      kind: 'enquiry_received',
      body: `Samity: evil asked about your Toyota Axio 2018. Read it: ${INBOX}`,
      sms_parts: 1,
      urgent: false,
    });
    const inbox = await handle.db
      .selectFrom('notification_outbox')
      .where('event_key', '=', sms!.event_key)
      .where('channel', '=', 'inbox')
      .select('body')
      .executeTakeFirstOrThrow();
    expect(inbox.body).toContain('Pay here: http://evil.example/pay');
    await handle.db.deleteFrom('notification_outbox').where('member_id', '=', dealer.id).execute();
    await handle.db.deleteFrom('enquiries').where('member_id', '=', dealer.id).execute();
  });

  it('says "a buyer" when the name has no letters, and cuts a long one to 15 letters', async () => {
    await sendEnquiry({ name: '+8801711111111' });
    await sendEnquiry({ name: 'Abcdefghijklmnopqrstuvwxyz Khan' });
    const bodies = (await dealerSms()).map((row) => row.body);
    expect(bodies).toEqual([
      `Samity: A buyer asked about your Toyota Axio 2018. Read it: ${INBOX}`,
      `Samity: Abcdefghijklmno asked about your Toyota Axio 2018. Read it: ${INBOX}`,
    ]);
    await handle.db.deleteFrom('notification_outbox').where('member_id', '=', dealer.id).execute();
    await handle.db.deleteFrom('enquiries').where('member_id', '=', dealer.id).execute();
  });
});

describe('the per-dealer cap', () => {
  it('a flood from 25 addresses: 10 enquiry SMS and one summary with the count; all 25 in the inbox', async () => {
    for (let i = 0; i < 25; i++) await sendEnquiry({ message: `Question ${i}` });
    expect(await count('enquiries', { member_id: dealer.id })).toBe(25);
    expect(await count('notification_outbox', { member_id: dealer.id, channel: 'inbox' })).toBe(25);
    const sms = await dealerSms();
    expect(sms.filter((row) => row.kind === 'enquiry_received')).toHaveLength(10);
    const day = dhakaDay(clock.now());
    expect(sms.filter((row) => row.kind === 'enquiry_summary')).toEqual([
      {
        event_key: `enquiry_summary:${dealer.id}:${day.day}`,
        kind: 'enquiry_summary',
        body: `Samity: 15 more enquiries are waiting in your inbox today: ${INBOX}`,
        status: 'pending',
        // Sent a quarter of an hour after the first enquiry over the cap, with the count of then.
        next_attempt_at: new Date(clock.now().getTime() + 15 * 60_000),
        sms_parts: 1,
        urgent: false,
      },
    ]);
    expect(sms).toHaveLength(11);
  });

  it('a new Dhaka day starts a new allowance', async () => {
    const tomorrow = dhakaDay(clock.now()).next;
    clock.advanceSeconds((tomorrow.getTime() - clock.now().getTime()) / 1000 + 60);
    await sendEnquiry();
    const sms = await dealerSms();
    expect(sms).toHaveLength(12);
    expect(sms.at(-1)?.kind).toBe('enquiry_received');
  });

  it('follows the setting: with 0 enquiry SMS a day only the summary goes', async () => {
    await handle.db.updateTable('notification_settings').set({ enquiry_sms_per_dealer: 0 }).execute();
    const tomorrow = dhakaDay(clock.now()).next;
    clock.advanceSeconds((tomorrow.getTime() - clock.now().getTime()) / 1000 + 60);
    await sendEnquiry();
    await sendEnquiry();
    const today = (await dealerSms()).slice(12);
    expect(today.map((row) => [row.kind, row.body])).toEqual([
      ['enquiry_summary', `Samity: 2 more enquiries are waiting in your inbox today: ${INBOX}`],
    ]);
    await handle.db.updateTable('notification_settings').set({ enquiry_sms_per_dealer: 10 }).execute();
  });
});

describe('a flood from 50 addresses of one IPv6 /64', () => {
  it('is one client: 20 enquiries an hour get through, 10 SMS and one summary go, nothing else', async () => {
    const tomorrow = dhakaDay(clock.now()).next;
    clock.advanceSeconds((tomorrow.getTime() - clock.now().getTime()) / 1000 + 60);
    const smsBefore = (await dealerSms()).length;
    const enquiriesBefore = await count('enquiries', { member_id: dealer.id });
    const outcomes: string[] = [];
    for (let i = 1; i <= 50; i++) {
      const form: EnquiryInput = {
        car_id: carId,
        name: 'Flood',
        phone: `0191${String(5_000_000 + i).padStart(7, '0')}`,
        message: 'http://evil.example/pay',
        preferred_time: '',
      };
      outcomes.push(
        await from(`2001:db8:64:1::${i.toString(16)}`)
          .public.enquiries.create(await withHumanProof(as.anonymous(), form))
          .then(
            () => 'sent',
            (error: { code?: string }) => error.code ?? 'error',
          ),
      );
    }
    expect(outcomes).toEqual([...Array(20).fill('sent'), ...Array(30).fill('TOO_MANY_REQUESTS')]);
    expect(await count('enquiries', { member_id: dealer.id })).toBe(enquiriesBefore + 20);
    const today = (await dealerSms()).slice(smsBefore);
    expect(today.filter((row) => row.kind === 'enquiry_received')).toHaveLength(10);
    expect(today.filter((row) => row.kind === 'enquiry_summary').map((row) => row.body)).toEqual([
      `Samity: 10 more enquiries are waiting in your inbox today: ${INBOX}`,
    ]);
    expect(today).toHaveLength(11);
  });
});

describe('alert codes', () => {
  let phones = 0;
  const nextPhone = () => `0171${String(6_000_000 + ++phones).padStart(7, '0')}`;
  const filters = {
    search: 'Axio',
    price_min: 1_000_000,
    price_max: 3_000_000,
    year_min: 2015,
    year_max: 2022,
  };
  const ask = async (ip: string, phone: string) =>
    from(ip).public.alerts.create(await withHumanProof(as.anonymous(), { phone, language: 'en', filters }));
  const codesTo = (phone: string) =>
    count('notification_outbox', { recipient: `+88${phone}`, kind: 'alert_code' });

  it(`a phone gets at most ${ALERT_CODES_PER_PHONE.limit} codes a day, whoever asks`, async () => {
    const phone = nextPhone();
    for (let i = 0; i < 3; i++) await ask(`10.39.0.${i + 1}`, phone);
    const before = await databaseFingerprint(handle.db);
    await expect(ask('10.39.0.9', phone)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    expect(await codesTo(phone)).toBe(3);
    // A day later the phone may be asked for again (its three searches are not over the five it may hold).
    clock.advanceSeconds(ALERT_CODES_PER_PHONE.windowSeconds);
    await ask('10.39.0.10', phone);
    expect(await codesTo(phone)).toBe(4);
  });

  it(`an address (an IPv6 /64) asks codes for at most ${ALERT_PHONES_PER_ADDRESS.limit} phones a day`, async () => {
    const asked: string[] = [];
    // Five addresses of one /64: one client.
    for (let i = 1; i <= 5; i++) {
      const phone = nextPhone();
      asked.push(phone);
      await ask(`2001:db8:38:1::${i}`, phone);
    }
    const sixth = nextPhone();
    const before = await databaseFingerprint(handle.db);
    await expect(ask('2001:db8:38:1::ff', sixth)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    expect(await codesTo(sixth)).toBe(0);
    // A phone it already asked for is not a new one: its own cap still applies.
    await ask('2001:db8:38:1::7', asked[0]!);
    expect(await codesTo(asked[0]!)).toBe(2);
    // Another /64 is another client.
    await ask('2001:db8:38:2::1', sixth);
    expect(await codesTo(sixth)).toBe(1);
  });
});
