import { ZDebtSummary, ZMemberScopeInput } from '@samity/domain';
import { memberProcedure } from '../../procedures';
import { debtSummary } from '../../services/statements/statements.service';
import { router } from '../../trpc';
import { rest } from '../rest';

export const memberStatementsRouter = router({
  get: memberProcedure
    .meta(
      rest(
        'member',
        'POST',
        '/member/dashboard/debt-summary',
        "The member's deposits (payable, deposits, due and each payment with what was still owed) and monthly contributions",
        'Amounts in taka; month labels like January-2025. The files are at /api/member/statements/{deposits|monthly}.{pdf|csv}.',
      ),
    )
    .input(ZMemberScopeInput)
    .output(ZDebtSummary)
    .mutation(({ ctx, input }) => debtSummary(ctx, input.member_no)),
});
