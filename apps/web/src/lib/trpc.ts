import type { AppRouter } from '@samity/api';
import { TRPC_MAX_BATCH_SIZE } from '@samity/domain';
import { httpBatchLink, httpLink, splitLink, type TRPCLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import { observable } from '@trpc/server/observable';
import { loadNamespaces } from '../i18n';

/** Typed hooks for every procedure of the server's app router (types only: no server code is bundled). */
export const trpc = createTRPCReact<AppRouter>();

// Session cookies are same-origin; 'same-origin' keeps them off any other host.
const sameOriginFetch: typeof fetch = (input, init) => fetch(input, { ...init, credentials: 'same-origin' });

/**
 * The texts of the server's refusals (errors.<key>, in the page's language) are not in the entry: a page
 * that never meets one never fetches them. An answer that is an error reaches the screen only once they are
 * in, so a refusal is never shown as the server's English sentence or a raw key on a Bengali page.
 */
const errorTextsFirst: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      let open = true;
      const answer = next(op).subscribe({
        next: (value) => observer.next(value),
        error: (error) => {
          void loadNamespaces('errors').finally(() => {
            if (open) observer.error(error);
          });
        },
        complete: () => observer.complete(),
      });
      return () => {
        open = false;
        answer.unsubscribe();
      };
    });

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      errorTextsFirst,
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
