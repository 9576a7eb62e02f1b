import { router } from '../../trpc';

export const financeLedgerRouter = router({});
