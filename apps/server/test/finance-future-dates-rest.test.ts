import { createAdmin, createApiKey, createMember, FakeClock } from '@samity/api/testing';
import { todayInDhaka } from '@samity/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../../packages/api/test/db-fingerprint';
import { useTestApp } from './helpers';

/**
 * Money dated after today (Dhaka) over REST, as an integrator's Full_Access+ key sends it: every money write
 * is a 400 with key money.futureDate, the field and today in `params`, and the database unchanged
 * (docs/year-end.md, Dates). The tRPC side and each role: packages/api/test/finance-future-dates.test.ts.
 */
const clock = new FakeClock();
const t = useTestApp({}, { clock: clock.now });
let key: string;
let memberNo: string;
let dueId: number;
let entryId: number;

beforeAll(async () => {
  const db = t.db.db;
  key = (await createApiKey(db, { privilege: 'Full_Access+' })).secret;
  const member = await createMember(db);
  memberNo = member.memberNo;
  const book = await db
    .insertInto('monthly_books')
    .values({ month: '2016-05-01', amount_poisha: 50_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  dueId = (
    await db
      .insertInto('monthly_dues')
      .values({ book_id: book.id, member_id: member.id, payable_poisha: 50_000 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  entryId = (
    await db
      .insertInto('financial_entries')
      .values({
        type: 'Income',
        date: '2016-05-02',
        source: 'Rent',
        method: 'cash',
        amount_poisha: 1_000,
        added_by: (await createAdmin(db)).id,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});

const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('money dated after today, over REST with an API key', () => {
  it('is a 400 naming the field and today, and changes nothing', async () => {
    const today = todayInDhaka(clock.now().getTime());
    const date = '2099-01-01';
    const entry = { source: 'Rent', method: 'cash', note: '', amount: 10, receipt: '' };
    const writes: [string, 'POST' | 'PUT', string, unknown][] = [
      [
        'deposit',
        'POST',
        '/api/financial-debts',
        { member_no: memberNo, source: 'Share', date, method: 'cash', amount: 5 },
      ],
      ['payment', 'POST', '/api/monthly-payment', { main_id: dueId, date, method: 'cash', amount: 5 }],
      ['ledger create', 'POST', '/api/financial-expenses', { ...entry, type: 'Income', date }],
      ['ledger update', 'PUT', `/api/financial-expenses/${entryId}`, { ...entry, date }],
    ];
    const before = await databaseFingerprint(t.db.db);
    for (const [name, method, url, body] of writes) {
      const res = await send(method, url, body);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().data, name).toMatchObject({
        key: 'money.futureDate',
        params: { field: 'date', today },
      });
      expect(res.json().message, name).toContain(`The date ${date} is after today`);
    }
    expect(await databaseFingerprint(t.db.db)).toEqual(before);
  });

  it('takes the same writes dated today', async () => {
    const date = todayInDhaka(clock.now().getTime());
    const res = await send('POST', '/api/monthly-payment', {
      main_id: dueId,
      date,
      method: 'cash',
      amount: 5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ date });
  });
});
