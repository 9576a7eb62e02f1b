import { createMember, solveHumanProof, type TestMember } from '@samity/api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

/**
 * Enquiry and alert floods against a real listening server on loopback (issue 38): senders behind the
 * trusted proxy (127.0.0.1, which sends X-Forwarded-For) from 50 addresses of one IPv6 /64 and from one
 * address. The /64 is one client to every per-address limit; whatever gets through, the dealer receives at
 * most the day's enquiry SMS cap and one summary, a phone at most 3 alert codes, and no SMS carries a
 * visitor's text or link. Counted in the database and the outbox. Bounded: about 150 requests, 10 at a time.
 */
const t = useTestApp({
  TRUST_PROXY: '127.0.0.1',
  // SMS on, to a port where nothing listens (nothing leaves the machine); the outbox row is what counts.
  SMS_URL: 'http://127.0.0.1:9/sms',
  SMS_TOKEN: 'token',
  SMS_SENDER: 'SAMITY',
});
let base: string;
let dealer: TestMember;
let carId: number;

const NET = '2001:db8:38:64';
const fromNet = (i: number) => `${NET}:${(i + 1).toString(16)}:0:0:1`;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  dealer = await createMember(t.db.db);
  carId = (
    await t.db.db
      .insertInto('stock_cars')
      .values({
        member_id: dealer.id,
        brand: 'Toyota',
        model: 'Axio',
        model_year: 2016,
        reg_year: 2017,
        cc: 1500,
        color: 'White',
        mileage: 60_000,
        asking_price_poisha: 1_800_000_00,
        pic: '/uploads/axio.jpg',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});

async function post(path: string, client: string, payload: object): Promise<number> {
  const challenge = await fetch(`${base}/api/proof-challenges`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: '{}',
  });
  if (challenge.status !== 200) throw new Error(`proof-challenges answered ${challenge.status}`);
  const proof = await solveHumanProof((await challenge.json()) as Parameters<typeof solveHumanProof>[0]);
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ ...payload, proof }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Sends the requests 10 at a time; answers their statuses in order. */
async function flood(requests: (() => Promise<number>)[]): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < requests.length; start += 10)
    statuses.push(...(await Promise.all(requests.slice(start, start + 10).map((send) => send()))));
  return statuses;
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

const enquiry = (client: string, i: number) => () =>
  post('/api/enquiries', client, {
    car_id: carId,
    name: 'Flood http://evil.example/pay',
    phone: `0191${String(5_000_000 + i).padStart(7, '0')}`,
    message: `Pay the deposit at http://evil.example/pay/${i}`,
    preferred_time: '',
  });

const enquiriesToDealer = async () =>
  Number(
    (
      await t.db.db
        .selectFrom('enquiries')
        .where('car_id', '=', carId)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const dealerSms = () =>
  t.db.db
    .selectFrom('notification_outbox')
    .select(['kind', 'body'])
    .where('member_id', '=', dealer.id)
    .where('channel', '=', 'sms')
    .where('kind', 'in', ['enquiry_received', 'enquiry_summary'])
    .execute();

describe('an enquiry flood through the trusted proxy', () => {
  it('50 addresses of one /64 are one client (20 an hour); one address more adds 20; the dealer gets 10 SMS and a summary', async () => {
    const fromOneNet = await flood(Array.from({ length: 50 }, (_, i) => enquiry(fromNet(i), i)));
    expect(count(fromOneNet, 200)).toBe(20);
    expect(count(fromOneNet, 429)).toBe(30);
    expect(await enquiriesToDealer()).toBe(20);

    const fromOneAddress = await flood(Array.from({ length: 30 }, (_, i) => enquiry('10.38.0.1', 100 + i)));
    expect(count(fromOneAddress, 200)).toBe(20);
    expect(count(fromOneAddress, 429)).toBe(10);
    expect(await enquiriesToDealer()).toBe(40);

    const sms = await dealerSms();
    expect(sms.filter((row) => row.kind === 'enquiry_received')).toHaveLength(10);
    expect(sms.filter((row) => row.kind === 'enquiry_summary')).toHaveLength(1);
    for (const { body } of sms) {
      expect(body).not.toContain('evil.example');
      expect(body).not.toContain('Pay the deposit');
    }
  });
});

describe('an alert-code flood through the trusted proxy', () => {
  const filters = {
    search: 'Axio',
    price_min: 1_000_000,
    price_max: 3_000_000,
    year_min: 2015,
    year_max: 2022,
  };
  const alert = (client: string, phone: string) => () =>
    post('/api/alerts', client, { phone, language: 'bn', filters });
  const codesTo = async (phone: string) =>
    Number(
      (
        await t.db.db
          .selectFrom('notification_outbox')
          .where('kind', '=', 'alert_code')
          .where('recipient', '=', `+88${phone}`)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('50 addresses of one /64 asking for 50 phones reach 5 of them, one code each', async () => {
    const phones = Array.from({ length: 50 }, (_, i) => `0181${String(6_000_000 + i).padStart(7, '0')}`);
    const statuses = await flood(phones.map((phone, i) => alert(fromNet(200 + i), phone)));
    expect(count(statuses, 429)).toBeGreaterThanOrEqual(45);
    const codes = await Promise.all(phones.map(codesTo));
    expect(codes.filter((n) => n === 1)).toHaveLength(5);
    expect(codes.reduce((sum, n) => sum + n, 0)).toBe(5);
  });

  it('one phone asked from 20 networks gets 3 codes', async () => {
    const phone = '01817000001';
    const statuses = await flood(Array.from({ length: 20 }, (_, i) => alert(`10.39.${i}.1`, phone)));
    expect(count(statuses, 200)).toBe(3);
    expect(await codesTo(phone)).toBe(3);
  });
});
