import { router } from '../../trpc';
import {
  publicCurrentCommitteeRouter,
  publicFoundingCommitteeRouter,
  publicPreviousCommitteesRouter,
} from './committees';
import { publicComplaintsRouter } from './complaints';
import { publicDeceasedMembersRouter } from './deceased-members';
import { publicMembersRouter } from './members';
import { publicNoticesRouter } from './notices';
import { publicGalleryRouter, publicServiceCentersRouter } from './site-images';
import { publicStocksRouter } from './stocks';

export const publicRouter = router({
  members: publicMembersRouter,
  deceasedMembers: publicDeceasedMembersRouter,
  currentCommittee: publicCurrentCommitteeRouter,
  foundingCommittee: publicFoundingCommitteeRouter,
  previousCommittees: publicPreviousCommitteesRouter,
  notices: publicNoticesRouter,
  stocks: publicStocksRouter,
  serviceCenters: publicServiceCentersRouter,
  gallery: publicGalleryRouter,
  complaints: publicComplaintsRouter,
});
