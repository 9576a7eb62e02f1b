/**
 * What the browser needs of payments and receipts without any schema: a module of its own so that a page
 * showing a payment's result or a receipt link (the member's dues) does not carry zod with the schemas.
 */

/** What the result page is told after bKash sends the payer back (/MemberDashboard?payment=...). */
export const PAYMENT_RESULTS = ['paid', 'cancelled', 'failed'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

export const RECEIPT_LANGS = ['en', 'bn'] as const;
export type ReceiptLang = (typeof RECEIPT_LANGS)[number];

/** Where a payment's receipt is: the same path for the member and for the finance desk. */
export const receiptPath = (paymentId: number, lang: ReceiptLang) =>
  `/api/receipts/${paymentId}.pdf?lang=${lang}`;
