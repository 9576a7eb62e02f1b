import type { DbHandle } from '@samity/db';
import { HUMAN_PROOF_LIMITS } from '@samity/domain';
import { TRPCError } from '@trpc/server';
import { extractParams } from 'altcha-lib/v1';
import { beforeAll, describe, expect, it } from 'vitest';
import { pruneSpentHumanProofs } from '../src/services/human-proof/human-proof.service';
import {
  createMember,
  FakeClock,
  humanProof,
  openSecondHandle,
  solveHumanProof,
  type TestCaller,
  testCallers,
  useTestDb,
} from '../src/testing';

/**
 * The proof that a person sent an anonymous form (decision 027): every anonymous form's procedure refuses a
 * request without a proof, with a malformed, wrong or expired one, or with one already used, with a 400 and
 * its own key, before any limit counts: nothing written, no SMS queued, no hit counted. A real proof works
 * once. Challenges are signed with a key kept in the database, the same for every instance.
 */
const handle = useTestDb();
const clock = new FakeClock();
const SMS_ON = { sms: true, email: false };
const as = testCallers(handle, { now: clock.now, channels: SMS_ON });
let carId: number;
let visitors = 0;
/** A visitor of one's own (address and phone), so no limit of another test is in the way. */
const visitor = () => {
  visitors += 1;
  return {
    caller: as.anonymous({
      request: { ip: `10.27.${visitors >> 8}.${visitors & 255}`, userAgent: 'vitest' },
    }),
    phone: `0171${String(3_000_000 + visitors).padStart(7, '0')}`,
  };
};

beforeAll(async () => {
  const dealer = await createMember(handle.db, { name: 'Dealer Proof' });
  const car = await handle.db
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  carId = car.id;
});

/** The three anonymous forms, each sent with the given proof (or none). */
const FORMS = [
  {
    name: 'public.enquiries.create',
    send: (caller: TestCaller, phone: string, proof?: string) =>
      caller.public.enquiries.create({
        car_id: carId,
        name: 'Proof Buyer',
        phone,
        message: 'Is it still for sale?',
        ...(proof === undefined ? {} : { proof }),
      } as never),
  },
  {
    name: 'public.alerts.create',
    send: (caller: TestCaller, phone: string, proof?: string) =>
      caller.public.alerts.create({
        phone,
        language: 'en',
        filters: { price_min: 1_000_000, price_max: 3_000_000, year_min: 2015, year_max: 2022 },
        ...(proof === undefined ? {} : { proof }),
      } as never),
  },
  {
    name: 'public.publicComplaints.create',
    send: (caller: TestCaller, phone: string, proof?: string) =>
      caller.public.publicComplaints.create({
        name: 'Proof Visitor',
        phone,
        issue: 'The dealer did not answer.',
        ...(proof === undefined ? {} : { proof }),
      } as never),
  },
] as const;

const count = async (db: DbHandle['db'], table: 'enquiries' | 'buyer_alerts' | 'public_complaints') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** What an anonymous form can write or cost: its rows, the messages queued, the hits counted. */
async function costs() {
  const [enquiries, alerts, complaints] = await Promise.all([
    count(handle.db, 'enquiries'),
    count(handle.db, 'buyer_alerts'),
    count(handle.db, 'public_complaints'),
  ]);
  const [outbox, hits] = await Promise.all([
    handle.db.selectFrom('notification_outbox').select('id').execute(),
    handle.db.selectFrom('rate_limit_hits').select('id').execute(),
  ]);
  return { enquiries, alerts, complaints, outbox: outbox.length, hits: hits.length };
}

async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError & { cause?: { key?: string; fieldErrors?: Record<string, string> } };
}

const decode = (proof: string) => JSON.parse(Buffer.from(proof, 'base64').toString('utf8'));
const encode = (solution: unknown) => Buffer.from(JSON.stringify(solution)).toString('base64');

