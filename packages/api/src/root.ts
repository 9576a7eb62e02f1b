import { adminRouter } from './routers/admin';
import { authRouter } from './routers/auth';
import { financeRouter } from './routers/finance';
import { memberRouter } from './routers/member';
import { publicRouter } from './routers/public';
import { router } from './trpc';

export const appRouter = router({
  public: publicRouter,
  auth: authRouter,
  member: memberRouter,
  admin: adminRouter,
  finance: financeRouter,
});

export type AppRouter = typeof appRouter;
