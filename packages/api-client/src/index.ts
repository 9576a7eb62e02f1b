import createFetchClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema.gen';

export type { components, operations, paths } from './schema.gen';

export interface SamityClientOptions {
  /** The site's address, e.g. https://samity.example.org (the client adds /api). */
  baseUrl: string;
  /** An API key made on /Admin (`smk_...`), sent as `Authorization: Bearer`. */
  apiKey?: string;
  /** Another fetch (a test's, a proxy's); the global one by default. */
  fetch?: typeof fetch;
}

/**
 * A typed client of the REST facade: every path, parameter and answer is checked by TypeScript against the
 * server's OpenAPI document (src/schema.gen.ts, generated). Errors are answered, not thrown:
 * `const { data, error, response } = await client.GET('/financial-expenses', { params: { query } })`.
 */
export function createSamityClient({ baseUrl, apiKey, fetch: fetchImpl }: SamityClientOptions) {
  const client = createFetchClient<paths>({
    baseUrl: `${baseUrl.replace(/\/+$/, '')}/api`,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  if (apiKey) client.use(bearer(apiKey));
  return client;
}

export type SamityClient = ReturnType<typeof createSamityClient>;

function bearer(apiKey: string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${apiKey}`);
      return request;
    },
  };
}
