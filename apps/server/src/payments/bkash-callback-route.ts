import { handleBkashCallback } from '@samity/api/payments';
import type { Db } from '@samity/db';
import type { NotificationChannels, PaymentResult } from '@samity/domain';
import type { FastifyInstance } from 'fastify';
import { BKASH_CALLBACK_PATH, type ServerPayments } from './online-payments';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * GET /api/payments/bkash/callback?paymentID=&status=: where bKash sends the payer back. Anyone can call it
 * with anything, so it decides nothing from its parameters: the payment service executes or asks bKash
 * itself (payments.service.ts). It needs no session (the member may come back logged out) and always ends
 * with 303 to the member dashboard, which shows the result it is told and reads the figures from the server.
 */
export function registerBkashCallback(
  app: FastifyInstance,
  {
    db,
    clock,
    payments,
    channels,
  }: { db: Db; clock: () => Date; payments: ServerPayments; channels?: NotificationChannels },
): void {
  app.get(BKASH_CALLBACK_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    let outcome: { result: PaymentResult; receipt?: number };
    try {
      outcome = await handleBkashCallback(
        {
          db,
          log: request.log,
          now: clock,
          request: { ip: request.ip ?? 'unknown', userAgent: request.headers['user-agent'] ?? null },
          payments: payments.forRequest(request),
          actor: null,
          channels,
        },
        { paymentID: text(query.paymentID), status: text(query.status) },
      );
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
