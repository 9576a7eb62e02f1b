import { router } from '../../trpc';
import {
  publicCurrentCommitteeRouter,
  publicFoundingCommitteeRouter,
  publicPreviousCommitteesRouter,
} from './committees';
import { publicDeceasedMembersRouter } from './deceased-members';
import { publicGalleryRouter } from './gallery';
import { publicMembersRouter } from './members';
import { publicNoticesRouter } from './notices';
import { publicComplaintsRouter } from './public-complaints';
import { publicServiceCentersRouter } from './service-centers';
import { publicStockRouter } from './stock';

export const publicRouter = router({
  members: publicMembersRouter,
  deceasedMembers: publicDeceasedMembersRouter,
  currentCommittee: publicCurrentCommitteeRouter,
  foundingCommittee: publicFoundingCommitteeRouter,
  previousCommittees: publicPreviousCommitteesRouter,
  notices: publicNoticesRouter,
  stock: publicStockRouter,
  serviceCenters: publicServiceCentersRouter,
  gallery: publicGalleryRouter,
  publicComplaints: publicComplaintsRouter,
});
