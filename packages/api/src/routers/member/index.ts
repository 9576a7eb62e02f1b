import { router } from '../../trpc';
import { memberAnnualAccountsRouter } from './annual-accounts';
import { memberDocumentsRouter } from './documents';
import { memberElectionsRouter } from './elections';
import { memberEnquiriesRouter } from './enquiries';
import { memberExpensesRouter } from './expenses';
import { memberMeetingsRouter } from './meetings';
import { memberComplaintsRouter } from './member-complaints';
import { memberNomineeRouter } from './nominee';
import { memberNotificationsRouter } from './notifications';
import { memberPasswordRouter } from './password';
import { memberPaymentsRouter } from './payments';
import { memberPublicPhoneRouter } from './public-phone';
import { memberReceiptsRouter } from './receipts';
import { memberStatementsRouter } from './statements';
import { memberStockRouter } from './stock';
import { memberUpdateRequestsRouter } from './update-requests';
import { memberVerificationRouter } from './verification';

/**
 * Member procedures: the member always comes from the session (memberProcedure), and while the password
 * is an initial one only member.password answers (docs/member-area.md). The profile is auth.member.me.
 */
export const memberRouter = router({
  password: memberPasswordRouter,
  statements: memberStatementsRouter,
  memberComplaints: memberComplaintsRouter,
  stock: memberStockRouter,
  updateRequests: memberUpdateRequestsRouter,
  verification: memberVerificationRouter,
  nominee: memberNomineeRouter,
  expenses: memberExpensesRouter,
  meetings: memberMeetingsRouter,
  payments: memberPaymentsRouter,
  receipts: memberReceiptsRouter,
  notifications: memberNotificationsRouter,
  documents: memberDocumentsRouter,
  elections: memberElectionsRouter,
  annualAccounts: memberAnnualAccountsRouter,
  enquiries: memberEnquiriesRouter,
  publicPhone: memberPublicPhoneRouter,
});
