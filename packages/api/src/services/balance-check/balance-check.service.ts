import type { Db } from '@samity/db';
import { type BalanceCheck, formatNumber, monthLabel, poishaToTaka } from '@samity/domain';
import { deletedEntriesWithoutActor, ledgerBalanceFigures } from '../ledger/ledger.queries';
import type { AdminContext } from '../service-context';
import { overpaidDeposits, reversedEntries } from '../shared/reversals.queries';
import {
  aggregateTotalDue,
  aggregateTotals,
  excessiveReversals,
  memberFigures,
  nonPositiveAmounts,
  orphanRows,
  overpaidMonthlyRows,
} from './balance-check.queries';

/**
 * The balance check (GET /api/update-member-balances): the original's "update member balances" patched
 * stored figures; Samity stores none, so it recomputes every figure from the entries, checks the invariants
 * and reports what it found, changing nothing (decision 008). Any fault ends with the original's line.
 */

const BALANCE_CHECK_FAILURE_LINE = 'Error occurred while updating members.';

/** Violation lines listed per kind; the rest are counted. */
const LINES_PER_KIND = 50;

const taka = (poisha: number) => formatNumber(poishaToTaka(poisha), 'en', 2);

const monthOf = (isoDate: string | null) => {
  if (!isoDate) return 'no book';
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  return monthLabel({ year, month });
};

class Report {
  readonly logs: string[] = [];
  problems = 0;
  /** Findings that are no fault but for the treasurer to look at: overpayments and reversed entries. */
  toReview = 0;

  line(text: string): void {
    this.logs.push(text);
  }

  /** A fault per row (the query stopped at LINES_PER_KIND + 1, so one more means "and more"). */
  faults<T>(rows: readonly T[], describe: (row: T) => string): void {
    for (const row of rows.slice(0, LINES_PER_KIND)) this.fault(describe(row));
    if (rows.length > LINES_PER_KIND) this.line('... and more of the same kind.');
  }

  fault(text: string): void {
    this.problems += 1;
    this.logs.push(text);
  }

  /** `label a = label b.` when they agree, a fault naming both otherwise. */
  same(what: string, aggregate: number, sumOfParts: number, parts: string, format = taka): void {
    if (aggregate === sumOfParts) this.line(`${what} ${format(aggregate)} = ${parts}.`);
    else this.fault(`${what} ${format(aggregate)} differs from ${parts} ${format(sumOfParts)}.`);
  }
}

type MemberFigures = Awaited<ReturnType<typeof memberFigures>>[number];

const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((s, row) => s + pick(row), 0);

async function runChecks(db: Db, report: Report, now: Date): Promise<void> {
  const limit = LINES_PER_KIND + 1;
  const members = await memberFigures(db, now);
  const aggregate = { ...(await aggregateTotals(db, now)), ...(await aggregateTotalDue(db)) };
  report.line(`Checked ${members.length} members.`);
  const comparisons: [string, number, (m: MemberFigures) => number, string][] = [
    ['Total payable', aggregate.total_payable, (m) => m.payable, "sum of members' payable"],
    ['Total deposit', aggregate.total_deposit, (m) => m.deposits, "sum of members' deposits"],
    ['Total due', aggregate.total_due, (m) => m.due, "sum of members' dues"],
    [
      'Monthly collectable',
      aggregate.monthly_collectable,
      (m) => m.monthly_payable,
      "sum of members' monthly payable",
    ],
    [
      'Monthly collected',
      aggregate.monthly_collected,
      (m) => m.monthly_paid,
      "sum of members' monthly payments",
    ],
  ];
  for (const [what, total, pick, parts] of comparisons) report.same(what, total, sum(members, pick), parts);
  const fullyPaid = members.filter((m) => m.due === 0).length;
  report.same(
    'Fully paid members',
    Number(aggregate.full_paid),
    fullyPaid,
    'members with nothing due',
    String,
  );
  report.line(
    `Monthly due ${taka(sum(members, (m) => m.monthly_due))} over ${sum(members, (m) => Number(m.months_due))} unpaid member-months.`,
  );

  report.faults(
    await excessiveReversals(db, limit),
    (row) =>
      `Member ${row.member_no}: refund ${row.id} takes back ${taka(row.amount)} of monthly payment ${row.payment_id}, which was ${taka(row.paid)}.`,
  );
  const orphans = await orphanRows(db, limit);
  report.faults(
    orphans.payments,
    (row) => `Monthly payment ${row.id} belongs to due row ${row.due_id}, which does not exist.`,
  );
  report.faults(
    orphans.dues,
    (row) =>
      `Member ${row.member_no ?? '?'}: monthly row ${row.id} belongs to book ${row.book_id}, which does not exist.`,
  );
  report.faults(
    await nonPositiveAmounts(db, limit),
    (row) =>
      `Member ${row.member_no ?? '?'}: ${row.kind === 'deposit' ? 'deposit entry' : 'monthly payment'} ${row.id} has amount ${taka(row.amount)}; amounts must be more than 0.`,
  );

  const ledger = await ledgerBalanceFigures(db);
  report.same(
    `Ledger: ${ledger.count} active entries, signed sum`,
    ledger.signedSum,
    ledger.lastBalance,
    'the last running balance',
  );
  report.faults(
    await deletedEntriesWithoutActor(db, limit),
    (row) => `Ledger entry ${row.id}: deleted_at and deleted_by are not set together.`,
  );
  await reviewCorrections(db, report, limit);
}

