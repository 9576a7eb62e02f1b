import { inflateSync } from 'node:zlib';
import { createMember, loginAs, type TestMember } from '@samity/api/testing';
import { payAsPayer, type SandboxHandle, startSandbox } from '@samity/bkash-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takaInWords } from '../src/receipts/amount-words';
import { bkashSandboxEnv, buildTestApp, type TestApp } from './helpers';

/**
 * "Pay all dues" over HTTP, against the bKash sandbox started in this process: one payment for several
 * months through the REST call, the payer's pages and the callback route, then one receipt (the member's
 * list and the PDF) that lists the months.
 */
let sandbox: SandboxHandle;
let t: TestApp;
let member: TestMember;
let other: TestMember;
let serial = 0;

beforeAll(async () => {
  sandbox = await startSandbox();
  t = await buildTestApp({ ...bkashSandboxEnv(sandbox) });
  member = await createMember(t.db.db);
  other = await createMember(t.db.db);
});
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

/** Months long past, each its own book, with the member's due row in each. */
async function dueMonths<T extends number[]>(
  owner: TestMember,
  payables: [...T],
): Promise<{ [K in keyof T]: number }> {
  const ids: number[] = [];
  for (const payable of payables) {
    serial += 1;
    const book = await t.db.db
      .insertInto('monthly_books')
      .values({ month: `2002-${String(serial).padStart(2, '0')}-01`, amount_poisha: payable })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await t.db.db
      .insertInto('monthly_dues')
      .values({ book_id: book.id, member_id: owner.id, payable_poisha: payable })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids as { [K in keyof T]: number };
}

async function createAll(who: TestMember, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/bkash/create-all',
    headers: { cookie: (await loginAs(t.db.db, who)).header(), 'content-type': 'application/json' },
    payload,
  });
}

/** The text drawn with the standard (Helvetica) fonts of the PDF, one run per line. */
function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const runs: string[] = [];
  const pattern = /stream\r?\n/g;
  for (let m = pattern.exec(raw); m; m = pattern.exec(raw)) {
    const start = m.index + m[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue; // not a deflated stream
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      runs.push(
        [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
          .join(''),
      );
  }
  return runs;
}

describe('pay all dues over HTTP', () => {
  it('pays several months in one payment through the sandbox; one receipt lists them', async () => {
    const [first, second] = await dueMonths(member, [30_000, 45_050]);
    const created = await createAll(member, { main_ids: [second, first], amount: '750.50' });
    expect(created.statusCode).toBe(200);
    const { paymentID, bkashURL } = created.json() as { paymentID: string; bkashURL: string };

    const back = await payAsPayer(bkashURL);
    const url = new URL(back.callbackUrl ?? '');
    const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    const recorded = await t.db.db
      .selectFrom('monthly_payments')
      .select(['id', 'due_id', 'amount_poisha', 'receipt_no'])
      .where('due_id', 'in', [first, second])
      .orderBy('id')
      .execute();
    expect(recorded.map((p) => [p.due_id, p.amount_poisha])).toEqual([
      [first, 30_000],
      [second, 45_050],
    ]);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/MemberDashboard?payment=paid&receipt=${recorded[0]?.id}`);
    expect(sandbox.calls().filter((c) => c.call === 'execute' && c.paymentID === paymentID)).toHaveLength(1);

    const cookie = (await loginAs(t.db.db, member)).header();
    const list = await t.app.inject({ method: 'GET', url: '/api/member/payments', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const { entries } = list.json() as {
      entries: { id: number; amount: number; months: { month: string; amount: number }[] }[];
    };
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      id: recorded[0]?.id,
      amount: 750.5,
      months: [
        { month: 'January-2002', amount: 300 },
        { month: 'February-2002', amount: 450.5 },
      ].map((m) => expect.objectContaining(m)),
    });

    for (const id of [recorded[0]?.id, recorded[1]?.id]) {
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/receipts/${id}.pdf?lang=en`,
        headers: { cookie },
      });
      expect(pdf.statusCode).toBe(200);
      const text = pdfText(pdf.rawPayload).join('\n');
      expect(text).toContain(recorded[0]?.receipt_no);
      expect(text).toContain(recorded[1]?.receipt_no);
      expect(text).toContain('January-2002');
      expect(text).toContain('February-2002');
      expect(text).toContain('Monthly contribution: 2 months');
      expect(text).toContain(takaInWords(75_050));
    }
  });

  it("refuses another member's month (403) and an amount that is not what is due (409), writing nothing", async () => {
    const [own] = await dueMonths(member, [10_000]);
    const [theirs] = await dueMonths(other, [10_000]);
    const count = async () =>
      Number(
        (
          await t.db.db
            .selectFrom('gateway_payments')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect((await createAll(member, { main_ids: [own, theirs], amount: 200 })).statusCode).toBe(403);
    const changed = await createAll(member, { main_ids: [own], amount: 150 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ message: expect.stringContaining('100 taka is due now') });
    expect((await createAll(member, { main_ids: [], amount: 100 })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});
