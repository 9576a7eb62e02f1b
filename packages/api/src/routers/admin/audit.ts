import { router } from '../../trpc';

export const adminAuditRouter = router({});
