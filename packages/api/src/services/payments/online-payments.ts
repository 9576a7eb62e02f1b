import type { AdminPrincipal, MemberPrincipal } from '../principals';
import type { ServiceContext } from '../service-context';
import { type BkashGateway, paymentUnavailable } from './bkash-client';

/** What the server gives the payment services: the gateway when configured, and where bKash sends payers back. */
export interface OnlinePayments {
  /** null: bKash is not configured, so online payment is unavailable (never faked). */
  bkash: BkashGateway | null;
  /** The absolute address of GET /api/payments/bkash/callback on this site. */
  callbackUrl: string;
}

export const NO_ONLINE_PAYMENTS: OnlinePayments = { bkash: null, callbackUrl: '' };

/** A payment service's context: who acts (a member, an admin, or nobody for the callback and the timer). */
export interface PaymentsContext extends ServiceContext {
  payments: OnlinePayments;
  actor?: MemberPrincipal | AdminPrincipal | null;
}

export function bkashOf(ctx: { payments: OnlinePayments }): BkashGateway {
  if (!ctx.payments.bkash) throw paymentUnavailable();
  return ctx.payments.bkash;
}
