import {
  type AdminDepositEntry,
  AppError,
  assertNotFuture,
  FINANCE_LIMITS,
  type FinancialMember,
  type Financials,
  type NewDepositEntry,
  poishaToTaka,
  type ZSetPayableInput,
} from '@samity/domain';
import type { z } from 'zod';
import { withAudit } from '../audit/with-audit';
import { memberNotFound } from '../members/members-admin.service';
import type { AdminContext } from '../service-context';
import { assertDatesOpen } from '../shared/closed-years.service';
import { depositEntriesWithOutstanding, depositTotals } from '../statements/statements.queries';
import {
  depositTotalsOf,
  findDepositMember,
  insertDepositEntry,
  listDepositMembers,
  lockMember,
  setDepositPayable,
} from './deposits.queries';

type DepositMemberRow = NonNullable<Awaited<ReturnType<typeof findDepositMember>>>;

const toFinancialMember = (row: DepositMemberRow): FinancialMember => ({
  member_no: row.member_no,
  name: row.name,
  business: row.business,
  phone: row.phone,
  payable: poishaToTaka(Number(row.payable)),
  deposits: poishaToTaka(Number(row.deposits)),
  balance: poishaToTaka(Number(row.balance)),
  due: poishaToTaka(Number(row.due)),
});

/**
 * The deposits table (/Financial): active members in member-number order with their deposit figures, and
 * the totals over the members the search matches (every active member when there is no search), so the
 * totals always describe the table on screen.
 */
export async function listFinancials(ctx: AdminContext, search: string | undefined): Promise<Financials> {
  const [rows, totals] = await Promise.all([
    listDepositMembers(ctx.db, search, FINANCE_LIMITS.members),
    depositTotalsOf(ctx.db, search),
  ]);
  return {
    members: rows.map(toFinancialMember),
    total_deposit: poishaToTaka(Number(totals.total_deposit)),
    total_due: poishaToTaka(Number(totals.total_due)),
    full_paid_count: Number(totals.full_paid_count),
  };
}

type EntryRow = Awaited<ReturnType<typeof depositEntriesWithOutstanding>>[number];

export const toEntry = (memberNo: string, row: EntryRow): AdminDepositEntry => ({
  id: row.id,
  member_no: memberNo,
  source: row.source,
  date: row.date,
  method: row.method,
  amount: poishaToTaka(row.amount_poisha),
  outstanding: poishaToTaka(Number(row.outstanding_poisha)),
  original_id: row.original_id,
  reversed_by: row.reversed_by === null ? null : Number(row.reversed_by),
  reason: row.reason,
});

/** A member's deposit entries in (date, id) order, each with what was still owed right after it. */
export async function listDepositEntries(ctx: AdminContext, memberNo: string): Promise<AdminDepositEntry[]> {
  const member = await findDepositMember(ctx.db, memberNo);
  if (!member) throw memberNotFound();
  const rows = await depositEntriesWithOutstanding(ctx.db, member.id);
  return rows.map((row) => toEntry(member.member_no, row));
}

/**
 * An entry above what the member still owes (payable − deposits) is a typo as often as an advance: it is
 * recorded only when the admin confirms it (confirm_overpayment), and the refusal names the amount owed so
 * the form can ask with it.
 */
async function assertNotOverpaid(tx: AdminContext['db'], memberId: number, amountPoisha: number) {
  const { due } = await depositTotals(tx, memberId);
  const owed = Number(due);
  if (amountPoisha <= owed) return;
  const message = `This entry is more than the ${poishaToTaka(owed)} taka the member still owes. Confirm to record it.`;
  throw new AppError('CONFLICT', 'deposit.overpaymentNotConfirmed', message, {
    params: { owed: poishaToTaka(owed).toFixed(2) },
  });
}

/**
 * Records money a member paid towards the deposit. The admin who adds it is the session's (any added_by or
 * created_by in the body is ignored); the entry and its audit row are written together.
 */
export async function addDepositEntry(ctx: AdminContext, input: NewDepositEntry): Promise<AdminDepositEntry> {
  const audit = (entry: AdminDepositEntry) => ({
    action: 'deposit.create',
    entity: 'deposit_entries',
    entityId: entry.id,
    after: {
      member_no: entry.member_no,
      source: entry.source,
      date: entry.date,
      method: entry.method,
      amount: entry.amount,
    },
  });
  assertNotFuture({ date: input.date }, ctx.now().getTime());
  return withAudit(ctx, audit, async (tx) => {
    const member = await lockMember(tx, input.member_no);
    if (!member) throw memberNotFound();
    await assertDatesOpen(tx, [input.date]);
    if (!input.confirm_overpayment) await assertNotOverpaid(tx, member.id, input.amount);
    const { id } = await insertDepositEntry(tx, {
      memberId: member.id,
      source: input.source,
      date: input.date,
      method: input.method,
      amountPoisha: input.amount,
      createdBy: ctx.actor.adminId,
      at: ctx.now(),
    });
    const entries = await depositEntriesWithOutstanding(tx, member.id);
    return toEntry(member.member_no, entries.find((entry) => entry.id === id)!);
  });
}

/**
 * Sets the deposit a member owes in total (0 allowed). The reason is kept in the audit row with the payable
 * before and after; every figure derived from the payable follows at once, as none is stored.
 */
export async function setPayable(
  ctx: AdminContext,
  input: z.output<typeof ZSetPayableInput>,
): Promise<FinancialMember> {
  const audit = ({ before, after }: { before: number; after: FinancialMember }) => ({
    action: 'deposit.payable.update',
    entity: 'members',
    entityId: after.member_no,
    before: { payable: poishaToTaka(before) },
    after: { payable: after.payable, reason: input.reason },
  });
  const { after } = await withAudit(ctx, audit, async (tx) => {
    const member = await lockMember(tx, input.member_no);
    if (!member) throw memberNotFound();
    await setDepositPayable(tx, member.id, input.payable, ctx.now());
    const row = await findDepositMember(tx, member.member_no);
    return { before: member.deposit_payable_poisha, after: toFinancialMember(row!) };
  });
  return after;
}
