/**
 * What went wrong with a submission, for the message shown: the server's throttle (HTTP 429, tRPC
 * TOO_MANY_REQUESTS) gets its own clear message; anything else (network, server) is the spec's
 * 'Error submitting complaint'.
 */
export function submitErrorKey(error: unknown): 'complaint.tooMany' | 'complaint.failure' {
  const data = (error as { data?: { code?: string; httpStatus?: number } } | null)?.data;
  return data?.code === 'TOO_MANY_REQUESTS' || data?.httpStatus === 429
    ? 'complaint.tooMany'
    : 'complaint.failure';
}
