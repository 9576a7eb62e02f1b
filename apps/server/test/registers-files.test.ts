import { createHash } from 'node:crypto';
import { createMember } from '@samity/api/testing';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, useTestApp } from './helpers';

/**
 * The registers as files and the year-end pack: Finance_Access and above, never cached, the figures of
 * /Registers; the pack's ZIP unzipped and every checksum of its manifest verified, its making audited.
 */
const t = useTestApp();
const cookies = new Map<string, string>();
beforeAll(async () => {
  for (const privilege of ['Finance_Access', 'Full_Access', 'Member_Access'] as const)
    cookies.set(privilege, await cookieFor(t, privilege));
  cookies.set('member', await cookieFor(t, await createMember(t.db.db, { password: 'registers-member-1' })));
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
// One month keeps the files small; the pack below makes the whole year's.
const RANGE = 'from=2025-07-01&to=2025-07-31';
const packAudits = () =>
  t.db.db.selectFrom('audit_log').selectAll().where('action', '=', 'yearEnd.pack.make').execute();

describe('the register files', () => {
  it('answers each register as PDF and CSV, the deposit register closing as on screen', async () => {
    const finance = cookies.get('Finance_Access');
    for (const kind of ['members', 'deposits', 'cash-book']) {
      const pdf = await get(`/api/registers/files/${kind}.pdf?${RANGE}&lang=bn`, finance);
      expect(pdf.statusCode, kind).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['cache-control']).toBe('no-store');
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const csv = await get(`/api/registers/files/${kind}.csv?${RANGE}`, finance);
      expect(csv.statusCode, kind).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(
        `attachment; filename="${kind}-2025-07-01-2025-07-31-en.csv"`,
      );
    }
    const json = await get(`/api/registers/deposits?${RANGE}&limit=1`, finance);
    const { closing, total } = json.json() as { closing: number; total: number };
    const csv = await get(`/api/registers/files/deposits.csv?${RANGE}`, finance);
    expect(csv.body).toContain(`Members' deposits at the end,${closing.toFixed(2)}`);
    // Title, two summary lines, the closing, a blank line, the header, then one line per entry.
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(6 + total);
    const bn = await get(`/api/registers/files/deposits.csv?${RANGE}&lang=bn`, finance);
    expect(bn.body).toContain('সময়কাল,০১/০৭/২০২৫ – ৩১/০৭/২০২৫');
  });

  it('refuses callers who may not read them, unknown files and bad ranges', async () => {
    const url = `/api/registers/files/members.pdf?${RANGE}`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, cookies.get('member'))).statusCode).toBe(401);
    expect((await get(url, cookies.get('Member_Access'))).statusCode).toBe(403);
    const finance = cookies.get('Finance_Access');
    expect((await get(`/api/registers/files/ledger.pdf?${RANGE}`, finance)).statusCode).toBe(404);
    const backwards = await get('/api/registers/files/members.csv?from=2026-07-01&to=2026-06-30', finance);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ data: { fieldErrors: { to: 'Must not be before the start' } } });
    expect(
      (await get('/api/registers/files/members.csv?from=2015-01-01&to=2026-06-30', finance)).statusCode,
    ).toBe(400);
  });
});

describe('the year-end pack', () => {
  it('zips the statements and registers with a manifest whose every checksum holds, and audits its making', async () => {
    const before = (await packAudits()).length;
    const res = await get('/api/year-end/pack?year=2025&lang=bn', cookies.get('Finance_Access'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="year-end-pack-2025-26-bn.zip"');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const manifest = new TextDecoder().decode(files['manifest.txt']).trimEnd().split('\n');
    const listed = manifest.map((line) => {
      const [hash, name] = line.split('  ') as [string, string];
      const bytes = files[name];
      expect(bytes, name).toBeDefined();
      expect(createHash('sha256').update(bytes!).digest('hex'), name).toBe(hash);
      return name;
    });
    expect(listed.sort()).toEqual(
      Object.keys(files)
        .filter((name) => name !== 'manifest.txt')
        .sort(),
    );
    // Five statements (the appropriation account the fifth) and three registers, PDF and CSV each.
    expect(listed).toHaveLength(16);
    expect(listed).toContain('statements/balance-2025-26-bn.pdf');
    expect(listed).toContain('statements/appropriation-2025-26-bn.pdf');
    expect(listed).toContain('registers/cash-book-2025-26-bn.csv');
    // A Finance_Access admin may not read the resolution register: not in their pack.
    expect(listed.some((name) => name.includes('resolutions'))).toBe(false);
    const audits = await packAudits();
    expect(audits).toHaveLength(before + 1);
    const after = audits.at(-1)?.after as unknown as { files: { name: string; sha256: string }[] };
    expect(after.files.map((f) => `${f.sha256}  ${f.name}`)).toEqual(manifest);
  }, 180_000);

  it('adds the year’s resolution register for Full_Access, and refuses Member_Access without an audit row', async () => {
    const full = await get('/api/year-end/pack?year=2025', cookies.get('Full_Access'));
    expect(full.statusCode).toBe(200);
    const names = Object.keys(unzipSync(new Uint8Array(full.rawPayload)));
    expect(names).toContain('registers/resolutions-2025-26-en.pdf');
    expect(names).toHaveLength(19);
    const before = (await packAudits()).length;
    expect((await get('/api/year-end/pack?year=2025', cookies.get('Member_Access'))).statusCode).toBe(403);
    expect((await get('/api/year-end/pack?year=2025')).statusCode).toBe(401);
    expect((await get('/api/year-end/pack?year=20x5', cookies.get('Finance_Access'))).statusCode).toBe(400);
    expect((await packAudits()).length).toBe(before);
  }, 180_000);
});
