import { createApiKey, createMember } from '@samity/api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, proofFrom, useTestApp } from './helpers';

/**
 * The enquiry form over REST: field errors, a sold car, and the per-phone limit's 429 with Retry-After; the
 * admins' list with the buyers' phones: a Full_Access session reads it, a Finance_Access one and an API key
 * (even Full_Access+) get 403; the public answers about the car never hold the buyer's phone.
 */
const t = useTestApp();
let carId: number;
let soldId: number;

beforeAll(async () => {
  const dealer = await createMember(t.db.db);
  const car = (sold: boolean) =>
    t.db.db
      .insertInto('stock_cars')
      .values({
        member_id: dealer.id,
        brand: 'Honda',
        model: 'Vezel',
        model_year: 2017,
        reg_year: 2018,
        cc: 1500,
        color: 'Red',
        mileage: 50_000,
        asking_price_poisha: 2_500_000_00,
        pic: '/uploads/vezel.jpg',
        sold_at: sold ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  carId = (await car(false)).id;
  soldId = (await car(true)).id;
});

const send = async (body: object, ip = '10.77.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    payload: { proof: await proofFrom(t.app), ...body },
    remoteAddress: ip,
  });
const count = async () =>
  Number(
    // This file's cars only: the demo seed has enquiries of its own.
    (
      await t.db.db
        .selectFrom('enquiries')
        .where('car_id', 'in', [carId, soldId])
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const valid = { name: 'Buyer', phone: '01812000001', message: 'Still available?' };

describe('POST /api/enquiries', () => {
  it('answers 400 with the field named for a bad phone, 409 for a sold car, and writes nothing', async () => {
    const bad = await send({ ...valid, car_id: carId, phone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('phone');
    const sold = await send({ ...valid, car_id: soldId });
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toMatchObject({ code: 'CONFLICT' });
    expect(await count()).toBe(0);
  });

  it('lets a phone send 5 an hour, then answers 429 with Retry-After and writes nothing', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await send({ ...valid, car_id: carId }, `10.77.1.${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    const refused = await send({ ...valid, car_id: carId }, '10.77.1.99');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await count()).toBe(5);
  });
});

describe('GET /api/enquiries-admin', () => {
  it('answers a Full_Access session with the buyer’s phone, 403 to Finance_Access and to every API key', async () => {
    const full = await t.app.inject({
      method: 'GET',
      url: '/api/enquiries-admin?limit=2',
      headers: { cookie: await cookieFor(t, 'Full_Access') },
    });
    expect(full.statusCode).toBe(200);
    expect(full.json().entries[0]).toMatchObject({ phone: valid.phone, name: valid.name });
    expect(full.headers['cache-control']).toContain('no-store');
    const finance = await t.app.inject({
      method: 'GET',
      url: '/api/enquiries-admin',
      headers: { cookie: await cookieFor(t, 'Finance_Access') },
    });
    expect(finance.statusCode).toBe(403);
    for (const privilege of ['Full_Access+', 'Full_Access'] as const) {
      const key = await createApiKey(t.db.db, { privilege });
      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/enquiries-admin',
        headers: { authorization: `Bearer ${key.secret}` },
      });
      expect(refused.statusCode, privilege).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', data: { key: 'apiKeys.personalData' } });
      expect(refused.body).not.toContain(valid.phone);
    }
  });

  it('keeps the buyer’s phone out of the public answers about the car', async () => {
    for (const url of ['/api/stocks', `/api/cars/${carId}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(valid.phone);
    }
  });
});
