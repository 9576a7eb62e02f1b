import { describe, expect, it } from 'vitest';
import { proofFrom, useTestApp } from './helpers';

/**
 * A bare scripted POST to an anonymous form gets 400 and sends nothing (decision 027): over REST and tRPC,
 * the enquiry, alert and complaint forms refuse a request without a proof, or with one already used, with
 * the proof's own key; the same request with a proof from POST /api/proof-challenges is answered. The
 * challenge is never cached.
 */
const t = useTestApp({ SMS_URL: 'http://127.0.0.1:9/sms', SMS_TOKEN: 'token', SMS_SENDER: 'SAMITY' });
const SITE = 'samity.test';

async function carId() {
  const car = await t.db.db
    .selectFrom('stock_cars')
    .select('id')
    .where('sold_at', 'is', null)
    .limit(1)
    .executeTakeFirstOrThrow();
  return car.id;
}

async function costs() {
  const count = async (
    table: 'enquiries' | 'buyer_alerts' | 'public_complaints' | 'notification_outbox' | 'rate_limit_hits',
  ) =>
    Number(
      (
        await t.db.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    enquiries: await count('enquiries'),
    alerts: await count('buyer_alerts'),
    complaints: await count('public_complaints'),
    outbox: await count('notification_outbox'),
    hits: await count('rate_limit_hits'),
  };
}

let address = 0;
const FORMS = [
  {
    url: '/api/enquiries',
    trpc: 'public.enquiries.create',
    body: async () => ({ car_id: await carId(), name: 'Scripted', phone: '01811000001', message: 'Hello' }),
  },
  {
    url: '/api/alerts',
    trpc: 'public.alerts.create',
    body: async () => ({
      phone: '01811000002',
      language: 'en',
      filters: { price_min: 1_000_000, price_max: 3_000_000, year_min: 2015, year_max: 2022 },
    }),
  },
  {
    url: '/api/public-complains-add',
    trpc: 'public.publicComplaints.create',
    body: async () => ({ name: 'Scripted', phone: '01811000003', issue: 'A scripted complaint.' }),
  },
];

const rest = (url: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: `10.38.0.${++address}`,
  });
const trpc = (name: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/trpc/${name}`,
    headers: { 'content-type': 'application/json', host: SITE, 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify(body),
    remoteAddress: `10.38.1.${++address}`,
  });

describe.each(FORMS)('$url', ({ url, trpc: name, body }) => {
  it('refuses a bare POST (REST and tRPC) with 400 naming the proof: nothing written, sent or counted', async () => {
    const before = await costs();
    const bare = await rest(url, await body());
    expect(bare.statusCode).toBe(400);
    expect(bare.json().data.fieldErrors).toHaveProperty('proof');
    const bareTrpc = await trpc(name, await body());
    expect(bareTrpc.statusCode).toBe(400);
    const junk = await rest(url, { ...(await body()), proof: 'eyJhIjoxfQ==' });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().data.key).toBe('humanProof.invalid');
    expect(await costs()).toEqual(before);
  });

  it('answers with a proof, once: the same proof again is 400 humanProof.used and sends nothing more', async () => {
    const proof = await proofFrom(t.app);
    const first = await rest(url, { ...(await body()), proof });
    expect(first.statusCode).toBe(200);
    const after = await costs();
    const again = await trpc(name, { ...(await body()), proof });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.data.key).toBe('humanProof.used');
    expect(await costs()).toEqual(after);
  });
});

describe('POST /api/proof-challenges', () => {
  it('answers a fresh, signed challenge that no one caches', async () => {
    const one = await t.app.inject({ method: 'POST', url: '/api/proof-challenges' });
    const two = await t.app.inject({ method: 'POST', url: '/api/proof-challenges' });
    expect(one.statusCode).toBe(200);
    expect(one.headers['cache-control']).toBe('no-store');
    expect(one.json()).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 });
    expect(one.json().salt).not.toBe(two.json().salt);
  });
});