const KIND_NAMES = { deposit: 'Deposit entry', ledger: 'Ledger entry', payment: 'Monthly payment' } as const;

/**
 * Overpaid deposits and monthly rows (an advance confirmed, or a typo to reverse) and every reversal, listed
 * for review: a deposit of crores typed by mistake is seen here, not behind "No problems found".
 */
async function reviewCorrections(db: Db, report: Report, limit: number): Promise<void> {
  const overpaid = await overpaidDeposits(db, limit);
  const overpaidMonths = await overpaidMonthlyRows(db, limit);
  const reversed = await reversedEntries(db, limit);
  for (const row of overpaid.slice(0, LINES_PER_KIND))
    report.line(
      `Member ${row.member_no}: deposits ${taka(row.deposits)} are more than the payable ${taka(row.payable)} (overpaid by ${taka(row.deposits - row.payable)}).`,
    );
  for (const row of overpaidMonths.slice(0, LINES_PER_KIND))
    report.line(
      `Member ${row.member_no}: monthly row ${row.id} (${monthOf(row.month)}) is overpaid: payment ${taka(row.paid)} > payable ${taka(row.payable)} (overpaid by ${taka(row.paid - row.payable)}).`,
    );
  for (const row of reversed.slice(0, LINES_PER_KIND))
    report.line(
      `${KIND_NAMES[row.kind]} ${row.original_id} of ${row.original_date} (${taka(row.amount)}) reversed by ${row.id} on ${row.date}: ${row.reason}`,
    );
  if ([overpaid, overpaidMonths, reversed].some((rows) => rows.length > LINES_PER_KIND))
    report.line('... and more of the same kind.');
  report.toReview = overpaid.length + overpaidMonths.length + reversed.length;
}

/**
 * Runs every check on one consistent snapshot (a read-only transaction) and answers the log lines; ok is
 * false when anything is wrong or the check itself failed (logged here, never a 5xx).
 */
export async function checkBalances(ctx: AdminContext): Promise<BalanceCheck> {
  const report = new Report();
  try {
    await ctx.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute((tx) => runChecks(tx, report, ctx.now()));
  } catch (error) {
    ctx.log.error({ event: 'balanceCheck.failed', err: error }, 'balance check failed');
    report.line('The check could not be completed.');
    report.line(BALANCE_CHECK_FAILURE_LINE);
    return { ok: false, logs: report.logs };
  }
  if (report.problems === 0) {
    report.line(
      report.toReview === 0
        ? 'No problems found. Nothing was changed.'
        : `No faults found; ${report.toReview} overpayments and reversed entries listed above to review. Nothing was changed.`,
    );
    return { ok: true, logs: report.logs };
  }
  report.line(
    `${report.problems} ${report.problems === 1 ? 'problem' : 'problems'} found. Nothing was changed.`,
  );
  report.line(BALANCE_CHECK_FAILURE_LINE);
  return { ok: false, logs: report.logs };
}
