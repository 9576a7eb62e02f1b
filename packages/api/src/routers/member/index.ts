import { router } from '../../trpc';
import { memberComplaintsRouter } from './complaints';
import { memberDebtsRouter } from './debts';
import { memberExpensesRouter } from './expenses';
import { memberNomineeRouter } from './nominee';
import { memberNotificationsRouter } from './notifications';
import { memberPasswordRouter } from './password';
import { memberPaymentReceiptsRouter } from './payment-receipts';
import { memberPaymentsRouter } from './payments';
import { memberStockRouter } from './stock';
import { memberUpdateRequestsRouter } from './update-requests';

/**
 * Member procedures: the member always comes from the session (memberProcedure), and while the password
 * is an initial one only member.password answers (docs/member-area.md). The profile is auth.member.me.
 */
export const memberRouter = router({
  password: memberPasswordRouter,
  debts: memberDebtsRouter,
  complaints: memberComplaintsRouter,
  stock: memberStockRouter,
  updateRequests: memberUpdateRequestsRouter,
  nominee: memberNomineeRouter,
  expenses: memberExpensesRouter,
  payments: memberPaymentsRouter,
  paymentReceipts: memberPaymentReceiptsRouter,
  notifications: memberNotificationsRouter,
});
