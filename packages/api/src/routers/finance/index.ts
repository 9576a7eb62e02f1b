import { router } from '../../trpc';
import { financeBalanceCheckRouter } from './balance-check';
import { financeDepositsRouter } from './deposits';
import { financeLedgerRouter } from './ledger';
import { financeMonthlyRouter } from './monthly';
import { financePaymentsRouter } from './payments';
import { financeRegistersRouter } from './registers';
import { financeRemindersRouter } from './reminders';
import { financeYearEndRouter } from './year-end';

/** The finance screens: Finance_Access and above (each procedure names its admin area). */
export const financeRouter = router({
  deposits: financeDepositsRouter,
  monthly: financeMonthlyRouter,
  ledger: financeLedgerRouter,
  balanceCheck: financeBalanceCheckRouter,
  payments: financePaymentsRouter,
  reminders: financeRemindersRouter,
  yearEnd: financeYearEndRouter,
  registers: financeRegistersRouter,
});
