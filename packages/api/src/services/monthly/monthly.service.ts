import {
  AppError,
  type ArrearsRow,
  addMonths,
  assertNotFuture,
  FINANCE_LIMITS,
  hasMonthStarted,
  type MonthlyBookPage,
  type MonthlyContributions,
  type MonthlyPayment,
  monthLabel,
  monthLabelOfIso,
  monthStartIso,
  type NewMonthlyPayment,
  parseMonthLabel,
  poishaToTaka,
  type YearMonth,
  type ZCreateBookResult,
  type ZMonthlyBookListInput,
  type ZMonthlyHistory,
} from '@samity/domain';
import type { z } from 'zod';
import { withAudit } from '../audit/with-audit';
import { toIso } from '../moments';
import { notifyBookCreated, notifyPaymentRecorded } from '../notifications/event-messages';
import type { AdminContext } from '../service-context';
import { assertDatesOpen } from '../shared/closed-years.service';
import {
  arrearsRows,
  bookRows,
  bookSummary,
  countActiveMembers,
  countBookRows,
  dueRowExists,
  findBook,
  insertBookUnlessExists,
  insertDuesForActiveMembers,
  insertPayment,
  lockStillDue,
  paymentsOfRow,
  totalsByMonth,
} from './monthly.queries';
import { type PaymentReversalRow, reversalsOfPayments } from './monthly-reversal.queries';
import { toPaymentReversal } from './monthly-reversal.service';

/** The month of a label the schema has already checked ("January-2025", any letter case). */
function monthOf(label: string): YearMonth {
  const month = parseMonthLabel(label);
  if (!month)
    throw new AppError('BAD_REQUEST', 'monthly.badMonth', 'Month must be written like January-2025');
  return month;
}

const taka = (poisha: number | string) => poishaToTaka(Number(poisha));

/** Taka for a sentence: "150" or "0.50". */
const takaText = (poisha: number) => (poisha % 100 === 0 ? String(poisha / 100) : (poisha / 100).toFixed(2));

const EMPTY_SUMMARY = { total_collectable: 0, total_collected: 0, paid_by_count: 0 };

type Book = NonNullable<Awaited<ReturnType<typeof findBook>>>;
type BookRow = Awaited<ReturnType<typeof bookRows>>[number];

/** The book's figures and its rows in taka; upcoming while its month has not started (Dhaka). */
async function bookParts(ctx: AdminContext, month: YearMonth, book: Book) {
  const summary = await bookSummary(ctx.db, book.id);
  const monthText = monthLabel(month);
  return {
    book: {
      id: book.id,
      month: monthText,
      amount: taka(book.amount_poisha),
      created_at: toIso(book.created_at),
      upcoming: !hasMonthStarted(month, ctx.now().getTime()),
    },
    summary: {
      total_collectable: taka(summary.total_collectable),
      total_collected: taka(summary.total_collected),
      paid_by_count: Number(summary.paid_by_count),
    },
    toRow: (row: BookRow) => ({
      id: row.id,
      member_no: row.member_no,
      name: row.name,
      phone: row.phone,
      month: monthText,
      payable: taka(row.payable_poisha),
      payment: taka(row.payment_poisha),
      due: taka(row.due_poisha),
    }),
  };
}

/**
 * A month's book: its rows (one per member on the roll when the book was created, in member-number order)
 * and the summary, all computed in SQL. A member who joined after the book was created is not on it: the
 * book is the roll of that month's members, and the member is billed from the next book created. Without
 * a book: book null, no rows, a zero summary.
 */
export async function monthlyContributions(ctx: AdminContext, label: string): Promise<MonthlyContributions> {
  const month = monthOf(label);
  const book = await findBook(ctx.db, monthStartIso(month));
  if (!book) return { book: null, data: [], summary: EMPTY_SUMMARY };
  const [parts, rows] = await Promise.all([
    bookParts(ctx, month, book),
    bookRows(ctx.db, book.id, {}, { limit: FINANCE_LIMITS.members, offset: 0 }),
  ]);
  return { book: parts.book, data: rows.map(parts.toRow), summary: parts.summary };
}

