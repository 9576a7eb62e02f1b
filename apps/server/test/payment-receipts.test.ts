import { inflateSync } from 'node:zlib';
import { createMember, loginAs, type TestMember } from '@samity/api/testing';
import type { Privilege } from '@samity/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { takaInWords } from '../src/receipts/amount-words';
import { cookieFor, useTestApp } from './helpers';

/**
 * Receipts of monthly payments: GET /api/receipts/{id}.pdf for the member who paid and for finance admins,
 * in English and Bengali, and the member's own list GET /api/member/payments.
 */
const t = useTestApp();
let owner: TestMember;
let other: TestMember;
const cookies = new Map<string, string>();
const ids = { cash: 0, online: 0, refunded: 0, othersCash: 0 };
const receiptNo = new Map<number, string>();

beforeAll(async () => {
  const db = t.db.db;
  owner = await createMember(db, { memberNo: 'RC-7', name: 'Rahima Receipt', password: 'receipt-pass-1' });
  other = await createMember(db, { password: 'receipt-pass-2' });
  const gated = await createMember(db, { password: 'receipt-pass-3', initial: true });
  const books = await db
    .insertInto('monthly_books')
    .values([
      { month: '2031-01-01', amount_poisha: 50_000 },
      { month: '2031-02-01', amount_poisha: 50_000 },
      { month: '2031-03-01', amount_poisha: 123_450 },
    ])
    .returning(['id', 'month'])
    .execute();
  const dues = await db
    .insertInto('monthly_dues')
    .values([
      ...books.map((b) => ({ book_id: b.id, member_id: owner.id, payable_poisha: 123_450 })),
      { book_id: books[0]!.id, member_id: other.id, payable_poisha: 50_000 },
      { book_id: books[0]!.id, member_id: gated.id, payable_poisha: 50_000 },
    ])
    .returning(['id', 'member_id', 'book_id'])
    .execute();
  const due = (member: { id: number }, bookIndex: number) =>
    dues.find((d) => d.member_id === member.id && d.book_id === books[bookIndex]!.id)!.id;
  const pay = async (values: {
    due_id: number;
    date: string;
    method: string;
    amount_poisha: number;
    created_at: string;
    gateway_payment_id?: number;
  }) => {
    const row = await db
      .insertInto('monthly_payments')
      .values(values)
      .returning(['id', 'receipt_no'])
      .executeTakeFirstOrThrow();
    receiptNo.set(row.id, row.receipt_no);
    return row.id;
  };
  ids.cash = await pay({
    due_id: due(owner, 0),
    date: '2031-01-08',
    method: 'cash',
    amount_poisha: 50_000,
    created_at: '2031-01-08T05:00:00Z',
  });
  const gateway = await db
    .insertInto('gateway_payments')
    .values({
      invoice: 'RCPT-TEST-1',
      payment_id: 'TR0011receiptTest',
      trx_id: 'BFK7RCPT01',
      due_id: due(owner, 2),
      member_id: owner.id,
      amount_poisha: 123_450,
      status: 'completed',
      completed_at: '2031-03-02T10:00:00Z',
      // Paid through the demo's sandbox: its receipt and list entry say so.
      sandbox: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.online = await pay({
    due_id: due(owner, 2),
    date: '2031-03-02',
    method: 'bkash',
    amount_poisha: 123_450,
    created_at: '2031-03-02T10:00:00Z',
    gateway_payment_id: gateway.id,
  });
  ids.refunded = await pay({
    due_id: due(owner, 1),
    date: '2031-02-03',
    method: 'bank',
    amount_poisha: 50_000,
    created_at: '2031-02-03T05:00:00Z',
  });
  await db
    .insertInto('monthly_payment_reversals')
    .values({
      payment_id: ids.refunded,
      due_id: due(owner, 1),
      amount_poisha: 50_000,
      reason: 'Paid twice by mistake',
      created_at: '2031-02-04T06:00:00Z',
    })
    .execute();
  ids.othersCash = await pay({
    due_id: due(other, 0),
    date: '2031-01-09',
    method: 'cash',
    amount_poisha: 50_000,
    created_at: '2031-01-09T05:00:00Z',
  });
  await pay({
    due_id: due(gated, 0),
    date: '2031-01-09',
    method: 'cash',
    amount_poisha: 50_000,
    created_at: '2031-01-09T06:00:00Z',
  });
  cookies.set('owner', (await loginAs(db, owner)).header());
  cookies.set('other', (await loginAs(db, other)).header());
  cookies.set('gated', (await loginAs(db, gated)).header());
  for (const privilege of ['Full_Access+', 'Full_Access', 'Finance_Access', 'Member_Access'] as const)
    cookies.set(privilege, await cookieFor(t, privilege));
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** Every deflated stream of the PDF. */
function streams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const pattern = /stream\r?\n/g;
  for (let m = pattern.exec(raw); m; m = pattern.exec(raw)) {
    const start = m.index + m[0].length;
    try {
      out.push(inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1'));
    } catch {
      // not a deflated stream
    }
  }
  return out;
}

/** The text drawn with the standard (Helvetica) fonts, one run per line. */
function pdfText(pdf: Buffer): string[] {
  return streams(pdf).flatMap((content) =>
    [...content.matchAll(/\[([^\]]*)\]\s*TJ/g)].map((array) =>
      [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
        .join(''),
    ),
  );
}

/** The Unicode code points the embedded (Bengali) fonts map their glyphs to. */
function fontCodePoints(pdf: Buffer): string {
  return streams(pdf)
    .map((s) => /beginbfrange([\s\S]*?)endbfrange/.exec(s)?.[1] ?? '')
    .join('\n')
    .toLowerCase();
}

const receiptUrl = (id: number, lang = 'en') => `/api/receipts/${id}.pdf?lang=${lang}`;

describe('a receipt as a PDF', () => {
  it('answers the owner their receipt in English, never cached, with every detail', async () => {
    const res = await get(receiptUrl(ids.cash), cookies.get('owner'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const number = receiptNo.get(ids.cash)!;
    expect(number).toMatch(/^R-2031-\d{6}$/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}-en.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const lines = pdfText(res.rawPayload);
    for (const text of [
      'Money receipt',
      number,
      'Dhaka Reconditioned Car Dealers Cooperative Society Ltd.',
      'RC-7',
      'Rahima Receipt',
      'Monthly contribution: January-2031',
      '8 January 2031',
      'Cash',
      'Tk 500.00',
      'Five hundred taka only',
      'Paid',
    ])
      expect(lines, text).toContain(text);
    // A payment recorded by the desk has no gateway transaction and is not refunded.
    expect(lines).not.toContain('bKash transaction ID');
    expect(lines).not.toContain('REFUNDED');
    expect(lines).not.toContain('Sandbox (no real money)');
  });

  it('shows the bKash transaction id of an online payment and the amount in words with poisha', async () => {
    const res = await get(receiptUrl(ids.online), cookies.get('owner'));
    expect(res.statusCode).toBe(200);
    const lines = pdfText(res.rawPayload);
    expect(lines).toContain('bKash');
    expect(lines).toContain('bKash transaction ID');
    expect(lines).toContain('BFK7RCPT01');
    expect(lines).toContain('Tk 1,234.50');
    expect(lines).toContain('One thousand two hundred thirty-four taka and fifty poisha only');
    expect(lines).toContain('Sandbox (no real money)');
    expect(lines).toContain('A test payment: no money was paid');
  });

  it('marks a refunded payment Refunded, with a stamp', async () => {
    const lines = pdfText((await get(receiptUrl(ids.refunded), cookies.get('owner'))).rawPayload);
    expect(lines).toContain('REFUNDED');
    expect(lines).toContain('Refunded · Tk 500.00 · on 4 February 2031, 12:00');
    expect(lines).not.toContain('Paid');
  });

  it('draws the Bengali receipt in Bengali script and digits, the receipt number as issued', async () => {
    const res = await get(receiptUrl(ids.cash, 'bn'), cookies.get('owner'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${receiptNo.get(ids.cash)}-bn.pdf"`,
    );
    // The receipt number and the member's Latin name stay Latin; the English texts are gone.
    const lines = pdfText(res.rawPayload);
    expect(lines).toContain(receiptNo.get(ids.cash));
    expect(lines).not.toContain('Money receipt');
    expect(lines).not.toContain('Tk 500.00');
    // Glyphs of the Bengali font: র of রসিদ, জ of জানুয়ারি, ৳ and the Bengali digits ৩ and ৫ (২০৩১, ৫০০.০০).
    const glyphs = fontCodePoints(res.rawPayload);
    for (const codePoint of ['09b0', '099c', '09f3', '09e9', '09eb'])
      expect(glyphs, codePoint).toMatch(new RegExp(`[<\\s]${codePoint}[>\\s]`));
    // The refund in Bengali.
    const refunded = fontCodePoints(
      (await get(receiptUrl(ids.refunded, 'bn'), cookies.get('owner'))).rawPayload,
    );
    expect(refunded).toMatch(/[<\s]09ab[>\s]/); // ফ of ফেরত
  });

  it('lets every finance admin read any receipt, with the same document', async () => {
    for (const privilege of ['Full_Access+', 'Full_Access', 'Finance_Access'] satisfies Privilege[]) {
      for (const id of [ids.cash, ids.othersCash]) {
        const res = await get(receiptUrl(id), cookies.get(privilege));
        expect(res.statusCode, privilege).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(pdfText(res.rawPayload)).toContain(receiptNo.get(id));
      }
    }
  });

  it("refuses another member's receipt (403), an admin without finance access (403) and nobody (401)", async () => {
    const refused = [
      { cookie: cookies.get('other'), status: 403, key: 'receipts.notYourPayment' },
      { cookie: cookies.get('Member_Access'), status: 403, key: 'auth.notAllowed' },
      { cookie: undefined, status: 401, key: 'auth.signInRequired' },
      { cookie: cookies.get('gated'), status: 403, key: 'auth.initialPasswordMustChange' },
    ];
    for (const { cookie, status, key } of refused) {
      const res = await get(receiptUrl(ids.cash), cookie);
      expect(res.statusCode, key).toBe(status);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ data: { key } });
    }
    // A member's own receipt still opens when a Member_Access admin is logged in in the same browser.
    const both = `${cookies.get('owner')}; ${cookies.get('Member_Access')}`;
    expect((await get(receiptUrl(ids.cash), both)).statusCode).toBe(200);
    expect((await get(receiptUrl(ids.othersCash), both)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown payment or file name and 400 for another language', async () => {
    for (const cookie of [cookies.get('owner'), cookies.get('Finance_Access')]) {
      const unknown = await get(receiptUrl(999_999_999), cookie);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
      for (const file of ['abc.pdf', `${ids.cash}.csv`, `0${ids.cash}.pdf`, `${ids.cash}.pdf.pdf`])
        expect((await get(`/api/receipts/${file}`, cookie)).statusCode, file).toBe(404);
    }
    // The Member_Access admin learns nothing either way: refused before any lookup.
    expect((await get(receiptUrl(999_999_999), cookies.get('Member_Access'))).statusCode).toBe(403);
    const fr = await get(receiptUrl(ids.cash, 'fr'), cookies.get('owner'));
    expect(fr.statusCode).toBe(400);
  });
});

describe("the member's payments with their receipts (GET /api/member/payments)", () => {
  it('lists only the member’s own payments, newest recorded first, with receipt numbers and flags', async () => {
    const res = await get('/api/member/payments', cookies.get('owner'));
    expect(res.statusCode).toBe(200);
    const body = res.json() as { entries: Record<string, unknown>[]; total: number };
    expect(body.total).toBe(3);
    expect(body.entries).toEqual([
      {
        id: ids.online,
        receipt_no: receiptNo.get(ids.online),
        main_id: expect.any(Number),
        month: 'March-2031',
        date: '2031-03-02',
        method: 'bkash',
        amount: 1234.5,
        online: true,
        trx_id: 'BFK7RCPT01',
        sandbox: true,
        refunded: false,
        refunded_amount: 0,
        created_at: '2031-03-02T10:00:00.000Z',
        months: [
          {
            id: ids.online,
            receipt_no: receiptNo.get(ids.online),
            month: 'March-2031',
            amount: 1234.5,
            refunded_amount: 0,
          },
        ],
      },
      expect.objectContaining({
        id: ids.refunded,
        month: 'February-2031',
        online: false,
        trx_id: null,
        sandbox: false,
        refunded: true,
        refunded_amount: 500,
      }),
      expect.objectContaining({ id: ids.cash, month: 'January-2031', method: 'cash', refunded: false }),
    ]);
    const page = await get('/api/member/payments?limit=1&offset=1', cookies.get('owner'));
    expect(page.json()).toMatchObject({ total: 3, entries: [{ id: ids.refunded }] });
  });

  it('is bounded, and for members only', async () => {
    expect((await get('/api/member/payments?limit=61', cookies.get('owner'))).statusCode).toBe(400);
    expect((await get('/api/member/payments?limit=60', cookies.get('owner'))).statusCode).toBe(200);
    expect((await get('/api/member/payments')).statusCode).toBe(401);
    expect((await get('/api/member/payments', cookies.get('Finance_Access'))).statusCode).toBe(401);
    const others = (await get('/api/member/payments', cookies.get('other'))).json() as {
      entries: { id: number }[];
    };
    expect(others.entries.map((e) => e.id)).toEqual([ids.othersCash]);
  });
});

describe('taka in words', () => {
  it('counts in crore, lakh and thousand, with poisha', () => {
    expect(takaInWords(100)).toBe('One taka only');
    expect(takaInWords(50_000)).toBe('Five hundred taka only');
    expect(takaInWords(1)).toBe('Zero taka and one poisha only');
    expect(takaInWords(1_999_999)).toBe(
      'Nineteen thousand nine hundred ninety-nine taka and ninety-nine poisha only',
    );
    expect(takaInWords(12_345_678_90)).toBe(
      'One crore twenty-three lakh forty-five thousand six hundred seventy-eight taka and ninety poisha only',
    );
    expect(takaInWords(100_000_000_000)).toBe('One hundred crore taka only');
  });
});
