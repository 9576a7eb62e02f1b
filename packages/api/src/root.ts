import { keyPublicReadsByInput } from './read-cache/public-read-keys';
import { adminRouter } from './routers/admin';
import { authRouter } from './routers/auth';
import { financeRouter } from './routers/finance';
import { memberRouter } from './routers/member';
import { publicRouter } from './routers/public';
import { router } from './trpc';

/** The cached public lists are keyed by their validated input, so the read cache learns their schemas here. */
export const appRouter = keyPublicReadsByInput(
  router({
    public: publicRouter,
    auth: authRouter,
    member: memberRouter,
    admin: adminRouter,
    finance: financeRouter,
  }),
);

export type AppRouter = typeof appRouter;
