import {
  ZAlertConfirmed,
  ZAlertConfirmInput,
  ZAlertCreated,
  ZAlertCreateWithProof,
  ZAlertStopInput,
  ZAlertStopped,
} from '@samity/domain';
import { publicProcedure } from '../../procedures';
import { confirmAlert, createAlert, stopAlert } from '../../services/alerts/alerts.service';
import { spendHumanProof } from '../../services/human-proof/human-proof.service';
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
        'Carries a proof that a person asked (POST /proof-challenges): without one, or with a wrong, expired or used one, 400 and no code is sent. A phone holds at most 5 saved searches (409). Without an SMS provider the site offers no alerts (503).',
      ),
    )
    .input(ZAlertCreateWithProof)
    .output(ZAlertCreated)
    .mutation(async ({ ctx, input: { proof, ...alert } }) => {
      // First of all: no limit counts and no code is sent for a request no person sent (decision 027).
      await spendHumanProof(ctx, proof);
      return createAlert(ctx, alert);
    }),

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
