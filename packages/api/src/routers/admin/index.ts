import { router } from '../../trpc';
import { adminLifecycleRouter } from './admin-lifecycle';
import { adminAdminsRouter } from './admins';
import { adminApiKeysRouter } from './api-keys';
import { adminAuditRouter } from './audit';
import {
  adminCurrentCommitteeRouter,
  adminFoundingCommitteeRouter,
  adminPreviousCommitteesRouter,
} from './committees';
import { adminComplianceCalendarRouter } from './compliance-calendar';
import { adminDeceasedMembersRouter } from './deceased-members';
import { adminDocumentsRouter } from './documents';
import { adminElectionsRouter } from './elections';
import { adminEnquiriesRouter } from './enquiries';
import { adminGalleryRouter } from './gallery';
import { adminGovernanceRouter } from './governance';
import { adminMeetingsRouter } from './meetings';
import { adminMemberAccountsRouter } from './member-accounts';
import { adminMemberComplaintsRouter } from './member-complaints';
import { adminMembersRouter } from './members';
import { adminNoticesRouter } from './notices';
import { adminNotificationsRouter } from './notifications';
import { adminPublicComplaintsRouter } from './public-complaints';
import { adminServiceCentersRouter } from './service-centers';
import { adminUpdateRequestsRouter } from './update-requests';
import { adminVerificationRouter } from './verification';

/** Admin procedures; each one's area (and so the privileges that may call it) is set by adminProcedure. */
export const adminRouter = router({
  admins: adminAdminsRouter,
  lifecycle: adminLifecycleRouter,
  governance: adminGovernanceRouter,
  apiKeys: adminApiKeysRouter,
  memberAccounts: adminMemberAccountsRouter,
  members: adminMembersRouter,
  deceasedMembers: adminDeceasedMembersRouter,
  updateRequests: adminUpdateRequestsRouter,
  verification: adminVerificationRouter,
  currentCommittee: adminCurrentCommitteeRouter,
  foundingCommittee: adminFoundingCommitteeRouter,
  previousCommittees: adminPreviousCommitteesRouter,
  notices: adminNoticesRouter,
  meetings: adminMeetingsRouter,
  serviceCenters: adminServiceCentersRouter,
  gallery: adminGalleryRouter,
  memberComplaints: adminMemberComplaintsRouter,
  publicComplaints: adminPublicComplaintsRouter,
  audit: adminAuditRouter,
  notifications: adminNotificationsRouter,
  documents: adminDocumentsRouter,
  enquiries: adminEnquiriesRouter,
  elections: adminElectionsRouter,
  complianceCalendar: adminComplianceCalendarRouter,
});
