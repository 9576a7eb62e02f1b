import {
  type BkashGateway,
  createBkashClient,
  NO_ONLINE_PAYMENTS,
  type OnlinePayments,
} from '@samity/api/payments';
import type { Db } from '@samity/db';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { PaymentsConfig } from './payments-config';

/** Where bKash sends the payer back: GET /api/payments/bkash/callback on this site. */
export const BKASH_CALLBACK_PATH = '/api/payments/bkash/callback';

export interface ServerPayments {
  bkash: BkashGateway | null;
  /** The payments of one request: the gateway and this site's callback address. */
  forRequest(request: FastifyRequest): OnlinePayments;
  /** The payments of the server's own work (reconciliation): the gateway, and no callback to offer. */
  forServer(): OnlinePayments;
}

/**
 * One bKash client per server (its token is shared through the database with every other instance). The
 * callback address is PUBLIC_ORIGIN's when set, otherwise the address the request came in at.
 */
export function serverPayments(
  config: { payments: PaymentsConfig; publicOrigin: string | undefined },
  db: Db,
  log: FastifyBaseLogger,
): ServerPayments {
  const settings = config.payments.bkash;
  const bkash = settings
    ? createBkashClient({ config: settings, db, log: log.child({ area: 'bkash' }) })
    : null;
  return {
    bkash,
    forRequest(request) {
      if (!bkash) return NO_ONLINE_PAYMENTS;
      const origin = config.publicOrigin?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
      return { bkash, callbackUrl: `${origin}${BKASH_CALLBACK_PATH}` };
    },
    forServer() {
      return bkash ? { bkash, callbackUrl: '' } : NO_ONLINE_PAYMENTS;
    },
  };
}
