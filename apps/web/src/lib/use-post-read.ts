import { useQuery } from '@tanstack/react-query';
import { getMutationKey } from '@trpc/react-query';

/**
 * Some of the member's reads are published at POST paths (debt summary, complaint totals, nominee), so the
 * API declares them as tRPC mutations. The dashboard still reads them like queries (loading, error, retry,
 * cache): under the procedure's own tRPC key, so `utils.member.<entity>.invalidate()` refreshes them too.
 */
export function usePostRead<T>(procedure: Parameters<typeof getMutationKey>[0], read: () => Promise<T>) {
  return useQuery({ queryKey: [...getMutationKey(procedure), { type: 'query' }], queryFn: read });
}
