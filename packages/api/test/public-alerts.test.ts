import type { DbHandle } from '@samity/db';
import { ALERT_LIMITS } from '@samity/domain';
import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuyerAlerts } from '../src/services/alerts/alert-matching.service';
import { hashCode } from '../src/services/alerts/alert-tokens';
import {
  createMember,
  FakeClock,
  openSecondHandle,
  type TestMember,
  testCallers,
  useTestDb,
  withHumanProof,
} from '../src/testing';

/**
 * Buyers' alerts against the real database: saving a search sends a code, the code's expiry and tries, the
 * five searches of a phone, matching on a new listing and on a price drop, one SMS a day, the stop link, two
 * workers at once, and junk input refused with nothing written.
 */
const handle = useTestDb();
const clock = new FakeClock();
const ON = { sms: true, email: false };
const ORIGIN = 'https://samity.example.org';
const as = testCallers(handle, { now: clock.now, channels: ON, publicOrigin: ORIGIN });
let dealer: TestMember;
let phones = 0;

const nextPhone = () => `0181${String(5_000_000 + ++phones).padStart(7, '0')}`;
const filters = (over: Record<string, unknown> = {}) => ({
  search: 'Axio',
  price_min: 1_000_000,
  price_max: 3_000_000,
  year_min: 2015,
  year_max: 2022,
  ...over,
});
const job = (db = handle.db) => runBuyerAlerts({ db, now: clock.now, channels: ON, publicOrigin: ORIGIN });

async function smsTo(phone: string) {
  return handle.db
    .selectFrom('notification_outbox')
    .where('recipient', '=', `+88${phone}`)
    .select(['event_key', 'kind', 'body', 'status'])
    .orderBy('id')
    .execute();
}

/** Fixes a known code on the waiting search (the real one went by SMS). */
async function setCode(id: number, code: string) {
  const row = await handle.db
    .selectFrom('buyer_alerts')
    .where('id', '=', id)
    .select('stop_token')
    .executeTakeFirstOrThrow();
  await handle.db
    .updateTable('buyer_alerts')
    .set({ code_hash: hashCode(row.stop_token, code) })
    .where('id', '=', id)
    .execute();
  return row.stop_token;
}

async function confirmedAlert(phone = nextPhone(), over: Record<string, unknown> = {}) {
  const caller = as.anonymous({ request: { ip: `10.1.0.${phones % 250}`, userAgent: 'vitest' } });
  const { id } = await caller.public.alerts.create(
    await withHumanProof(as.anonymous(), { phone, language: 'en', filters: filters(over) }),
  );
  const token = await setCode(id, '123456');
  await caller.public.alerts.confirm({ id, code: '123456' });
  return { id, phone, token };
}

