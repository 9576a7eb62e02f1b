import { router } from '../../trpc';
import { adminAdminsRouter } from './admins';
import {
  adminCurrentCommitteeRouter,
  adminFoundingCommitteeRouter,
  adminPreviousCommitteesRouter,
} from './committees';
import { adminDataUpdatesRouter } from './data-updates';
import { adminDeceasedMembersRouter } from './deceased-members';
import { adminMemberAccountsRouter } from './member-accounts';
import { adminMembersRouter } from './members';

/** Admin procedures; each one's area (and so the privileges that may call it) is set by adminProcedure. */
export const adminRouter = router({
  admins: adminAdminsRouter,
  memberAccounts: adminMemberAccountsRouter,
  members: adminMembersRouter,
  deceasedMembers: adminDeceasedMembersRouter,
  dataUpdates: adminDataUpdatesRouter,
  currentCommittee: adminCurrentCommitteeRouter,
  foundingCommittee: adminFoundingCommitteeRouter,
  previousCommittees: adminPreviousCommitteesRouter,
});
