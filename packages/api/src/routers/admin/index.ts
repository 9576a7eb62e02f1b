import { router } from '../../trpc';
import { adminPanelRouter } from './panel';

/** Admin procedures; each one's area (and so the privileges that may call it) is set by adminProcedure. */
export const adminRouter = router({
  panel: adminPanelRouter,
});
