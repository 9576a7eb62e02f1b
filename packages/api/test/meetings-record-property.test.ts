import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestCaller, type TestMember, testCallers, useTestDb } from '../src/testing';
import { addBook, addPayment } from './year-end-books';

/**
 * Whatever happens after a meeting's record is closed (docs/governance.md, Quorum), its stored quorum, its
 * attendance sheet (who counted and why not), its minutes as the PDF reads them (admin.meetings.get is the
 * PDF's whole input) and the register do not change: random sequences of quorum and arrears settings,
 * payments (dated before the meeting, back-dated, and after it), refunds of nothing, and members dying or
 * being made active again.
 */
const handle = useTestDb();
const now = () => new Date('2011-01-01T06:00:00Z');
const as = testCallers(handle, { now, loginNow: now });

let api: TestCaller;
let members: TestMember[];
let dues: number[];
let held: number;
let adjourned: number;

beforeAll(async () => {
  api = await as.admin('Full_Access');
  members = [];
  for (let i = 0; i < 4; i++) members.push(await createMember(handle.db));
  // Members 0 and 1 owe three months on the meeting's day: not entitled by the default of 3.
  dues = [];
  for (const month of ['2010-03-01', '2010-04-01', '2010-05-01'])
    dues.push(...(await addBook(handle.db, month, 50_000, [members[0]!.id, members[1]!.id])));
  const settings = await api.admin.meetings.settings();
  await api.admin.meetings.updateSettings({ ...settings, general: { kind: 'count', value: 2 } });
  const make = async (date: string) =>
    api.admin.meetings.create({
      kind: 'special_general',
      date,
      time: '11:00',
      place: 'Hall',
      agenda: ['Land'],
    });
  const a = await make('2010-06-10');
  for (const m of members.slice(2))
    await api.admin.meetings.setAttendance({ id: a.id, member_no: m.memberNo, present: true });
  await api.admin.meetings.saveMinutes({
    id: a.id,
    items: [{ agenda_item_id: a.agenda[0]!.id, discussion: 'Agreed.', resolutions: [{ text: 'Buy land' }] }],
  });
  held = (await api.admin.meetings.adopt({ id: a.id })).id;
  const b = await make('2010-06-17');
  adjourned = (await api.admin.meetings.adjourn({ id: b.id })).id;
});

/** Every page of the attendance sheet. */
async function wholeSheet(id: number) {
  const first = await api.admin.meetings.attendees({ id, limit: 100 });
  const entries = [...first.entries];
  while (entries.length < first.total)
    entries.push(...(await api.admin.meetings.attendees({ id, limit: 100, offset: entries.length })).entries);
  return { ...first, entries };
}

async function record() {
  const read = async (id: number) => ({
    meeting: await api.admin.meetings.get({ id }),
    sheet: await wholeSheet(id),
  });
  return {
    held: await read(held),
    adjourned: await read(adjourned),
    register: await api.admin.meetings.register({ search: 'Buy land', limit: 100 }),
  };
}

type Op =
  | { kind: 'quorum'; count: boolean; value: number }
  | { kind: 'arrears'; months: number }
  | { kind: 'pay'; due: number; date: string }
  | { kind: 'status'; member: number; deceased: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('quorum' as const),
    count: fc.boolean(),
    value: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({ kind: fc.constant('arrears' as const), months: fc.integer({ min: 1, max: 24 }) }),
  fc.record({
    kind: fc.constant('pay' as const),
    due: fc.nat(),
    date: fc.constantFrom('2010-05-20', '2010-06-10', '2010-07-01', '2010-12-31'),
  }),
  fc.record({ kind: fc.constant('status' as const), member: fc.nat(), deceased: fc.boolean() }),
);

async function apply(o: Op) {
  if (o.kind === 'quorum') {
    const settings = await api.admin.meetings.settings();
    const rule = o.count
      ? { kind: 'count' as const, value: o.value }
      : { kind: 'percent' as const, value: o.value };
    await api.admin.meetings.updateSettings({ ...settings, general: rule, committee: rule });
  } else if (o.kind === 'arrears') {
    const settings = await api.admin.meetings.settings();
    await api.admin.meetings.updateSettings({ ...settings, arrears_months: o.months });
  } else if (o.kind === 'pay') {
    // Written straight to the books, back-dated too: what a payment entered later could claim.
    await addPayment(handle.db, dues[o.due % dues.length]!, o.date, 'cash', 50_000);
  } else {
    const member = members[o.member % members.length]!;
    await handle.db
      .updateTable('members')
      .set({ status: o.deceased ? 'deceased' : 'active', deceased_on: o.deceased ? '2010-08-01' : null })
      .where('id', '=', member.id)
      .execute();
  }
}

describe('a closed meeting record', () => {
  it('never changes under later settings, payments and member status changes', async () => {
    const first = await record();
    expect(first.held.meeting.quorum).toMatchObject({
      entitled: expect.any(Number),
      present: 2,
      taken: true,
    });
    expect(first.held.sheet.entries.filter((e) => e.exclusion === 'arrears')).toHaveLength(2);
    expect(first.register.entries).toHaveLength(1);
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        for (const o of ops) await apply(o);
        expect(await record()).toEqual(first);
      }),
      { numRuns: 12 },
    );
  });
});
