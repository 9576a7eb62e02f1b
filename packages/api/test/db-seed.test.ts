import { type Database, hasData, seedDemoData } from '@samity/db';
import { agmLateLimit, DEFAULT_QUORUM, isNominationOpen, quorumState, todayInDhaka } from '@samity/domain';
import { type Selectable, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { storeMissingStatements } from '../src/services/year-end/year-life.service';
import { TEST_TODAY, testSeedDeps, useTestDb } from '../src/testing';

const handle = useTestDb();

type Meeting = Selectable<Database['meetings']>;

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
  (await query.execute(handle.db)).rows[0]!.n;

describe('demo seed', () => {
  it('holds the amounts the issue asks for', async () => {
    expect(
      await count(sql`SELECT count(*) AS n FROM members WHERE status = 'active'`),
    ).toBeGreaterThanOrEqual(150);
    expect(await count(sql`SELECT count(*) AS n FROM members WHERE status = 'deceased'`)).toBe(10);
    expect(await count(sql`SELECT count(*) AS n FROM committee_members WHERE kind = 'current'`)).toBe(11);
    expect(await count(sql`SELECT count(*) AS n FROM committee_members WHERE kind = 'founding'`)).toBe(7);
    expect(
      await count(sql`SELECT count(DISTINCT term) AS n FROM committee_members WHERE kind = 'previous'`),
    ).toBe(3);
    // Twelve notices, and the notices of the two general meetings (annual and special) on the board.
    expect(await count(sql`SELECT count(*) AS n FROM notices`)).toBe(14);
    expect(await count(sql`SELECT count(*) AS n FROM stock_cars`)).toBe(200);
    expect(await count(sql`SELECT count(*) AS n FROM service_center_images`)).toBe(8);
    expect(await count(sql`SELECT count(*) AS n FROM gallery_images`)).toBe(24);
    expect(await count(sql`SELECT count(*) AS n FROM monthly_books`)).toBe(12);
    expect(await count(sql`SELECT count(DISTINCT privilege) AS n FROM admins`)).toBe(4);
    expect(await count(sql`SELECT count(*) AS n FROM public_complaints`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*) AS n FROM member_objections`)).toBeGreaterThan(0);
  });

  it('covers the car ranges: years 2005..2025, every cc band, 5 lakh to 1.5 crore taka', async () => {
    const { rows } = await sql<Record<string, number>>`
      SELECT min(model_year) AS y0, max(model_year) AS y1, min(asking_price_poisha) AS p0, max(asking_price_poisha) AS p1,
             count(*) FILTER (WHERE cc <= 1500) AS b1, count(*) FILTER (WHERE cc BETWEEN 1501 AND 2000) AS b2,
             count(*) FILTER (WHERE cc BETWEEN 2001 AND 2500) AS b3, count(*) FILTER (WHERE cc > 2500) AS b4
      FROM stock_cars`.execute(handle.db);
    const r = rows[0]!;
    expect([r.y0, r.y1]).toEqual([2005, 2025]);
    expect([r.p0, r.p1]).toEqual([500_000_00, 15_000_000_00]);
    for (const band of [r.b1, r.b2, r.b3, r.b4]) expect(band).toBeGreaterThan(0);
  });

  it('gives every car its cover as the first picture, and some cars several (the first demo member’s too)', async () => {
    const { rows } = await sql<{ covers: number; cars: number; several: number; demo_several: number }>`
      SELECT (SELECT count(*)::int FROM stock_car_pictures p JOIN stock_cars s ON s.id = p.car_id
               WHERE p.position = 0 AND p.url = s.pic) AS covers,
             (SELECT count(*)::int FROM stock_cars) AS cars,
             (SELECT count(*)::int FROM (SELECT car_id FROM stock_car_pictures GROUP BY car_id HAVING count(*) > 1) x) AS several,
             (SELECT count(*)::int FROM stock_cars s JOIN members m ON m.id = s.member_id
               WHERE m.member_no = '1001' AND (SELECT count(*) FROM stock_car_pictures p WHERE p.car_id = s.id) > 1) AS demo_several`.execute(
      handle.db,
    );
    const r = rows[0]!;
    expect(r.covers).toBe(r.cars);
    expect(r.several).toBeGreaterThan(10);
    expect(r.demo_several).toBeGreaterThanOrEqual(2);
  });

  it('stores no plaintext password and no outside image address', async () => {
    const { rows } = await sql<{
      hash: string;
    }>`SELECT password_hash AS hash FROM admins UNION ALL SELECT password_hash FROM members WHERE password_hash IS NOT NULL`.execute(
      handle.db,
    );
    expect(rows.length).toBeGreaterThan(4);
    for (const { hash } of rows) expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const pics = await sql<{
      pic: string;
    }>`SELECT pic FROM stock_cars UNION SELECT pic FROM gallery_images UNION SELECT pic FROM notices UNION SELECT pic FROM service_center_images`.execute(
      handle.db,
    );
    for (const { pic } of pics.rows) expect(pic).toMatch(/^\/uploads\//);
  });

  it('holds last year’s AGM after the audit with its quorum and numbered minutes, a committee meeting and a special general meeting to come', async () => {
    const meetings = await handle.db.selectFrom('meetings').selectAll().orderBy('date').execute();
    expect(meetings.map((m) => m.kind)).toEqual(['annual_general', 'committee', 'special_general']);
    const [agm, committee, special] = meetings as [Meeting, Meeting, Meeting];
    const today = todayInDhaka(TEST_TODAY.getTime());
    // Held four weeks after the audit was completed, within the 60 days, in the past; notice and minutes out.
    expect(agmLateLimit('annual_general', agm.date, agm.audit_completed_on)).toBeNull();
    expect(daysBetween(agm.audit_completed_on!, agm.date)).toBe(28);
    for (const held of [agm, committee]) {
      expect(held.date < today).toBe(true);
      expect(held.notice_published_at).not.toBeNull();
      expect(held.minutes_adopted_at!.getTime()).toBeGreaterThan(Date.parse(`${held.date}T00:00:00Z`));
    }
    expect(special.date > today).toBe(true);
    expect(special.minutes_adopted_at).toBeNull();
    // General meetings' notices are on the public notice board; the committee's is not.
    expect(agm.notice_id).not.toBeNull();
    expect(special.notice_id).not.toBeNull();
    expect(committee.notice_id).toBeNull();
    // Each with a caption per language: the Bengali one without ASCII digits, the English one apart.
    const { rows: boardNotices } = await sql<{ caption: string; caption_en: string | null }>`
      SELECT caption, caption_en FROM notices WHERE id IN (${agm.notice_id}, ${special.notice_id})`.execute(
      handle.db,
    );
    expect(boardNotices).toHaveLength(2);
    for (const notice of boardNotices) {
      expect(notice.caption).not.toMatch(/[0-9]/);
      expect(notice.caption_en).toMatch(/^(Annual|Special) general meeting on \d+ \w+ \d{4} at \d\d:\d\d, /);
    }

    // The quorum is met by the attendance, at the settings' rule (a share of the active members).
    const present = await count(
      sql`SELECT count(*)::int AS n FROM meeting_attendance WHERE meeting_id = ${agm.id}`,
    );
    const active = await count(sql`SELECT count(*)::int AS n FROM members WHERE status = 'active'`);
    expect(quorumState(DEFAULT_QUORUM.general, active, present).met).toBe(true);
    expect(present).toBeLessThan(active);
    const committeePresent = await count(
      sql`SELECT count(*)::int AS n FROM meeting_attendance WHERE meeting_id = ${committee.id}`,
    );
    expect(quorumState(DEFAULT_QUORUM.committee, 11, committeePresent).met).toBe(true);

    // Register numbers: the meeting's year and 1, 2, 3, ... in the order of the minutes, the committee's after.
    const { rows: numbered } = await sql<{ meeting_id: number; register_year: number; register_seq: number }>`
      SELECT r.meeting_id, r.register_year, r.register_seq FROM meeting_resolutions r
      JOIN meeting_agenda_items i ON i.id = r.agenda_item_id
      ORDER BY r.register_year, r.register_seq`.execute(handle.db);
    const agmYear = Number(agm.date.slice(0, 4));
    const agmNumbers = numbered.filter((r) => r.meeting_id === agm.id);
    expect(agmNumbers.length).toBeGreaterThanOrEqual(6);
    expect(agmNumbers.map((r) => `${r.register_year}/${r.register_seq}`)).toEqual(
      agmNumbers.map((_, i) => `${agmYear}/${i + 1}`),
    );
    expect(numbered.filter((r) => r.meeting_id === special.id)).toEqual([]);
    const { rows: discussed } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM meeting_agenda_items WHERE meeting_id = ${agm.id} AND discussion <> ''`.execute(
      handle.db,
    );
    expect(discussed[0]!.n).toBeGreaterThanOrEqual(5);
  });

  it('closes and audits 2025-26 in order before the AGM that adopted its accounts; the adoption is the next step', async () => {
    const agm = await handle.db
      .selectFrom('meetings')
      .selectAll()
      .where('kind', '=', 'annual_general')
      .executeTakeFirstOrThrow();
    const year = await handle.db.selectFrom('year_closings').selectAll().executeTakeFirstOrThrow();
    expect(year.year_start).toBe('2025-07-01');
    const closedOn = todayInDhaka(new Date(year.closed_at).getTime());
    expect(closedOn > '2026-06-30').toBe(true);
    expect(closedOn <= String(year.audit_completed_on)).toBe(true);
    expect(year.audit_completed_on).toBe(agm.audit_completed_on);
    expect(String(year.audit_completed_on) <= agm.date).toBe(true);
    const report = await handle.db
      .selectFrom('documents')
      .select('category')
      .where('id', '=', Number(year.audit_report_id))
      .executeTakeFirstOrThrow();
    expect(report.category).toBe('audit_report');
    // The AGM, held after the close and the audit, adopted the accounts; recording it is the demo's next step.
    expect(year.adopted_at).toBeNull();
    const adopting = await handle.db
      .selectFrom('meeting_resolutions')
      .select('id')
      .where('meeting_id', '=', agm.id)
      .where('text', 'like', '%নিরীক্ষিত হিসাব%')
      .execute();
    expect(adopting).toHaveLength(1);
    // The server stores the year's statements at its start; they balance.
    expect(await storeMissingStatements(handle.db)).toBe(1);
    const stored = await handle.db.selectFrom('year_closings').select('statements').executeTakeFirstOrThrow();
    const four = JSON.parse(String(stored.statements));
    expect(four.balance_sheet.assets_total).toBe(four.balance_sheet.liabilities_total);
    expect(four.income_expenditure.contributions_billed).toBeGreaterThan(0);
  });

  it('holds an election with its nomination window open today and nominations in every state, results unpublished', async () => {
    const elections = await handle.db.selectFrom('elections').selectAll().orderBy('id').execute();
    // The committee election, and the Treasurer by-election on polling day (election-rules.test.ts).
    expect(elections).toHaveLength(2);
    const election = elections[0]!;
    expect(isNominationOpen(election, todayInDhaka(TEST_TODAY.getTime()))).toBe(true);
    expect(elections[1]!.polling_date).toBe(todayInDhaka(TEST_TODAY.getTime()));
    expect(election.results_published_at).toBeNull();
    expect(election.candidates_published_at).toBeNull();
    const candidates = await handle.db
      .selectFrom('election_candidates as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .select(['c.status', 'c.reason', 'm.member_no'])
      .where('c.election_id', '=', election.id)
      .execute();
    expect(new Set(candidates.map((c) => c.status))).toEqual(
      new Set(['approved', 'pending', 'rejected', 'withdrawn']),
    );
    for (const c of candidates) expect(c.reason !== null).toBe(c.status === 'rejected');
    // The demo logins stand for nothing, so they can nominate themselves on the dashboard.
    expect(candidates.map((c) => c.member_no)).not.toContain('1001');
    // Results unpublished: no term is recorded, the current committee stays.
    expect(await count(sql`SELECT count(*)::int AS n FROM committee_members WHERE kind = 'current'`)).toBe(
      11,
    );
  });

  it('holds the society’s documents, public and members-only, each version a stored PDF', async () => {
    const { rows } = await sql<{ category: string; visibility: string; versions: number; keys: string[] }>`
      SELECT d.category, d.visibility, count(v.id)::int AS versions, array_agg(v.storage_key || ' ' || v.sha256) AS keys
      FROM documents d JOIN document_versions v ON v.document_id = d.id
      WHERE d.removed_at IS NULL GROUP BY d.id ORDER BY d.category`.execute(handle.db);
    expect(rows.map((r) => [r.category, r.visibility, r.versions])).toEqual([
      ['audit_report', 'members', 1],
      ['bylaws', 'public', 2],
      ['minutes', 'members', 1],
      ['registration', 'public', 1],
    ]);
    // Each version its own stored file, under a private key as the document service stores uploads.
    const keys = rows.flatMap((r) => r.keys).map((key) => key.split(' ') as [string, string]);
    expect(new Set(keys.map(([storageKey]) => storageKey)).size).toBe(5);
    for (const [storageKey, sha] of keys) {
      expect(storageKey).toMatch(/^private\/documents\/[0-9a-f]{32}\.pdf$/);
      expect(sha).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('holds a dozen buyers’ enquiries over several weeks and dealers, some answered, some new (member 1001’s too)', async () => {
    const { rows } = await sql<{
      member_no: string;
      status: string;
      read: boolean;
      days: number;
      title_ok: boolean;
      sold: boolean;
    }>`
      SELECT m.member_no, e.status, e.read_at IS NOT NULL AS read,
             extract(epoch FROM (${TEST_TODAY}::timestamptz - e.created_at)) / 86400 AS days,
             e.car_title = s.brand || ' ' || s.model || ' ' || s.model_year AS title_ok, s.sold_at IS NOT NULL AS sold
      FROM enquiries e JOIN members m ON m.id = e.member_id JOIN stock_cars s ON s.id = e.car_id`.execute(
      handle.db,
    );
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.member_no)).size).toBeGreaterThanOrEqual(5);
    for (const r of rows) {
      expect(r.title_ok).toBe(true);
      expect(r.sold).toBe(false);
      expect(Number(r.days)).toBeGreaterThanOrEqual(0);
      expect(Number(r.days)).toBeLessThan(8 * 7);
    }
    expect(rows.filter((r) => r.status === 'answered').length).toBeGreaterThanOrEqual(4);
    const demo = rows.filter((r) => r.member_no === '1001');
    expect(demo.filter((r) => !r.read)).toHaveLength(2);
    expect(demo.filter((r) => r.status === 'answered')).toHaveLength(2);
  });

  it('never runs against a database that already has data', async () => {
    expect(await hasData(handle.db)).toBe(true);
    const before = await count(sql`SELECT count(*) AS n FROM members`);
    const result = await seedDemoData(handle.db, testSeedDeps);
    expect(result.seeded).toBe(false);
    expect(await count(sql`SELECT count(*) AS n FROM members`)).toBe(before);
  });
});
