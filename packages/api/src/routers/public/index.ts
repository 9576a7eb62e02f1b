import { router } from '../../trpc';
import { publicMembersRouter } from './members';

export const publicRouter = router({
  members: publicMembersRouter,
});