async function listCar(car: {
  brand?: string;
  model?: string;
  year?: number;
  pricePoisha: number;
  cc?: number;
}) {
  const row = await handle.db
    .insertInto('stock_cars')
    .values({
      member_id: dealer.id,
      brand: car.brand ?? 'Toyota',
      model: car.model ?? 'Axio',
      model_year: car.year ?? 2018,
      reg_year: 2019,
      cc: car.cc ?? 1500,
      color: 'White',
      mileage: 40_000,
      asking_price_poisha: car.pricePoisha,
      pic: '/uploads/test-car.jpg',
      created_at: clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const errorOf = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError & { cause?: { key?: string; fieldErrors?: Record<string, string> } };
};

const countRows = async (db: DbHandle['db']) => {
  const [alerts, outbox] = await Promise.all([
    db
      .selectFrom('buyer_alerts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('notification_outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { alerts: Number(alerts.n), outbox: Number(outbox.n) };
};

beforeAll(async () => {
  dealer = await createMember(handle.db, { name: 'Alert Dealer' });
  // The demo stock is already listed: the first turn only notes it.
  await job();
});

describe('saving a search', () => {
  it('writes a waiting search and one code SMS with a stop link, the code stored hashed', async () => {
    const phone = nextPhone();
    const { id, codeExpiresAt } = await as
      .anonymous()
      .public.alerts.create(
        await withHumanProof(as.anonymous(), { phone, language: 'bn', filters: filters() }),
      );
    expect(new Date(codeExpiresAt).getTime() - clock.now().getTime()).toBe(ALERT_LIMITS.codeMinutes * 60_000);
    const row = await handle.db
      .selectFrom('buyer_alerts')
      .where('id', '=', id)
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      phone,
      price_min_poisha: 100_000_000,
      search_pattern: '%Axio%',
    });
    const [sms] = await smsTo(phone);
    expect(sms).toMatchObject({ event_key: `alert_code:${id}`, kind: 'alert_code', status: 'pending' });
    expect(sms!.body).toMatch(new RegExp(`${ORIGIN}/alerts/stop/${row.stop_token}\\?lang=bn\\b`));
    const code = /কোড ([০-৯]{6})/.exec(sms!.body)![1]!;
    expect(row.code_hash).toHaveLength(64);
    expect(sms!.body).not.toContain(row.code_hash!);
    await as.anonymous().public.alerts.confirm({ id, code });
    const after = await handle.db
      .selectFrom('buyer_alerts')
      .where('id', '=', id)
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 'active', code_hash: null });
  });

  it('refuses junk filters and a bad phone with a 400 and writes nothing', async () => {
    const before = await countRows(handle.db);
    const caller = as.anonymous();
    const junk = [
      { phone: nextPhone(), language: 'en', filters: filters({ price_min: 5, price_max: 1 }) },
      { phone: nextPhone(), language: 'en', filters: filters({ year_min: 2030, year_max: 2001 }) },
      { phone: nextPhone(), language: 'en', filters: filters({ price_max: -1 }) },
      { phone: nextPhone(), language: 'en', filters: filters({ cc_band: 'huge' }) },
      { phone: nextPhone(), language: 'en', filters: filters({ search: 'a\u0000b' }) },
      { phone: nextPhone(), language: 'en', filters: { ...filters(), colour: 'red' } },
      { phone: nextPhone(), language: 'fr', filters: filters() },
      { phone: '0123', language: 'en', filters: filters() },
    ];
    for (const input of junk)
      expect(
        (await errorOf(caller.public.alerts.create(await withHumanProof(as.anonymous(), input as never))))
          .code,
      ).toBe('BAD_REQUEST');
    expect(await countRows(handle.db)).toEqual(before);
  });

  it('refuses without an SMS provider and writes nothing', async () => {
    const before = await countRows(handle.db);
    const off = testCallers(handle, { now: clock.now }).anonymous();
    const error = await errorOf(
      off.public.alerts.create(
        await withHumanProof(as.anonymous(), { phone: nextPhone(), language: 'en', filters: filters() }),
      ),
    );
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(await countRows(handle.db)).toEqual(before);
  });

  it('holds at most five searches per phone; the sixth is a 409 on the phone and writes nothing', async () => {
    const phone = nextPhone();
    for (let i = 0; i < ALERT_LIMITS.perPhone; i += 1) {
      // A phone gets 3 codes a day (sms-caps.test.ts): the searches are saved over two days.
      if (i === 3) clock.advanceSeconds(86_401);
      await confirmedAlert(phone);
    }
    // Past the hour of the phone's code limit, so the refusal is the five searches' own.
    clock.advanceSeconds(3601);
    const before = await countRows(handle.db);
    const error = await errorOf(
      as
        .anonymous({ request: { ip: '10.2.1.1', userAgent: 'vitest' } })
        .public.alerts.create(
          await withHumanProof(as.anonymous(), { phone, language: 'en', filters: filters() }),
        ),
    );
    expect(error.code).toBe('CONFLICT');
    expect(error.cause?.fieldErrors?.phone).toBeDefined();
    expect(await countRows(handle.db)).toEqual(before);
  });

  it('limits saving per address (429) and counts nothing for the refusal', async () => {
    const caller = as.anonymous({ request: { ip: '10.3.0.1', userAgent: 'vitest' } });
    // Ten saves in the hour from one address, two for each of five phones (an address may ask codes for five
    // phones a day, a phone gets three codes a day: sms-caps.test.ts), so the eleventh meets the hour's limit.
    const five = Array.from({ length: 5 }, () => nextPhone());
    for (let i = 0; i < 10; i += 1)
      await caller.public.alerts.create(
        await withHumanProof(as.anonymous(), { phone: five[i % 5]!, language: 'en', filters: filters() }),
      );
    const before = await countRows(handle.db);
    const error = await errorOf(
      caller.public.alerts.create(
        await withHumanProof(as.anonymous(), { phone: five[0]!, language: 'en', filters: filters() }),
      ),
    );
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(await countRows(handle.db)).toEqual(before);
  });
});

describe('the code', () => {
  it('expires after ten minutes: even the right code is refused', async () => {
    const { id } = await as
      .anonymous({ request: { ip: '10.4.0.1', userAgent: 'vitest' } })
      .public.alerts.create(
        await withHumanProof(as.anonymous(), {
          phone: nextPhone(),
          language: 'en',
          filters: filters(),
        }),
      );
    await setCode(id, '654321');
    clock.advanceSeconds(ALERT_LIMITS.codeMinutes * 60 + 1);
    const error = await errorOf(as.anonymous().public.alerts.confirm({ id, code: '654321' }));
    expect(error.cause?.key).toBe('alerts.codeExpired');
    expect(error.cause?.fieldErrors?.code).toBeDefined();
    const row = await handle.db
      .selectFrom('buyer_alerts')
      .where('id', '=', id)
      .select('status')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('is tried at most five times: the wrong tries are counted, then the right code is refused', async () => {
    const { id } = await as
      .anonymous({ request: { ip: '10.4.0.2', userAgent: 'vitest' } })
      .public.alerts.create(
        await withHumanProof(as.anonymous(), {
          phone: nextPhone(),
          language: 'en',
          filters: filters(),
        }),
      );
    await setCode(id, '111111');
    for (let i = 1; i <= ALERT_LIMITS.codeTries; i += 1) {
      const error = await errorOf(as.anonymous().public.alerts.confirm({ id, code: '222222' }));
      expect(error.cause?.key).toBe('alerts.codeWrong');
      const row = await handle.db
        .selectFrom('buyer_alerts')
        .where('id', '=', id)
        .select('code_tries')
        .executeTakeFirstOrThrow();
      expect(row.code_tries).toBe(i);
    }
    const error = await errorOf(as.anonymous().public.alerts.confirm({ id, code: '111111' }));
    expect(error.cause?.key).toBe('alerts.codeSpent');
    const row = await handle.db
      .selectFrom('buyer_alerts')
      .where('id', '=', id)
      .select('status')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });
});

describe('matching', () => {
  it('sends one SMS with the car address and the stop link when a matching car is listed; others get none', async () => {
    const match = await confirmedAlert();
    const other = await confirmedAlert(nextPhone(), { search: 'Premio' });
    const car = await listCar({ pricePoisha: 200_000_000 });
    expect(await job()).toMatchObject({ sent: expect.any(Number) });
    const sms = (await smsTo(match.phone)).filter((s) => s.kind === 'buyer_alert');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain(`${ORIGIN}/Stocklist/${car}?lang=`);
    expect(sms[0]!.body).toMatch(new RegExp(`${ORIGIN}/alerts/stop/${match.token}\\?lang=(bn|en)\\b`));
    expect((await smsTo(other.phone)).filter((s) => s.kind === 'buyer_alert')).toEqual([]);
    // A later turn finds nothing new and sends nothing more.
    await job();
    expect((await smsTo(match.phone)).filter((s) => s.kind === 'buyer_alert')).toHaveLength(1);
  });

  it('sends at most one SMS a day per search, and the next day tells the cars found meanwhile', async () => {
    const alert = await confirmedAlert(nextPhone(), { search: 'Fielder' });
    await listCar({ model: 'Fielder', pricePoisha: 150_000_000 });
    await job();
    clock.advanceSeconds(3600);
    const second = await listCar({ model: 'Fielder', pricePoisha: 160_000_000 });
    await job();
    const alertsOf = async () => (await smsTo(alert.phone)).filter((s) => s.kind === 'buyer_alert');
    expect(await alertsOf()).toHaveLength(1);
    clock.advanceSeconds(ALERT_LIMITS.hoursBetweenSms * 3600);
    await job();
    const sms = await alertsOf();
    expect(sms).toHaveLength(2);
    expect(sms[1]!.body).toContain(`/Stocklist/${second}?lang=`);
  });

  it('sends an SMS when a matching car’s price drops (not when it rises)', async () => {
    const car = await listCar({ model: 'Allion', pricePoisha: 400_000_000 });
    await job();
    const alert = await confirmedAlert(nextPhone(), { search: 'Allion' });
    await handle.db
      .updateTable('stock_cars')
      .set({ asking_price_poisha: 450_000_000 })
      .where('id', '=', car)
      .execute();
    await job();
    expect((await smsTo(alert.phone)).filter((s) => s.kind === 'buyer_alert')).toEqual([]);
    await handle.db
      .updateTable('stock_cars')
      .set({ asking_price_poisha: 280_000_000 })
      .where('id', '=', car)
      .execute();
    await job();
    const sms = (await smsTo(alert.phone)).filter((s) => s.kind === 'buyer_alert');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain('Price dropped');
    expect(sms[0]!.body).toContain('Tk 28,00,000');
  });

  it('two workers at once send one SMS', async () => {
    const alert = await confirmedAlert(nextPhone(), { search: 'Corolla' });
    await listCar({ model: 'Corolla', pricePoisha: 220_000_000 });
    const second = await openSecondHandle(handle);
    try {
      const results = await Promise.all([job(), job(second.db), job(), job(second.db)]);
      expect(results.reduce((n, r) => n + (r?.sent ?? 0), 0)).toBe(1);
    } finally {
      await second.close();
    }
    expect((await smsTo(alert.phone)).filter((s) => s.kind === 'buyer_alert')).toHaveLength(1);
  });
});

describe('the stop link', () => {
  it('ends the search at once: a waiting SMS is not sent, nothing more is found; stopping twice is fine', async () => {
    const alert = await confirmedAlert(nextPhone(), { search: 'Noah' });
    await listCar({ model: 'Noah', pricePoisha: 250_000_000 });
    await job();
    expect((await smsTo(alert.phone)).find((s) => s.kind === 'buyer_alert')?.status).toBe('pending');
    await expect(as.anonymous().public.alerts.stop({ token: alert.token })).resolves.toEqual({
      stopped: true,
      already: false,
    });
    const row = await handle.db
      .selectFrom('buyer_alerts')
      .where('id', '=', alert.id)
      .select('status')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('stopped');
    expect((await smsTo(alert.phone)).find((s) => s.kind === 'buyer_alert')?.status).toBe('failed');
    clock.advanceSeconds(ALERT_LIMITS.hoursBetweenSms * 3600);
    await listCar({ model: 'Noah', pricePoisha: 240_000_000 });
    await job();
    expect((await smsTo(alert.phone)).filter((s) => s.kind === 'buyer_alert')).toHaveLength(1);
    await expect(as.anonymous().public.alerts.stop({ token: alert.token })).resolves.toEqual({
      stopped: true,
      already: true,
    });
  });

  it('a token no search has is a 404', async () => {
    const error = await errorOf(as.anonymous().public.alerts.stop({ token: 'Z'.repeat(22) }));
    expect(error.code).toBe('NOT_FOUND');
  });
});

describe("the demo's saved search", () => {
  it('took the seeded stock as seen (no SMS about old cars) and tells its buyer of a new matching car', async () => {
    const demo = '01911000050';
    const seeded = await handle.db
      .selectFrom('buyer_alerts')
      .where('phone', '=', demo)
      .select(['status', 'language'])
      .executeTakeFirstOrThrow();
    expect(seeded).toEqual({ status: 'active', language: 'bn' });
    await job();
    expect(await smsTo(demo)).toEqual([]);
    await listCar({ model: 'Harrier', year: 2019, pricePoisha: 6_500_000 * 100, cc: 2000 });
    await job();
    const sms = await smsTo(demo);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.kind).toBe('buyer_alert');
    expect(sms[0]!.body).toContain('Toyota Harrier ২০১৯');
  });
});