/**
 * A page of a month's book, found by part of the member number or name, optionally its unpaid rows only,
 * with the whole month's summary and how many members a book made now would bill.
 */
export async function listBook(
  ctx: AdminContext,
  input: z.output<typeof ZMonthlyBookListInput>,
): Promise<MonthlyBookPage> {
  const month = monthOf(input.month);
  const [book, activeMembers] = await Promise.all([
    findBook(ctx.db, monthStartIso(month)),
    countActiveMembers(ctx.db),
  ]);
  if (!book)
    return { entries: [], total: 0, book: null, summary: EMPTY_SUMMARY, active_members: activeMembers };
  const filter = { search: input.search, unpaid: input.unpaid };
  const [parts, rows, total] = await Promise.all([
    bookParts(ctx, month, book),
    bookRows(ctx.db, book.id, filter, input),
    countBookRows(ctx.db, book.id, filter),
  ]);
  return {
    entries: rows.map(parts.toRow),
    total,
    book: parts.book,
    summary: parts.summary,
    active_members: activeMembers,
  };
}

/**
 * Creates a month's book: one due row per member active at this moment, each payable the book's amount
 * (copied, so a later change does not rewrite the month). A month has one book: a second one is a 409 and
 * writes nothing, also when two admins create it at the same moment. A month that has not started (Dhaka)
 * bills every member ahead, so it takes confirmFuture: without it the book is refused and nothing is
 * written; with it the rows are upcoming, due from the month's first day.
 */
export async function createBook(
  ctx: AdminContext,
  input: { month: string; amount: number; confirmFuture?: boolean },
): Promise<z.infer<typeof ZCreateBookResult>> {
  const month = monthOf(input.month);
  const label = monthLabel(month);
  const upcoming = !hasMonthStarted(month, ctx.now().getTime());
  if (upcoming && !input.confirmFuture)
    throw new AppError(
      'CONFLICT',
      'monthly.futureNotConfirmed',
      `${label} has not started: its book bills every active member ahead. Confirm to create it.`,
    );
  type Created = z.infer<typeof ZCreateBookResult>;
  const audit = (book: Created) => ({
    action: 'monthly.book.create',
    entity: 'monthly_books',
    entityId: book.id,
    after: book,
  });
  return withAudit(ctx, audit, async (tx) => {
    // A book bills its month: a month of a closed year is billed no more.
    await assertDatesOpen(tx, [monthStartIso(month)]);
    const book = await insertBookUnlessExists(tx, {
      monthStart: monthStartIso(month),
      amountPoisha: input.amount,
      createdBy: ctx.actor.adminId,
      at: ctx.now(),
    });
    if (!book)
      throw new AppError('CONFLICT', 'monthly.bookExists', `The book for ${label} is already created.`);
    const rows = await insertDuesForActiveMembers(tx, book.id, book.amount_poisha);
    await notifyBookCreated(tx, ctx, { id: book.id, month: book.month, amountPoisha: book.amount_poisha });
    return { id: book.id, month: label, amount: taka(book.amount_poisha), rows, upcoming };
  });
}

const rowNotFound = () =>
  new AppError('NOT_FOUND', 'monthly.rowNotFound', 'Monthly contribution row not found.');

const toPayment = (
  row: Awaited<ReturnType<typeof paymentsOfRow>>[number],
  reversal?: PaymentReversalRow,
): MonthlyPayment => ({
  id: row.id,
  main_id: row.due_id,
  date: row.date,
  method: row.method,
  note: row.note,
  amount: taka(row.amount_poisha),
  receipt_no: row.receipt_no,
  reversal: reversal ? toPaymentReversal(reversal) : null,
});

