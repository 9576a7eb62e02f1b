import { ZAnnualAccounts, ZAnnualAccountsInput } from '@samity/domain';
import { memberProcedure } from '../../procedures';
import { listAnnualAccounts } from '../../services/year-end/annual-accounts.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The dashboard's Annual accounts tab: the closed years' statements (docs/year-end.md). */
export const memberAnnualAccountsRouter = router({
  list: memberProcedure
    .meta(
      rest(
        'member',
        'GET',
        '/member/annual-accounts',
        "The society's adopted annual accounts: the closed financial years, newest first",
        'Each statement as a file: GET /api/member/annual-accounts/{file}?year=&lang= (receipts, income, balance or trial; .pdf or .csv).',
      ),
    )
    .input(ZAnnualAccountsInput)
    .output(ZAnnualAccounts)
    .query(({ ctx, input }) => listAnnualAccounts(ctx, input)),
});
