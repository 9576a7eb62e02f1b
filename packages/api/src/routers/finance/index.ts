import { router } from '../../trpc';

/** finance procedures arrive with their issues; the router exists so the app's shape is visible now. */
export const financeRouter = router({});
