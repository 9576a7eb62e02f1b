import { createMember } from '@samity/api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, useTestApp } from './helpers';
import { fontText } from './pdf-font-text';

/** The annual statements as files: Finance_Access and above, never cached, the figures of /YearEnd. */
const t = useTestApp();
const cookies = new Map<string, string>();
beforeAll(async () => {
  for (const privilege of ['Finance_Access', 'Member_Access'] as const)
    cookies.set(privilege, await cookieFor(t, privilege));
  cookies.set('member', await cookieFor(t, await createMember(t.db.db, { password: 'year-end-member-1' })));
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the annual statement files', () => {
  it('answers each statement as PDF and CSV with the screen’s totals, never cached', async () => {
    const finance = cookies.get('Finance_Access');
    const json = await get('/api/year-end/statements?year=2025', finance);
    expect(json.statusCode).toBe(200);
    const statements = json.json() as { balance_sheet: { assets_total: number } };
    for (const kind of ['receipts', 'income', 'balance', 'trial']) {
      const pdf = await get(`/api/year-end/statements/${kind}.pdf?year=2025&lang=bn`, finance);
      expect(pdf.statusCode, kind).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['cache-control']).toBe('no-store');
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const bn = await get('/api/year-end/statements/balance.pdf?year=2025&lang=bn', finance);
    // The Bengali font is embedded for the Bengali words and digits.
    expect(fontText(bn.rawPayload)).toContain('09a6'); // দ
    const csv = await get('/api/year-end/statements/balance.csv?year=2025', finance);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="balance-2025-26-en.csv"');
    expect(csv.body).toContain(`Total assets,${statements.balance_sheet.assets_total.toFixed(2)}`);
    const bnCsv = await get('/api/year-end/statements/balance.csv?year=2025&lang=bn', finance);
    expect(bnCsv.body).toContain('মোট সম্পদ,');
    expect(bnCsv.body).not.toMatch(/মোট সম্পদ,[0-9]/);
  });

  it('refuses callers who may not read them and files it does not know', async () => {
    expect((await get('/api/year-end/statements/balance.pdf?year=2025')).statusCode).toBe(401);
    expect(
      (await get('/api/year-end/statements/balance.pdf?year=2025', cookies.get('member'))).statusCode,
    ).toBe(401);
    expect(
      (await get('/api/year-end/statements/balance.pdf?year=2025', cookies.get('Member_Access'))).statusCode,
    ).toBe(403);
    const finance = cookies.get('Finance_Access');
    expect((await get('/api/year-end/statements/ledger.pdf?year=2025', finance)).statusCode).toBe(404);
    expect((await get('/api/year-end/statements/balance.pdf?year=abc', finance)).statusCode).toBe(400);
  });
});
