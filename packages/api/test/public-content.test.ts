import { committeeTermLabel, NOTICE_DISPLAY } from '@samity/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestCaller, useTestDb } from '../src/testing';

const handle = useTestDb();
let caller: ReturnType<typeof createTestCaller>;

beforeAll(async () => {
  caller = createTestCaller(handle);
});

const keys = (row: object) => Object.keys(row).sort();

describe('public.deceasedMembers.list', () => {
  it('lists exactly the deceased members, in member-number order, with the member fields', async () => {
    const rows = await caller.public.deceasedMembers.list();
    expect(rows.map((m) => m.member_no)).toEqual(Array.from({ length: 10 }, (_, i) => String(1161 + i)));
    expect(keys(rows[0]!)).toEqual([
      'address',
      'business',
      'father',
      'id',
      'member_no',
      'name',
      'phone',
      'pic',
    ]);
  });

  it('follows the data: a member marked deceased appears, and the list can be empty', async () => {
    await handle.db
      .updateTable('members')
      .set({ status: 'deceased', deceased_on: '2026-11-01' })
      .where('member_no', '=', '1160')
      .execute();
    expect((await caller.public.deceasedMembers.list()).map((m) => m.member_no)).toContain('1160');
    await handle.db
      .transaction()
      .execute(async (tx) => {
        await tx.updateTable('members').set({ status: 'active', deceased_on: null }).execute();
        const rows = await createTestCaller({ ...handle, db: tx as never }).public.deceasedMembers.list();
        expect(rows).toEqual([]);
        throw new RollbackSignal();
      })
      .catch((e) => {
        if (!(e instanceof RollbackSignal)) throw e;
      });
    await handle.db
      .updateTable('members')
      .set({ status: 'active', deceased_on: null })
      .where('member_no', '=', '1160')
      .execute();
  });
});

class RollbackSignal extends Error {}

describe('public committees', () => {
  it('currentCommittee.list gives the current committee in position order with its public fields', async () => {
    const rows = await caller.public.currentCommittee.list();
    expect(rows).toHaveLength(11);
    expect(keys(rows[0]!)).toEqual(['id', 'member_no', 'name', 'pic', 'resolution', 'title']);
    expect(rows[0]!.title).toBe('President');
  });

  it('foundingCommittee.list gives the seven founders', async () => {
    const rows = await caller.public.foundingCommittee.list();
    expect(rows).toHaveLength(7);
    expect(keys(rows[0]!)).toEqual(['id', 'member_no', 'name', 'pic']);
  });

  it('previousCommittees.list groups by term in historical order with the terms’ labels', async () => {
    const rows = await caller.public.previousCommittees.list();
    expect(rows).toHaveLength(21);
    expect(keys(rows[0]!)).toEqual(['id', 'member_no', 'name', 'pic', 'term', 'term_label', 'title']);
    const termsInOrder = rows.map((r) => r.term).filter((t, i, all) => i === 0 || all[i - 1] !== t);
    expect(termsInOrder).toEqual(['1', 'adok', '2']);
    expect(rows.map((r) => r.term_label)).toContain('Adok Committee');
    expect(rows.every((r) => r.term_label === committeeTermLabel(r.term))).toBe(true);
  });

  it('places other terms after the known ones and a missing term last as Unknown', async () => {
    const added = await handle.db
      .insertInto('committee_members')
      .values([
        { kind: 'previous', name: 'Term Ten', term: '10' },
        { kind: 'previous', name: 'No Term', term: null },
        { kind: 'previous', name: 'Term Four', term: '4' },
        { kind: 'previous', name: 'Term Three', term: '3' },
      ])
      .returning('id')
      .execute();
    try {
      const tail = (await caller.public.previousCommittees.list()).slice(-4);
      expect(tail.map((r) => [r.term, r.term_label])).toEqual([
        ['3', 'Third Committee'],
        ['4', '4'],
        ['10', '10'],
        [null, 'Unknown'],
      ]);
    } finally {
      await handle.db
        .deleteFrom('committee_members')
        .where(
          'id',
          'in',
          added.map((r) => r.id),
        )
        .execute();
    }
  });
});

describe('public.notices.list', () => {
  it('returns the seven newest notices by date, newest first', async () => {
    const rows = await caller.public.notices.list();
    const shown = NOTICE_DISPLAY.main + NOTICE_DISPLAY.thumbnails + NOTICE_DISPLAY.older;
    expect(rows).toHaveLength(shown);
    expect(keys(rows[0]!)).toEqual(['caption', 'caption_en', 'date', 'id', 'pic']);
    expect(rows[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const dates = rows.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const all = await handle.db.selectFrom('notices').select('date').execute();
    const newestSeven = all
      .map((r) => r.date)
      .sort()
      .reverse()
      .slice(0, shown);
    expect(dates).toEqual(newestSeven);
  });

  it('puts a notice dated today first even if it was published before others', async () => {
    const [row] = await handle.db
      .insertInto('notices')
      .values({ date: '2026-11-20', caption: 'Annual general meeting', pic: '/uploads/demo/agm.svg' })
      .returning('id')
      .execute();
    try {
      const rows = await caller.public.notices.list();
      expect(rows[0]).toMatchObject({ id: row!.id, date: '2026-11-20', caption: 'Annual general meeting' });
      expect(rows).toHaveLength(7);
    } finally {
      await handle.db.deleteFrom('notices').where('id', '=', row!.id).execute();
    }
  });
});

describe('public.serviceCenters.list and public.gallery.list', () => {
  it('lists the service center logos as id and pic', async () => {
    const rows = await caller.public.serviceCenters.list();
    expect(rows).toHaveLength(8);
    expect(keys(rows[0]!)).toEqual(['id', 'pic']);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => a - b));
  });

  it('lists the gallery newest first', async () => {
    const rows = await caller.public.gallery.list();
    expect(rows).toHaveLength(24);
    expect(keys(rows[0]!)).toEqual(['id', 'pic']);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));
  });
});
