import { inflateSync } from 'node:zlib';
import { createMember, type TestMember } from '@samity/api/testing';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSecondInstance, cookieFor, useTestApp } from './helpers';
import { fontText } from './pdf-font-text';

/**
 * The minutes PDFs and the resolution register files: members get only adopted minutes of meetings they may
 * see (404 for the rest, as if there were none), admins of the meetings area get drafts and the register;
 * never cached; nothing for visitors.
 */
const t = useTestApp();
const cookies = new Map<string, string>();
const ids: Record<'adopted' | 'draft' | 'unpublished' | 'committee', number> = {
  adopted: 0,
  draft: 0,
  unpublished: 0,
  committee: 0,
};
let onCommittee: TestMember;

/** In 2036, a year the demo seed's own meetings (and their register numbers) never reach. */
async function meeting(
  db: Kysely<import('@samity/db').Database>,
  values: { kind: 'annual_general' | 'committee'; published: boolean; adopted: boolean; seq?: number },
) {
  const row = await db
    .insertInto('meetings')
    .values({
      kind: values.kind,
      date: '2036-03-12',
      time: '10:30',
      place: 'Society hall',
      audit_completed_on: values.kind === 'annual_general' ? '2036-02-01' : null,
      notice_published_at: values.published ? '2036-02-20T04:00:00Z' : null,
      minutes_adopted_at: values.adopted ? '2036-03-12T08:00:00Z' : null,
      // Adopted minutes carry their quorum as taken, whole (the table's CHECK).
      ...(values.adopted
        ? {
            outcome: 'held' as const,
            quorum_rule_kind: 'count' as const,
            quorum_rule_value: 2,
            quorum_arrears_months: values.kind === 'committee' ? null : 3,
            quorum_entitled: 3,
            quorum_present: 2,
            quorum_required: 2,
          }
        : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = await db
    .insertInto('meeting_agenda_items')
    .values({
      meeting_id: row.id,
      // The first item, as the service stores it (positions count from 0).
      position: 0,
      title: 'Accounts of the year',
      discussion: 'Read and discussed.',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('meeting_resolutions')
    .values({
      meeting_id: row.id,
      agenda_item_id: item.id,
      position: 1,
      text: `Resolved: the accounts are approved (${values.kind}, "quoted", ${row.id}).`,
      corrects_id: null,
      register_year: values.seq ? 2036 : null,
      register_seq: values.seq ?? null,
    })
    .execute();
  return row.id;
}

beforeAll(async () => {
  const db = t.db.db;
  ids.adopted = await meeting(db, { kind: 'annual_general', published: true, adopted: true, seq: 1 });
  ids.draft = await meeting(db, { kind: 'annual_general', published: true, adopted: false });
  ids.unpublished = await meeting(db, { kind: 'annual_general', published: false, adopted: false });
  ids.committee = await meeting(db, { kind: 'committee', published: true, adopted: true, seq: 2 });
  onCommittee = await createMember(db, { memberNo: 'MF-1', password: 'minutes-pass-1' });
  await db
    .insertInto('committee_members')
    .values({
      kind: 'current',
      member_no: onCommittee.memberNo,
      name: 'On the committee',
      title: 'Secretary',
    })
    .execute();
  cookies.set('committee', await cookieFor(t, onCommittee));
  cookies.set('member', await cookieFor(t, await createMember(db, { password: 'minutes-pass-2' })));
  for (const privilege of ['Full_Access', 'Finance_Access'] as const)
    cookies.set(privilege, await cookieFor(t, privilege));
});

const get = (url: string, who?: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookies.get(who)! } : {} });

/** The Latin text a PDF draws (Helvetica's hex strings in its deflated content streams). */
function latinText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const pattern = /stream\r?\n/g;
  for (let m = pattern.exec(raw); m; m = pattern.exec(raw)) {
    const start = m.index + m[0].length;
    try {
      const content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
      for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g))
        out.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    } catch {
      // not a deflated stream
    }
  }
  return out.join('');
}

const memberUrl = (id: number, lang = 'en') => `/api/member/meetings/${id}/minutes.pdf?lang=${lang}`;
const adminUrl = (id: number, lang = 'en') => `/api/admin/meetings/${id}/minutes.pdf?lang=${lang}`;

