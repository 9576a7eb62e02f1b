import { FINANCIAL_ENTRY_TYPES, type FinancialEntryType } from '@samity/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { FakeClock, type TestCaller, testCallers, useTestDb } from '../src/testing';

/**
 * Random sequences of adds, edits and deletes (reversals: the entry stays and a reversing entry dated today
 * nets it out) through the API: afterwards every active entry's
 * balance_after_transaction equals a running sum computed here in JS over (date, id), and the newest
 * entry's balance equals Σ signed amounts of the active entries, with or without a filter. On the empty
 * database: the demo seed closes 2025-26, where these entries are dated.
 */
const handle = useTestDb({ empty: true });
let api: TestCaller;
beforeAll(async () => {
  api = await testCallers(handle, { now: new FakeClock().now }).admin('Finance_Access');
});

interface ModelEntry {
  id: number;
  type: FinancialEntryType;
  date: string;
  poisha: number;
  /** Reversed, or a reversing entry: counted, never edited or deleted again. */
  locked: boolean;
}

type Op =
  | { kind: 'create'; type: FinancialEntryType; day: number; poisha: number }
  | { kind: 'update'; pick: number; type: FinancialEntryType | null; day: number; poisha: number }
  | { kind: 'delete'; pick: number };

const type = fc.constantFrom(...FINANCIAL_ENTRY_TYPES);
// Few days, so entries often share a date and the id decides the order.
const day = fc.integer({ min: 1, max: 6 });
const poisha = fc.integer({ min: 1, max: 5_000_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('create' as const), type, day, poisha }), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant('update' as const),
      pick: fc.nat(),
      type: fc.option(type),
      day,
      poisha,
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }), weight: 1 },
);

const taka = (p: number) => (p / 100).toFixed(2);
const dateOf = (d: number) => `2025-07-0${d}`;

/** The reference: running balances over active entries in (date, id) order, in poisha. */
function referenceBalances(model: ModelEntry[]): Map<number, number> {
  const active = [...model].sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));
  const balances = new Map<number, number>();
  let running = 0;
  for (const e of active) {
    running += e.type === 'Income' ? e.poisha : -e.poisha;
    balances.set(e.id, running);
  }
  return balances;
}

async function apply(ops: Op[]): Promise<ModelEntry[]> {
  const model: ModelEntry[] = [];
  for (const o of ops) {
    const active = model.filter((e) => !e.locked);
    if (o.kind === 'create') {
      const created = await api.finance.ledger.create({
        type: o.type,
        date: dateOf(o.day),
        source: 'Property',
        method: 'cash',
        amount: taka(o.poisha),
      });
      model.push({ id: created.id, type: o.type, date: dateOf(o.day), poisha: o.poisha, locked: false });
    } else if (active.length > 0) {
      const target = active[o.pick % active.length]!;
      if (o.kind === 'delete') {
        await api.finance.ledger.delete({ id: target.id });
        target.locked = true;
        const reversal = await handle.db
          .selectFrom('financial_entries')
          .select(['id', 'date'])
          .where('original_id', '=', target.id)
          .executeTakeFirstOrThrow();
        const { type: kind, poisha: amount } = target;
        model.push({ id: reversal.id, type: kind, date: reversal.date, poisha: -amount, locked: true });
      } else {
        // An update corrects the source and method only: new figures are refused (a reversal and a new entry
        // change them), and the balances stay as the model has them.
        const figures = { type: o.type ?? undefined, date: dateOf(o.day), amount: taka(o.poisha) };
        const changes =
          (o.type !== null && o.type !== target.type) ||
          figures.date !== target.date ||
          o.poisha !== target.poisha;
        if (changes)
          await expect(
            api.finance.ledger.update({ id: target.id, ...figures, source: 'Property', method: 'bank' }),
          ).rejects.toMatchObject({ code: 'CONFLICT', cause: { key: 'ledger.correctByReversal' } });
        await api.finance.ledger.update({
          id: target.id,
          type: target.type,
          date: target.date,
          source: 'Property',
          method: 'bank',
          amount: taka(target.poisha),
        });
      }
    }
  }
  return model;
}

describe('finance ledger: running balance property', () => {
  it('every balance equals the JS reference, and the newest equals Σ signed amounts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        await handle.db.deleteFrom('financial_entries').execute();
        const model = await apply(ops);
        const reference = referenceBalances(model);
        const page = await api.finance.ledger.list({ limit: 100 });
        expect(page.total).toBe(reference.size);
        expect(page.entries.map((e) => [e.id, Math.round(e.balance_after_transaction * 100)])).toEqual(
          [...reference.entries()].reverse(),
        );
        const signedSum = model.reduce((sum, e) => sum + (e.type === 'Income' ? e.poisha : -e.poisha), 0);
        expect(Math.round((page.entries[0]?.balance_after_transaction ?? 0) * 100)).toBe(signedSum);
        for (const filter of FINANCIAL_ENTRY_TYPES) {
          const filtered = await api.finance.ledger.list({ type: filter, limit: 100 });
          for (const e of filtered.entries)
            expect(Math.round(e.balance_after_transaction * 100)).toBe(reference.get(e.id));
        }
      }),
      { numRuns: 20 },
    );
  });
});
