import { router } from '../../trpc';

/** admin procedures arrive with their issues; the router exists so the app's shape is visible now. */
export const adminRouter = router({});
