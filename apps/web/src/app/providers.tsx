import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { seedServedData } from '../lib/served-data';
import { createTrpcClient, trpc } from '../lib/trpc';

export function Providers({ children }: { children: ReactNode }) {
  // Seeded with the answers a signed-in page's first content was written from (lib/served-data.ts).
  const [queryClient] = useState(() =>
    seedServedData(
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
    ),
  );
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
