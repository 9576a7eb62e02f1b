import { router } from '../../trpc';

export const financeDepositsRouter = router({});
