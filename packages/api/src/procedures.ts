import { t } from './trpc';

/**
 * One base procedure per tier (ARCHITECTURE rule 1). Resolvers never check roles inline; member and
 * admin tiers are added with authentication (issue 3).
 */
export const publicProcedure = t.procedure;
