import { router } from '../../trpc';

export const financeMonthlyRouter = router({});
