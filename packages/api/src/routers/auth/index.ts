import { router } from '../../trpc';
import { adminAuthRouter } from './admin-auth';
import { memberAuthRouter } from './member-auth';

export const authRouter = router({
  admin: adminAuthRouter,
  member: memberAuthRouter,
});
