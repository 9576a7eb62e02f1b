import {
  ZAlertConfirmed,
  ZAlertConfirmInput,
  ZAlertCreated,
  ZAlertCreateInput,
  ZAlertStopInput,
  ZAlertStopped,
} from '@samity/domain';
import { publicProcedure } from '../../procedures';
import { confirmAlert, createAlert, stopAlert } from '../../services/alerts/alerts.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** Buyers' alerts: a saved search of the stock, confirmed by an SMS code, stopped by the link in every SMS. */
export const publicAlertsRouter = router({
  create: publicProcedure
    .meta(
      rest(
        'public',
        'POST',
        '/alerts',
        'Save a search of the stock for SMS alerts; a code is sent to the phone (throttled per address and phone)',
        'A phone holds at most 5 saved searches (409). Without an SMS provider the site offers no alerts (503).',
      ),
    )
    .input(ZAlertCreateInput)
    .output(ZAlertCreated)
    .mutation(({ ctx, input }) => createAlert(ctx, input)),

  confirm: publicProcedure
    .meta(
      rest(
        'public',
        'POST',
        '/alerts/confirm',
        'Confirm a saved search with the code from the SMS (10 minutes, at most 5 tries)',
      ),
    )
    .input(ZAlertConfirmInput)
    .output(ZAlertConfirmed)
    .mutation(({ ctx, input }) => confirmAlert(ctx, input)),

  stop: publicProcedure
    .meta(rest('public', 'POST', '/alerts/stop', 'Stop a saved search with the token of its stop link'))
    .input(ZAlertStopInput)
    .output(ZAlertStopped)
    .mutation(({ ctx, input }) => stopAlert(ctx, input.token)),
});
