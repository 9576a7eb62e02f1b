import { router } from '../../trpc';

export const financeBalancesRouter = router({});