describe('the challenge', () => {
  it('is signed, expires after ten minutes on the server’s clock, and has the set difficulty', async () => {
    const challenge = await as.anonymous({ humanProof: {} }).public.proofChallenges.create();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: HUMAN_PROOF_LIMITS.maxNumber });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expires = Number(extractParams(challenge).expires) * 1000;
    expect(expires).toBe(Math.floor((clock.now().getTime() + 10 * 60_000) / 1000) * 1000);
    const other = await as.anonymous().public.proofChallenges.create();
    expect(other.salt).not.toBe(challenge.salt);
  });

  it('is signed with one key kept in the database: a second instance accepts it, and the key is made once', async () => {
    const proof = await humanProof(as.anonymous());
    const second = await openSecondHandle(handle);
    try {
      const elsewhere = testCallers(second, { now: clock.now, channels: SMS_ON }).anonymous({
        request: { ip: '10.27.200.1', userAgent: 'vitest' },
      });
      expect(await FORMS[2].send(elsewhere, '01713999001', proof)).toEqual({ success: true });
    } finally {
      await second.close();
    }
    const keys = await handle.db.selectFrom('human_proof_key').select('hmac_key').execute();
    expect(keys).toHaveLength(1);
    expect(keys[0]?.hmac_key.length).toBeGreaterThanOrEqual(40);
  });

  it('made with HUMAN_PROOF_KEY is refused by a server with another key', async () => {
    const configured = as.anonymous({ humanProof: { hmacKey: 'k'.repeat(40), maxNumber: 1000 } });
    const proof = await humanProof(configured);
    const { caller, phone } = visitor();
    const error = await refusal(FORMS[2].send(caller, phone, proof));
    expect(error.cause?.key).toBe('humanProof.invalid');
    const sameKey = as.anonymous({
      humanProof: { hmacKey: 'k'.repeat(40) },
      request: { ip: '10.27.201.1', userAgent: 'vitest' },
    });
    expect(await FORMS[2].send(sameKey, phone, proof)).toEqual({ success: true });
  });
});

describe.each(FORMS)('$name', ({ send }) => {
  it('refuses a request without a proof: 400 on the field, nothing written, queued or counted', async () => {
    const { caller, phone } = visitor();
    const before = await costs();
    const error = await refusal(send(caller, phone));
    expect(error.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(error.cause)).toContain('proof');
    expect(await costs()).toEqual(before);
  });

  it.each([
    ['not base64 JSON', () => Promise.resolve('not a proof at all')],
    [
      'a wrong number',
      async () => {
        const solution = decode(await humanProof(as.anonymous()));
        return encode({ ...solution, number: solution.number + 1 });
      },
    ],
    [
      'another signature',
      async () => {
        const solution = decode(await humanProof(as.anonymous()));
        return encode({ ...solution, signature: 'a'.repeat(64) });
      },
    ],
    [
      'a later expiry written into the salt',
      async () => {
        const solution = decode(await humanProof(as.anonymous()));
        return encode({ ...solution, salt: solution.salt.replace(/expires=\d+/, 'expires=9999999999') });
      },
    ],
    [
      'a challenge it made itself',
      async () => {
        const own = await as
          .anonymous({ humanProof: { hmacKey: 'x'.repeat(40) } })
          .public.proofChallenges.create();
        return solveHumanProof(own);
      },
    ],
  ] as const)('refuses %s (humanProof.invalid): nothing written, queued or counted', async (_, make) => {
    const proof = await make();
    const { caller, phone } = visitor();
    const before = await costs();
    const error = await refusal(send(caller, phone, proof));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.cause?.key).toBe('humanProof.invalid');
    expect(error.cause?.fieldErrors?.proof).toBeDefined();
    expect(await costs()).toEqual(before);
  });

  it('refuses a proof whose challenge expired (humanProof.expired), and nothing is written', async () => {
    const proof = await humanProof(as.anonymous());
    clock.advanceSeconds(HUMAN_PROOF_LIMITS.challengeMinutes * 60 + 1);
    const { caller, phone } = visitor();
    const before = await costs();
    const error = await refusal(send(caller, phone, proof));
    expect(error.cause?.key).toBe('humanProof.expired');
    expect(await costs()).toEqual(before);
  });

  it('accepts a real proof once: the replay is refused (humanProof.used) and writes nothing more', async () => {
    const proof = await humanProof(as.anonymous());
    const first = visitor();
    await send(first.caller, first.phone, proof);
    const after = await costs();
    const replay = visitor();
    const error = await refusal(send(replay.caller, replay.phone, proof));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.cause?.key).toBe('humanProof.used');
    expect(await costs()).toEqual(after);
  });
});

describe('spent proofs', () => {
  it('are pruned once their challenge has expired', async () => {
    const proof = await humanProof(as.anonymous());
    const { caller, phone } = visitor();
    await FORMS[2].send(caller, phone, proof);
    const salt = decode(proof).salt as string;
    const spent = () =>
      handle.db.selectFrom('human_proof_spent').where('salt', '=', salt).select('salt').execute();
    await pruneSpentHumanProofs(handle.db, clock.now());
    expect(await spent()).toHaveLength(1);
    await pruneSpentHumanProofs(handle.db, new Date(clock.now().getTime() + 10 * 60_000 + 1000));
    expect(await spent()).toHaveLength(0);
  });
});
