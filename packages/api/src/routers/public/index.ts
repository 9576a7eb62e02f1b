import { router } from '../../trpc';
import { publicAlertsRouter } from './alerts';
import { publicCarPagesRouter } from './car-pages';
import {
  publicCurrentCommitteeRouter,
  publicFoundingCommitteeRouter,
  publicPreviousCommitteesRouter,
} from './committees';
import { publicDealerPagesRouter } from './dealer-pages';
import { publicDeceasedMembersRouter } from './deceased-members';
import { publicDocumentsRouter } from './documents';
import { publicElectionsRouter } from './elections';
import { publicEnquiriesRouter } from './enquiries';
import { publicGalleryRouter } from './gallery';
import { publicMembersRouter } from './members';
import { publicNoticesRouter } from './notices';
import { publicProofChallengesRouter } from './proof-challenges';
import { publicComplaintsRouter } from './public-complaints';
import { publicServiceCentersRouter } from './service-centers';
import { publicStockRouter } from './stock';
import { publicVerificationRouter } from './verification';

export const publicRouter = router({
  members: publicMembersRouter,
  deceasedMembers: publicDeceasedMembersRouter,
  currentCommittee: publicCurrentCommitteeRouter,
  foundingCommittee: publicFoundingCommitteeRouter,
  previousCommittees: publicPreviousCommitteesRouter,
  notices: publicNoticesRouter,
  stock: publicStockRouter,
  verification: publicVerificationRouter,
  carPages: publicCarPagesRouter,
  dealerPages: publicDealerPagesRouter,
  serviceCenters: publicServiceCentersRouter,
  gallery: publicGalleryRouter,
  publicComplaints: publicComplaintsRouter,
  enquiries: publicEnquiriesRouter,
  elections: publicElectionsRouter,
  alerts: publicAlertsRouter,
  documents: publicDocumentsRouter,
  proofChallenges: publicProofChallengesRouter,
});
