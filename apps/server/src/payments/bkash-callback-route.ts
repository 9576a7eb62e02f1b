import { routeInput } from '@samity/api';
import { handleBkashCallback } from '@samity/api/payments';
import type { PaymentResult } from '@samity/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContextFactory } from '../plugins/context';
import { ownRoute } from '../plugins/own-routes';
import { BKASH_CALLBACK_PATH } from './online-payments';

/** What bKash sends back; anything else (a list, a missing value) is as if not sent, never a refusal. */
const ZCallbackQuery = z.object({
  paymentID: z.string().optional().catch(undefined),
  status: z.string().optional().catch(undefined),
});

/**
 * GET /api/payments/bkash/callback?paymentID=&status=: where bKash sends the payer back. Anyone can call it
 * with anything, so it decides nothing from its parameters: the payment service executes or asks bKash
 * itself (payments.service.ts). It needs no session (the member may come back logged out) and always ends
 * with 303 to the member dashboard, which shows the result it is told and reads the figures from the server.
 * Its context is a request's like any other (plugins/context.ts), with nobody acting.
 */
export function registerBkashCallback(app: FastifyInstance, createContext: ApiContextFactory): void {
  ownRoute(app, 'GET', BKASH_CALLBACK_PATH, async (request, reply) => {
    const { paymentID, status } = routeInput(ZCallbackQuery, request.query ?? {});
    let outcome: { result: PaymentResult; receipt?: number };
    try {
      const ctx = createContext({ req: request, res: reply });
      outcome = await handleBkashCallback({ ...ctx, actor: null }, { paymentID, status });
    } catch (error) {
      request.log.error({ err: error, event: 'payments.callback_failed' }, 'bKash callback failed');
      outcome = { result: 'failed' };
    }
    const receipt = outcome.receipt === undefined ? '' : `&receipt=${outcome.receipt}`;
    return reply
      .header('cache-control', 'no-store')
      .redirect(`/MemberDashboard?payment=${outcome.result}${receipt}`, 303);
  });
}
