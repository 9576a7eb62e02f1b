import { addMonths, monthStartIso, takaToPoisha } from '@samity/domain';
import { daysAgo, dhakaDaysAgo, dhakaTime, insertChunked, isoDate, type SeedContext } from './context';
import { SeededRandom } from './random';

/** Times of day come from streams of their own, so ctx.rnd's draws (who paid which month) stay as they were. */
const recordedAt = (ctx: SeedContext, when: SeededRandom, date: string) =>
  dhakaTime(ctx.today, dhakaDaysAgo(ctx.today, date), when.next());

/** Deposit entries towards each member's 50,000 taka payable; some members have paid in full. */
export async function seedDeposits(ctx: SeedContext): Promise<void> {
  const when = new SeededRandom(6161);
  const rows = [];
  for (const [i, member] of ctx.activeMembers.entries()) {
    const instalments = i % 4 === 0 ? [20_000, 30_000] : [rnd10k(ctx), rnd10k(ctx)];
    for (const [k, taka] of instalments.entries()) {
      const date = isoDate(daysAgo(ctx.today, 360 - k * 120 - (i % 30)));
      rows.push({
        member_id: member.id,
        source: k === 0 ? 'Admission deposit' : 'Deposit instalment',
        date,
        created_at: recordedAt(ctx, when, date),
        method: ctx.rnd.pick(['cash', 'bank', 'bkash']),
        amount_poisha: takaToPoisha(taka),
        created_by: ctx.adminIds[2]!,
      });
    }
  }
  await insertChunked(ctx.tx, 'deposit_entries', rows);
}

const rnd10k = (ctx: SeedContext) => ctx.rnd.int(1, 20) * 1_000;

/**
 * Twelve monthly books up to the current month; older months are mostly paid, on a day between the 1st and
 * the 20th (never after today), recorded in office hours.
 */
export async function seedMonthlyBooks(ctx: SeedContext): Promise<void> {
  const when = new SeededRandom(7171);
  const today = isoDate(ctx.today);
  const current = { year: ctx.today.getUTCFullYear(), month: ctx.today.getUTCMonth() + 1 };
  for (let back = 11; back >= 0; back--) {
    const month = addMonths(current, -back);
    const amount = takaToPoisha(back > 5 ? 500 : 600);
    const book = await ctx.tx
      .insertInto('monthly_books')
      .values({ month: monthStartIso(month), amount_poisha: amount, created_by: ctx.adminIds[2]! })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dues = await ctx.tx
      .insertInto('monthly_dues')
      .values(ctx.activeMembers.map((m) => ({ book_id: book.id, member_id: m.id, payable_poisha: amount })))
      .returning(['id', 'member_id'])
      .execute();
    const payments = dues
      .filter((_, i) => ctx.rnd.chance(back === 0 ? 0.35 : 0.88 - (i % 10) * 0.01))
      .map((due) => {
        const day = monthStartIso(month).replace(/-01$/, `-${String(when.int(1, 20)).padStart(2, '0')}`);
        const date = day > today ? today : day;
        return { due, date, created_at: recordedAt(ctx, when, date) };
      })
      .map(({ due, date, created_at }) => ({
        due_id: due.id,
        date,
        created_at,
        method: ctx.rnd.pick(['cash', 'bkash', 'bank']),
        note: '',
        amount_poisha: amount,
        created_by: ctx.adminIds[2]!,
      }));
    await insertChunked(ctx.tx, 'monthly_payments', payments);
  }
}

export async function seedLedger(ctx: SeedContext): Promise<void> {
  const when = new SeededRandom(8181);
  const sources = {
    Income: ['Meeting hall rent', 'Car fair stall rent', 'Sponsorship', 'Bank interest'],
    Expense: [
      'Office rent',
      'Electricity bill',
      'Staff salary',
      'Tea and refreshments',
      'Printing',
      'Event costs',
    ],
  } as const;
  const rows = [];
  for (let i = 0; i < 60; i++) {
    const type = i % 3 === 0 ? ('Income' as const) : ('Expense' as const);
    const date = isoDate(daysAgo(ctx.today, 360 - i * 6));
    rows.push({
      type,
      date,
      created_at: recordedAt(ctx, when, date),
      source: ctx.rnd.pick(sources[type]),
      method: ctx.rnd.pick(['cash', 'bank', 'bkash']),
      note: i % 4 === 0 ? 'Approved in committee meeting' : '',
      amount_poisha: takaToPoisha(
        type === 'Income' ? ctx.rnd.int(20, 120) * 1000 : ctx.rnd.int(2, 40) * 1000,
      ),
      added_by: ctx.adminIds[2]!,
    });
  }
  await insertChunked(ctx.tx, 'financial_entries', rows);
}
