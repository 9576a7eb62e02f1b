import { router } from '../../trpc';
import { publicCommitteesRouter } from './committees';
import { publicComplaintsRouter } from './complaints';
import { publicDeceasedMembersRouter } from './deceased-members';
import { publicMembersRouter } from './members';
import { publicNoticesRouter } from './notices';
import { publicGalleryRouter, publicServiceCentersRouter } from './site-images';
import { publicStocksRouter } from './stocks';

export const publicRouter = router({
  members: publicMembersRouter,
  deceasedMembers: publicDeceasedMembersRouter,
  committees: publicCommitteesRouter,
  notices: publicNoticesRouter,
  stocks: publicStocksRouter,
  serviceCenters: publicServiceCentersRouter,
  gallery: publicGalleryRouter,
  complaints: publicComplaintsRouter,
});
