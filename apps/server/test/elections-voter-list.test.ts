import { createMember } from '@samity/api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, useTestApp } from './helpers';

/** An election's voter list files: admins of the elections area only, never cached, en and bn. */
const t = useTestApp();
let electionId = 0;
const cookies = new Map<string, string>();
beforeAll(async () => {
  const db = t.db.db;
  const behind = await createMember(db, { memberNo: 'VL-2', name: 'Vikram Behind' });
  await createMember(db, { memberNo: 'VL-1', name: 'Vabna Voter' });
  const book = await db
    .insertInto('monthly_books')
    .values({ month: '2001-03-01', amount_poisha: 50_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('monthly_dues')
    .values({ book_id: book.id, member_id: behind.id, payable_poisha: 50_000 })
    .execute();
  const election = await db
    .insertInto('elections')
    .values({
      title: 'Voter list test',
      cutoff_date: '2026-11-10',
      nomination_opens: '2026-11-12',
      nomination_closes: '2026-11-20',
      withdrawal_deadline: '2026-11-25',
      polling_date: '2026-12-01',
      term_starts: '2026-12-01',
      term_ends: '2028-11-30',
      arrears_months: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  electionId = election.id;
  for (const privilege of ['Full_Access', 'Finance_Access'] as const)
    cookies.set(privilege, await cookieFor(t, privilege));
  cookies.set('member', await cookieFor(t, await createMember(db, { password: 'voter-list-pass-1' })));
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/admin/elections/:id/:file', () => {
  it('answers the voter list as CSV with a byte-order mark, the member in arrears only on the excluded list', async () => {
    const voters = await get(`/api/admin/elections/${electionId}/voters.csv`, cookies.get('Full_Access'));
    expect(voters.statusCode).toBe(200);
    expect(voters.headers['content-type']).toMatch(/^text\/csv/);
    expect(voters.headers['cache-control']).toBe('no-store');
    expect(voters.body.charCodeAt(0)).toBe(0xfeff);
    expect(voters.body).toContain('Vabna Voter');
    expect(voters.body).not.toContain('Vikram Behind');
    const excluded = await get(
      `/api/admin/elections/${electionId}/excluded.csv?lang=bn`,
      cookies.get('Full_Access'),
    );
    expect(excluded.statusCode).toBe(200);
    expect(excluded.body).toContain('Vikram Behind');
    expect(excluded.body).toContain('বকেয়া: শেষ তারিখে ১ মাস অপরিশোধিত');
    expect(excluded.body).toContain('১০/১১/২০২৬');
  });

  it('answers PDFs in both languages', async () => {
    for (const lang of ['en', 'bn']) {
      const pdf = await get(
        `/api/admin/elections/${electionId}/voters.pdf?lang=${lang}`,
        cookies.get('Full_Access'),
      );
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('refuses a Finance admin (403), a member and a visitor (401); an unknown file or election is 404', async () => {
    const url = `/api/admin/elections/${electionId}/voters.csv`;
    expect((await get(url, cookies.get('Finance_Access'))).statusCode).toBe(403);
    expect((await get(url, cookies.get('member'))).statusCode).toBe(401);
    expect((await get(url)).statusCode).toBe(401);
    expect(
      (await get(`/api/admin/elections/${electionId}/ballots.csv`, cookies.get('Full_Access'))).statusCode,
    ).toBe(404);
    expect((await get('/api/admin/elections/999999/voters.csv', cookies.get('Full_Access'))).statusCode).toBe(
      404,
    );
  });
});
