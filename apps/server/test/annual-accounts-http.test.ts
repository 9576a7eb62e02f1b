import { createAdmin, createApiKey, createMember } from '@samity/api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDocument, addMeeting } from '../../../packages/api/test/year-life-fixtures';
import { cookieFor, useTestApp } from './helpers';

/**
 * The adopted annual accounts for members: the adopted years only (2025-26 is closed, audited and adopted
 * here, 2024-25 closed only and 2026-27 open), as the same files admins get; never a year not adopted, never
 * to anyone but a member.
 */
const t = useTestApp();
let member = '';
let finance = '';
let apiKey = '';

beforeAll(async () => {
  member = await cookieFor(t, await createMember(t.db.db, { password: 'annual-accounts-1' }));
  finance = await cookieFor(t, 'Finance_Access');
  apiKey = (await createApiKey(t.db.db, { privilege: 'Full_Access+' })).secret;
  const db = t.db.db;
  // The demo's 2025-26 is closed and audited (its adoption the next step); 2024-25 is closed here too.
  await db
    .insertInto('year_closings')
    .values({ year_start: '2024-07-01', closed_by: null, closed_at: new Date('2025-08-10T06:00:00Z') })
    .execute();
  await db
    .updateTable('year_closings')
    .set({ closed_at: new Date('2026-08-10T06:00:00Z') })
    .where('year_start', '=', '2025-07-01')
    .execute();
  const admin = await createAdmin(db, { privilege: 'Full_Access' });
  const agm = await addMeeting(db, { date: '2026-09-20' });
  const resolution = await db
    .selectFrom('meeting_resolutions')
    .select('id')
    .where('meeting_id', '=', agm.id)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('year_closings')
    .set({
      audit_completed_on: '2026-08-20',
      auditor: 'A. Rahman & Co.',
      audit_report_id: await addDocument(db, admin.id),
      audited_at: new Date('2026-08-20T06:00:00Z'),
      adopted_meeting_id: agm.id,
      adopted_resolution_id: Number(resolution.id),
      adopted_at: new Date('2026-09-21T06:00:00Z'),
    })
    .where('year_start', '=', '2025-07-01')
    .execute();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const asMember = (url: string) => get(url, { cookie: member });

describe("members' annual accounts", () => {
  it('lists the adopted years only', async () => {
    const list = await asMember('/api/member/annual-accounts');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      entries: [
        {
          year: 2025,
          label: '2025-26',
          start: '2025-07-01',
          end: '2026-06-30',
          closed_at: '2026-08-10T06:00:00.000Z',
          adopted_on: '2026-09-20',
          appropriation_approved: false,
        },
      ],
      total: 1,
      pending: null,
    });
  });

  it("answers an adopted year's statements with the admins' figures, never cached", async () => {
    const statements = (await get('/api/year-end/statements?year=2025', { cookie: finance })).json() as {
      balance_sheet: { assets_total: number };
    };
    for (const kind of ['receipts', 'income', 'balance', 'trial']) {
      const pdf = await asMember(`/api/member/annual-accounts/${kind}.pdf?year=2025&lang=bn`);
      expect(pdf.statusCode, kind).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['cache-control']).toBe('no-store');
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const csv = await asMember('/api/member/annual-accounts/balance.csv?year=2025');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="balance-2025-26-en.csv"');
    expect(csv.body).toContain(`Total assets,${statements.balance_sheet.assets_total.toFixed(2)}`);
  });

  it('answers 404 for a year not adopted (closed only, or open) and for anything that is not a statement', async () => {
    for (const year of [2024, 2026]) {
      const open = await asMember(`/api/member/annual-accounts/balance.pdf?year=${year}`);
      expect(open.statusCode, String(year)).toBe(404);
      expect(open.json()).toMatchObject({ data: { key: 'yearEnd.notAdopted' } });
    }
    // Registers are not the adopted accounts.
    expect((await asMember('/api/member/annual-accounts/cash-book.pdf?year=2025')).statusCode).toBe(404);
    expect((await asMember('/api/member/annual-accounts/balance.pdf?year=abc')).statusCode).toBe(400);
  });

  it('is refused to anonymous callers, admins and API keys', async () => {
    const url = '/api/member/annual-accounts/balance.pdf?year=2025';
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, { cookie: finance })).statusCode).toBe(401);
    const keyed = await get(url, { authorization: `Bearer ${apiKey}` });
    expect([401, 403]).toContain(keyed.statusCode);
    expect((await get('/api/member/annual-accounts')).statusCode).toBe(401);
    const keyedList = await get('/api/member/annual-accounts', { authorization: `Bearer ${apiKey}` });
    expect([401, 403]).toContain(keyedList.statusCode);
  });
});
