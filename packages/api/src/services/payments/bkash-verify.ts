import { bkashAmountToPoisha } from './bkash-client';
import { type BkashReply, statusCodeOf } from './bkash-http';

/**
 * What an execute or status answer must say before a payment counts (docs/payments.md): success, Completed,
 * and the payment, amount, currency, intent and invoice we stored, with a transaction id. Anything else is
 * no payment; the differences are named so the finance desk and the log can see them.
 */
export interface StoredPayment {
  paymentId: string;
  amountPoisha: number;
  invoice: string;
}

export type Verdict = { ok: true; trxId: string } | { ok: false; problems: string[] };

export function verifyCompleted(reply: BkashReply, stored: StoredPayment): Verdict {
  if (reply.kind !== 'json') return { ok: false, problems: [reply.reason] };
  const body = reply.body;
  const problems: string[] = [];
  const code = statusCodeOf(reply);
  if (code !== '0000') problems.push(`statusCode ${code ?? 'missing'}`);
  if (body.transactionStatus !== 'Completed')
    problems.push(`transactionStatus ${String(body.transactionStatus ?? 'missing')}`);
  if (body.paymentID !== stored.paymentId) problems.push(`paymentID ${String(body.paymentID ?? 'missing')}`);
  const amount = bkashAmountToPoisha(body.amount);
  if (amount !== stored.amountPoisha) problems.push(`amount ${String(body.amount ?? 'missing')}`);
  if (body.currency !== 'BDT') problems.push(`currency ${String(body.currency ?? 'missing')}`);
  if (body.intent !== 'sale') problems.push(`intent ${String(body.intent ?? 'missing')}`);
  // The status call names the invoice merchantInvoice; execute names it merchantInvoiceNumber.
  const invoice = body.merchantInvoiceNumber ?? body.merchantInvoice;
  if (invoice !== stored.invoice) problems.push(`invoice ${String(invoice ?? 'missing')}`);
  const trxId = body.trxID;
  if (typeof trxId !== 'string' || trxId.trim() === '') problems.push('no trxID');
  return problems.length ? { ok: false, problems } : { ok: true, trxId: String(trxId) };
}

/** True when the answer says the payment went through, whatever else it says (to tell a mismatch from a refusal). */
export function saysCompleted(reply: BkashReply): boolean {
  return (
    statusCodeOf(reply) === '0000' && reply.kind === 'json' && reply.body.transactionStatus === 'Completed'
  );
}

/** The payer finished bKash's PIN step but nobody executed the payment yet (a lost callback). */
export function payerAuthorised(reply: BkashReply): boolean {
  if (reply.kind !== 'json' || statusCodeOf(reply) !== '0000') return false;
  const verification = reply.body.verificationStatus ?? reply.body.userVerificationStatus;
  return reply.body.transactionStatus === 'Initiated' && verification === 'Complete';
}

/** execute refusals that end the payment: the payer's wallet or PIN said no. */
export const PAYER_REFUSAL_CODES = new Set(['2014', '2015', '2023', '2037', '2069']);
