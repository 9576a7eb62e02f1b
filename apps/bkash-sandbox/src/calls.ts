import { business, gateway, header, type Outcome, UNAUTHORIZED } from './answers.js';
import { takeInjection } from './failures.js';
import { bkashTime } from './format.js';
import { create, execute, query, search } from './payments.js';
import { refund, refundStatus } from './refunds.js';
import type { SandboxStore } from './store.js';
import { authenticate, grant, refresh } from './tokens.js';
import type { ApiCall, ApiRequest, CallRecord, Injection } from './types.js';

/** Answers one gateway call and writes it to the call log. */
export function handle(store: SandboxStore, call: ApiCall, request: ApiRequest): Outcome {
  const record: CallRecord = { at: bkashTime(store.now()), call, httpStatus: 0, flags: [] };
  const outcome = dispatch(store, call, request, record);
  record.httpStatus = outcome.status;
  if (typeof outcome.body.statusCode === 'string') record.statusCode = outcome.body.statusCode;
  store.log.push(record);
  return outcome;
}

/**
 * What every call goes through before its own rules, in the gateway's order: the Content-Type header, the token
 * (all calls but the token calls), a JSON object body, then a queued failure that may answer in the call's place.
 */
function dispatch(store: SandboxStore, call: ApiCall, request: ApiRequest, record: CallRecord): Outcome {
  if (!header(request.headers, 'content-type')) {
    return gateway(400, 'Missing required request parameters: [Content-Type]');
  }
  let appKey = '';
  if (call !== 'grant' && call !== 'refresh') {
    const authenticated = authenticate(store, request.headers);
    if (!authenticated) return UNAUTHORIZED;
    appKey = authenticated;
  }
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(request.body ?? '');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return business('2025');
    body = parsed as Record<string, unknown>;
  } catch {
    return business('2025');
  }
  if (typeof body.paymentID === 'string') record.paymentID = body.paymentID;
  if (typeof body.trxID === 'string') record.trxID = body.trxID;

  const injection = takeInjection(store, call, body.paymentID);
  if (injection) record.injected = injection.failure;
  if (injection?.failure === 'maintenance') return { ...business('503'), status: 503 };
  if (injection?.failure === 'system-error') return business('9999');

  const outcome = route(store, call, request, body, appKey, injection, record);
  // a copy: the shared answers (401 and the like) must not stay slow for the calls after this one
  if (injection?.failure === 'slow') return { ...outcome, delayMs: injection.delayMs ?? 2000 };
  return outcome;
}

function route(
  store: SandboxStore,
  call: ApiCall,
  request: ApiRequest,
  body: Record<string, unknown>,
  appKey: string,
  injection: Injection | undefined,
  record: CallRecord,
): Outcome {
  switch (call) {
    case 'grant':
      return grant(store, request, body, record);
    case 'refresh':
      return refresh(store, request, body, record);
    case 'create':
      return create(store, body, appKey);
    case 'execute':
      return execute(store, body, appKey, injection);
    case 'query':
      return query(store, body, appKey, injection, record);
    case 'search':
      return search(store, body, appKey);
    case 'refund':
      return refund(store, body, appKey);
    case 'refundStatus':
      return refundStatus(store, body, appKey);
  }
}
