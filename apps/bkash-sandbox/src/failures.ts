import { business, gateway, type Outcome } from './answers.js';
import { formatPoisha } from './format.js';
import { expire, type SandboxStore } from './store.js';
import {
  API_CALLS,
  type ApiCall,
  EXECUTE_ONLY,
  FAILURES,
  type Failure,
  GENERIC,
  type Injection,
  type Payment,
} from './types.js';

function isOneOf(group: readonly Failure[], failure: Failure): boolean {
  return group.includes(failure);
}

/** Queues a failure (or applies it at once: 'revoke-tokens', and 'expire' naming a paymentID). */
export function inject(store: SandboxStore, injection: Injection): { queued: boolean } | { error: string } {
  if (!FAILURES.includes(injection.failure)) return { error: `unknown failure '${injection.failure}'` };
  if (injection.call !== undefined && !API_CALLS.includes(injection.call)) {
    return { error: `unknown call '${injection.call}'` };
  }
  if (injection.failure === 'revoke-tokens') {
    for (const token of store.tokens.values()) token.revoked = true;
    return { queued: false };
  }
  if (injection.failure === 'expire' && injection.paymentID !== undefined) {
    const payment = store.payments.get(injection.paymentID);
    if (!payment) return { error: `unknown paymentID '${injection.paymentID}'` };
    expire(payment);
    return { queued: false };
  }
  store.injections.push({ ...injection, times: injection.times ?? 1 });
  return { queued: true };
}

/**
 * The first queued failure that hits this call, counted down (and dropped once used up). Without a `call`, an
 * EXECUTE_ONLY failure hits execute, a GENERIC one every call but the token calls, any other execute or query.
 */
export function takeInjection(store: SandboxStore, call: ApiCall, paymentID: unknown): Injection | undefined {
  const index = store.injections.findIndex((inj) => {
    if (inj.paymentID !== undefined && inj.paymentID !== paymentID) return false;
    if (inj.call !== undefined) return inj.call === call;
    if (isOneOf(GENERIC, inj.failure)) return call !== 'grant' && call !== 'refresh';
    if (isOneOf(EXECUTE_ONLY, inj.failure)) return call === 'execute';
    return call === 'execute' || call === 'query';
  });
  if (index < 0) return undefined;
  const found = store.injections[index]!;
  found.times = (found.times ?? 1) - 1;
  if (found.times <= 0) store.injections.splice(index, 1);
  return found;
}

/** 'expire' queued for an execute or query: the payment expires just before the call reads it. */
export function expireIfInjected(payment: Payment, injection: Injection | undefined): void {
  if (injection?.failure === 'expire') expire(payment);
}

/**
 * The amount, currency and invoice an execute or query shows: a mismatch failure alters one, as a gateway that
 * answers about another payment would, so the merchant must compare them with what it created.
 */
export function shownFields(payment: Payment, injection: Injection | undefined) {
  return {
    amount: injection?.failure === 'amount-mismatch' ? formatPoisha(payment.poisha + 100) : payment.amount,
    currency: injection?.failure === 'currency-mismatch' ? 'USD' : payment.currency,
    invoice:
      injection?.failure === 'invoice-mismatch'
        ? `${payment.merchantInvoiceNumber}-X`
        : payment.merchantInvoiceNumber,
  };
}

/** The code an injected wallet failure makes execute fail with. */
export function injectedWalletFailure(injection: Injection | undefined): '2023' | '2037' | undefined {
  if (injection?.failure === 'insufficient-balance') return '2023';
  if (injection?.failure === 'debit-blocked') return '2037';
  return undefined;
}

/**
 * What execute answers in place of its own answer, once the payment has been completed or refused: the gateway
 * failures leave the payment as execute left it, which is what the merchant has to find out by query.
 */
export function executeFailure(
  injection: Injection | undefined,
  committed: boolean,
  holdMs: number,
): Outcome | undefined {
  switch (injection?.failure) {
    case 'execute-timeout':
      return { ...gateway(504, 'Endpoint request timed out'), holdMs: injection.holdMs ?? holdMs };
    case 'execute-504':
      return gateway(504, 'Endpoint request timed out');
    case 'execute-500':
      return gateway(500, 'Internal server error');
    case 'execute-drop':
      return { status: 0, body: {}, drop: true };
    case 'already-completed':
      return committed ? business('2117') : undefined;
    default:
      return undefined;
  }
}
