import { router } from '../../trpc';
import { financeBalancesRouter } from './balances';
import { financeDepositsRouter } from './deposits';
import { financeGatewayRouter } from './gateway';
import { financeLedgerRouter } from './ledger';
import { financeMonthlyRouter } from './monthly';
import { financeRemindersRouter } from './reminders';

/** The finance screens: Finance_Access and above (each procedure names its admin area). */
export const financeRouter = router({
  deposits: financeDepositsRouter,
  monthly: financeMonthlyRouter,
  ledger: financeLedgerRouter,
  balances: financeBalancesRouter,
  gateway: financeGatewayRouter,
  reminders: financeRemindersRouter,
});
