import type { AddressInfo } from 'node:net';
import { PDF_IN_FLIGHT, takePdfSlot } from '@samity/api';
import { createMember, FakeClock, loginAs, type TestMember } from '@samity/api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

/**
 * PDFs are made in worker threads (docs/decisions/029-pdfs-in-a-worker-pool.md): the main thread answers
 * while they are made, one account has at most PDF_IN_FLIGHT.limit in the making at once (counted in the
 * database, so across instances), and an immutable document is made once. Against a real listening server
 * on loopback; the speed figures are the bench's (bench/pdf-load.mjs), never asserted here.
 */
const clock = new FakeClock(Date.now());
const t = useTestApp({ PDF_WORKERS: '1' }, { clock: clock.now });
let base = '';
let member: TestMember;
let otherMember: TestMember;
const cookies = new Map<number, string>();
let receiptId = 0;

const STATEMENT = '/api/member/statements/deposits.pdf?lang=bn';
const get = (path: string, who?: TestMember) =>
  fetch(`${base}${path}`, { headers: who ? { cookie: cookies.get(who.id)! } : {} });
const inFlightHits = () =>
  t.db.db
    .selectFrom('rate_limit_hits')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('bucket', 'like', `${PDF_IN_FLIGHT.name}:%`)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));

beforeAll(async () => {
  const db = t.db.db;
  member = await createMember(db, { name: 'মোহাম্মদ রহিম', password: 'pdf-threads-1' });
  otherMember = await createMember(db, { password: 'pdf-threads-2' });
  for (const who of [member, otherMember])
    cookies.set(who.id, (await loginAs(db, who, { now: clock.now, remember: true })).header());
  const book = await db
    .insertInto('monthly_books')
    .values({ month: '2031-01-01', amount_poisha: 50_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const due = await db
    .insertInto('monthly_dues')
    .values({ book_id: book.id, member_id: member.id, payable_poisha: 50_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  receiptId = (
    await db
      .insertInto('monthly_payments')
      .values({
        due_id: due.id,
        date: '2031-01-08',
        method: 'cash',
        amount_poisha: 50_000,
        created_at: '2031-01-08T05:00:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

describe('PDFs off the request path', () => {
  it('answers /healthz while one member asks for 8 Bengali PDFs at once, and makes at most 2 of them', async () => {
    let pdfsAnswered = 0;
    const pdfs = Array.from({ length: 8 }, () =>
      get(STATEMENT, member).then(async (res) => {
        pdfsAnswered++;
        return {
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: await res.arrayBuffer(),
        };
      }),
    );
    // The threads start with the first PDF (and parse the fonts then): the main thread answers meanwhile.
    const health = await get('/healthz');
    expect(health.status).toBe(200);
    const answeredWhileMaking = pdfsAnswered;
    const answers = await Promise.all(pdfs);

    const made = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(made.length + refused.length).toBe(8);
    expect(made.length).toBeGreaterThanOrEqual(PDF_IN_FLIGHT.limit);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    // /healthz answered before every PDF the member was making had come back.
    expect(answeredWhileMaking).toBeLessThan(8);
    for (const pdf of made) expect(Buffer.from(pdf.body).subarray(0, 5).toString()).toBe('%PDF-');
    for (const refusal of refused) {
      expect(refusal.retryAfter).toBe('2');
      expect(JSON.parse(Buffer.from(refusal.body).toString())).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        data: { key: 'pdf.busy', retryAfterSeconds: 2 },
      });
    }
    // Every slot taken was given back.
    expect(await inFlightHits()).toBe(0);
    // The app's PDF thread starts with this test's first PDF: seconds on a busy machine, so more time than
    // vitest's default (nothing here is timed).
  }, 120_000);

  it('counts the slots in the database: slots taken elsewhere refuse this account only, until given back', async () => {
    // Two PDFs of the member's in the making on another instance (their slots are rows in the database).
    const ctx = { db: t.db.db, now: clock.now };
    const actor = { kind: 'member', sessionId: 0, memberId: member.id, memberNo: '', name: '' } as const;
    const releases = [await takePdfSlot(ctx, actor), await takePdfSlot(ctx, actor)];

    const refused = await get(STATEMENT, member);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await inFlightHits()).toBe(2);
    // Another member's files are not held up by this member's.
    expect((await get(STATEMENT, otherMember)).status).toBe(200);

    for (const release of releases) await release();
    expect(await inFlightHits()).toBe(0);
    expect((await get(STATEMENT, member)).status).toBe(200);
  });

  it('refuses on the slots this instance holds without asking the database, for the window at most', async () => {
    const ctx = { db: t.db.db, now: clock.now };
    const actor = { kind: 'member', sessionId: 0, memberId: member.id, memberNo: '', name: '' } as const;
    const releases = [await takePdfSlot(ctx, actor), await takePdfSlot(ctx, actor)];
    // The database forgets the hits (as after a wipe): the instance's own count still refuses.
    await t.db.db.deleteFrom('rate_limit_hits').where('bucket', 'like', `${PDF_IN_FLIGHT.name}:%`).execute();
    expect((await get(STATEMENT, member)).status).toBe(429);
    await releases[0]!();
    expect((await get(STATEMENT, member)).status).toBe(200);
    clock.advanceSeconds(PDF_IN_FLIGHT.windowSeconds + 1);
    const third = await takePdfSlot(ctx, actor);
    expect((await get(STATEMENT, member)).status).toBe(200);
    for (const release of [releases[1]!, third]) await release();
    await t.db.db.deleteFrom('rate_limit_hits').where('bucket', 'like', `${PDF_IN_FLIGHT.name}:%`).execute();
  });

  it("a dead instance's slot frees itself after the window", async () => {
    const ctx = { db: t.db.db, now: clock.now };
    const actor = { kind: 'member', sessionId: 0, memberId: member.id, memberNo: '', name: '' } as const;
    await takePdfSlot(ctx, actor);
    await takePdfSlot(ctx, actor);
    expect((await get(STATEMENT, member)).status).toBe(429);
    clock.advanceSeconds(PDF_IN_FLIGHT.windowSeconds + 1);
    expect((await get(STATEMENT, member)).status).toBe(200);
    await t.db.db.deleteFrom('rate_limit_hits').where('bucket', 'like', `${PDF_IN_FLIGHT.name}:%`).execute();
  });

  it('makes a receipt once and serves the same document again; a refund makes a new one', async () => {
    const receipt = `/api/receipts/${receiptId}.pdf?lang=bn`;
    const made = await get(receipt, member);
    expect(made.status).toBe(200);
    const first = Buffer.from(await made.arrayBuffer());
    clock.advanceSeconds(3600);
    const again = await get(receipt, member);
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-control')).toBe('no-store');
    // An hour later, "issued on" would read otherwise: the same bytes are the kept document.
    expect(Buffer.from(await again.arrayBuffer()).equals(first)).toBe(true);
    // Not for another member: they are refused before any document is looked for.
    expect((await get(receipt, otherMember)).status).toBe(403);

    const payment = await t.db.db
      .selectFrom('monthly_payments')
      .select(['id', 'due_id', 'amount_poisha'])
      .where('id', '=', receiptId)
      .executeTakeFirstOrThrow();
    await t.db.db
      .insertInto('monthly_payment_reversals')
      .values({
        payment_id: payment.id,
        due_id: payment.due_id,
        amount_poisha: payment.amount_poisha,
        reason: 'Paid twice by mistake',
        created_at: clock.now().toISOString(),
      })
      .execute();
    const refunded = Buffer.from(await (await get(receipt, member)).arrayBuffer());
    expect(refunded.equals(first)).toBe(false);
    expect(refunded.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('makes a statement, which changes, anew every time', async () => {
    const first = Buffer.from(await (await get(STATEMENT, member)).arrayBuffer());
    clock.advanceSeconds(24 * 3600);
    const later = Buffer.from(await (await get(STATEMENT, member)).arrayBuffer());
    expect(later.subarray(0, 5).toString()).toBe('%PDF-');
    // The issue day moved on with the clock: the statement was made again.
    expect(later.equals(first)).toBe(false);
  });
});
