import { inflateSync } from 'node:zlib';
import { createMember, type TestMember } from '@samity/api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, useTestApp } from './helpers';
import { fontText } from './pdf-font-text';

/** The printable book of a month: finance admins only, never cached, the figures of the monthly page. */
const t = useTestApp();
let paid: TestMember;
let owing: TestMember;
const cookies = new Map<string, string>();
beforeAll(async () => {
  const db = t.db.db;
  paid = await createMember(db, { memberNo: 'BK-2', name: 'Bashir Paid' });
  owing = await createMember(db, { memberNo: 'BK-10', name: 'Belal Owing' });
  const book = await db
    .insertInto('monthly_books')
    .values({ month: '2031-01-01', amount_poisha: 50_000, created_at: '2030-12-28T10:00:00Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const dues = await db
    .insertInto('monthly_dues')
    .values([
      { book_id: book.id, member_id: owing.id, payable_poisha: 50_000 },
      { book_id: book.id, member_id: paid.id, payable_poisha: 50_000 },
    ])
    .returning(['id', 'member_id'])
    .execute();
  const dueOf = (member: TestMember) => dues.find((d) => d.member_id === member.id)!.id;
  await db
    .insertInto('monthly_payments')
    .values([
      { due_id: dueOf(paid), date: '2031-01-05', method: 'cash', amount_poisha: 50_000 },
      { due_id: dueOf(owing), date: '2031-01-06', method: 'bkash', amount_poisha: 12_050 },
    ])
    .execute();
  for (const privilege of ['Full_Access+', 'Full_Access', 'Finance_Access', 'Member_Access'] as const)
    cookies.set(privilege, await cookieFor(t, privilege));
  cookies.set('member', await cookieFor(t, await createMember(db, { password: 'book-member-pass-1' })));
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The text a PDF draws with its standard (Helvetica) fonts: the hex strings of its deflated TJ arrays. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const pattern = /stream\r?\n/g;
  for (let m = pattern.exec(raw); m; m = pattern.exec(raw)) {
    const start = m.index + m[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      lines.push(
        [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
          .join(''),
      );
  }
  return lines.join('\n');
}

describe('the printable monthly book', () => {
  it('answers the book as a PDF for every finance admin, never cached, with each row and the summary', async () => {
    for (const privilege of ['Full_Access+', 'Full_Access', 'Finance_Access']) {
      const res = await get('/api/finance/monthly-book.pdf?month=January-2031', cookies.get(privilege));
      expect(res.statusCode, privilege).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toBe('inline; filename="monthly-book-January-2031.pdf"');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const res = await get('/api/finance/monthly-book.pdf?month=january-2031', cookies.get('Finance_Access'));
    const lines = pdfText(res.rawPayload).split('\n');
    expect(lines).toContain('Monthly contributions book: January-2031');
    expect(lines).toContain('Tk 500.00'); // the amount per member, each payable, BK-2's payment
    // Summary: 500 + 500 collectable, 500 + 120.50 collected, one of the two rows paid.
    expect(lines).toContain('Tk 1,000.00');
    expect(lines).toContain('Tk 620.50');
    expect(lines).toContain('1 of 2 members');
    // Rows in natural member-number order: BK-2 (paid) before BK-10 (379.50 due).
    const row = (memberNo: string) => lines.slice(lines.indexOf(memberNo), lines.indexOf(memberNo) + 7);
    expect(row('BK-2')).toEqual([
      'BK-2',
      'Bashir Paid',
      paid.phone,
      'Tk 500.00',
      'Tk 500.00',
      'Tk 0.00',
      'PAID',
    ]);
    expect(row('BK-10')).toEqual([
      'BK-10',
      'Belal Owing',
      owing.phone,
      'Tk 500.00',
      'Tk 120.50',
      'Tk 379.50',
      'DUE',
    ]);
    expect(lines.indexOf('BK-2')).toBeLessThan(lines.indexOf('BK-10'));
  });

  it('answers the book in Bengali when asked: Bengali words, digits and month, no English labels', async () => {
    const res = await get(
      '/api/finance/monthly-book.pdf?month=January-2031&lang=bn',
      cookies.get('Finance_Access'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('inline; filename="monthly-book-January-2031-bn.pdf"');
    // Latin text left in the Bengali book: the names and the letters of the member numbers, nothing else.
    const latin = pdfText(res.rawPayload).split('\n');
    for (const english of [
      'PAID',
      'DUE',
      'Tk 500.00',
      '1 of 2 members',
      'Monthly contributions book: January-2031',
    ])
      expect(latin).not.toContain(english);
    expect(latin).toContain('Bashir Paid');
    // Drawn in the Bengali font: মাসিক's ম, the digits ২ ০ ৩ ১ of ২০৩১ and the taka sign.
    const bengali = fontText(res.rawPayload);
    for (const glyph of ['09ae', '09e8', '09e6', '09e9', '09e7', '09f3'])
      expect(bengali, glyph).toMatch(new RegExp(`[<\\s]${glyph}[>\\s]`));
    expect(
      (await get('/api/finance/monthly-book.pdf?month=January-2031&lang=fr', cookies.get('Finance_Access')))
        .statusCode,
    ).toBe(400);
  });

  it('answers 401 without an admin session and 403 for a Member_Access admin', async () => {
    const url = '/api/finance/monthly-book.pdf?month=January-2031';
    for (const cookie of [undefined, cookies.get('member')]) {
      const res = await get(url, cookie);
      expect(res.statusCode).toBe(401);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', data: { key: 'auth.signInRequired' } });
    }
    const res = await get(url, cookies.get('Member_Access'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', data: { key: 'auth.notAllowed' } });
  });

  it('answers 400 for a missing or badly written month and 404 for a month without a book', async () => {
    const cookie = cookies.get('Finance_Access');
    for (const query of ['', '?month=', '?month=2031-01', '?month=Smarch-2031', '?month=January-2031%00'])
      expect((await get(`/api/finance/monthly-book.pdf${query}`, cookie)).statusCode, query).toBe(400);
    const missing = await get('/api/finance/monthly-book.pdf?month=February-2031', cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', data: { key: 'monthly.noBook' } });
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/finance/monthly-book.pdf']?.get).toMatchObject({ security: [{ adminSession: [] }] });
  });
});
