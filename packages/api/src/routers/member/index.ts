import { router } from '../../trpc';
import { memberPasswordRouter } from './password';

/** Member procedures: the member always comes from the session (memberProcedure). */
export const memberRouter = router({
  password: memberPasswordRouter,
});
