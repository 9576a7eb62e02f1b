import { ownBookOf } from '@samity/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';
import { addLedger } from './year-end-books';

/**
 * Monthly contributions and members' deposits have their own books (docs/year-end.md, Ledger sources): a
 * ledger income or expense named after either, added or edited, is a 400 ledger.ownBook whoever asks, and
 * changes no row; a source that only mentions a deposit of the society's own (bank interest on a fixed
 * deposit) is taken.
 */
const handle = useTestDb();
const now = () => new Date('2026-11-20T06:00:00Z');
const as = testCallers(handle, { now, loginNow: now });

let entry: number;
beforeAll(async () => {
  const admin = await createAdmin(handle.db, { privilege: 'Finance_Access' });
  entry = await addLedger(handle.db, admin.id, {
    type: 'Income',
    date: '2026-11-02',
    source: 'Rent',
    method: 'cash',
    poisha: 20_000,
  });
});

const callers = [
  ['a Finance_Access admin', () => as.admin('Finance_Access')],
  ['a Full_Access admin', () => as.admin('Full_Access')],
  ['a Full_Access+ admin', () => as.admin('Full_Access+')],
  ['an API key', () => as.apiKey('Full_Access+')],
] as const;

const OWN_BOOKS = [
  'Monthly contributions',
  '  monthly CONTRIBUTION ',
  'Monthly fee',
  'Contributions',
  "Members' deposits",
  'Member deposit',
  'Deposit',
  'মাসিক চাঁদা',
  'চাঁদা',
  'সদস্যদের জমা',
  'জমা',
];
const ledger = { method: 'cash', note: '', amount: 50, receipt: '', date: '2026-11-10' };

describe.each(callers)('a ledger source naming an own book, written by %s', (_, caller) => {
  it('is refused as ledger.ownBook, added or edited, and no row changes', async () => {
    const api = await caller();
    const before = await databaseFingerprint(handle.db);
    for (const source of OWN_BOOKS) {
      for (const type of ['Income', 'Expense'] as const) {
        const refusal = { code: 'BAD_REQUEST', cause: { key: 'ledger.ownBook' } };
        await expect(api.finance.ledger.create({ ...ledger, type, source }), source).rejects.toMatchObject(
          refusal,
        );
        await expect(
          api.finance.ledger.update({ ...ledger, type, source, id: entry }),
          source,
        ).rejects.toMatchObject(refusal);
      }
    }
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });
});

describe('other ledger sources', () => {
  it('are taken, a deposit of the society’s own included', async () => {
    const api = await as.admin('Finance_Access');
    for (const source of ['Bank interest', 'Fixed deposit interest', 'Sponsorship', 'অফিস ভাড়া']) {
      await expect(api.finance.ledger.create({ ...ledger, type: 'Income', source })).resolves.toMatchObject({
        source,
      });
    }
    expect(ownBookOf('Interest on bank deposit')).toBeNull();
    expect(ownBookOf('Contribution to flood relief')).toBeNull();
  });

  it('says in words which book the money belongs in', async () => {
    const api = await as.admin('Full_Access');
    await expect(
      api.finance.ledger.create({ ...ledger, type: 'Income', source: 'Monthly contributions' }),
    ).rejects.toMatchObject({
      message:
        '"Monthly contributions" is recorded in the monthly books, which the statements already count: a ledger entry would count it twice.',
    });
  });
});
