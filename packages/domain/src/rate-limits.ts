/**
 * What a refused client is told when a limit is reached (a login, a complaint, an upload): how long to
 * wait, in whole minutes. The exact wait in seconds goes in the Retry-After header.
 */
export function tooManyMessage(
  what: 'attempts' | 'uploads' | 'requests' | 'enquiries',
  retryAfterSeconds: number,
): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/** The most calls one tRPC batch request may carry; the web client's batch link uses the same number. */
export const TRPC_MAX_BATCH_SIZE = 10;
