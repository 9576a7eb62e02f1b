/** What the server needs of online payments: the bKash client, the callback, and reconciliation. */
export {
  type BkashConfig,
  type BkashGateway,
  createBkashClient,
} from './bkash-client';
export { redactSecrets } from './bkash-http';
export { NO_ONLINE_PAYMENTS, type OnlinePayments } from './online-payments';
export { handleBkashCallback } from './payments.service';
export { RECHECK_AFTER_MS, reconcileGateway } from './payments-admin.service';
