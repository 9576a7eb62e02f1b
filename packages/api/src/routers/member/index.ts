import { router } from '../../trpc';

/** member procedures arrive with their issues; the router exists so the app's shape is visible now. */
export const memberRouter = router({});
