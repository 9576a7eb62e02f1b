import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, TEST_TODAY, type TestCaller, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

const handle = useTestDb();
const as = testCallers(handle, { now: () => TEST_TODAY });
let caller: TestCaller;
beforeAll(async () => {
  caller = await as.admin('Member_Access');
});

const HEADER = 'member_no,name,father,business,address,phone,pic';

describe('member CSV import', () => {
  it("dry run: shows every row's errors (bad phone, duplicate number, missing name) and writes nothing", async () => {
    await createMember(handle.db, { memberNo: 'IMP-TAKEN' });
    const csv = [
      HEADER,
      'IMP-1,Good Member,Father,Business,"Road 1, Dhaka",01711000001,',
      'IMP-2,Bad Phone,,,,12345,',
      'IMP-TAKEN,Taken Number,,,,01711000003,',
      'IMP-4,,,,,01711000004,',
      'IMP-1,Twice In File,,,,01711000005,',
    ].join('\n');
    const before = await databaseFingerprint(handle.db);
    const report = await caller.admin.members.import({ csv, dry_run: true });
    expect(report.valid).toBe(false);
    expect(report.imported).toBe(0);
    const byLine = Object.fromEntries(report.rows.map((row) => [row.line, row.errors.join(' | ')]));
    expect(byLine[2]).toBe('');
    expect(byLine[3]).toContain('Bangladeshi mobile number');
    expect(byLine[4]).toContain('IMP-TAKEN is already taken');
    expect(byLine[5]).toContain('Enter the name');
    expect(byLine[6]).toContain('IMP-1 is also on line 2');
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('refuses a real import of a file with a bad row (400): no row is written, not even the good ones', async () => {
    const csv = [HEADER, 'IMP-10,Fine,,,,01711000010,', 'IMP-11,Broken,,,,not-a-phone,'].join('\n');
    const before = await databaseFingerprint(handle.db);
    await expect(caller.admin.members.import({ csv, dry_run: false })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: '1 row has errors; nothing was imported.',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('reports missing columns and an empty file as file errors', async () => {
    const missing = await caller.admin.members.import({ csv: 'member_no,name\nX-1,Someone' });
    expect(missing.file_errors).toEqual(['Missing columns: phone']);
    const empty = await caller.admin.members.import({ csv: HEADER });
    expect(empty.file_errors).toEqual(['The file has no members']);
  });

  it('imports a valid file in one audited transaction (a BOM, CRLF and spaced headers are fine)', async () => {
    const csv = `\uFEFF${HEADER.replace('name', ' Name ')}\r\nIMP-20,First Import,F,B,A,01711000020,\r\nIMP-21,Second Import,,,,8801711000021,/uploads/0123456789abcdef0123456789abcdef.jpg\r\n`;
    const dry = await caller.admin.members.import({ csv });
    expect(dry).toMatchObject({ valid: true, imported: 0 });
    const done = await caller.admin.members.import({ csv, dry_run: false });
    expect(done).toMatchObject({ valid: true, imported: 2 });
    const rows = await handle.db
      .selectFrom('members')
      .select(['member_no', 'phone', 'status', 'pic'])
      .where('member_no', 'in', ['IMP-20', 'IMP-21'])
      .orderBy('member_no')
      .execute();
    expect(rows).toEqual([
      { member_no: 'IMP-20', phone: '01711000020', status: 'active', pic: null },
      {
        member_no: 'IMP-21',
        phone: '01711000021',
        status: 'active',
        pic: '/uploads/0123456789abcdef0123456789abcdef.jpg',
      },
    ]);
    const audit = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.import')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.after)).toContain('IMP-21');
  });
});

describe('member CSV export', () => {
  it('exports the active members matching the search in the import columns, formulas defused', async () => {
    await createMember(handle.db, { memberNo: 'EXP-1', name: '=HYPERLINK("x")' });
    await createMember(handle.db, { memberNo: 'EXP-2', name: 'Gone Exporter', status: 'deceased' });
    const out = await caller.admin.members.export({ search: 'EXP-' });
    expect(out).toMatchObject({ filename: 'members-2026-11-15.csv', count: 1 });
    const parsed = Papa.parse<Record<string, string>>(out.csv, { header: true });
    expect(parsed.meta.fields).toEqual([
      'member_no',
      'name',
      'father',
      'business',
      'address',
      'phone',
      'pic',
    ]);
    expect(parsed.data).toHaveLength(1);
    expect(parsed.data[0]!.name).toBe(`'=HYPERLINK("x")`);
    const all = await caller.admin.members.export({});
    const active = await handle.db
      .selectFrom('members')
      .select('id')
      .where('status', '=', 'active')
      .execute();
    expect(all.count).toBe(active.length);
  });
});
