import { ZExpensesInput, ZExpensesPage } from '@samity/domain';
import { memberProcedure } from '../../procedures';
import { societyExpenses } from '../../services/ledger/ledger.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The society's ledger, read-only for members. */
export const memberExpensesRouter = router({
  list: memberProcedure
    .meta(
      rest(
        'member',
        'GET',
        '/member/society-expenses',
        "One page of the society's active income and expense entries with their receipts, newest first",
      ),
    )
    .input(ZExpensesInput)
    .output(ZExpensesPage)
    .query(({ ctx, input }) => societyExpenses(ctx, input)),
});
