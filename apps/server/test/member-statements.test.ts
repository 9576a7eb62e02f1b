import { createMember, loginAs, type TestMember } from '@samity/api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, useTestApp } from './helpers';
import { fontText } from './pdf-font-text';

/** The member's statements as files: PDF (en, bn) and CSV, session required, own data only. */
const t = useTestApp();
let member: TestMember;
let other: TestMember;
let cookie: string;
beforeAll(async () => {
  const db = t.db.db;
  member = await createMember(db, { password: 'statement-pass-1', name: 'Karim Uddin' });
  other = await createMember(db, { password: 'statement-pass-2' });
  await db
    .updateTable('members')
    .set({ deposit_payable_poisha: 10_000_000 })
    .where('id', '=', member.id)
    .execute();
  await db
    .insertInto('deposit_entries')
    .values([
      {
        member_id: member.id,
        source: '=HYPERLINK("http://evil")',
        date: '2025-01-10',
        method: 'cash',
        amount_poisha: 2_500_050,
      },
      {
        member_id: member.id,
        source: 'Cheque, "late"',
        date: '2025-02-01',
        method: '+bank',
        amount_poisha: 1_000_000,
      },
      {
        member_id: other.id,
        source: 'Someone else',
        date: '2025-02-01',
        method: 'cash',
        amount_poisha: 7_777_700,
      },
    ])
    .execute();
  const book = await db
    .insertInto('monthly_books')
    .values({ month: '2025-03-01', amount_poisha: 50_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('monthly_dues')
    .values({ book_id: book.id, member_id: member.id, payable_poisha: 50_000 })
    .execute();
  cookie = await cookieFor(t, member);
});

const get = (url: string, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: 'GET', url, headers });

describe('member statements', () => {
  it('downloads the deposits statement as a PDF attachment in English and Bengali, never cached', async () => {
    for (const lang of ['en', 'bn']) {
      const res = await get(`/api/member/statements/deposits.pdf?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="deposits-statement-${member.memberNo}-${lang}.pdf"`,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    // The Bengali file draws Bengali: the title's জ and the Bengali digit ১ are among its glyphs.
    const bn = fontText((await get('/api/member/statements/deposits.pdf?lang=bn')).rawPayload);
    expect(bn).toMatch(/[<\s]099c[>\s]/);
    expect(bn).toMatch(/[<\s]09e7[>\s]/);
    const monthly = await get('/api/member/statements/monthly.pdf?lang=bn');
    expect(monthly.statusCode).toBe(200);
    expect(monthly.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('writes the deposits CSV with a BOM, taka with two decimals, escaped quotes and no formulas', async () => {
    const res = await get('/api/member/statements/deposits.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="deposits-statement-.*-en\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Deposits statement',
      `Member No,${member.memberNo}`,
      'Name,Karim Uddin',
      'Payable,100000.00',
      'Deposits,35000.50',
      'Due,64999.50',
      '',
      'Date,Source,Method,Amount,Outstanding',
      `2025-01-10,"'=HYPERLINK(""http://evil"")",Cash,25000.50,74999.50`,
      `2025-02-01,"Cheque, ""late""",'+bank,10000.00,64999.50`,
    ]);
    expect(res.payload).not.toContain('Someone else');
  });

  it('writes the Bengali monthly CSV in Bengali words and digits, months included', async () => {
    const res = await get('/api/member/statements/monthly.csv?lang=bn');
    expect(res.statusCode).toBe(200);
    const text = res.rawPayload.subarray(3).toString('utf8');
    expect(text).toContain('মাস,প্রদেয়,পরিশোধ,বকেয়া,অবস্থা\r\n');
    expect(text).toContain('মার্চ-২০২৫,৫০০.০০,০.০০,৫০০.০০,বকেয়া\r\n');
    expect(text).not.toMatch(/[0-9]/);
  });

  it('answers 401 without a session and 403 for another member_no, an unknown file 404, a bad lang 400', async () => {
    expect((await get('/api/member/statements/deposits.pdf', {})).statusCode).toBe(401);
    expect((await get('/api/member/statements/deposits.csv', {})).statusCode).toBe(401);
    const forbidden = await get(`/api/member/statements/deposits.csv?member_no=${other.memberNo}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN', data: { key: 'auth.notYourAccount' } });
    expect((await get(`/api/member/statements/deposits.csv?member_no=${member.memberNo}`)).statusCode).toBe(
      200,
    );
    expect((await get('/api/member/statements/other.csv')).statusCode).toBe(404);
    expect((await get('/api/member/statements/deposits.xlsx')).statusCode).toBe(404);
    expect((await get('/api/member/statements/deposits.pdf?lang=fr')).statusCode).toBe(400);
  });

  it('answers 403 while the member still has an initial password', async () => {
    const issued = await createMember(t.db.db, { password: 'issued-pass-1', initial: true });
    const res = await get('/api/member/statements/deposits.csv', {
      cookie: (await loginAs(t.db.db, issued)).header(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ data: { key: 'auth.initialPasswordMustChange' } });
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json', {})).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.paths['/member/statements/{file}']?.get).toMatchObject({ security: [{ memberSession: [] }] });
  });
});