describe('GET /api/member/meetings/:id/minutes.pdf', () => {
  it('answers adopted minutes of a general meeting to any member, in English and in Bengali digits', async () => {
    const en = await get(memberUrl(ids.adopted), 'member');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['cache-control']).toBe('no-store');
    expect(en.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(latinText(en.rawPayload)).toContain('Resolution no. 2036/1');
    // The agenda is numbered from 1, as the notice and the pages number it.
    expect(latinText(en.rawPayload)).toContain('1. Accounts of the year');
    const bn = await get(memberUrl(ids.adopted, 'bn'), 'member');
    expect(bn.statusCode).toBe(200);
    expect(latinText(bn.rawPayload)).not.toContain('2036/1');
    // কার্যবিবরণী's ক and the digits ২ ০ ৬ ১ of ২০৩৬/১ and ১২/০৩/২০৩৬, drawn in the Bengali font.
    const glyphs = fontText(bn.rawPayload);
    for (const glyph of ['0995', '09e8', '09e6', '09ec', '09e7', '09e9'])
      expect(glyphs, glyph).toMatch(new RegExp(`[<\\s]${glyph}[>\\s]`));
  });

  it('answers 404 for draft, unpublished and unknown minutes, and committee minutes off the committee', async () => {
    for (const id of [ids.draft, ids.unpublished, ids.committee, 999_999]) {
      const res = await get(memberUrl(id), 'member');
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await get(memberUrl(ids.committee), 'committee')).statusCode).toBe(200);
    expect((await get(memberUrl(ids.draft), 'committee')).statusCode).toBe(404);
  });

  it('answers 401 to a visitor and an admin, 400 for a bad id or language', async () => {
    for (const who of [undefined, 'Full_Access']) {
      const res = await get(memberUrl(ids.adopted), who);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    expect((await get('/api/member/meetings/abc/minutes.pdf', 'member')).statusCode).toBe(400);
    expect((await get(memberUrl(ids.adopted, 'fr'), 'member')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/meetings/:id/minutes.pdf', () => {
  it('answers a Full_Access admin any meeting’s minutes, a draft marked as one', async () => {
    const draft = await get(adminUrl(ids.draft), 'Full_Access');
    expect(draft.statusCode).toBe(200);
    expect(draft.headers['cache-control']).toBe('no-store');
    expect(latinText(draft.rawPayload)).toContain('DRAFT: not adopted');
    const adopted = await get(adminUrl(ids.committee, 'bn'), 'Full_Access');
    expect(adopted.statusCode).toBe(200);
    expect(latinText(adopted.rawPayload)).not.toContain('DRAFT');
    expect((await get(adminUrl(999_999), 'Full_Access')).statusCode).toBe(404);
  });

  it('refuses a Finance admin (403), a member and a visitor (401)', async () => {
    expect((await get(adminUrl(ids.adopted), 'Finance_Access')).statusCode).toBe(403);
    expect((await get(adminUrl(ids.adopted), 'member')).statusCode).toBe(401);
    expect((await get(adminUrl(ids.adopted))).statusCode).toBe(401);
  });
});

describe('adopted minutes and what happens later', () => {
  it('read word for word the same after the quorum settings, the arrears rule and members change', async () => {
    const before = latinText((await get(adminUrl(ids.adopted), 'Full_Access')).rawPayload);
    expect(before).toContain('Met: 2 present, 2 needed of 3 entitled');
    expect(before).toContain('fewer than 3 months');
    await t.db.db
      .updateTable('meeting_settings')
      .set({ general_quorum_kind: 'count', general_quorum_value: 150, arrears_months: 1 })
      .execute();
    await t.db.db
      .updateTable('members')
      .set({ status: 'deceased' })
      .where('member_no', '=', onCommittee.memberNo)
      .execute();
    // A second instance: nothing kept from the first answer, the file is made again from the database.
    const fresh = await buildSecondInstance(t);
    try {
      const res = await fresh.inject({
        method: 'GET',
        url: adminUrl(ids.adopted),
        headers: { cookie: await cookieFor(t, 'Full_Access') },
      });
      expect(res.statusCode).toBe(200);
      expect(latinText(res.rawPayload)).toEqual(before);
    } finally {
      await fresh.close();
      await t.db.db
        .updateTable('members')
        .set({ status: 'active' })
        .where('member_no', '=', onCommittee.memberNo)
        .execute();
    }
  });
});

describe('GET /api/admin/resolutions.pdf and .csv', () => {
  it('answers the register as CSV with a byte-order mark, newest number first, searchable, in both languages', async () => {
    const csv = await get('/api/admin/resolutions.csv', 'Full_Access');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['cache-control']).toBe('no-store');
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.body.split('\r\n');
    expect(lines.findIndex((l) => l.startsWith('2036/2,'))).toBeLessThan(
      lines.findIndex((l) => l.startsWith('2036/1,')),
    );
    expect(csv.body).toContain('""quoted""');
    expect(csv.body).not.toContain(`(annual_general, "quoted", ${ids.draft})`);
    const found = await get('/api/admin/resolutions.csv?search=committee', 'Full_Access');
    expect(found.body).toContain('2036/2');
    expect(found.body).not.toContain('2036/1,');
    const bn = await get('/api/admin/resolutions.csv?lang=bn', 'Full_Access');
    expect(bn.body).toContain('২০৩৬/১,বার্ষিক সাধারণ সভা,১২/০৩/২০৩৬');
  });

  it('answers the register as a PDF in both languages', async () => {
    for (const lang of ['en', 'bn']) {
      const pdf = await get(`/api/admin/resolutions.pdf?lang=${lang}`, 'Full_Access');
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(latinText(pdf.rawPayload).includes('No. 2036/1')).toBe(lang === 'en');
    }
  });

  it('refuses a Finance admin (403), a member and a visitor (401), and answers 405 to other methods', async () => {
    for (const file of ['pdf', 'csv']) {
      const url = `/api/admin/resolutions.${file}`;
      expect((await get(url, 'Finance_Access')).statusCode).toBe(403);
      expect((await get(url, 'member')).statusCode).toBe(401);
      expect((await get(url)).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(405);
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    for (const path of [
      '/member/meetings/{id}/minutes.pdf',
      '/admin/meetings/{id}/minutes.pdf',
      '/admin/resolutions.pdf',
      '/admin/resolutions.csv',
    ])
      expect(doc.paths[path]?.get, path).toBeDefined();
  });
});
