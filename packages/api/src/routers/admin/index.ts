import { router } from '../../trpc';
import { adminAdminsRouter } from './admins';
import { adminMemberAccountsRouter } from './member-accounts';

/** Admin procedures; each one's area (and so the privileges that may call it) is set by adminProcedure. */
export const adminRouter = router({
  admins: adminAdminsRouter,
  memberAccounts: adminMemberAccountsRouter,
});
