/**
 * The months one gateway payment pays (a single month, or several with "Pay all dues"): the amount allocated
 * to each at creation, their sum the payment's amount (docs/payments.md).
 */
export interface GatewayPaymentMonthsTable {
  gateway_payment_id: number;
  due_id: number;
  amount_poisha: number;
}
