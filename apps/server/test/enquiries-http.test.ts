import { createMember } from '@samity/api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

/** The enquiry form over REST: field errors, a sold car, and the per-phone limit's 429 with Retry-After. */
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

const send = (body: object, ip = '10.77.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/enquiries', payload: body, remoteAddress: ip });
const count = async () =>
  Number(
    (
      await t.db.db
        .selectFrom('enquiries')
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
