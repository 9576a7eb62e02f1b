import { ZBalanceCheck } from '@samity/domain';
import { z } from 'zod';
import { adminProcedure } from '../../procedures';
import { checkBalances } from '../../services/balance-check/balance-check.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The balance check (/BalanceUpdate): Finance_Access and above. */
export const financeBalanceCheckRouter = router({
  check: adminProcedure('balanceUtility')
    .meta(
      rest(
        'finance',
        'GET',
        '/update-member-balances',
        "Recomputes every member's figures and the ledger from the entries and checks them; changes nothing",
        "ok is false when an invariant fails or the check could not run; the last log line is then 'Error occurred while updating members.'",
      ),
    )
    .input(z.void())
    .output(ZBalanceCheck)
    .query(({ ctx }) => checkBalances(ctx)),
});
