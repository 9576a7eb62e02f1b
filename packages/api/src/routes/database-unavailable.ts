/**
 * Whether a failure means the database cannot be reached just now (restarting, failing over, the network
 * between), rather than a bug: such a request may well succeed in a few seconds, so it is answered 503 with
 * Retry-After instead of 500 (error-body.ts). Read from the error and its causes (tRPC and Kysely wrap it).
 */

/**
 * PostgreSQL's SQLSTATEs for a server that is going or gone: class 08 (connection exception) and 57P01-57P03
 * (admin_shutdown: a restart or pg_terminate_backend; crash_shutdown; cannot_connect_now: starting up or
 * shutting down), and 53300 too_many_connections (a restart's reconnect storm).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Node's socket errors when the server is not there or the connection broke. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** node-postgres's own words when a connection dies under it or the pool cannot get one in time. */
const PG_CLIENT_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'terminating connection due to administrator command',
];

/** How many causes deep to look: the wrappers are few, and a cycle must not loop. */
const MAX_DEPTH = 8;

function isUnavailableItself(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (code.startsWith('08') && code.length === 5) return true;
    if (UNAVAILABLE_SQLSTATES.has(code) || SOCKET_ERRORS.has(code)) return true;
  }
  return typeof message === 'string' && PG_CLIENT_MESSAGES.some((words) => message.includes(words));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && current; depth++) {
    if (isUnavailableItself(current)) return true;
    // An AggregateError (a connection attempt to several addresses) holds the socket errors in `errors`.
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some(isUnavailableItself)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
