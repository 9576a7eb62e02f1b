import { type DebtSummary, monthLabelOfIso, poishaToTaka } from '@samity/domain';
import { assertOwnMemberNo } from '../members/member-scope';
import type { MemberContext } from '../service-context';
import {
  depositEntriesWithOutstanding,
  depositTotals,
  monthlyRows,
  monthlySummary,
  upcomingRows,
} from './statements.queries';

/**
 * The member's deposits and monthly contributions with every derived figure computed in SQL from the
 * entries (docs/domain.md), spoken in taka.
 */
export async function debtSummary(ctx: MemberContext, memberNo?: string): Promise<DebtSummary> {
  assertOwnMemberNo(ctx, memberNo, 'member.statements.get');
  const memberId = ctx.actor.memberId;
  const now = ctx.now();
  const [totals, payments, monthly, summary, upcoming] = await Promise.all([
    depositTotals(ctx.db, memberId),
    depositEntriesWithOutstanding(ctx.db, memberId),
    monthlyRows(ctx.db, memberId, now),
    monthlySummary(ctx.db, memberId, now),
    upcomingRows(ctx.db, memberId, now),
  ]);
  return {
    summary: {
      payable: poishaToTaka(Number(totals.payable)),
      deposits: poishaToTaka(Number(totals.deposits)),
      due: poishaToTaka(Number(totals.due)),
    },
    payments: payments.map((p) => ({
      id: p.id,
      date: p.date,
      source: p.source,
      method: p.method,
      amount: poishaToTaka(p.amount_poisha),
      outstanding: poishaToTaka(Number(p.outstanding_poisha)),
    })),
    monthly: monthly.map((r) => ({
      id: r.id,
      month: monthLabelOfIso(r.month),
      payable: poishaToTaka(r.payable_poisha),
      payment: poishaToTaka(Number(r.payment_poisha)),
      due: poishaToTaka(Number(r.due_poisha)),
    })),
    monthlysummary: {
      duemonth: Number(summary.duemonth),
      due: poishaToTaka(Number(summary.due_poisha)),
    },
    upcoming: upcoming.map((r) => ({
      id: r.id,
      month: monthLabelOfIso(r.month),
      payable: poishaToTaka(r.payable_poisha),
    })),
  };
}