/** The payments of a due row in (date, id) order, each with its reversal beside it. */
export async function listPayments(ctx: AdminContext, dueId: number): Promise<MonthlyPayment[]> {
  if (!(await dueRowExists(ctx.db, dueId))) throw rowNotFound();
  const payments = await paymentsOfRow(ctx.db, dueId);
  const ids = payments.map((p) => p.id);
  const reversals = await reversalsOfPayments(ctx.db, ids);
  return payments.map((p) =>
    toPayment(
      p,
      reversals.find((v) => v.payment_id === p.id),
    ),
  );
}

/**
 * Adds a payment to a due row. The row is locked for the transaction and what is still due is counted from
 * its payments, so concurrent payments are added one after the other. A payment above what is still due is a
 * typo as often as money paid ahead (as a deposit entry): it is recorded only when the admin confirms it
 * (confirm_overpayment), and the refusal (409) names the amount still due so the form can ask with it. A paid
 * row takes no more, confirmed or not: money for a later month goes on that month's book. The admin is the
 * session's.
 */
export async function addPayment(ctx: AdminContext, input: NewMonthlyPayment): Promise<MonthlyPayment> {
  assertNotFuture({ date: input.date }, ctx.now().getTime());
  const audit = (payment: MonthlyPayment) => ({
    action: 'monthly.payment.create',
    entity: 'monthly_payments',
    entityId: payment.id,
    after: payment,
  });
  return withAudit(ctx, audit, async (tx) => {
    const row = await lockStillDue(tx, input.main_id);
    if (!row) throw rowNotFound();
    // The payment's date decides (an old month's due may be paid in the open year).
    await assertDatesOpen(tx, [input.date]);
    const { stillDue } = row;
    if (stillDue === 0)
      throw new AppError('CONFLICT', 'monthly.alreadyPaid', 'This month is already paid.', {
        fieldErrors: { amount: 'This month is already paid.' },
      });
    if (input.amount > stillDue && !input.confirm_overpayment) {
      const message = `This payment is more than the ${takaText(stillDue)} taka still due for the month. Confirm to record it.`;
      throw new AppError('CONFLICT', 'monthly.overpaymentNotConfirmed', message, {
        params: { owed: taka(stillDue).toFixed(2) },
      });
    }
    const payment = await insertPayment(tx, {
      dueId: row.id,
      date: input.date,
      method: input.method,
      note: input.note,
      amountPoisha: input.amount,
      createdBy: ctx.actor.adminId,
      at: ctx.now(),
    });
    await notifyPaymentRecorded(tx, ctx, payment.id);
    return toPayment(payment);
  });
}

/**
 * Collectable and collected for the 12 months ending with the month, oldest first (0 without a book, and 0
 * for a month that has not started).
 */
export async function monthlyHistory(
  ctx: AdminContext,
  label: string,
): Promise<z.infer<typeof ZMonthlyHistory>> {
  const last = monthOf(label);
  const first = monthStartIso(addMonths(last, -11));
  const rows = await totalsByMonth(ctx.db, first, monthStartIso(last), ctx.now());
  return rows.map((row) => ({
    month: monthLabelOfIso(row.month),
    total_collectable: taka(row.total_collectable),
    total_collected: taka(row.total_collected),
  }));
}

const bandOf = (monthsDue: number): ArrearsRow['band'] =>
  monthsDue === 1 ? '1' : monthsDue <= 3 ? '2-3' : '4+';

/** Active members owing at least one month that has started, most months first. */
export async function listArrears(ctx: AdminContext): Promise<ArrearsRow[]> {
  const rows = await arrearsRows(ctx.db, ctx.now(), FINANCE_LIMITS.members);
  return rows.map((row) => {
    const monthsDue = Number(row.months_due);
    return {
      member_no: row.member_no,
      name: row.name,
      phone: row.phone,
      months_due: monthsDue,
      due: taka(row.due_poisha),
      band: bandOf(monthsDue),
    };
  });
}
