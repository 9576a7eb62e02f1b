import { TRPCClientError } from '@trpc/client';

/**
 * The server's own message when it answered (a 4xx such as a throttled login or a broken password rule),
 * or the fallback when there was no answer (network down, server unreachable) or an unexpected failure.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
    if (status !== undefined && status >= 400 && status < 500 && error.message) return error.message;
  }
  return fallback;
}
