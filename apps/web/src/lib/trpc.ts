import type { AppRouter } from '@samity/api';
import { TRPC_MAX_BATCH_SIZE } from '@samity/domain';
import { httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';

/** Typed hooks for every procedure of the server's app router (types only: no server code is bundled). */
export const trpc = createTRPCReact<AppRouter>();

// Session cookies are same-origin; 'same-origin' keeps them off any other host.
const sameOriginFetch: typeof fetch = (input, init) => fetch(input, { ...init, credentials: 'same-origin' });

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      // A query sent with context { skipBatch: true } goes alone, at an address of its own, so it can match
      // a response the browser preloaded for the page (packages/domain first-screen.ts); the rest batch.
      splitLink({
        condition: (op) => op.context.skipBatch === true,
        true: httpLink({ url: '/trpc', fetch: sameOriginFetch }),
        // The server refuses a larger batch; the link splits bigger ones into several requests.
        false: httpBatchLink({ url: '/trpc', fetch: sameOriginFetch, maxItems: TRPC_MAX_BATCH_SIZE }),
      }),
    ],
  });
}
